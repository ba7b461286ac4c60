package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.content.load.ContentError;
import arkham.content.load.ContentReader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.def.Dimension;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateAttribute;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.MythosDef;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.GateMovement;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Lurker at the Threshold gate markers and Gate Bursts (its rulebook: "Gate Markers", "Closing
 * and Sealing Gates", "Gate Bursts"). Markers are forced by putting them on top of the gate stack.
 */
class LurkerGateRulesTest {
    private static final Setup.Options LURKER_GATES = new Setup.Options(false, false, true, false, true, false);

    /** A test-only Lurker Mythos card with a red gate location (the real cards come with content/lurker/mythos.json). */
    private static final String BURST_CARD = """
            {"mythos": [{"name": "Test Gate Burst", "type": "HEADLINE", "gate": "Woods", "white": [], "black": [],
                         "gateBurst": true, "text": "test card"}]}""";

    private static Content burstContent;

    private static synchronized Content burstContent() {
        if (burstContent == null) {
            burstContent = new ContentReader(name -> name.equals("lurker/mythos.json")
                    ? new ByteArrayInputStream(BURST_CARD.getBytes(StandardCharsets.UTF_8))
                    : ContentLoader.class.getResourceAsStream("/content/" + name)).read();
        }
        return burstContent;
    }

    private static Table lurker(Setup.Options o) {
        return Table.position(burstContent(), o, "Azathoth", "Amanda Sharpe", "Joe Diamond");
    }

    private static Table lurker() {
        return lurker(LURKER_GATES);
    }

    /** Puts the first Lurker marker with the attribute on top of the gate stack; returns it. */
    private static int onTop(Table p, GateAttribute a) {
        for (int k = 0; k < p.g.gateStack.size(); k++) {
            int marker = p.g.gateStack.get(k);
            if (p.c.gateOf(marker).has(a)) {
                p.g.gateStack.removeAt(k);
                p.g.gateStack.add(marker);
                return marker;
            }
        }
        throw new AssertionError("no " + a + " marker in the stack");
    }

    private static Step open(Table p, String place) {
        int id = p.place(place);
        return new Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Gates.open(g, id);
                return null;
            }
        };
    }

    private static Step close(Table p, String place, boolean seal) {
        int id = p.place(place);
        return new Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Gates.close(g, 0, id, seal);
                return null;
            }
        };
    }

    /** Opens the marker at the place, as if it had opened earlier. */
    private static void placeGate(Table p, int marker, String place) {
        p.g.gateStack.remove(marker);
        p.g.gateAt[p.place(place)] = marker;
        p.g.gateWhere[marker] = p.place(place);
    }

    /** Investigator 0 at the place, back from the gate there, with no Clues and no cards. */
    private static Table explored(Table p, String place) {
        p.at(0, place).emptyHanded(0);
        p.g.inv[0].explored = true;
        p.g.inv[0].clues = 0;
        return p;
    }

    private static int monsterOf(Table p, Dimension d) {
        for (var m : p.c.monsters) {
            if (m.dimension() == d && m.count() > 0) return p.monster(m.name(), "Uptown");
        }
        throw new AssertionError("no monster of " + d);
    }

    @Test
    void theStackHoldsTheLurkerMarkersOnlyWhenTheyAreChosen() {
        Table lurker = lurker();
        for (int k = 0; k < lurker.g.gateStack.size(); k++) {
            assertEquals(Expansion.LURKER, lurker.c.gateOf(lurker.g.gateStack.get(k)).expansion());
        }
        assertEquals(12, lurker.g.gateStack.size(), "18 markers less the 6 to Dunwich and Kingsport worlds");
        Table core = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
        assertEquals(16, core.g.gateStack.size());
        for (int k = 0; k < core.g.gateStack.size(); k++) {
            GateMarkerDef d = core.c.gateOf(core.g.gateStack.get(k));
            assertEquals(Expansion.CORE, d.expansion());
            assertTrue(d.attributes().isEmpty());
        }
    }

    @Test
    void aMalformedLurkerMarkerFailsAtLoadNamingTheProblem() {
        String bad = """
                {"gateMarkers": [{"world": "Abyss", "modifier": -1, "dimension": "hex", "attributes": ["split"]}]}""";
        ContentError e = assertThrows(ContentError.class, () -> new ContentReader(name -> name.equals("lurker/gate-markers.json")
                ? new ByteArrayInputStream(bad.getBytes(StandardCharsets.UTF_8))
                : ContentLoader.class.getResourceAsStream("/content/" + name)).read());
        assertTrue(e.getMessage().contains("two worlds"), e.getMessage());
    }

    @Test
    void aSplitGateLetsTheInvestigatorChooseItsWorldAndReturnFromEither() {
        Table p = lurker().at(0, "Woods");
        int marker = onTop(p, GateAttribute.SPLIT);
        GateMarkerDef d = p.c.gateOf(marker);
        p.run(open(p, "Woods"));
        assertTrue(p.asks("Split gate"));
        p.answer("Go to " + p.g.board.otherWorld(d.world2()).name());
        assertEquals(p.g.board.otherWorld(d.world2()).firstArea(), p.g.inv[0].place);
        assertTrue(p.g.inv[0].delayed);
        int woods = p.place("Woods");
        assertTrue(MovementStep.leadsBack(p.g, 0, woods, d.world()));
        assertTrue(MovementStep.leadsBack(p.g, 0, woods, d.world2()));
    }

    @Test
    void closingASplitGateReturnsTheMonstersOfBothDimensions() {
        Table p = lurker();
        int marker = onTop(p, GateAttribute.SPLIT);
        GateMarkerDef d = p.c.gateOf(marker);
        placeGate(p, marker, "Woods");
        int first = monsterOf(p, d.dimension());
        int second = monsterOf(p, d.dimension2());
        explored(p, "Woods").dice(5, 5, 5, 5, 5, 5, 5, 5);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        assertTrue(p.halted());
        assertEquals(-1, p.g.gateAt[p.place("Woods")]);
        assertEquals(Game.CUP, p.g.monsterWhere[first]);
        assertEquals(Game.CUP, p.g.monsterWhere[second]);
        assertEquals(1, p.g.gateTrophies(0));
    }

    @Test
    void anEndlessGateGoesBackIntoTheStackAndIsNoTrophy() {
        Table p = lurker();
        int marker = onTop(p, GateAttribute.ENDLESS);
        placeGate(p, marker, "Woods");
        int trophy = p.g.gateStack.removeLast();
        p.g.gateWhere[trophy] = Game.trophy(1);
        int stack = p.g.gateStack.size();
        p.run(close(p, "Woods", true));
        assertEquals(Game.STACK, p.g.gateWhere[marker]);
        assertTrue(p.g.gateStack.contains(marker));
        assertEquals(stack + 1, p.g.gateStack.size());
        assertEquals(0, p.g.gateTrophies(0));
        assertTrue(p.g.sealed[p.place("Woods")], "sealing it still leaves the elder sign");
        assertNull(p.g.outcome(), "no gates open but only one trophy for two players: no victory");
    }

    @Test
    void aMonstrousGateSendsAMonsterOnAFailedClose() {
        Table p = lurker();
        placeGate(p, onTop(p, GateAttribute.MONSTROUS), "Woods");
        explored(p, "Woods").dice(1, 1, 1, 1, 1, 1, 1, 1);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        assertTrue(p.halted());
        assertEquals(1, p.g.monstersIn(p.place("Woods")));
        assertTrue(p.g.gateAt[p.place("Woods")] >= 0);
    }

    @Test
    void aMonstrousGateAtTheMonsterLimitSendsItToTheOutskirts() {
        Table p = lurker(); // two players: limit 5
        for (String place : List.of("Black Cave", "Graveyard", "Unvisited Isle", "Science Building", "Independence Square")) {
            p.monster("Cultist", place);
        }
        placeGate(p, onTop(p, GateAttribute.MONSTROUS), "Woods");
        explored(p, "Woods").dice(1, 1, 1, 1, 1, 1, 1, 1);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        assertEquals(0, p.g.monstersIn(p.place("Woods")));
        assertEquals(1, p.g.monstersIn(p.g.board.outskirts()));
    }

    @Test
    void aGateOfBloodCostsOneStaminaOnAFailedClose() {
        Table p = lurker();
        placeGate(p, onTop(p, GateAttribute.BLOOD), "Woods");
        explored(p, "Woods").dice(1, 1, 1, 1, 1, 1, 1, 1);
        int stamina = p.g.inv[0].stamina;
        int sanity = p.g.inv[0].sanity;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:fight");
        assertEquals(stamina - 1, p.g.inv[0].stamina);
        assertEquals(sanity, p.g.inv[0].sanity);
    }

    @Test
    void aGateOfMadnessCostsOneSanityOnAFailedClose() {
        Table p = lurker();
        placeGate(p, onTop(p, GateAttribute.MADNESS), "Woods");
        explored(p, "Woods").dice(1, 1, 1, 1, 1, 1, 1, 1);
        int stamina = p.g.inv[0].stamina;
        int sanity = p.g.inv[0].sanity;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        assertEquals(sanity - 1, p.g.inv[0].sanity);
        assertEquals(stamina, p.g.inv[0].stamina);
    }

    @Test
    void aSuccessfulCloseOfAGateOfMadnessCostsNothing() {
        Table p = lurker();
        placeGate(p, onTop(p, GateAttribute.MADNESS), "Woods");
        explored(p, "Woods").dice(5, 5, 5, 5, 5, 5, 5, 5);
        int sanity = p.g.inv[0].sanity;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        assertEquals(sanity, p.g.inv[0].sanity);
        assertEquals(-1, p.g.gateAt[p.place("Woods")], "closed");
    }

    @Test
    void aDevouringGateDevoursTheInvestigatorsWhereItOpens() {
        Table p = lurker().at(0, "Woods");
        int before = p.g.inv[0].def();
        onTop(p, GateAttribute.DEVOURING);
        p.run(open(p, "Woods"));
        assertNotEquals(before, p.g.inv[0].def(), "a new investigator replaces the devoured one");
        assertEquals(p.g.defOf(0).home(), p.g.inv[0].place);
        assertEquals(1, p.g.doom);
    }

    @Test
    void aGateOfDoomOpeningOnAnInvestigatorAddsADoomToken() {
        Table p = lurker().at(0, "Woods").at(1, "Woods");
        onTop(p, GateAttribute.DOOM);
        p.run(open(p, "Woods"));
        assertEquals(2, p.g.doom, "one for the gate, one (not one each) for the Gate of Doom");
        Table empty = lurker();
        onTop(empty, GateAttribute.DOOM);
        empty.run(open(empty, "Woods"));
        assertEquals(1, empty.g.doom);
    }

    @Test
    void aMovingGateFollowsItsArrowPullsInvestigatorsThroughAndLeavesExplorers() {
        Table p = lurker();
        int marker = onTop(p, GateAttribute.MOVING);
        placeGate(p, marker, "Woods");
        explored(p, "Woods");
        p.at(1, "Uptown");
        int white = p.c.gateOf(marker).dimension().bit();
        p.run(GateMovement.start(p.g, white, 0));
        assertEquals(p.place("Uptown"), p.g.gateWhere[marker], "Woods' arrow leads to its street");
        assertEquals(-1, p.g.gateAt[p.place("Woods")]);
        assertFalse(p.g.inv[0].explored, "the gate left him");
        assertEquals(p.g.board.otherWorld(p.c.gateOf(marker).world()).firstArea(), p.g.inv[1].place);
        assertTrue(p.g.inv[1].delayed);
    }

    @Test
    void aMovingGateStaysRatherThanEnterAPlaceWithAGate() {
        Table p = lurker();
        int marker = onTop(p, GateAttribute.MOVING);
        placeGate(p, marker, "Uptown");
        int other = onTop(p, GateAttribute.ENDLESS);
        int next = p.g.board.whiteArrow(p.place("Uptown"));
        p.g.gateStack.remove(other);
        p.g.gateAt[next] = other;
        p.g.gateWhere[other] = next;
        assertNull(GateMovement.start(p.g, 0, 0), "its dimension does not move");
        p.run(GateMovement.start(p.g, p.c.gateOf(marker).dimension().bit(), 0));
        assertEquals(p.place("Uptown"), p.g.gateWhere[marker]);
    }

    @Test
    void theFirstPlayerOrdersSeveralMovingGates() {
        Table p = lurker();
        int a = onTop(p, GateAttribute.MOVING);
        placeGate(p, a, "Woods");
        int b = onTop(p, GateAttribute.MOVING);
        placeGate(p, b, "Unvisited Isle");
        int bits = p.c.gateOf(a).dimensionBits() | p.c.gateOf(b).dimensionBits();
        p.run(GateMovement.start(p.g, 0, bits));
        assertTrue(p.asks("Several Moving gates"));
        p.answer("gate:" + p.g.board.slug(p.place("Unvisited Isle")));
        assertTrue(p.halted());
        assertEquals(p.g.board.blackArrow(p.place("Woods")), p.g.gateWhere[a]);
        assertEquals(p.g.board.blackArrow(p.place("Unvisited Isle")), p.g.gateWhere[b]);
    }

    @Test
    void aGateInTheStreetsCanBeClosedButNotSealed() {
        Table p = lurker();
        placeGate(p, onTop(p, GateAttribute.MOVING), "Uptown");
        explored(p, "Uptown").dice(5, 5, 5, 5, 5, 5, 5, 5);
        p.g.inv[0].clues = 10;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START)).answer("close:lore");
        while (p.asks("Lore")) p.answer("clue"); // her Lore is too low at -2: Clue tokens buy the dice
        assertTrue(p.halted(), "no offer to seal: " + p.g.question());
        assertEquals(-1, p.g.gateAt[p.place("Uptown")]);
        assertFalse(p.g.sealed[p.place("Uptown")]);
        assertTrue(p.g.inv[0].clues >= 5, "enough Clue tokens were left to seal");
    }

    @Test
    void anUnexploredInvestigatorIsDrawnThroughAGateInTheStreets() {
        Table p = lurker().at(0, "Uptown");
        int marker = onTop(p, GateAttribute.MOVING);
        placeGate(p, marker, "Uptown");
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals(p.g.board.otherWorld(p.c.gateOf(marker).world()).firstArea(), p.g.inv[0].place);
    }

    /** Draws the test Gate Burst card as the next Mythos card. */
    private static void burstOnTop(Table p) {
        int card = p.c.mythosId("Test Gate Burst");
        MythosDef d = p.c.mythos.get(card);
        assertTrue(d.gateBurst());
        p.g.mythosDeck.remove(card);
        p.g.mythosDeck.add(card);
    }

    @Test
    void aGateBurstBreaksTheElderSignWithNoDoomAndMovesEveryFlyer() {
        Table p = lurker();
        int woods = p.place("Woods");
        p.g.sealed[woods] = true;
        int byakhee = p.monster("Byakhee", "Uptown");
        burstOnTop(p);
        p.run(new MythosStep(MythosStep.Stage.DRAW, -1, false));
        assertTrue(p.halted());
        assertFalse(p.g.sealed[woods]);
        assertTrue(p.g.gateAt[woods] >= 0);
        assertEquals(1, p.g.monstersIn(woods));
        assertEquals(0, p.g.doom, "no doom token for a burst seal");
        assertEquals(p.g.board.sky(), p.g.monsterWhere[byakhee], "flyers move whatever their dimension");
    }

    @Test
    void withoutTheGateBurstOptionTheCardIsAnOrdinaryOne() {
        Table p = lurker(new Setup.Options(false, false, true, false, false, false));
        int woods = p.place("Woods");
        p.g.sealed[woods] = true;
        int byakhee = p.monster("Byakhee", "Uptown");
        burstOnTop(p);
        p.run(new MythosStep(MythosStep.Stage.DRAW, -1, false));
        assertTrue(p.g.sealed[woods]);
        assertEquals(-1, p.g.gateAt[woods]);
        assertEquals(p.place("Uptown"), p.g.monsterWhere[byakhee]);
    }

    @Test
    void aGateBurstWithoutAnElderSignOpensANormalGate() {
        Table p = lurker();
        burstOnTop(p);
        p.run(new MythosStep(MythosStep.Stage.DRAW, -1, false));
        assertTrue(p.g.gateAt[p.place("Woods")] >= 0);
        assertEquals(1, p.g.doom);
    }
}
