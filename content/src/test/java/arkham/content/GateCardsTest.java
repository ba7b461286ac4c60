package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Board;
import arkham.engine.def.Colour;
import arkham.engine.def.Effect;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.OtherWorldEncounter;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The 49 core gate cards: their structure, every entry run headless, and the bespoke hooks. */
class GateCardsTest {
    static final int SEEDS = 6;
    static final int MAX_ANSWERS = 500;

    final Content c = ContentLoader.core();
    final List<Integer> hurtingMonsters = c.monsters.stream().filter(m -> m.combatDamage() > 0).map(MonsterDef::id).toList();

    @Test
    void fortyEightColouredCardsTwelvePerColourAndOneReshuffle() {
        assertEquals(49, coreCards().size());
        Map<Colour, Integer> perColour = new EnumMap<>(Colour.class);
        int reshuffles = 0;
        for (GateCardDef d : coreCards()) {
            if (d.isReshuffle()) {
                reshuffles++;
                continue;
            }
            perColour.merge(d.colour(), 1, Integer::sum);
            assertEquals(2, d.worlds().size(), d.name() + " names two Other Worlds");
            assertNotNull(d.other(), d.name() + " has an Other entry");
            for (int w : d.worlds().keySet()) {
                assertTrue(c.board.otherWorld(w).hasColour(d.colour()),
                        d.name() + ": " + c.board.otherWorld(w).name() + " never draws a " + d.colour() + " card");
            }
        }
        assertEquals(1, reshuffles);
        for (Colour col : Colour.values()) assertEquals(12, perColour.getOrDefault(col, 0), col + " cards");
    }

    @Test
    void everyEntryRunsHeadlessWithRandomAnswers() {
        int runs = 0;
        for (GateCardDef d : coreCards()) {
            if (d.isReshuffle()) continue;
            for (Map.Entry<Integer, Encounter> e : d.worlds().entrySet()) {
                for (int s = 0; s < SEEDS; s++) runs += runEntry(d, e.getKey(), e.getValue(), s);
            }
            List<Integer> others = new ArrayList<>();
            for (Board.OtherWorld w : c.board.worlds()) {
                // the core set's worlds only: Another Time and Lost Carcosa come with the Dunwich board
                boolean core = c.gateMarkers.stream().anyMatch(m -> m.expansion() == Expansion.CORE && m.world() == w.id());
                if (core && w.hasColour(d.colour()) && !d.worlds().containsKey(w.id())) others.add(w.id());
            }
            assertFalse(others.isEmpty(), d.name() + ": no world uses its Other entry");
            for (int s = 0; s < SEEDS; s++) runs += runEntry(d, others.get(s % others.size()), d.other(), s);
        }
        assertEquals(48 * 3 * SEEDS, runs);
    }

    /** Investigator 0 in the world (area by seed, a gate to it open on odd seeds) resolves the entry. */
    private int runEntry(GateCardDef d, int world, Encounter e, int seed) {
        String what = d.name() + " / " + c.board.otherWorld(world).name() + " (seed " + seed + ")";
        try {
            Game g = position(1000L * d.id() + seed);
            Board.OtherWorld w = c.board.otherWorld(world);
            g.moveInvestigator(0, seed % 2 == 0 ? w.firstArea() : w.secondArea());
            if (seed % 2 == 1) openGate(g, world, "Unvisited Isle");
            g.inv[0].clues = seed % 3;
            // Monsters whose failed-fight effect is still a missing monster hook (0 combat damage) would
            // let random answers fight them forever; a monster that appears is one that can hurt.
            g.forcedMonsters.add(hurtingMonsters.get((int) ((d.id() * 7L + seed) % hurtingMonsters.size())));
            g.begin(new EffectStep(0, e.effect()), new Halt());
            RandomAgent agent = new RandomAgent(seed);
            for (int n = 0; !halted(g) && !g.isOver(); n++) {
                Question q = g.question();
                if (n > MAX_ANSWERS) fail(what + " did not finish within " + MAX_ANSWERS + " answers; at " + q);
                g.answer(q.id(), q.player(), agent.choose(q).id());
            }
            // Checked once the entry is over: while a "draw N, keep M" choice is pending the drawn cards
            // are held by that step, which Invariants' card count does not see.
            Invariants.check(g);
        } catch (RuntimeException | AssertionError ex) {
            throw new AssertionError(what + " failed: " + ex, ex);
        }
        return 1;
    }

    @Test
    void anOtherWorldEncounterUsesTheWorldsOwnEntryElseOther() {
        Game g = position(1);
        Investigator i = g.inv[0];
        int stamina = i.stamina = 3;
        // Gate 2: Abyss gains 1 Stamina
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Abyss")).firstArea());
        topOfGateDeck(g, "Gate 2");
        g.begin(new OtherWorldEncounter(0), new Halt());
        assertTrue(halted(g));
        assertEquals(stamina + 1, i.stamina);
        // Gate 3 in Another Dimension (no entry of its own): Other, lose 1 Sanity
        int sanity = i.sanity;
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Another Dimension")).firstArea());
        topOfGateDeck(g, "Gate 3");
        g.begin(new OtherWorldEncounter(0), new Halt());
        assertTrue(halted(g));
        assertEquals(sanity - 1, i.sanity);
    }

    @Test
    void returnToArkhamGoesThroughAnOpenGateExplored() {
        Game g = position(2);
        int yuggoth = c.board.worldId("Yuggoth");
        g.moveInvestigator(0, c.board.otherWorld(yuggoth).secondArea());
        openGate(g, yuggoth, "Woods");
        // Gate 47, Yuggoth, when the Sneak check passes: 2 Clue tokens and back to Arkham
        g.begin(new EffectStep(0, passBranch(entry("Gate 47", "Yuggoth"))), new Halt());
        assertTrue(halted(g));
        assertEquals(c.board.id("Woods"), g.inv[0].place);
        assertTrue(g.inv[0].explored);
        assertEquals(2, g.inv[0].clues);
    }

    @Test
    void returnToArkhamWithNoGateOpenIsLostInTimeAndSpace() {
        Game g = position(3);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Abyss")).firstArea());
        g.begin(new EffectStep(0, new Effect.Hook("gate-return-to-arkham", null)), new Halt());
        assertTrue(halted(g));
        assertEquals(c.board.lostInTimeAndSpace(), g.inv[0].place);
        assertTrue(g.inv[0].delayed);
    }

    @Test
    void escapingThroughTheClosingPortalClosesTheGate() {
        Game g = position(4);
        int abyss = c.board.worldId("Abyss");
        g.moveInvestigator(0, c.board.otherWorld(abyss).secondArea());
        int marker = openGate(g, abyss, "Woods");
        openGate(g, c.board.worldId("Yuggoth"), "Unvisited Isle"); // another gate stays open, so no victory
        g.begin(new EffectStep(0, passBranch(entry("Gate 2", "Other"))), new Halt());
        assertTrue(halted(g));
        assertEquals(c.board.id("Woods"), g.inv[0].place);
        assertEquals(-1, g.gateAt[c.board.id("Woods")]);
        assertEquals(Game.trophy(0), g.gateWhere[marker]);
    }

    @Test
    void theCavernChartSendsOneSuccessToTheBlackCave() {
        Game g = position(5);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Abyss")).firstArea());
        // Luck (+1) check: one success, the rest failures
        g.forcedDice.add(5);
        for (int k = 0; k < 20; k++) g.forcedDice.add(1);
        g.begin(new EffectStep(0, entry("Gate 4", "Abyss").effect()), new Halt());
        g.forcedDice.clear();
        assertTrue(halted(g));
        assertEquals(c.board.id("Black Cave"), g.inv[0].place);
    }

    @Test
    void pushingTheLimitKeepsSuccessesAsStaminaAndClues() {
        Game g = position(6);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Abyss")).firstArea());
        Investigator i = g.inv[0];
        i.stamina = 4;
        i.clues = 0;
        g.forcedDice.add(6);
        g.forcedDice.add(5);
        g.forcedDice.add(2);
        g.forcedDice.add(1);
        g.begin(new EffectStep(0, entry("Gate 27", "Other").effect()), new Halt());
        assertTrue(halted(g));
        assertEquals(2, i.stamina);
        assertEquals(2, i.clues);
    }

    @Test
    void theZebraRideMovesOnFromTheFirstArea() {
        Game g = position(7);
        Board.OtherWorld dl = c.board.otherWorld(c.board.worldId("The Dreamlands"));
        g.moveInvestigator(0, dl.firstArea());
        g.begin(new EffectStep(0, new Effect.Hook("gate-ride-onward", null)), new Halt());
        assertTrue(halted(g));
        assertEquals(dl.secondArea(), g.inv[0].place);
    }

    @Test
    void searchingTheUniqueDeckTakesATome() {
        Game g = position(8);
        g.begin(new EffectStep(0, new Effect.Hook("gate-take-first", "unique tome")), new Halt());
        assertTrue(halted(g));
        IntList cs = g.inv[0].cards;
        assertTrue(c.cardOf(cs.get(cs.size() - 1)).has("tome"));
    }

    @Test
    void theBookPrisonDieIsASuccessOnAFourWhenBlessed() {
        Game g = position(9);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Great Hall of Celaeno")).firstArea());
        EffectStep.takeCard(g, 0, "Blessing");
        assertTrue(g.isBlessed(0));
        // Gate 11, Great Hall of Celaeno, the Luck check failed: the die shows 4, a success for the Blessed
        g.forcedDice.add(4);
        g.begin(new EffectStep(0, ((Effect.Check) entry("Gate 11", "Great Hall of Celaeno").effect()).fail()), new Halt());
        g.forcedDice.clear();
        assertTrue(halted(g), "no monster appears");
        assertTrue(g.inv[0].delayed);
    }

    // ------------------------------------------------------------ helpers

    private List<GateCardDef> coreCards() {
        return c.gateCards.stream().filter(d -> d.expansion() == Expansion.CORE).toList();
    }

    /** A 2-player game with no gates open, investigator 0 empty-handed without Clues. */
    private Game position(long seed) {
        // Azathoth: no power that changes closing gates or being lost in time and space
        Game g = Game.create(c, new Setup(2, java.util.List.of(), "Azathoth", false, seed, Setup.Options.DEFAULT));
        for (int place = 0; place < c.board.size(); place++) {
            if (g.gateAt[place] >= 0) {
                g.gateWhere[g.gateAt[place]] = Game.STACK;
                g.gateStack.add(g.gateAt[place]);
                g.gateAt[place] = -1;
            }
        }
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        g.inv[0].clues = 0;
        g.inv[0].delayed = false;
        return g;
    }

    private int openGate(Game g, int world, String placeName) {
        int place = c.board.id(placeName);
        for (int k = 0; k < g.gateStack.size(); k++) {
            int marker = g.gateStack.get(k);
            if (c.gateOf(marker).world() == world) {
                g.gateStack.removeAt(k);
                g.gateAt[place] = marker;
                g.gateWhere[marker] = place;
                g.sealed[place] = false;
                return marker;
            }
        }
        throw new AssertionError("no gate marker to " + c.board.otherWorld(world).name() + " in the stack");
    }

    private void topOfGateDeck(Game g, String name) {
        for (int k = 0; k < g.gateDeck.size(); k++) {
            if (c.gateCards.get(g.gateDeck.get(k)).name().equals(name)) {
                g.gateDeck.add(g.gateDeck.removeAt(k));
                return;
            }
        }
        throw new AssertionError(name + " is not in the gate deck");
    }

    private Encounter entry(String card, String world) {
        for (GateCardDef d : c.gateCards) {
            if (d.name().equals(card)) return world.equals("Other") ? d.other() : d.worlds().get(c.board.worldId(world));
        }
        throw new AssertionError("no gate card " + card);
    }

    private static Effect passBranch(Encounter e) {
        return ((Effect.Check) e.effect()).pass();
    }

    private static void answer(Game g, String id) {
        Question q = g.question();
        assertNotNull(q);
        g.answer(q.id(), q.player(), id);
    }

    private static boolean halted(Game g) {
        Question q = g.question();
        return q != null && q.prompt().equals(Halt.PROMPT);
    }
}
