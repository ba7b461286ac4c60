package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import arkham.engine.flow.SkillCheck;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heuristic's answers after a roll and in a combat, found wasteful by watching its games. */
class CheckAndCombatTest {
    /** The engine's question after a Luck check (difficulty 1) rolled {@code dice} dice showing {@code rolled}, no success. */
    private static Question afterRoll(Game g, int dice, String rolled) {
        return new SkillCheck(0, CheckType.LUCK, 0, 1, false, "a test", dice, 0, rolled, true, true).run(g);
    }

    @Test
    void heDoesNotSpendARerollOnNoDice() {
        Game g = MovementTest.quiet();
        g.inv[0].clues = 0;
        int cigarettes = FinalBattleTest.give(g, "Lucky Cigarette Case");
        Question none = afterRoll(g, 0, "");
        assertTrue(none.options().stream().anyMatch(c -> c.id().equals("reroll:" + cigarettes)), "the engine offers it: " + none.options());
        assertEquals("accept", new HeuristicAgent().choose(g, none).id(), "a re-roll of no dice would only use the card up");
        assertEquals("reroll:" + cigarettes, new HeuristicAgent().choose(g, afterRoll(g, 2, "2 3")).id(), "two failed dice are worth a re-roll");
    }

    @Test
    void fleeingCountsTheMonstersAwareness() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 0;
        int street = g.board.streets()[0];
        i.place = street;
        int gug = MovementTest.monster(g, "Gug", street);
        // a hopeless fight either way; an Evade check that a Sneak of 4 or more would pass more often than not
        int sneak = -1;
        for (int stop = 0; stop < 4 && sneak < 4; stop++) {
            i.slider[0] = stop;
            sneak = g.checkValue(0, CheckType.EVADE);
        }
        assertTrue(sneak >= 4, "a Speed/Sneak stop with Sneak 4 or more");
        assertTrue(g.checkValue(0, CheckType.EVADE) + g.awareness(gug) >= 2, "against the Gug's awareness -2 he still rolls 2 or more dice");
        Question q = Combat.resume(0, gug, Combat.Stage.CHOOSE).run(g);
        assertEquals("flee", new HeuristicAgent().choose(g, q).id());

        int ghost = MovementTest.monster(g, "Ghost", street);
        g.monsterWhere[gug] = Game.CUP;
        for (int stop = 0; stop < 4 && g.checkValue(0, CheckType.EVADE) != 3; stop++) i.slider[0] = stop;
        assertEquals(3, g.checkValue(0, CheckType.EVADE), "a Sneak of 3");
        assertEquals(0, g.checkValue(0, CheckType.EVADE) + g.awareness(ghost), "against the Ghost's awareness -3 the flight has no dice");
        q = Combat.resume(0, ghost, Combat.Stage.CHOOSE).run(g);
        assertTrue(q.context().get("dice") instanceof Integer d && d < 2, "and the fight next to none: " + q.context());
        assertEquals("fight", new HeuristicAgent().choose(g, q).id(), "a Sneak of 3 is no use against awareness -3: he does not flee");
    }

    @Test
    void clueTokensKeptForASealGoOnlyWhereTheMonsterWouldTakeTheLast() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.clues = 4; // enough to be keeping five for a seal
        i.sanity = 3;
        Question miGo = new SkillCheck(0, CheckType.HORROR, -1, 1, false, "horror: Mi-Go", 1, 0, "2", true, true).run(g);
        assertEquals(2, g.content.monsters.get(g.content.monsterId("Mi-Go")).horrorDamage());
        assertEquals("accept", new HeuristicAgent().choose(g, miGo).id(), "a Mi-Go's 2 Sanity leave him 1: the tokens are kept");
        i.sanity = 2;
        assertEquals("clue", new HeuristicAgent().choose(g, miGo).id(), "at 2 Sanity the Mi-Go would drive him insane");
        i.sanity = 3;
        i.stamina = 3;
        Question gug = new SkillCheck(0, CheckType.EVADE, -2, 1, false, "evade Gug", 1, 0, "2", true, true).run(g);
        assertEquals("clue", new HeuristicAgent().choose(g, gug).id(), "a Gug's 4 Stamina would knock him out");
    }
}
