package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.ChooseEncounter;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An encounter's worth read from its effect data, and the encounter card he picks by it. */
class EncounterValueTest {
    @Test
    void aCheckThatLosesHimInTimeAndSpaceIsWorthLessTheWorseHisChances() {
        Game g = MovementTest.quiet();
        Effect risky = new Effect.Check(CheckType.LUCK, 0, 1, new Effect.Gain(Stat.CLUES, Amount.of(2)), new Effect.LostInTimeAndSpace());
        Effect safe = new Effect.Gain(Stat.MONEY, Amount.of(2));
        assertTrue(EncounterValue.of(g, 0, safe) > 0);
        double before = EncounterValue.of(g, 0, risky);
        Effect harder = new Effect.Check(CheckType.LUCK, -3, 1, new Effect.Gain(Stat.CLUES, Amount.of(2)), new Effect.LostInTimeAndSpace());
        assertTrue(EncounterValue.of(g, 0, harder) < before, "at -3 the check fails more often");
        g.inv[0].sanity = 2;
        assertEquals(-EncounterValue.OUT, EncounterValue.of(g, 0, new Effect.Lose(Stat.SANITY, Amount.of(2))), 1e-9, "losing his last Sanity drives him insane");
        g.inv[0].sanity = 3;
        assertEquals(-2, EncounterValue.of(g, 0, new Effect.Lose(Stat.SANITY, Amount.of(2))), 1e-9);
    }

    @Test
    void aCurseIsALossAndABlessingAGain() {
        Game g = MovementTest.quiet();
        assertTrue(EncounterValue.of(g, 0, new Effect.TakeCard("Curse")) < 0, "only sixes succeed until it goes");
        assertTrue(EncounterValue.of(g, 0, new Effect.TakeCard("Blessing")) > EncounterValue.of(g, 0, new Effect.TakeCard("Whiskey")));
    }

    @Test
    void ofTheGateCardsDrawnHeHasTheEncounterWorthMostToHim() {
        Game g = MovementTest.quiet();
        int area = -1;
        for (int place = 0; place < g.board.size() && area < 0; place++) if (g.board.isOtherWorld(place) && g.board.worldArea(place) == 1) area = place;
        g.inv[0].place = area;
        int worst = -1, best = -1;
        for (int card = 0; card < g.content.gateCards.size(); card++) {
            double v = EncounterValue.of(g, 0, area, card, true);
            if (worst < 0 || v < EncounterValue.of(g, 0, area, worst, true)) worst = card;
            if (best < 0 || v > EncounterValue.of(g, 0, area, best, true)) best = card;
        }
        assertTrue(EncounterValue.of(g, 0, area, worst, true) < EncounterValue.of(g, 0, area, best, true));
        Question q = new ChooseEncounter(0, area, List.of(worst, best), true).run(g);
        assertEquals(1, q.options().indexOf(new HeuristicAgent().choose(g, q)), "not the first card drawn but the better: " + q.options().get(1).label());

        int eye = FinalBattleTest.give(g, "Dragon's Eye");
        Question bad = new arkham.engine.flow.DrawnEncounter(0, area, worst, true).run(g);
        assertEquals("redraw:" + eye, new HeuristicAgent().choose(g, bad).id(), "a bad card is drawn again: " + bad.options().get(0).label());
        Question good = new arkham.engine.flow.DrawnEncounter(0, area, best, true).run(g);
        assertEquals("keep", new HeuristicAgent().choose(g, good).id(), "a good one is kept");
    }

    @Test
    void anEncounterChoiceClearlyWorseThanAnotherIsNotTaken() {
        Game g = MovementTest.quiet();
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        Effect.Choose choose = new Effect.Choose("Eat the mushrooms?", List.of(
                new Effect.Option("Eat them", arkham.engine.def.Cost.FREE, new Effect.Lose(Stat.STAMINA, Amount.of(3))),
                new Effect.Option("Leave them", arkham.engine.def.Cost.FREE, Effect.NOTHING)));
        assertTrue(g.inv[0].stamina > 3, "no disaster: he keeps some Stamina");
        g.begin(new arkham.engine.flow.EffectStep(0, choose, false));
        assertEquals("option:1", new HeuristicAgent().choose(g, g.question()).id(), "3 Stamina for nothing is worse by more than 2");
    }

    @Test
    void anEncounterChoiceHisOddsMakeADisasterIsNotTaken() {
        Game g = MovementTest.quiet();
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        g.inv[0].sanity = 2;
        Effect risky = new Effect.Check(CheckType.LUCK, -3, 2, new Effect.Gain(Stat.CLUES, Amount.of(3)), new Effect.Lose(Stat.SANITY, Amount.of(2)));
        Effect.Choose choose = new Effect.Choose("Follow the voice?", List.of(
                new Effect.Option("Follow it", arkham.engine.def.Cost.FREE, risky),
                new Effect.Option("Walk on", arkham.engine.def.Cost.FREE, Effect.NOTHING)));
        g.begin(new arkham.engine.flow.EffectStep(0, choose, false));
        Question q = g.question();
        assertEquals("option:1", new HeuristicAgent().choose(g, q).id(), "at 2 Sanity a hard check that costs 2 is likely to drive him insane");
        g.inv[0].sanity = g.inv[0].maxSanity;
        g.begin(new arkham.engine.flow.EffectStep(0, choose, false));
        assertEquals("option:0", new HeuristicAgent().choose(g, g.question()).id(), "at full Sanity he takes the first, as before");
    }
}
