package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Harm;
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

    /** The engine's question after an encounter's Luck check (difficulty 1) that does {@code fail} rolled {@code dice} dice showing {@code rolled}, no success. */
    private static Question afterEncounterRoll(Game g, int dice, String rolled, Effect fail) {
        return new SkillCheck(0, CheckType.LUCK, 0, 1, false, "encounter", dice, 0, rolled, true, true, 0, -1, fail).run(g);
    }

    @Test
    void heSpendsAReRollOnlyWhereWhatItSavesIsWorthTheCard() {
        Game g = MovementTest.quiet();
        g.inv[0].clues = 0;
        int cigarettes = FinalBattleTest.give(g, "Lucky Cigarette Case");
        Question none = afterRoll(g, 0, "");
        assertTrue(none.options().stream().anyMatch(c -> c.id().equals("reroll:" + cigarettes)), "the engine offers it: " + none.options());
        assertEquals("accept", new HeuristicAgent().choose(g, none).id(), "a re-roll of no dice would only use the card up");
        g.inv[0].sanity = 3;
        Effect insane = new Effect.Lose(Stat.SANITY, Amount.of(3));
        assertEquals("reroll:" + cigarettes, new HeuristicAgent().choose(g, afterEncounterRoll(g, 2, "2 3", insane)).id(),
                "two dice anew, against losing his last 3 Sanity: worth the card");
        assertEquals("accept", new HeuristicAgent().choose(g, afterEncounterRoll(g, 2, "2 3", new Effect.Nothing())).id(),
                "a failure that costs nothing is not worth the card");
        assertEquals("accept", new HeuristicAgent().choose(g, new SkillCheck(0, CheckType.LUCK, 0, 1, true, "encounter", 2, 1, "5 3", true, true,
                0, -1, insane).run(g)).id(), "a check passed already is not re-rolled (a whole re-roll could lose it)");
    }

    @Test
    void spareClueTokensGoOnlyOnACheckTheyWouldLikelySave() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 1; // below the sealing reserve: spare
        Question two = new SkillCheck(0, CheckType.LUCK, 0, 2, false, "a test", 1, 0, "2", true, true).run(g);
        assertTrue(two.options().stream().anyMatch(c -> c.id().equals("clue")), "the engine offers it: " + two.options());
        assertEquals("accept", new HeuristicAgent().choose(g, two).id(), "one die for two successes: a Clue token thrown away");
        i.clues = 2;
        Question one = new SkillCheck(0, CheckType.LUCK, 0, 1, false, "a test", 1, 0, "2", true, true).run(g);
        assertEquals("clue", new HeuristicAgent().choose(g, one).id(), "two dice for one success: more likely than not");
    }

    @Test
    void aWeaponCountsForWhatItAddsAfterTheMonstersResistance() {
        Game g = MovementTest.quiet();
        g.inv[0].cards.clear();
        FinalBattleTest.give(g, ".45 Automatic");
        int street = g.board.streets()[0];
        int darkYoung = MovementTest.monster(g, "Dark Young", street);
        int zombie = MovementTest.monster(g, "Zombie", street);
        assertEquals(4, Odds.weaponBonus(g, 0, zombie));
        assertEquals(2, Odds.weaponBonus(g, 0, darkYoung), "physical resistance halves it (the engine's count, which the combat rolls)");
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
        i.cards.clear();
        int street = g.board.streets()[0];
        i.place = street;
        int miGo = MovementTest.monster(g, "Mi-Go", street);
        assertEquals(2, g.horrorDamage(miGo));
        i.sanity = 3;
        Question horror = horrorCheckFailed(g, miGo);
        assertEquals(miGo, horror.context().get("marker"), "the engine's Horror check names its monster");
        assertEquals("accept", new HeuristicAgent().choose(g, horror).id(), "a Mi-Go's 2 Sanity leave him 1: the tokens are kept");
        i.sanity = 2;
        assertEquals("clue", new HeuristicAgent().choose(g, horrorCheckFailed(g, miGo)).id(), "at 2 Sanity the Mi-Go would drive him insane");
    }

    @Test
    void clueTokensKeptForASealGoOnAnEncounterCheckWhoseFailureWouldPutHimOut() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.clues = 5;
        i.cards.clear();
        Effect check = new Effect.Check(CheckType.LUCK, 0, 1, new Effect.Nothing(), new Effect.Lose(Stat.SANITY, Amount.of(3)));
        i.sanity = 4;
        Question q = encounterCheckFailed(g, check);
        assertEquals(((Effect.Check) check).fail(), q.context().get("fail"), "the engine's encounter check names what failing does");
        assertEquals("accept", new HeuristicAgent().choose(g, q).id(), "3 Sanity of 4: the tokens are kept for a seal");
        i.sanity = 3;
        assertEquals("clue", new HeuristicAgent().choose(g, encounterCheckFailed(g, check)).id(),
                "3 Sanity of 3 would drive him insane, and he would lose half the tokens anyway");
    }

    @Test
    void fleshWardIsCastOnlyAgainstALossThatMattersAndNeverAtTheLastSanity() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        int ward = FinalBattleTest.give(g, "Flesh Ward");
        i.sanity = i.maxSanity;
        i.stamina = i.maxStamina;
        Question small = new Harm(0, Stat.STAMINA, 1).run(g);
        assertTrue(small.options().stream().anyMatch(c -> c.id().equals("prevent:" + ward)), "the engine offers it: " + small.options());
        assertEquals("accept", new HeuristicAgent().choose(g, small).id(), "1 Stamina of " + i.stamina + " is not worth the Sanity");
        assertEquals("prevent:" + ward, new HeuristicAgent().choose(g, new Harm(0, Stat.STAMINA, i.stamina).run(g)).id(), "a knockout is");
        i.sanity = 1;
        assertEquals("accept", new HeuristicAgent().choose(g, new Harm(0, Stat.STAMINA, i.stamina).run(g)).id(),
                "its Sanity cost is paid pass or fail: at 1 Sanity it drives him insane");
    }

    /** The engine's question after the investigator failed an encounter's check (every die a 1). */
    private static Question encounterCheckFailed(Game g, Effect check) {
        g.forcedDice.clear();
        for (int k = 0; k < 12; k++) g.forcedDice.add(1);
        g.begin(new EffectStep(0, check));
        Question q = g.question();
        assertTrue(q.options().stream().anyMatch(c -> c.id().equals("clue")), "the failed check offers Clue tokens: " + q.options());
        return q;
    }

    /** The engine's question after the investigator failed the Horror check of a combat with the monster (every die a 1). */
    private static Question horrorCheckFailed(Game g, int monster) {
        g.forcedDice.clear();
        for (int k = 0; k < 12; k++) g.forcedDice.add(1);
        g.begin(Combat.start(0, monster));
        Question q = g.question();
        assertTrue(q.prompt().startsWith("Horror"), "the Horror check, failed: " + q.prompt());
        return q;
    }
}
