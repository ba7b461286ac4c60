package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Dimension;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards that draw an investigator through a gate, bring him back through one or close one, with a
 * Lurker Split gate (Lurker rulebook, "Split Gate"): he chooses which of its two worlds he enters,
 * may come back from either, and closing it returns the monsters of both dimensions.
 */
class SplitGateCardsTest {
    /** Every part of The Lurker at the Threshold but Gate Bursts and Relationship cards. */
    private static final Setup.Options LURKER = new Setup.Options(false, true, true, true, false, false);

    private static Table scene() {
        Table s = Table.scene(ContentLoader.core(), LURKER, "Azathoth", "Amanda Sharpe", "Bob Jenkins", "Carolyn Fern");
        s.run(g -> { }); // cards drawn for a question pending at the start go back to their decks
        return s;
    }

    /** Opens the Split gate to the Abyss and the Plateau of Leng at a place; returns the marker. */
    private static int splitGate(Table s, String place) {
        for (int k = 0; k < s.g.gateStack.size(); k++) {
            int marker = s.g.gateStack.get(k);
            GateMarkerDef d = s.g.content.gateOf(marker);
            if (d.has(GateAttribute.SPLIT) && d.world() == s.g.board.worldId("Abyss")) {
                s.g.gateStack.removeAt(k);
                s.g.gateAt[s.place(place)] = marker;
                s.g.gateWhere[marker] = s.place(place);
                assertEquals(s.g.board.worldId("Plateau of Leng"), d.world2());
                return marker;
            }
        }
        throw new AssertionError("no Split gate to the Abyss in the stack");
    }

    private static int leng(Table s, boolean second) {
        var w = s.g.board.otherWorld(s.g.board.worldId("Plateau of Leng"));
        return second ? w.secondArea() : w.firstArea();
    }

    private static int monsterOf(Table s, Dimension d, String place) {
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (s.g.monsterWhere[m] == Game.CUP && s.g.monster(m).dimension() == d) {
                s.g.monsterWhere[m] = s.place(place);
                return m;
            }
        }
        throw new AssertionError("no " + d + " monster in the cup");
    }

    @Test
    void throughTheThresholdLetsHimChooseTheWorldOfASplitGate() {
        Table s = scene();
        splitGate(s, "Woods");
        s.at(0, "Uptown");
        s.g.herald.grant(0, 1);
        HeraldTest.onTop(s.g, "Through the Threshold");
        s.run(new LurkerHerald.DrawReckoning());
        assertTrue(s.asks("Split gate"), "he chooses the world");
        s.answer("Go to Plateau of Leng");
        assertEquals(leng(s, false), s.g.inv[0].place);
    }

    @Test
    void theNewspaperDrawsHimThroughASplitGateIntoTheWorldHeChooses() {
        Table s = scene();
        splitGate(s, "Woods");
        s.at(0, "Uptown");
        s.run(new LurkerEncounters.NearestGate(0)).answer("Go through the gate at Woods");
        assertTrue(s.asks("Split gate"), "he chooses the world");
        s.answer("Go to Plateau of Leng");
        assertEquals(leng(s, false), s.g.inv[0].place);
        assertTrue(s.g.inv[0].encountersOver);
    }

    @Test
    void plumbTheVoidBringsHimBackThroughASplitGateFromItsSecondWorld() {
        Table s = scene();
        int spell = s.give(0, "Plumb the Void");
        splitGate(s, "Woods");
        s.g.moveInvestigator(1, leng(s, true));
        s.run(new LurkerCards.PlumbChoice(0, spell, 1)).answer("gate:" + s.place("Woods"));
        assertEquals(s.place("Woods"), s.g.inv[1].place);
        assertTrue(s.g.inv[1].explored);
    }

    @Test
    void mysteriousLightsFadeClosingASplitGateReturnsTheMonstersOfBothDimensions() {
        Table s = scene();
        splitGate(s, "Woods");
        s.gate("Yuggoth", "Unvisited Isle");
        int hex = monsterOf(s, Dimension.HEXAGON, "Rivertown");
        int diamond = monsterOf(s, Dimension.DIAMOND, "Merchant District");
        s.g.inv[0].clues = 5;
        s.run(new LurkerEncounters.SpendClues(true)).answer("Spend 5 Clue tokens: close the gate at Woods");
        assertEquals(-1, s.g.gateAt[s.place("Woods")]);
        assertEquals(Game.CUP, s.g.monsterWhere[hex]);
        assertEquals(Game.CUP, s.g.monsterWhere[diamond], "the second dimension of the Split gate too");
    }
}
