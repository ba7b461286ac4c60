package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.flow.Combat;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's monsters (their markers; Dunwich rulebook p.2, 7). */
class DunwichMonstersTest {
    private static Scene scene() {
        Scene s = Scene.of(DunwichInvestigatorsTest.DUNWICH, "Azathoth", "Amanda Sharpe", "Bob Jenkins");
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
        Scene s = scene().at(0, "Northside").at(1, "Abyss (1)");
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
        Scene s = scene().at(0, "Northside").at(1, "General Store");
        int h = s.monster("Hunting Horror", s.place("Miskatonic University"));
        s.run(g -> g.content.hooks.monster("hunting-horror").move(g, h));
        assertEquals(s.place("Northside"), s.g.monsterWhere[h], "the General Store is a stable location");
    }

    private static void defeat(Scene s, int monster) {
        int gun = s.give(0, "Tommy Gun");
        s.g.inv[0].slider[1] = 3;
        s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE));
        s.answer("hold:" + gun);
        s.checkDice(0, CheckType.COMBAT, Combat.fightModifier(s.g, 0, monster), 6);
        s.answer("fight").acceptChecks();
    }

    @Test
    void spectralHunterPaysFiveDollarsAndGoesToTheBox() {
        Scene s = scene().at(0, "Northside");
        int m = s.monster("Spectral Hunter", s.place("Northside"));
        defeat(s, m);
        assertEquals(5, s.g.inv[0].money);
        assertEquals(Game.BOX, s.g.monsterWhere[m]);
    }

    @Test
    void tchoTchoAndWizardWhateleyGiveACardAndGoToTheBox() {
        Scene s = scene().at(0, "Northside");
        int t = s.monster("Tcho-tcho", s.place("Northside"));
        defeat(s, t);
        assertEquals(Game.BOX, s.g.monsterWhere[t]);
        assertEquals(1, count(s, Deck.COMMON) - 1, "a Common Item besides the Tommy Gun");
        Scene w = scene().at(0, "Northside");
        int wiz = w.monster("Wizard Whateley", w.place("Northside"));
        defeat(w, wiz);
        assertEquals(Game.BOX, w.g.monsterWhere[wiz]);
        assertEquals(1, count(w, Deck.SPELL));
    }

    private static int count(Scene s, Deck deck) {
        int n = 0;
        var cs = s.g.inv[0].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    @Test
    void dunwichTwinsShareTheirKindsHooksAndWorshipperRules() {
        Scene s = Scene.of(DunwichInvestigatorsTest.DUNWICH, "Ithaqua", "Amanda Sharpe");
        int twin = s.monster("Cultist (Dunwich)", Game.CUP);
        assertTrue(AncientOnes.isCultist(s.g, twin));
        assertEquals(3, s.g.toughness(twin), "Ithaqua's Cultists +2 toughness");
    }
}
