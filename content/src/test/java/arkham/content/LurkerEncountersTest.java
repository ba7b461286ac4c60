package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Board;
import arkham.engine.def.Colour;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MythosDef;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The Lurker at the Threshold's 36 location cards, 24 gate cards and 22 Mythos cards: complete
 * decks, every entry resolved headless with random answers in a game using the Lurker cards, and
 * focused tests of the bespoke hooks.
 */
class LurkerEncountersTest {
    private static final int SEEDS = 6;
    private static final int MAX_ANSWERS = 500;
    /** The Lurker's location, gate and Mythos cards in the decks (its gate markers are another part, not tested here). */
    private static final Setup.Options LURKER = new Setup.Options(true, true, false, false, false, false);

    private final Content c = ContentLoader.core();
    private final List<Integer> hurtingMonsters = c.monsters.stream().filter(m -> m.combatDamage() > 0).map(MonsterDef::id).toList();

    private List<LocationCardDef> locationCards() {
        return c.locationCards.stream().filter(d -> d.expansion() == Expansion.LURKER).toList();
    }

    private List<GateCardDef> gateCards() {
        return c.gateCards.stream().filter(d -> d.expansion() == Expansion.LURKER).toList();
    }

    private List<MythosDef> mythos() {
        return c.mythos.stream().filter(d -> d.expansion() == Expansion.LURKER).toList();
    }

    // ------------------------------------------------------------ counts

    @Test
    void thirtySixLocationCardsFourPerNeighbourhoodEachWithEveryLocation() {
        assertEquals(36, locationCards().size());
        for (int street : c.board.streets()) {
            if (c.board.outsideArkham(street)) continue; // the Lurker has no Dunwich cards
            List<LocationCardDef> deck = locationCards().stream().filter(d -> d.street() == street).toList();
            assertEquals(4, deck.size(), c.board.name(street));
            for (LocationCardDef d : deck) {
                assertEquals(Set.copyOf(c.board.locationsOf(street)), d.encounters().keySet(), d.name());
                for (Encounter e : d.encounters().values()) assertFalse(e.text().isBlank(), d.name());
            }
        }
    }

    @Test
    void twentyFourGateCardsSixPerColourEachWithTwoWorldsOfItsColour() {
        assertEquals(24, gateCards().size());
        Map<Colour, Integer> perColour = new EnumMap<>(Colour.class);
        for (GateCardDef d : gateCards()) {
            perColour.merge(d.colour(), 1, Integer::sum);
            assertEquals(2, d.worlds().size(), d.name());
            assertNotNull(d.other(), d.name());
            for (int w : d.worlds().keySet()) assertTrue(c.board.otherWorld(w).hasColour(d.colour()), d.name());
        }
        for (Colour col : Colour.values()) assertEquals(6, perColour.get(col), col.name());
    }

    @Test
    void twentyTwoMythosCardsEachWithText() {
        assertEquals(22, mythos().size());
        for (MythosDef d : mythos()) assertFalse(d.text().isBlank(), d.name());
        assertEquals(4, mythos().stream().filter(d -> d.hook() != null && d.hook().startsWith("lurker-two-gates")).count(),
                "four cards open two gates");
    }

    @Test
    void cardNamesAreUnique() {
        Set<String> names = new TreeSet<>();
        for (LocationCardDef d : c.locationCards) assertTrue(names.add(d.name()), d.name());
        for (GateCardDef d : c.gateCards) assertTrue(names.add(d.name()), d.name());
    }

    // ------------------------------------------------------------ headless runs

    @Test
    void everyLocationEntryResolvesWithRandomAnswers() {
        Set<String> failures = new TreeSet<>();
        int runs = 0;
        for (LocationCardDef d : locationCards()) {
            for (Map.Entry<Integer, Encounter> e : d.encounters().entrySet()) {
                for (int seed = 0; seed < SEEDS; seed++) {
                    String where = d.name() + " / " + c.board.name(e.getKey()) + " seed " + seed;
                    try {
                        Game g = encounterGame(e.getKey(), seed);
                        g.begin(new EffectStep(0, e.getValue().effect()), new Halt());
                        if (!playOut(g, seed)) failures.add(where + ": did not finish");
                        Invariants.check(g);
                        runs++;
                    } catch (RuntimeException | AssertionError ex) {
                        failures.add(where + ": " + ex);
                    }
                }
            }
        }
        if (!failures.isEmpty()) fail(failures.size() + " failures:\n" + String.join("\n", failures));
        assertEquals(36 * 3 * SEEDS - 4 * SEEDS, runs, "French Hill has two locations");
    }

    @Test
    void everyGateEntryResolvesWithRandomAnswers() {
        Set<String> failures = new TreeSet<>();
        for (GateCardDef d : gateCards()) {
            List<Integer> others = new ArrayList<>();
            for (Board.OtherWorld w : c.board.worlds()) {
                if (w.hasColour(d.colour()) && !d.worlds().containsKey(w.id())) others.add(w.id());
            }
            for (int seed = 0; seed < SEEDS; seed++) {
                for (Map.Entry<Integer, Encounter> e : d.worlds().entrySet()) runGateEntry(d, e.getKey(), e.getValue(), seed, failures);
                runGateEntry(d, others.get(seed % others.size()), d.other(), seed, failures);
            }
        }
        if (!failures.isEmpty()) fail(failures.size() + " failures:\n" + String.join("\n", failures));
    }

    private void runGateEntry(GateCardDef d, int world, Encounter e, int seed, Set<String> failures) {
        String what = d.name() + " / " + c.board.otherWorld(world).name() + " seed " + seed;
        try {
            Game g = Game.create(c, Setup.random(2, 1000L * d.id() + seed).withOptions(LURKER));
            Board.OtherWorld w = c.board.otherWorld(world);
            g.moveInvestigator(0, seed % 2 == 0 ? w.firstArea() : w.secondArea());
            g.inv[0].clues = seed % 3;
            supply(g, seed);
            g.forcedMonsters.add(hurtingMonsters.get((int) ((d.id() * 7L + seed) % hurtingMonsters.size())));
            g.begin(new EffectStep(0, e.effect()), new Halt());
            if (!playOut(g, seed)) failures.add(what + ": did not finish");
            Invariants.check(g);
        } catch (RuntimeException | AssertionError ex) {
            failures.add(what + ": " + ex);
        }
    }

    /** Each card on top of the Mythos deck of a Lurker game; random answers play that Mythos Phase and the next turn. */
    @Test
    void everyMythosCardResolvesHeadless() {
        Set<String> failures = new TreeSet<>();
        for (MythosDef d : mythos()) {
            boolean drawn = false;
            for (long seed = 1; seed <= 3; seed++) {
                try {
                    Game g = Game.create(c, Setup.random(1 + (int) (seed * 2 % 6), seed * 37 + d.id()).withOptions(LURKER)).logEvents(true);
                    RandomAgent agent = new RandomAgent(seed);
                    while (g.phase == Phase.SETUP) g.answer(g.question().id(), g.question().player(), agent.choose(g.question()).id());
                    supply(g, seed);
                    if (g.rumor() == d.id() || g.environment() == d.id()) MythosStep.leave(g, d.id());
                    g.mythosDeck.remove(d.id());
                    g.mythosDeck.add(d.id());
                    int phases = 0;
                    Phase last = g.phase;
                    for (int n = 0; n < 5_000 && !g.isOver() && !g.awakened && phases < 2; n++) {
                        Question q = g.question();
                        g.answer(q.id(), q.player(), agent.choose(q).id());
                        Invariants.check(g);
                        if (last == Phase.MYTHOS && g.phase != Phase.MYTHOS) phases++;
                        last = g.phase;
                        for (Event e : g.drainEvents()) if (e.text().startsWith("Mythos: " + d.name() + " (")) drawn = true;
                    }
                } catch (RuntimeException | AssertionError ex) {
                    failures.add(d.name() + " seed " + seed + ": " + ex);
                }
            }
            if (!drawn) failures.add(d.name() + " was never drawn");
        }
        if (!failures.isEmpty()) fail(failures.size() + " failures:\n" + String.join("\n", failures));
    }

    /**
     * Whole random games: with the Lurker cards in use they run to the end keeping the invariants and
     * draw Lurker cards; core-only games never meet one (not even through encounters that draw
     * location cards themselves).
     */
    @Test
    void lurkerCardsAppearOnlyInGamesThatUseThem() {
        Set<String> lurkerNames = new TreeSet<>();
        locationCards().forEach(d -> lurkerNames.add(d.name()));
        gateCards().forEach(d -> lurkerNames.add(d.name()));
        mythos().forEach(d -> lurkerNames.add(d.name()));
        int seen = 0;
        for (int n = 0; n < 60; n++) {
            boolean lurker = n % 2 == 0;
            Setup setup = Setup.random(1 + n % 6, 500L + n);
            Game g = Game.create(c, lurker ? setup.withOptions(LURKER) : setup).logEvents(true);
            RandomAgent agent = new RandomAgent(n);
            for (int k = 0; k < 100_000 && !g.isOver(); k++) {
                Question q = g.question();
                g.answer(q.id(), q.player(), agent.choose(q).id());
                Invariants.check(g);
                for (Event e : g.drainEvents()) {
                    if (e.card() == null || !lurkerNames.contains(e.card())) continue;
                    assertTrue(lurker, "game " + n + " is core-only but meets " + e.card());
                    seen++;
                }
            }
            assertTrue(g.isOver(), "game " + n + " ended");
        }
        assertTrue(seen > 0, "Lurker games draw Lurker cards");
    }

    // ------------------------------------------------------------ focused tests

    @Test
    void aLodgeMemberHasTheInnerSanctumEntry() {
        int lodge = c.board.id("Silver Twilight Lodge");
        Game g = encounterGame(lodge, 1);
        g.giveCard(0, g.takeFromDeck(c.cardId("Silver Twilight Lodge Membership")));
        int before = g.inv[0].cards.size();
        g.begin(new EffectStep(0, entry("Lurker French Hill 1", lodge).effect()), new Halt());
        Question q = g.question();
        assertEquals("How many Spells do you call down?", q.prompt());
        g.answer(g.question().id(), 0, q.options().stream().filter(o -> o.label().equals("2 Spells")).findFirst().orElseThrow().id());
        assertEquals(before + 2, g.inv[0].cards.size());
        assertEquals(g.inv[0].maxSanity - 2, g.inv[0].sanity);
    }

    @Test
    void twoGatesOpenWithoutDoomAndBothCluesAppear() {
        Game g = Game.create(c, new Setup(2, List.of(), "Azathoth", false, 5, LURKER));
        clearGates(g);
        int card = mythosId("Double the Trouble");
        g.mythosDeck.remove(card);
        g.mythosDeck.add(card);
        int doom = g.doom;
        int science = c.board.id("Science Building");
        int cave = c.board.id("Black Cave");
        int clues = g.clues[science] + g.clues[cave];
        for (int p = 0; p < 2; p++) g.moveInvestigator(p, c.board.id("Train Station"));
        g.phase = Phase.MYTHOS;
        g.begin(new MythosStep(MythosStep.Stage.DRAW, -1, false), new Halt());
        RandomAgent agent = new RandomAgent(1);
        while (!Halt.PROMPT.equals(g.question().prompt())) g.answer(g.question().id(), g.question().player(), agent.choose(g.question()).id());
        assertTrue(g.gateAt[c.board.id("Unvisited Isle")] >= 0, "a gate at Unvisited Isle");
        assertTrue(g.gateAt[c.board.id("The Witch House")] >= 0, "a gate at The Witch House");
        assertEquals(doom, g.doom, "no doom token");
        assertEquals(clues + 2, g.clues[science] + g.clues[cave], "a Clue at the Science Building and the Black Cave");
    }

    @Test
    void theWaxCylinderReordersTheTopThreeMythosCards() {
        Game g = encounterGame(c.board.id("Science Building"), 2);
        IntList deck = g.mythosDeck;
        int a = deck.get(deck.size() - 1), b = deck.get(deck.size() - 2), d = deck.get(deck.size() - 3);
        g.begin(new EffectStep(0, new arkham.engine.def.Effect.Hook("lurker-arrange-mythos", "3")), new Halt());
        answerLabel(g, c.mythos.get(d).name());
        answerLabel(g, c.mythos.get(a).name());
        assertEquals(Halt.PROMPT, g.question().prompt());
        assertEquals(List.of(d, a, b), List.of(deck.get(deck.size() - 1), deck.get(deck.size() - 2), deck.get(deck.size() - 3)));
    }

    @Test
    void theBlueMenTakeEveryCommonItemOnAFailedWill() {
        Game g = encounterGame(c.board.id("Woods"), 3);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("The Dreamlands")).firstArea());
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        g.giveCard(0, g.takeFromDeck(c.cardId("Knife")));
        g.giveCard(0, g.takeFromDeck(c.cardId("Food")));
        for (int k = 0; k < 20; k++) g.forcedDice.add(1);
        GateCardDef card = gateCards().stream().filter(d -> d.name().equals("Lurker Gate 22")).findFirst().orElseThrow();
        g.begin(new EffectStep(0, card.worlds().get(c.board.worldId("The Dreamlands")).effect()), new Halt());
        while (!Halt.PROMPT.equals(g.question().prompt())) g.answer(g.question().id(), 0, g.question().options().get(0).id());
        assertEquals(0, g.inv[0].cards.size(), "both Common Items are gone");
    }

    @Test
    void yuggothsSurgeonsSwapSanityAndStamina() {
        Game g = encounterGame(c.board.id("Woods"), 4);
        g.moveInvestigator(0, c.board.otherWorld(c.board.worldId("Yuggoth")).firstArea());
        g.inv[0].sanity = 1;
        g.inv[0].stamina = g.inv[0].maxStamina;
        int expectSanity = Math.min(g.inv[0].maxStamina, g.inv[0].maxSanity);
        for (int k = 0; k < 20; k++) g.forcedDice.add(1);
        GateCardDef card = gateCards().stream().filter(d -> d.name().equals("Lurker Gate 24")).findFirst().orElseThrow();
        g.begin(new EffectStep(0, card.worlds().get(c.board.worldId("Yuggoth")).effect()), new Halt());
        while (!Halt.PROMPT.equals(g.question().prompt())) g.answer(g.question().id(), 0, g.question().options().get(0).id());
        assertEquals(expectSanity, g.inv[0].sanity);
        assertEquals(1, g.inv[0].stamina);
    }

    @Test
    void theEccentricTradesAGateTrophyForAUniqueItemInFrenchHill() {
        Game g = encounterGame(c.board.id("French Hill"), 0);
        int before = g.inv[0].cards.size();
        int trophies = g.gateTrophies(0);
        g.setEnvironment(mythosId("Eccentric Opens Doors"));
        g.begin(new EndOfMovement(), new Halt());
        answerLabel(g, "Discard 1 gate trophy: draw 1 Unique Item");
        assertEquals(trophies - 1, g.gateTrophies(0));
        assertEquals(before + 1, g.inv[0].cards.size());
    }

    // ------------------------------------------------------------ helpers

    private Game encounterGame(int place, long seed) {
        Game g = Game.create(c, Setup.random(2, seed).withOptions(LURKER));
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        g.moveInvestigator(0, place);
        g.inv[0].money = 10;
        g.inv[0].clues = 5;
        g.inv[0].encountersOver = false;
        supply(g, seed);
        if (seed % 2 == 1) {
            int member = g.takeFromDeck(c.cardId("Silver Twilight Lodge Membership"));
            if (member >= 0) g.giveCard(0, member);
        }
        return g;
    }

    /** Trophies, a Spell and an Ally, so that the options spending them come up; a gate open on even seeds. */
    private void supply(Game g, long seed) {
        for (int m = 0, given = 0; m < g.monsterWhere.length && given < 3; m++) {
            if (g.monsterWhere[m] == Game.CUP) {
                g.monsterWhere[m] = Game.trophy(0);
                given++;
            }
        }
        for (int k = 0; k < 2 && !g.gateStack.isEmpty(); k++) g.gateWhere[g.gateStack.removeLast()] = Game.trophy(0);
        for (var deck : List.of(arkham.engine.def.Deck.SPELL, arkham.engine.def.Deck.ALLY, arkham.engine.def.Deck.UNIQUE)) {
            int card = g.drawCard(deck);
            if (card >= 0) g.giveCard(0, card);
        }
        if (seed % 2 == 0 && g.openGates() == 0 && !g.gateStack.isEmpty()) {
            int place = c.board.id("Woods");
            int marker = g.gateStack.removeLast();
            g.gateAt[place] = marker;
            g.gateWhere[marker] = place;
        }
    }

    private static boolean playOut(Game g, long seed) {
        RandomAgent agent = new RandomAgent(seed);
        for (int n = 0; n < MAX_ANSWERS; n++) {
            Question q = g.question();
            if (q == null || g.isOver() || g.phase == Phase.FINAL_BATTLE || Halt.PROMPT.equals(q.prompt())) return true;
            g.answer(q.id(), q.player(), agent.choose(q).id());
        }
        return false;
    }

    private void clearGates(Game g) {
        for (int place = 0; place < c.board.size(); place++) {
            if (g.gateAt[place] >= 0) {
                g.gateWhere[g.gateAt[place]] = Game.STACK;
                g.gateStack.add(g.gateAt[place]);
                g.gateAt[place] = -1;
            }
        }
    }

    private int mythosId(String name) {
        return mythos().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow().id();
    }

    private Encounter entry(String card, int place) {
        return locationCards().stream().filter(d -> d.name().equals(card)).findFirst().orElseThrow().encounters().get(place);
    }

    private static void answerLabel(Game g, String label) {
        Question q = g.question();
        Choice ch = q.options().stream().filter(o -> o.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no option '" + label + "' in " + q));
        g.answer(q.id(), q.player(), ch.id());
    }

    /** What is in play reacts to investigator 0 ending his movement. */
    record EndOfMovement() implements Step {
        @Override
        public Question run(Game g) {
            for (arkham.engine.Modifiers m : g.modifiers(0)) m.endOfMovement(g, 0);
            return null;
        }
    }
}
