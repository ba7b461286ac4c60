package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.SkillCheck;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards and Clue tokens spent on checks by what they save against the odds (issue 30: auto-pass
 * cards spent on checks it would pass anyway, resources spent on hopeless checks or on checks whose
 * failure costs nothing), and places weighed by what their encounters may cost him.
 */
class SpendingTest {
    /** The engine's question before an Evade check (difficulty 1) against the monster, with {@code modifier} in place of its awareness. */
    private static Question beforeEvade(Game g, int monster, int modifier) {
        return SkillCheck.against(0, CheckType.EVADE, modifier, 1, "a test", monster).run(g);
    }

    @Test
    void aCardThatPassesACheckIsKeptForOneHeWouldLikelyFail() { // rulebook p.13: the Silver Key passes an Evade check without a roll
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 0;
        int key = FinalBattleTest.give(g, "Silver Key");
        int street = g.board.streets()[0];
        i.place = street;
        int zombie = MovementTest.monster(g, "Zombie", street);
        Question easy = beforeEvade(g, zombie, 4);
        assertTrue(easy.options().stream().anyMatch(c -> c.id().equals("pass:" + key)), "the engine offers it: " + easy.options());
        assertTrue(CheckSpending.chanceBefore(g, easy, 0, 0) > 0.8, "with 4 more dice he evades most of the time");
        assertEquals("roll", new HeuristicAgent().choose(g, easy).id(), "a check he would likely pass is rolled: the key is kept");
        Question hard = beforeEvade(g, zombie, -g.checkValue(0, CheckType.EVADE));
        assertEquals(0, CheckSpending.chanceBefore(g, hard, 0, 0), 1e-9, "no dice");
        assertEquals("pass:" + key, new HeuristicAgent().choose(g, hard).id(), "a check he cannot pass costs the Zombie's damage and a combat");
    }

    /** The engine's question after an encounter's Luck check of {@code difficulty} that does {@code fail} rolled one die, a 2. */
    private static Question afterEncounterRoll(Game g, int difficulty, Effect fail) {
        return new SkillCheck(0, CheckType.LUCK, 0, difficulty, false, "encounter", 1, 0, "2", true, true, 0, -1, fail).run(g);
    }

    @Test
    void clueTokensAreNotSpentOnACheckThatCannotBeSaved() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 5;
        i.sanity = 3;
        Effect insane = new Effect.Lose(Stat.SANITY, Amount.of(3));
        assertEquals("clue", new HeuristicAgent().choose(g, afterEncounterRoll(g, 1, insane)).id(),
                "kept tokens go where failing would drive him insane");
        Question hopeless = afterEncounterRoll(g, 6, insane);
        assertTrue(CheckSpending.chanceAfter(g, hopeless, 5) < 0.1, "six successes from five more dice");
        assertEquals("accept", new HeuristicAgent().choose(g, hopeless).id(), "but not where even all of them would very likely not do");
    }

    @Test
    void spareClueTokensAreNotSpentWhereFailingCostsNothing() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 2; // below the sealing reserve: spare
        Question costly = afterEncounterRoll(g, 1, new Effect.Lose(Stat.STAMINA, Amount.of(3)));
        assertTrue(CheckSpending.chanceAfter(g, costly, 2) >= 0.5, "two more dice for one success");
        assertEquals("clue", new HeuristicAgent().choose(g, costly).id(), "3 Stamina are worth a token");
        assertEquals("accept", new HeuristicAgent().choose(g, afterEncounterRoll(g, 1, new Effect.Nothing())).id(),
                "the same odds, but failing costs nothing");
    }

    @Test
    void atOneSanityHeDoesNotHeadWhereTheEncounterMayDriveHimInsane() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        int hospital = g.board.id("St. Mary's Hospital");
        int woods = g.board.id("Woods");
        i.place = g.board.id("Uptown");
        i.movePoints = 1;
        g.clues[hospital] = 1;
        g.clues[woods] = 1;
        // at full Stamina the Hospital's care is no use to him, so he has its encounter, which mostly costs Sanity
        assertEquals(hospital, HeuristicAgent.Plan.of(HeuristicSettings.DEFAULT, g, 0, -1).target(), "fit, the Hospital's encounter is the milder");
        i.sanity = 1;
        assertTrue(EncounterValue.atPlace(g, 0, hospital) < EncounterValue.atPlace(g, 0, woods) - 1,
                "at 1 Sanity the Hospital's encounters may drive him insane");
        // (the Asylum's care comes first at 1 Sanity; between these two:)
        assertTrue(HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, hospital) < HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, woods));
        assertEquals(HeuristicAgent.Plan.value(HeuristicSettings.parse("encounter=0"), g, 0, hospital),
                HeuristicAgent.Plan.value(HeuristicSettings.parse("encounter=0"), g, 0, woods), 1e-9, "without weighing encounters the two were alike");
    }

    @Test
    void aMissionsStepIsTakenWithTheLeastWorthOfTheCardsThatWould() { // Dunwich rulebook p.5
        Game g = MovementTest.quiet();
        int mission = FinalBattleTest.give(g, "Lucky Cigarette Case"); // stands in for the Mission card: only its id is read
        int cheap = FinalBattleTest.give(g, "Lucky Cigarette Case");
        int dear = FinalBattleTest.give(g, "Tommy Gun");
        Question use = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.MISSION, "a Mission's step",
                List.of(new Choice(Target.PASS, "not-now", "Not now", -1), new Choice(Target.card(Act.USE, mission), "sacrifice", "Make the sacrifice", -2)), Map.of());
        assertEquals("sacrifice", new HeuristicAgent().choose(g, use).id(), "it was never taken: the cautious default declined it");
        Question pick = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.MISSION, "a Mission's step",
                List.of(new Choice(Target.PASS, "not-now", "Not now", -1), new Choice(Target.card(Act.SACRIFICE, dear), "sacrifice:" + dear, "Sacrifice", dear),
                        new Choice(Target.card(Act.SACRIFICE, cheap), "sacrifice:" + cheap, "Sacrifice", cheap)), Map.of());
        assertEquals("sacrifice:" + cheap, new HeuristicAgent().choose(g, pick).id());
    }

    @Test
    void aBrokenInvestigatorRetiresUnlessHeHoldsWhatTheTeamNeeds() { // Dunwich rulebook p.6: two or more Injuries and Madnesses
        Game g = MovementTest.quiet();
        g.inv[0].clues = 0;
        Question retire = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.RETIRE, "Retire?",
                List.of(new Choice(Target.NO, "play-on", "Play on", 0), new Choice(Target.YES, "retire", "Retire", 1)), Map.of());
        assertEquals("retire", new HeuristicAgent().choose(g, retire).id(), "nothing of worth to lose: a fresh investigator");
        g.inv[0].clues = 4;
        assertEquals("play-on", new HeuristicAgent().choose(g, retire).id(), "four Clue tokens towards a seal would go with him");
        g.inv[0].clues = 0;
        TrophyUseTest.gateTrophy(g);
        assertEquals("play-on", new HeuristicAgent().choose(g, retire).id(), "a gate trophy, which the gate victory needs, would go with him");
    }
}
