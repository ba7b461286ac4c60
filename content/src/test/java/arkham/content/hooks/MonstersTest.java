package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Gauntlet;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Monster special abilities: combat damage, unique movement and defeat, with forced dice. */
class MonstersTest {
    private static Table scene(String ancientOne) {
        return Table.scene(ContentLoader.core(), new Setup.Options(false), ancientOne, "Amanda Sharpe", "Darrell Simmons").at(0, "Northside").at(1, "Northside");
    }

    /** Investigator 0 fails to evade the monster, which deals its combat damage and starts a combat. */
    private static void failEvade(Table s, int monster) {
        s.checkDice(0, CheckType.EVADE, s.g.monster(monster).awareness(), 1);
        s.run(new Gauntlet.Evade(0, monster, false));
    }

    @Test
    void nightgauntCarriesTheInvestigatorThroughTheNearestGateAndEndsTheCombat() {
        Table s = scene("Hastur");
        int near = s.gate("Abyss", "Train Station");
        s.gate("Yuggoth", "Woods");
        int ng = s.monster("Nightgaunt", s.place("Northside"));
        int stamina = s.g.inv[0].stamina;
        failEvade(s, ng);
        assertTrue(s.halted(), "no combat goes on after the investigator is carried off");
        int world = s.g.content.gateOf(near).world();
        assertEquals(s.g.board.otherWorld(world).firstArea(), s.g.inv[0].place);
        assertEquals(stamina, s.g.inv[0].stamina, "no Stamina lost");
    }

    @Test
    void nightgauntVictimPicksBetweenEquallyNearGates() {
        Table s = scene("Hastur");
        s.gate("Abyss", "Train Station");
        int other = s.gate("Yuggoth", "Newspaper");
        int ng = s.monster("Nightgaunt", s.place("Northside"));
        failEvade(s, ng);
        assertTrue(s.asks("Which gate"));
        s.answer("Through the gate at Newspaper");
        assertTrue(s.halted());
        assertEquals(s.g.board.otherWorld(s.g.content.gateOf(other).world()).firstArea(), s.g.inv[0].place);
    }

    @Test
    void dimensionalShamblerLosesTheInvestigatorInTimeAndSpace() {
        Table s = scene("Hastur");
        int ds = s.monster("Dimensional Shambler", s.place("Northside"));
        assertTrue(s.g.damageStrands(ds), "agents are told what its damage does");
        assertFalse(s.g.damageStrands(s.monster("Zombie", s.place("Rivertown"))));
        failEvade(s, ds);
        assertTrue(s.halted());
        assertEquals(s.g.board.lostInTimeAndSpace(), s.g.inv[0].place);
        assertTrue(s.g.inv[0].delayed);
    }

    @Test
    void elderThingTakesAWeaponOrSpellForAFailedCombatCheckOnly() { // its marker; issue 31
        Table s = scene("Hastur");
        int gun = s.give(0, "Tommy Gun");
        int food = s.give(0, "Lantern");
        int et = s.monster("Elder Thing", s.place("Northside"));
        int stamina = s.g.inv[0].stamina;
        failEvade(s, et);
        assertEquals(0, s.g.cardWhere[gun], "a failed Evade check deals its Stamina damage alone");
        assertEquals(stamina - 1, s.g.inv[0].stamina);
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, et), 1);
        s.run(Combat.resume(0, et, Combat.Stage.CHOOSE)).answer("fight");
        // the Tommy Gun is the only Weapon or Spell, so the choice makes itself
        assertEquals(Game.IN_DECK, s.g.cardWhere[gun]);
        assertEquals(0, s.g.cardWhere[food]);
        assertEquals(stamina - 2, s.g.inv[0].stamina);
    }

    @Test
    void maniacHitsHarderAtTerrorSix() {
        Table s = scene("Hastur");
        int maniac = s.monster("Maniac", s.place("Northside"));
        assertEquals(s.g.monster(maniac).combatDamage(), s.g.combatDamage(maniac), "below terror 6 the printed damage");
        s.g.terror = 6;
        assertEquals(3, s.g.combatDamage(maniac), "agents are told the damage it deals now");
        int stamina = s.g.inv[0].stamina;
        failEvade(s, maniac);
        assertEquals(stamina - 3, s.g.inv[0].stamina);
    }

    @Test
    void strongBodyCutsTheManiacsAndYigsCultistsExtraDamage() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", "Michael McGlen", "Darrell Simmons").at(0, "Northside").at(1, "Northside");
        s.g.terror = 6;
        int maniac = s.monster("Maniac", s.place("Northside"));
        int stamina = s.g.inv[0].stamina;
        failEvade(s, maniac);
        assertEquals(stamina - 2, s.g.inv[0].stamina, "3 Stamina, 1 less for Strong Body");
        s.g.inv[0].stamina = stamina;
        int cultist = s.monster("Cultist", s.place("Northside"));
        failEvade(s, cultist);
        assertEquals(stamina - 3, s.g.inv[0].stamina, "Yig's 4 Stamina, 1 less for Strong Body");
    }

    @Test
    void chthonianTremorIsALossStrongBodyReduces() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", "Michael McGlen", "Amanda Sharpe").at(0, "Northside").at(1, "Northside");
        int ch = s.monster("Chthonian", s.place("Rivertown"));
        int st0 = s.g.inv[0].stamina;
        int st1 = s.g.inv[1].stamina;
        s.dice(6).run(g -> g.content.hooks.monster("chthonian").move(g, ch));
        assertEquals(st0, s.g.inv[0].stamina, "1 Stamina, 1 less for Strong Body");
        assertEquals(st1 - 1, s.g.inv[1].stamina);
    }

    @Test
    void johnLegrasseClaimsMonstersMadeEndlessByAnAbility() {
        Table nyar = scene("Nyarlathotep");
        nyar.give(0, "John Legrasse");
        int cultist = nyar.monster("Cultist", nyar.place("Northside"));
        defeat(nyar, cultist);
        assertEquals(Game.trophy(0), nyar.g.monsterWhere[cultist], "Nyarlathotep's Cultists");
        Table shub = scene("Shub-Niggurath");
        shub.give(0, "John Legrasse");
        int young = shub.monster("Dark Young", shub.place("Northside"));
        defeatWith(shub, young, "Holy Water"); // Holy Water's magical +6 against physical resistance
        assertEquals(Game.trophy(0), shub.g.monsterWhere[young], "Shub-Niggurath's Dark Young");
        Table maniacs = scene("Hastur");
        maniacs.g.terror = 6;
        maniacs.give(0, "John Legrasse");
        int maniac = maniacs.monster("Maniac", maniacs.place("Northside"));
        defeat(maniacs, maniac);
        assertEquals(Game.trophy(0), maniacs.g.monsterWhere[maniac], "a Maniac at terror 6");
    }

    @Test
    void chthonianRollsInsteadOfMoving() {
        Table s = scene("Hastur").at(1, "Abyss (1)");
        int ch = s.monster("Chthonian", s.place("Rivertown"));
        int st0 = s.g.inv[0].stamina;
        int st1 = s.g.inv[1].stamina;
        s.dice(4).run(g -> g.content.hooks.monster("chthonian").move(g, ch));
        assertEquals(st0 - 1, s.g.inv[0].stamina, "in Arkham");
        assertEquals(st1, s.g.inv[1].stamina, "not in Arkham");
        assertEquals(s.place("Rivertown"), s.g.monsterWhere[ch]);
        s.dice(3).run(g -> g.content.hooks.monster("chthonian").move(g, ch));
        assertEquals(st0 - 1, s.g.inv[0].stamina);
    }

    @Test
    void houndOfTindalosGoesStraightToTheNearestInvestigatorAtALocation() {
        Table s = scene("Hastur").at(0, "Train Station").at(1, "Rivertown");
        int hound = s.monster("Hound of Tindalos", s.place("Rivertown"));
        s.run(g -> g.content.hooks.monster("hound-of-tindalos").move(g, hound));
        assertEquals(s.place("Train Station"), s.g.monsterWhere[hound], "streets and the hospital do not count");
        s.at(0, "St. Mary's Hospital");
        s.run(g -> g.content.hooks.monster("hound-of-tindalos").move(g, hound));
        assertEquals(s.place("Train Station"), s.g.monsterWhere[hound], "nobody to go to: it stays");
    }

    /** Investigator 0 holds a Tommy Gun and defeats the monster with forced sixes. */
    private static void defeat(Table s, int monster) {
        defeatWith(s, monster, "Tommy Gun");
    }

    /** Investigator 0 holds the weapon and defeats the monster with forced sixes. */
    private static void defeatWith(Table s, int monster, String weapon) {
        int gun = s.give(0, weapon);
        s.g.inv[0].slider[1] = 3;
        s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE));
        s.answer("hold:" + gun);
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, monster), 6);
        s.answer("fight");
    }

    @Test
    void warlockGivesCluesAndGoesToTheBox() {
        Table s = scene("Hastur");
        int w = s.monster("Warlock", s.place("Northside"));
        defeat(s, w);
        assertTrue(s.halted());
        assertEquals(2, s.g.inv[0].clues);
        assertEquals(Game.BOX, s.g.monsterWhere[w]);
    }

    @Test
    void yigCultistsHitHardAndFeedTheDoomTrack() {
        Table s = scene("Yig");
        int c = s.monster("Cultist", s.place("Northside"));
        assertEquals(4, s.g.combatDamage(c), "agents are told the damage it deals under Yig");
        assertEquals(1, scene("Hastur").g.combatDamage(c), "and the printed damage elsewhere");
        int stamina = s.g.inv[0].stamina;
        failEvade(s, c);
        assertEquals(stamina - 4, s.g.inv[0].stamina);
        int c2 = s.monster("Cultist", s.place("Northside"));
        defeat(s, c2);
        assertEquals(1, s.g.doom);
        assertEquals(Game.trophy(0), s.g.monsterWhere[c2]);
    }

    @Test
    void nyarlathotepCultistsAreEndless() {
        Table s = scene("Nyarlathotep");
        int c = s.monster("Cultist", s.place("Northside"));
        defeat(s, c);
        assertTrue(s.halted());
        assertEquals(Game.CUP, s.g.monsterWhere[c]);
    }

    @Test
    void theBlackManTestsLuckThenReturnsToTheCup() {
        Table s = scene("Nyarlathotep");
        s.g.inv[0].slider[2] = 0; // Luck as high as it goes
        int bm = s.monster("The Black Man", s.place("Northside"));
        s.checkDice(0, CheckType.EVADE, -3, 1).checkDice(0, CheckType.LUCK, -1, 6);
        s.run(new Gauntlet.Evade(0, bm, false));
        assertTrue(s.halted(), "the combat is over");
        assertEquals(2, s.g.inv[0].clues);
        assertEquals(Game.CUP, s.g.monsterWhere[bm]);

        int again = s.monster("The Black Man", s.place("Northside"));
        s.g.inv[0].clues = 0;
        s.checkDice(0, CheckType.EVADE, -3, 1).checkDice(0, CheckType.LUCK, -1, 1);
        s.run(new Gauntlet.Evade(0, again, false));
        assertEquals(Game.CUP, s.g.monsterWhere[again]);
        assertTrue(!s.g.nameOf(0).equals("Amanda Sharpe"), "devoured: a new investigator takes over");
    }

    @Test
    void maniacCombatRatingDropsToMinusTwoAtTerrorSix() {
        Table s = scene("Hastur");
        int maniac = s.monster("Maniac", s.place("Northside"));
        assertEquals(1, s.g.combatRating(maniac));
        s.g.terror = 6;
        assertEquals(-2, s.g.combatRating(maniac));
    }

    @Test
    void haunterOfTheDarkIsFiercerDuringBlackestNight() {
        Table s = scene("Nyarlathotep");
        int haunter = s.monster("Haunter of the Dark", s.place("Northside"));
        assertEquals(-2, s.g.combatRating(haunter));
        for (int c = 0; c < s.g.content.mythos.size(); c++) {
            if (s.g.mythosDef(c).name().equals("Blackest Night")) s.g.setEnvironment(c);
        }
        assertEquals(-5, s.g.combatRating(haunter));
    }

    @Test
    void theDarkPharaohIsFoughtWithLore() {
        Table s = scene("Nyarlathotep");
        s.g.inv[0].slider[1] = 0; // Fight 1
        s.g.inv[0].slider[2] = 3; // Lore 4
        int ph = s.monster("The Dark Pharaoh", s.place("Northside"));
        assertEquals(4 - 1 - 3, Combat.fightModifier(s.g, 0, ph));
        s.run(Combat.resume(0, ph, Combat.Stage.CHOOSE));
        assertTrue(s.q().options().get(0).label().startsWith("Fight: 1 die"), "Lore 4 - 3");
        s.dice(6).answer("fight");
        assertTrue(s.g.forcedDice.isEmpty());
    }

    @Test
    void theBloatedWomanFailsTheUnwillingOutright() {
        Table s = scene("Nyarlathotep");
        s.g.inv[0].slider[1] = 0; // Will 4
        int bw = s.monster("The Bloated Woman", s.place("Northside"));
        int sanity = s.g.inv[0].sanity;
        int stamina = s.g.inv[0].stamina;
        s.checkDice(0, CheckType.WILL, -2, 1).run(Combat.start(0, bw));
        assertTrue(s.asks("Combat with the The Bloated Woman"), "the combat goes on");
        assertTrue(s.g.forcedDice.isEmpty(), "no Horror check was rolled");
        assertEquals(sanity - 2, s.g.inv[0].sanity);
        assertEquals(stamina - 2, s.g.inv[0].stamina);
    }

    @Test
    void theBloatedWomanLetsTheStrongWilledMakeTheirHorrorCheck() {
        Table s = scene("Nyarlathotep");
        s.g.inv[0].slider[1] = 0; // Will 4
        int bw = s.monster("The Bloated Woman", s.place("Northside"));
        int sanity = s.g.inv[0].sanity;
        s.checkDice(0, CheckType.WILL, -2, 6).checkDice(0, CheckType.HORROR, -1, 6).run(Combat.start(0, bw));
        assertTrue(s.asks("Combat with the The Bloated Woman"));
        assertTrue(s.g.forcedDice.isEmpty(), "Will check, then Horror check");
        assertEquals(sanity, s.g.inv[0].sanity);
    }
}
