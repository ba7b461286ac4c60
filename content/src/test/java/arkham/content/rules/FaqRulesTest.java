package arkham.content.rules;

import arkham.engine.Game;
import arkham.engine.def.CheckType;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rules as the core rulebook and the official FAQ (at the end of the Dunwich Horror rulebook)
 * read them; each test names the page or the FAQ question (numbered in the order the FAQ asks
 * them, as in docs/RULES-COVERAGE.md).
 */
class FaqRulesTest {
    private static Position amanda() {
        Position p = Position.of("Azathoth", "Amanda Sharpe").emptyHanded(0);
        p.g.inv[0].clues = 0;
        return p.at(0, "Rivertown");
    }

    @Test
    void anArrestedInvestigatorLosesHisWholeNextTurnUpkeepIncluded() { // p.16; FAQ Q40
        Position p = amanda();
        int gun = p.give(0, "Tommy Gun");
        p.g.exhausted[gun] = true;
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Retainer");
        p.g.fresh[p.g.findTagged(0, "retainer")] = false;
        p.g.inv[0].money = 4;
        p.sliders(0, 1, 1, 1);
        arkham.engine.flow.Status.arrest(p.g, 0);
        p.g.phase = Game.Phase.UPKEEP;
        p.dice(6).run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.halted(), "no Upkeep actions and no slider moves are offered");
        assertTrue(p.g.exhausted[gun], "no refresh in a lost turn");
        assertEquals(2, p.g.inv[0].money, "no Retainer income in a lost turn");
        assertEquals(1, p.g.forcedDice.size(), "no Retainer roll either");
    }

    @Test
    void loseYourNextTurnSkipsUpkeepButStayHereNextTurnKeepsIt() { // FAQ Q40
        Position p = amanda();
        int gun = p.give(0, "Tommy Gun");
        p.g.exhausted[gun] = true;
        arkham.engine.flow.Status.loseTurn(p.g, 0);
        p.g.phase = Game.Phase.UPKEEP;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.halted());
        assertTrue(p.g.exhausted[gun], "a lost turn has no Upkeep");
        p.run(new MovementStep(0));
        assertFalse(p.g.inv[0].delayed || p.g.inv[0].turnLost);
        assertTrue(p.g.inv[0].encountersOver);

        Position q = amanda();
        int gun2 = q.give(0, "Tommy Gun");
        q.g.exhausted[gun2] = true;
        arkham.engine.flow.Status.delay(q.g, 0);
        q.g.phase = Game.Phase.UPKEEP;
        q.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(q.g.exhausted[gun2], "a delayed investigator still has his Upkeep");
        assertTrue(q.asks("Adjust skills"));
    }

    @Test
    void aReRollRollsAgainEveryDieOfTheCheckCluesIncluded() { // FAQ Q42
        Position p = amanda();
        p.give(0, "Lucky Cigarette Case");
        p.g.inv[0].clues = 1;
        int dice = p.g.checkValue(0, CheckType.LUCK) - 1;
        int[] ones = new int[dice + 1];
        java.util.Arrays.fill(ones, 1);
        p.dice(ones).run(SkillCheck.counting(0, CheckType.LUCK, -1, 1, "test"));
        assertTrue(p.asks("Luck (-1) check: 0 of 1"));
        p.answer("clue");
        assertEquals(0, p.g.forcedDice.size(), "the Clue token bought one more die");
        int[] sixes = new int[dice + 1];
        java.util.Arrays.fill(sixes, 6);
        p.dice(sixes).answer("reroll:");
        assertTrue(p.halted());
        assertEquals(0, p.g.forcedDice.size(), "the Clue die is re-rolled too");
        assertEquals(dice + 1, p.g.lastSuccesses);
    }

    @Test
    void aDelayedInvestigatorWhoStandsUpMustDealWithMonstersThere() { // order of play, Movement 1; p.8
        Position p = amanda();
        p.monster("Zombie", "Rivertown");
        p.g.inv[0].delayed = true;
        p.run(new MovementStep(0));
        assertFalse(p.g.inv[0].delayed);
        assertTrue(p.asks("Monsters at Rivertown"), "standing up ends his movement among the monsters");
    }

    @Test
    void returningFromAnOtherWorldHeMayFightTheMonstersAtTheGate() { // p.18
        Position p = amanda();
        var world = p.g.board.otherWorld(p.g.board.worldId("The Dreamlands"));
        p.gate("The Dreamlands", "Woods");
        int zombie = p.monster("Zombie", "Woods");
        p.g.moveInvestigator(0, world.secondArea());
        p.run(new MovementStep(0));
        assertEquals(p.place("Woods"), p.g.inv[0].place);
        assertTrue(p.asks("Back at Woods: fight a monster here?"), "he is offered the fight");
        p.answer("leave");
        assertTrue(p.halted(), "and he need not fight (p.18)");
        assertEquals(p.place("Woods"), p.g.monsterWhere[zombie]);

        p.g.moveInvestigator(0, world.secondArea());
        p.run(new MovementStep(0));
        p.answer("fight:" + zombie);
        assertFalse(p.halted(), "the combat begins");
        assertTrue(p.q().prompt().contains("Zombie"), p.q().prompt());
    }
}
