package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Dimension;
import arkham.engine.def.MovementType;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Combat;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.Status;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Ancient One powers, worshippers, start of battle and attacks. */
class AncientOnesTest {
    private static final String A = "Amanda Sharpe";
    private static final String D = "Darrell Simmons";

    /** The battle is under way in the given round. */
    private static Table battle(String ancientOne, int round) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), ancientOne, A, D);
        s.g.awakened = true;
        s.g.phase = Phase.FINAL_BATTLE;
        s.g.battleRound = round;
        s.g.doom = s.g.ancientOneDef().doomTrack();
        return s;
    }

    @Test
    void cthulhuLowersEveryMaximumByOneFromTheStart() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Cthulhu", A);
        assertEquals(s.g.defOf(0).maxSanity() - 1, s.g.inv[0].maxSanity);
        assertEquals(s.g.defOf(0).maxStamina() - 1, s.g.inv[0].maxStamina);
    }

    @Test
    void cthulhuAttackLowersAMaximumOfEachChoiceAndRegainsDoom() {
        Table s = battle("Cthulhu", 1);
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
        Table azathoth = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", A);
        assertEquals(2, Combat.toughness(azathoth.g, azathoth.monster("Maniac", azathoth.place("Northside"))));
        Table ithaqua = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", A);
        assertEquals(3, Combat.toughness(ithaqua.g, ithaqua.monster("Cultist", ithaqua.place("Northside"))));
        assertEquals(1, Combat.toughness(ithaqua.g, ithaqua.monster("Maniac", ithaqua.place("Northside"))));
        Table shub = Table.scene(ContentLoader.core(), new Setup.Options(false), "Shub-Niggurath", A);
        assertEquals(4, Combat.toughness(shub.g, shub.monster("Star Spawn", shub.place("Northside"))));
    }

    @Test
    void nyarlathotepUsesMasks() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Nyarlathotep", A);
        assertTrue(s.g.ancientOneHooks().usesMasks());
        assertFalse(Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", A).g.ancientOneHooks().usesMasks());
    }

    @Test
    void nyarlathotepAttackTakesAClueAndDevoursThoseLeftWithNone() {
        Table s = battle("Nyarlathotep", 2); // modifier +0 in round 2
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
        Table s = battle("Ithaqua", 3); // the Fight (+1) check is at -1 in round 3
        s.g.inv[0].slider[1] = 3; // Fight as high as it goes
        s.checkDice(0, CheckType.FIGHT, -1, 6).checkDice(1, CheckType.FIGHT, -1, 1);
        s.run(g -> g.ancientOneHooks().attack(g)).acceptChecks();
        assertTrue(s.halted());
        assertTrue(s.g.forcedDice.isEmpty(), "each check rolled Fight - 1 dice");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        assertEquals(s.g.inv[1].maxStamina - 2, s.g.inv[1].stamina);
    }

    @Test
    void strongMindAndStrongBodySoftenAnAttacksLosses() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", "Harvey Walters", "Michael McGlen");
        s.g.awakened = true;
        s.g.phase = Phase.FINAL_BATTLE;
        s.g.battleRound = 2; // Speed (+0)
        s.checkDice(0, CheckType.SPEED, 0, 1).checkDice(1, CheckType.SPEED, 0, 1);
        s.run(g -> g.ancientOneHooks().attack(g)).acceptChecks();
        assertTrue(s.halted());
        assertEquals(s.g.inv[0].maxSanity, s.g.inv[0].sanity, "Strong Mind: 1 Sanity less");
        assertEquals(s.g.inv[0].maxStamina - 1, s.g.inv[0].stamina);
        assertEquals(s.g.inv[1].maxSanity - 1, s.g.inv[1].sanity);
        assertEquals(s.g.inv[1].maxStamina, s.g.inv[1].stamina, "Strong Body: 1 Stamina less");
    }

    @Test
    void hasturCombatRatingIsMinusTheTerrorLevel() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A);
        s.g.terror = 4;
        int before = s.g.checkValue(0, CheckType.COMBAT);
        s.g.phase = Phase.FINAL_BATTLE;
        assertEquals(before - 4, s.g.checkValue(0, CheckType.COMBAT));
    }

    @Test
    void yigCursesEveryoneAndDevoursTheCursed() {
        Table s = battle("Yig", 0);
        s.give(1, "Curse");
        s.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertTrue(s.g.isCursed(0));
        assertTrue(s.g.inv[1].eliminated);
    }

    @Test
    void ithaquaStartOfBattleRollsForEachItem() {
        Table s = battle("Ithaqua", 0);
        int kept = s.give(0, "Tommy Gun");
        int lost = s.give(0, "Dynamite");
        s.dice(5, 4);
        s.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertEquals(0, s.g.cardWhere[kept]);
        assertEquals(Game.IN_DECK, s.g.cardWhere[lost]);
    }

    @Test
    void shubNiggurathAndYogSothothDevourThoseWithoutTrophies() {
        Table shub = battle("Shub-Niggurath", 0);
        shub.monster("Zombie", Game.trophy(0));
        shub.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertFalse(shub.g.inv[0].eliminated);
        assertTrue(shub.g.inv[1].eliminated);
        Table yog = battle("Yog-Sothoth", 0);
        yog.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertTrue(yog.g.isOver(), "nobody had a gate trophy");
    }

    /**
     * Investigator 0 stands at an explored gate to the Dreamlands (+1) in the Woods with Lore 4;
     * another gate stays open so that closing this one does not end the game.
     */
    private static int explored(Table s) {
        s.gate("The Dreamlands", "Woods");
        s.gate("Abyss", "Independence Square");
        s.at(0, "Woods");
        s.g.inv[0].explored = true;
        s.g.inv[0].slider[2] = 3;
        return s.place("Woods");
    }

    @Test
    void hasturMakesSealingCostEightClues() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A);
        int woods = explored(s);
        s.g.inv[0].clues = 8;
        s.checkDice(0, CheckType.LORE, 1, 6).run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        s.answer("close:lore").acceptChecks();
        assertTrue(s.asks("The gate is closed. Spend 8 Clue tokens"));
        s.answer("yes");
        assertTrue(s.halted());
        assertEquals(0, s.g.inv[0].clues);
        assertTrue(s.g.sealed[woods]);
    }

    @Test
    void hasturCultistsFlyWithCombatRatingMinusTwo() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A, D).at(0, "Woods").at(1, "Woods");
        int c = s.monster("Cultist", s.place("Northside"));
        assertEquals(MovementType.FLYING, s.g.movement(c));
        assertEquals(-2, s.g.combatRating(c));
        int bit = Dimension.CRESCENT.bit();
        s.run(MonsterMovement.start(s.g, bit, 0));
        assertEquals(s.g.board.sky(), s.g.monsterWhere[c], "a flyer with nobody to swoop on rises to the Sky");
        Table plain = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", A);
        int other = plain.monster("Cultist", plain.place("Northside"));
        assertEquals(MovementType.NORMAL, plain.g.movement(other));
        assertEquals(1, plain.g.combatRating(other));
    }

    @Test
    void ithaquaChillsInvestigatorsInTheStreetsAfterEachMythosPhase() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", A, D).at(0, "Northside").at(1, "Woods");
        s.run(g -> g.ancientOneHooks().endOfMythos(g));
        assertTrue(s.halted());
        assertEquals(s.g.inv[0].maxStamina - 1, s.g.inv[0].stamina);
        assertEquals(s.g.inv[1].maxStamina, s.g.inv[1].stamina);
    }

    @Test
    void ithaquaDiscardsWeatherWithoutItsEffect() {
        Table ithaqua = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", A).at(0, "Woods");
        int weather = weatherCard(ithaqua);
        ithaqua.run(new MythosStep(MythosStep.Stage.ABILITY, weather, false));
        assertEquals(-1, ithaqua.g.environment());
        assertEquals(weather, ithaqua.g.mythosDeck.get(0), "back at the bottom of the Mythos deck");
        Table hastur = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A).at(0, "Woods");
        int same = weatherCard(hastur);
        hastur.run(new MythosStep(MythosStep.Stage.ABILITY, same, false));
        assertEquals(same, hastur.g.environment());
    }

    /** A Weather Environment taken out of the Mythos deck as if just drawn. */
    private static int weatherCard(Table s) {
        for (int c = 0; c < s.g.content.mythos.size(); c++) {
            if ("weather".equals(s.g.mythosDef(c).environmentKind())) {
                s.g.mythosDeck.remove(c);
                return c;
            }
        }
        throw new AssertionError("no Weather card");
    }

    @Test
    void yigGainsDoomWheneverAnInvestigatorIsLostInTimeAndSpace() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", A);
        s.run(g -> Status.lostInTimeAndSpace(g, 0));
        assertEquals(1, s.g.doom);
        assertEquals(0, Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A).run(g -> Status.lostInTimeAndSpace(g, 0)).g.doom);
    }

    @Test
    void yigCultistsHaveCombatRatingZero() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", A);
        assertEquals(0, s.g.combatRating(s.monster("Cultist", s.place("Northside"))));
    }

    @Test
    void yogSothothNeedsTwoSuccessesToCloseAGate() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", A);
        int woods = explored(s);
        s.dice(6, 1, 1, 1, 1).run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        s.answer("close:lore").acceptChecks();
        assertTrue(s.halted());
        assertTrue(s.g.gateAt[woods] >= 0, "one success is not enough");
        s.dice(6, 6, 1, 1, 1).run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        s.answer("close:lore").acceptChecks();
        assertTrue(s.halted());
        assertEquals(-1, s.g.gateAt[woods]);
    }

    @Test
    void yogSothothDevoursWhoeverIsLostInTimeAndSpace() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", A, D);
        s.run(g -> Status.lostInTimeAndSpace(g, 0));
        while (s.asks("Draw from")) s.answer("top"); // a new "Ashcan" Pete scrounges his possessions
        assertTrue(s.halted());
        assertNotEquals(A, s.g.nameOf(0), "devoured: a new investigator takes over");
        assertNotEquals(s.g.board.lostInTimeAndSpace(), s.g.inv[0].place);

        // knocked out in an Other World: lost in time and space, so devoured
        s.at(1, "Abyss (1)");
        s.run(g -> g.lose(1, Stat.STAMINA, g.inv[1].stamina));
        while (s.asks("Draw from")) s.answer("top");
        assertTrue(s.halted());
        assertNotEquals(D, s.g.nameOf(1));
        assertFalse(s.g.inv[1].eliminated);
    }

    @Test
    void yogSothothCultistsAreMagicallyImmuneWithCombatRatingMinusOne() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", A);
        int c = s.monster("Cultist", s.place("Northside"));
        assertEquals(-1, s.g.combatRating(c));
        assertTrue(s.g.magicalImmunity(c));
        int spell = s.give(0, "Wither");
        s.g.inv[0].held.add(spell);
        s.g.inv[0].castOk.add(spell);
        assertEquals(0, Combat.weaponBonus(s.g, 0, c));
    }

    @Test
    void cthulhuCultistsCallForAHorrorCheck() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Cthulhu", A);
        int c = s.monster("Cultist", s.place("Northside"));
        assertTrue(s.g.hasHorrorCheck(c));
        assertEquals(-2, s.g.horrorRating(c));
        assertEquals(2, s.g.horrorDamage(c));
        Table hastur = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", A);
        assertFalse(hastur.g.hasHorrorCheck(hastur.monster("Cultist", hastur.place("Northside"))));
    }
}
