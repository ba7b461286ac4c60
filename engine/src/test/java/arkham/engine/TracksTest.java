package arkham.engine;

import arkham.engine.def.Deck;
import arkham.engine.testkit.Table;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The doom track and the terror level (rulebook p.20). */
class TracksTest {
    static Table table() {
        return Table.scene(TinyContent.get(), new Setup.Options(false), TinyContent.ANCIENT_ONE, "Ada Test", "Ben Test");
    }

    @Test
    void aFullDoomTrackAwakensTheAncientOne() {
        Table t = table();
        t.g.addDoom(7);
        assertEquals(7, t.g.doom);
        assertFalse(t.g.awakened);
        t.g.addDoom(1);
        assertTrue(t.g.awakened, "the fixture's doom track holds 8");
    }

    @Test
    void eachTerrorStepSendsAnAllyAwayAndTheStoreClosesAtThree() {
        Table t = table();
        int allies = t.g.deck(Deck.ALLY).size();
        int store = t.place("General Store");
        t.g.inv[0].place = store;
        t.g.raiseTerror(2);
        assertEquals(allies - 2, t.g.deck(Deck.ALLY).size(), "an Ally leaves town at each step");
        assertFalse(t.g.closed[store]);
        t.g.raiseTerror(1);
        assertTrue(t.g.closed[store]);
        assertTrue(t.g.closedByTerror(store));
        assertEquals(t.g.board.street(store), t.g.inv[0].place, "whoever is in a closing shop goes out to the street");
    }

    @Test
    void pastTenTerrorAddsDoomAndLiftsTheMonsterLimit() {
        Table t = table();
        t.g.raiseTerror(10);
        assertEquals(10, t.g.terror);
        assertEquals(Integer.MAX_VALUE, t.g.monsterLimit());
        assertEquals(1, t.g.doom, "Arkham overrun adds a doom token");
        t.g.raiseTerror(2);
        assertEquals(10, t.g.terror);
        assertEquals(3, t.g.doom);
    }

    @Test
    void openGatesAndGateTrophiesAreCounted() {
        Table t = table();
        assertEquals(0, t.g.openGates());
        int a = t.gate("Red Land", "Dark Woods");
        t.gate("Green Land", "Police Station");
        assertEquals(2, t.g.openGates());
        assertEquals(8, t.g.tooManyGates(), "two players");
        t.g.gateAt[t.place("Dark Woods")] = -1;
        t.g.gateWhere[a] = GameState.trophy(1);
        assertEquals(1, t.g.openGates());
        assertEquals(1, t.g.gateTrophies(1));
        assertEquals(1, t.g.gateTrophiesHeld());
    }
}
