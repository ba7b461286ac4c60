package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ancient One powers, worshippers, start of battle and attacks. */
class AncientOnesTest {
    private static final String A = "Amanda Sharpe";
    private static final String D = "Darrell Simmons";

    /** The battle is under way in the given round. */
    private static Scene battle(String ancientOne, int round) {
        Scene s = Scene.of(ancientOne, A, D);
        s.g.awakened = true;
        s.g.phase = Game.Phase.FINAL_BATTLE;
        s.g.battleRound = round;
        s.g.doom = s.g.ancientOneDef().doomTrack();
        return s;
    }

    @Test
    void cthulhuLowersEveryMaximumByOneFromTheStart() {
        Scene s = Scene.of("Cthulhu", A);
        assertEquals(s.g.defOf(0).maxSanity() - 1, s.g.inv[0].maxSanity);
        assertEquals(s.g.defOf(0).maxStamina() - 1, s.g.inv[0].maxStamina);
    }

    @Test
    void cthulhuAttackLowersAMaximumOfEachChoiceAndRegainsDoom() {
        Scene s = battle("Cthulhu", 1);
        s.g.doom = 5;
        int san0 = s.g.inv[0].maxSanity;
        int sta1 = s.g.inv[1].maxStamina;
        s.run(g -> g.ancientOneHooks().attack(g));
        s.answer("Lower maximum Sanity").answer("Lower maximum Stamina");
        assertTrue(s.halted());
        assertEquals(san0 - 1, s.g.inv[0].maxSanity);
        assertEquals(sta1 - 1, s.g.inv[1].maxStamina);
        assertEquals(6, s.g.doom);
    }

    @Test
    void worshippersAndShubNiggurathRaiseToughness() {
        Scene azathoth = Scene.of("Azathoth", A);
        assertEquals(2, Combat.toughness(azathoth.g, azathoth.monster("Maniac", azathoth.place("Northside"))));
        Scene ithaqua = Scene.of("Ithaqua", A);
        assertEquals(3, Combat.toughness(ithaqua.g, ithaqua.monster("Cultist", ithaqua.place("Northside"))));
        assertEquals(1, Combat.toughness(ithaqua.g, ithaqua.monster("Maniac", ithaqua.place("Northside"))));
        Scene shub = Scene.of("Shub-Niggurath", A);
        assertEquals(4, Combat.toughness(shub.g, shub.monster("Star Spawn", shub.place("Northside"))));
    }

    @Test
    void nyarlathotepUsesMasks() {
        Scene s = Scene.of("Nyarlathotep", A);
        assertTrue(s.g.ancientOneHooks().usesMasks());
        assertFalse(Scene.of("Yig", A).g.ancientOneHooks().usesMasks());
    }

    @Test
    void nyarlathotepAttackTakesAClueAndDevoursThoseLeftWithNone() {
        Scene s = battle("Nyarlathotep", 2); // modifier +0 in round 2
        s.g.inv[0].clues = 2;
        s.g.inv[1].clues = 1;
        s.checkDice(0, CheckType.LORE, 0, 1).checkDice(1, CheckType.LORE, 0, 1);
        s.run(g -> g.ancientOneHooks().attack(g)).acceptChecks();
        assertTrue(s.halted());
        assertEquals(1, s.g.inv[0].clues);
        assertFalse(s.g.inv[0].eliminated);
        assertTrue(s.g.inv[1].eliminated, "no Clue tokens left: devoured");
    }

    @Test
    void attackModifierFallsEachRound() {
        Scene s = battle("Ithaqua", 3); // the Fight (+1) check is at -1 in round 3
        s.g.inv[0].slider[1] = 3; // Fight as high as it goes
        s.checkDice(0, CheckType.FIGHT, -1, 6).checkDice(1, CheckType.FIGHT, -1, 1);
        s.run(g -> g.ancientOneHooks().attack(g)).acceptChecks();
        assertTrue(s.halted());
        assertTrue(s.g.forcedDice.isEmpty(), "each check rolled Fight - 1 dice");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        assertEquals(s.g.inv[1].maxStamina - 2, s.g.inv[1].stamina);
    }

    @Test
    void hasturCombatRatingIsMinusTheTerrorLevel() {
        Scene s = Scene.of("Hastur", A);
        s.g.terror = 4;
        int before = s.g.checkValue(0, CheckType.COMBAT);
        s.g.phase = Game.Phase.FINAL_BATTLE;
        assertEquals(before - 4, s.g.checkValue(0, CheckType.COMBAT));
    }

    @Test
    void yigCursesEveryoneAndDevoursTheCursed() {
        Scene s = battle("Yig", 0);
        s.give(1, "Curse");
        s.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertTrue(s.g.isCursed(0));
        assertTrue(s.g.inv[1].eliminated);
    }

    @Test
    void ithaquaStartOfBattleRollsForEachItem() {
        Scene s = battle("Ithaqua", 0);
        int kept = s.give(0, "Tommy Gun");
        int lost = s.give(0, "Dynamite");
        s.dice(5, 4);
        s.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertEquals(0, s.g.cardWhere[kept]);
        assertEquals(Game.IN_DECK, s.g.cardWhere[lost]);
    }

    @Test
    void shubNiggurathAndYogSothothDevourThoseWithoutTrophies() {
        Scene shub = battle("Shub-Niggurath", 0);
        shub.monster("Zombie", Game.trophy(0));
        shub.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertFalse(shub.g.inv[0].eliminated);
        assertTrue(shub.g.inv[1].eliminated);
        Scene yog = battle("Yog-Sothoth", 0);
        yog.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertTrue(yog.g.isOver(), "nobody had a gate trophy");
    }
}
