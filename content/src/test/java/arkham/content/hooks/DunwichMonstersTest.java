package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.flow.Combat;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's monsters (their markers; Dunwich rulebook p.2, 7). */
class DunwichMonstersTest {
    private static Table scene() {
        Table s = Table.scene(ContentLoader.core(), DunwichInvestigatorsTest.DUNWICH, "Azathoth", "Amanda Sharpe", "Bob Jenkins");
        s.run(g -> { });
        return s;
    }

    @Test
    void dunwichMonstersEnterTheCupOnlyWithTheExpansionAndSpawnNever() {
        var content = ContentLoader.core();
        Game core = Game.create(content, Setup.random(2, 5));
        Game dunwich = Game.create(content, Setup.random(2, 5).withOptions(DunwichInvestigatorsTest.DUNWICH));
        int inCup = 0;
        for (int m = 0; m < content.monsterKind.length; m++) {
            var d = content.monsterOf(m);
            if (d.expansion() != Expansion.DUNWICH) continue;
            assertEquals(Game.BOX, core.monsterWhere[m], d.name() + " is boxed in a core game");
            if (d.spawn() || d.mask()) assertEquals(Game.BOX, dunwich.monsterWhere[m], d.name() + " never enters the cup");
            else if (dunwich.monsterWhere[m] != Game.BOX) inCup++;
        }
        assertEquals(28 - 9 - 1, inCup, "the rest join the cup (or the board)");
    }

    @Test
    void colourOutOfSpaceCostsSanityInsteadOfMoving() {
        Table s = scene().at(0, "Northside").at(1, "Abyss (1)");
        int c = s.monster("Colour Out of Space", s.place("Rivertown"));
        int san0 = s.g.inv[0].sanity;
        int san1 = s.g.inv[1].sanity;
        s.dice(4).run(g -> g.content.hooks.monster("colour-out-of-space").move(g, c));
        assertEquals(san0 - 1, s.g.inv[0].sanity);
        assertEquals(san1, s.g.inv[1].sanity, "only investigators in Arkham");
        assertEquals(s.place("Rivertown"), s.g.monsterWhere[c]);
        s.dice(3).run(g -> g.content.hooks.monster("colour-out-of-space").move(g, c));
        assertEquals(san0 - 1, s.g.inv[0].sanity, "a 3 does nothing");
    }

    @Test
    void huntingHorrorSwoopsOnTheNearestInvestigatorInTheOpen() {
        Table s = scene().at(0, "Northside").at(1, "General Store");
        int h = s.monster("Hunting Horror", s.place("Miskatonic University"));
        s.run(g -> g.content.hooks.monster("hunting-horror").move(g, h));
        assertEquals(s.place("Northside"), s.g.monsterWhere[h], "the General Store is a stable location");
    }

    private static void defeat(Table s, int monster) {
        int gun = s.give(0, "Tommy Gun");
        s.g.inv[0].slider[1] = 3;
        s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE));
        s.answer("hold:" + gun);
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, monster), 6);
        s.answer("fight").acceptChecks();
    }

    @Test
    void spectralHunterPaysFiveDollarsAndGoesToTheBox() {
        Table s = scene().at(0, "Northside");
        int m = s.monster("Spectral Hunter", s.place("Northside"));
        defeat(s, m);
        assertEquals(5, s.g.inv[0].money);
        assertEquals(Game.BOX, s.g.monsterWhere[m]);
    }

    @Test
    void tchoTchoAndWizardWhateleyGiveACardAndGoToTheBox() {
        Table s = scene().at(0, "Northside");
        int t = s.monster("Tcho-tcho", s.place("Northside"));
        defeat(s, t);
        assertEquals(Game.BOX, s.g.monsterWhere[t]);
        assertEquals(1, count(s, Deck.COMMON) - 1, "a Common Item besides the Tommy Gun");
        Table w = scene().at(0, "Northside");
        int wiz = w.monster("Wizard Whateley", w.place("Northside"));
        defeat(w, wiz);
        assertEquals(Game.BOX, w.g.monsterWhere[wiz]);
        assertEquals(1, count(w, Deck.SPELL));
    }

    private static int count(Table s, Deck deck) {
        int n = 0;
        var cs = s.g.inv[0].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    @Test
    void dunwichTwinsShareTheirKindsHooksAndWorshipperRules() {
        Table s = Table.scene(ContentLoader.core(), DunwichInvestigatorsTest.DUNWICH, "Ithaqua", "Amanda Sharpe");
        int twin = s.monster("Cultist (Dunwich)", Game.CUP);
        assertTrue(AncientOnes.isCultist(s.g, twin));
        assertEquals(3, s.g.toughness(twin), "Ithaqua's Cultists +2 toughness");
    }

    /** Takes a marker of the named kind out of the box (Spawn and Mask monsters wait there) and puts it at a place. */
    private static int fromBox(Table s, String name, int where) {
        int kind = s.g.content.monsterId(name);
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (s.g.monsterWhere[m] == Game.BOX && s.g.content.monsterKind[m] == kind) {
                s.g.monsterWhere[m] = where;
                return m;
            }
        }
        throw new AssertionError("no " + name + " in the box");
    }

    private static int held(Table s, int player, java.util.function.IntPredicate card) {
        int n = 0;
        var cs = s.g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (card.test(cs.get(k))) n++;
        return n;
    }

    @Test
    void servantOfGlaakiMakesEveryoneDiscardWhatItsMarkerNamesAsItEntersPlay() { // Servant of Glaaki markers
        Table s = scene().at(0, "Northside").at(1, "Rivertown");
        s.give(0, "Wither");
        s.give(0, "Shrivelling");
        int knife = s.give(1, "Knife");
        int spell = fromBox(s, "Servant of Glaaki (Spell)", Game.BOX);
        s.run(g -> g.placeMonster(spell, s.place("Northside")));
        s.answer("discard:");
        assertEquals(1, held(s, 0, c -> s.g.content.cardOf(c).isSpell()), "one of his two Spells");
        assertEquals(1, s.g.inv[1].cards.size(), "no Spell to give up: his Knife stays");
        assertEquals(s.g.inv[1].cards.get(0), knife);
        s.g.inv[0].clues = 3;
        s.g.inv[1].clues = 1;
        int clues = fromBox(s, "Servant of Glaaki (Clues)", Game.BOX);
        s.run(g -> g.placeMonster(clues, s.place("Northside")));
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(0, s.g.inv[1].clues, "as many as he has");
        int common = fromBox(s, "Servant of Glaaki (Common Item)", Game.BOX);
        s.run(g -> g.placeMonster(common, s.place("Northside")));
        assertEquals(0, s.g.inv[1].cards.size(), "his only Common Item");
    }

    @Test
    void childOfAbhothCostsASpellOrWeaponWhenBeaten() { // Child of Abhoth (Weapon) marker
        Table s = scene().at(0, "Northside");
        s.g.inv[0].slider[1] = 3;
        s.give(0, "Wither");
        s.give(0, "Knife");
        int child = fromBox(s, "Child of Abhoth (Weapon)", s.place("Northside"));
        s.g.inv[0].clues = 1;
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, child), 6).dice(6);
        s.run(Combat.resume(0, child, Combat.Stage.CHOOSE)).answer("fight").answer("clue").acceptChecks();
        assertTrue(s.asks("Child of Abhoth: discard"), s.q().prompt());
        s.answer("discard:");
        assertEquals(1, s.g.inv[0].cards.size(), "one of the Spell and the weapon is discarded");
        assertEquals(Game.BOX, s.g.monsterWhere[child], "a Spawn: never a trophy");
    }

    @Test
    void childOfAbhothTakesAClueBeforeTheHorrorCheckOrItFails() { // Child of Abhoth (Clue Before Horror) marker
        Table s = scene().at(0, "Northside");
        int child = fromBox(s, "Child of Abhoth (Clue Before Horror)", s.place("Northside"));
        int san = s.g.inv[0].sanity = 7;
        s.g.inv[0].maxSanity = 7;
        s.run(Combat.start(0, child));
        assertEquals(san - 4, s.g.inv[0].sanity, "no Clue token: the Horror check fails, 4 Sanity lost");
        Table t = scene().at(0, "Northside");
        int c2 = fromBox(t, "Child of Abhoth (Clue Before Horror)", t.place("Northside"));
        t.g.inv[0].sanity = 7;
        t.g.inv[0].maxSanity = 7;
        t.g.inv[0].clues = 1;
        t.checkDice(0, CheckType.HORROR, t.g.horrorRating(c2), 6);
        t.run(Combat.start(0, c2)).answer("clue").acceptChecks();
        assertEquals(0, t.g.inv[0].clues);
        assertEquals(7 - 2, t.g.inv[0].sanity, "the check is made and passed: only Nightmarish 2");
    }

    @Test
    void childOfAbhothTakesAClueBeforeEachCombatCheckOrItFails() { // Child of Abhoth (Clue Before Combat) marker
        Table s = scene().at(0, "Northside");
        int child = fromBox(s, "Child of Abhoth (Clue Before Combat)", s.place("Northside"));
        s.g.inv[0].stamina = s.g.inv[0].maxStamina = 7;
        s.g.inv[0].slider[1] = 3;
        s.give(0, "Fight");
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, child), 6);
        assertEquals(3, s.g.checkValue(0, CheckType.COMBAT) + Combat.fightModifier(s.g, 0, child), "dice enough to defeat it");
        s.run(Combat.resume(0, child, Combat.Stage.CHOOSE)).answer("fight");
        assertEquals(7 - 4, s.g.inv[0].stamina, "no Clue token: the Combat check fails, 4 Stamina lost");
        assertEquals(s.place("Northside"), s.g.monsterWhere[child], "its dice (all 6s) were never rolled");
    }

    @Test
    void ratThingTakesAnItemBeforeEachCombatCheckOrItFails() { // Rat-thing marker
        Table s = scene().at(0, "Northside");
        s.g.inv[0].stamina = s.g.inv[0].maxStamina = 7;
        int knife = s.give(0, "Knife");
        int rat = s.monster("Rat-thing", s.place("Northside"));
        s.run(Combat.resume(0, rat, Combat.Stage.CHOOSE)).answer("fight");
        s.answer("fail");
        assertEquals(7 - 2, s.g.inv[0].stamina, "the check failed: 2 Stamina lost");
        assertEquals(1, s.g.inv[0].cards.size());
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, rat), 6);
        s.answer("fight").answer("discard:" + knife).acceptChecks();
        assertEquals(0, s.g.inv[0].cards.size());
        assertEquals(Game.trophy(0), s.g.monsterWhere[rat], "the Knife paid for the check");
    }

    @Test
    void theBeastDevoursWhoeverFailsBothItsHorrorAndCombatChecks() { // The Beast (Mask) marker
        Table s = scene().at(0, "Northside");
        s.g.inv[0].sanity = s.g.inv[0].maxSanity = 7;
        s.g.inv[0].stamina = s.g.inv[0].maxStamina = 7;
        int beast = fromBox(s, "The Beast", s.place("Northside"));
        s.checkDice(0, CheckType.HORROR, s.g.horrorRating(beast), 1);
        s.run(Combat.start(0, beast)).acceptChecks();
        assertFalse(s.g.inv[0].eliminated);
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, beast), 1);
        s.answer("fight").acceptChecks();
        assertTrue(s.g.inv[0].eliminated || s.g.inv[0].def() != s.g.content.investigatorId("Amanda Sharpe"), "devoured");
        Table t = scene().at(0, "Northside");
        t.g.inv[0].stamina = t.g.inv[0].maxStamina = 7;
        t.g.inv[0].sanity = t.g.inv[0].maxSanity = 7;
        int b2 = fromBox(t, "The Beast", t.place("Northside"));
        t.checkDice(0, CheckType.HORROR, t.g.horrorRating(b2), 6);
        t.run(Combat.start(0, b2)).acceptChecks();
        t.checkDice(0, CheckType.COMBAT, Combat.fightModifier(t.g, 0, b2), 1);
        t.answer("fight").acceptChecks();
        assertEquals(t.g.content.investigatorId("Amanda Sharpe"), t.g.inv[0].def(), "the Horror check was passed: not devoured");
        assertEquals(7 - 2, t.g.inv[0].stamina);
    }
}
