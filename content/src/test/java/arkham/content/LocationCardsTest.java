package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Encounter;
import arkham.engine.def.Expansion;
import arkham.engine.def.LocationCardDef;
import arkham.engine.flow.EffectStep;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The 63 core location cards: complete decks, and every entry resolves headless to the end. */
class LocationCardsTest {
    private static final int SEEDS = 12;
    private static final int MAX_ANSWERS = 300;

    private final Content content = ContentLoader.core();
    private final List<LocationCardDef> coreCards = content.locationCards.stream().filter(c -> c.expansion() == Expansion.CORE).toList();

    @Test
    void everyNeighbourhoodHasSevenCardsWithAnEntryForEachLocation() {
        for (int street : content.board.streets()) {
            if (content.board.outsideArkham(street)) continue; // Dunwich's neighbourhoods have their own decks
            int[] deck = java.util.Arrays.stream(content.locationDeck(street))
                    .filter(c -> content.locationCards.get(c).expansion() == Expansion.CORE).toArray();
            String name = content.board.name(street);
            assertEquals(7, deck.length, name + " deck size");
            Set<Integer> locations = Set.copyOf(content.board.locationsOf(street));
            for (int c : deck) {
                LocationCardDef card = content.locationCards.get(c);
                assertEquals(locations, card.encounters().keySet(), card.name() + " entries");
                for (Encounter e : card.encounters().values()) assertFalse(e.text().isBlank(), card.name() + " text");
            }
        }
        assertEquals(63, coreCards.size());
    }

    @Test
    void everyEntryResolvesWithRandomAnswers() {
        Set<String> failures = new TreeSet<>();
        for (LocationCardDef card : coreCards) {
            for (Map.Entry<Integer, Encounter> e : card.encounters().entrySet()) {
                for (int seed = 0; seed < SEEDS; seed++) {
                    String where = card.name() + " / " + content.board.name(e.getKey()) + " seed " + seed;
                    try {
                        if (!resolves(e.getKey(), e.getValue(), seed)) failures.add(where + ": did not finish");
                    } catch (RuntimeException ex) {
                        failures.add(where + ": " + ex);
                    }
                }
            }
        }
        if (!failures.isEmpty()) fail(failures.size() + " failures:\n" + String.join("\n", failures));
    }

    @Test
    void lodgeMembersHaveTheInnerSanctumEncounter() {
        int lodge = content.board.id("Silver Twilight Lodge");
        Game g = encounterGame(lodge, 1);
        int member = g.takeFromDeck(content.cardId("Silver Twilight Lodge Membership"));
        g.giveCard(0, member);
        LocationCardDef card = content.locationCards.stream().filter(c -> c.name().equals("French Hill 6")).findFirst().orElseThrow();
        g.begin(new EffectStep(0, card.encounters().get(lodge).effect()), new Halt());
        Question q = g.question();
        assertEquals("evade", q.options().get(0).id(), "a member meets the Inner Sanctum's monster: " + q);
    }

    @Test
    void aGoneAllyGivesHisFallbackReward() {
        int square = content.board.id("Independence Square");
        Game g = encounterGame(square, 1);
        int anna = g.takeFromDeck(content.cardId("Anna Kaslow"));
        if (anna >= 0) g.boxCard(-1, anna);
        g.inv[0].clues = 0;
        for (int k = 0; k < 12; k++) g.forcedDice.add(6);
        g.begin(new EffectStep(0, entry("Downtown 2", square).effect()), new Halt());
        assertEquals(Halt.PROMPT, g.question().prompt());
        assertEquals(2, g.inv[0].clues, "2 Clue tokens instead of Anna Kaslow");
    }

    @Test
    void aDreamlandsVisitReturnsToTheLocation() {
        int library = content.board.id("Library");
        Game g = encounterGame(library, 3);
        g.begin(new EffectStep(0, entry("Miskatonic University 4", library).effect()), new Halt());
        RandomAgent agent = new RandomAgent(3);
        while (!Halt.PROMPT.equals(g.question().prompt())) g.answer(g.question().id(), g.question().player(), agent.choose(g.question()).id());
        assertEquals(library, g.inv[0].place);
        assertTrue(g.inv[0].encountersOver);
    }

    @Test
    void aSaleOffersTheTurnedCardsAndDiscardsTheRest() {
        int shoppe = content.board.id("Curiositie Shoppe");
        Game g = encounterGame(shoppe, 5);
        int before = g.inv[0].cards.size();
        g.begin(new EffectStep(0, entry("Northside 5", shoppe).effect()), new Halt());
        Question q = g.question();
        assertEquals("Items for sale", q.prompt());
        Choice buy = q.options().stream().filter(c -> c.id().startsWith("buy:")).findFirst().orElseThrow();
        g.answer(g.question().id(), 0, buy.id());
        assertEquals(before + 1, g.inv[0].cards.size());
        while (!Halt.PROMPT.equals(g.question().prompt())) g.answer(g.question().id(), g.question().player(), "done");
        int inDecks = 0;
        for (var d : g.decks) inDecks += d.size();
        int held = 0;
        for (int c = 0; c < g.cardWhere.length; c++) if (g.cardWhere[c] >= 0) held++;
        assertEquals(g.cardWhere.length, inDecks + held + boxed(g), "every unsold card is back in a deck");
    }

    /** "Roll a die: on a success" counts a Blessing (4+) and a Curse (6 only), as the cards say. */
    @Test
    void aPrayerDieSucceedsAsTheBlessingOrCurseSays() {
        int church = content.board.id("South Church");
        assertEquals(4, prayerDoom(church, "Curse", 5), "Cursed: a 5 is no success");
        assertEquals(3, prayerDoom(church, "Blessing", 4), "Blessed: a 4 is a success");
        assertEquals(3, prayerDoom(church, null, 5), "a 5 is a success");
    }

    private int prayerDoom(int church, String status, int die) {
        Game g = encounterGame(church, 1);
        if (status != null) g.giveCard(0, g.takeFromDeck(content.cardId(status)));
        g.doom = 4;
        g.forcedDice.add(die);
        g.begin(new EffectStep(0, entry("Southside 6", church).effect()), new Halt());
        Question q = g.question();
        g.answer(g.question().id(), 0, q.options().stream().filter(c -> c.label().startsWith("Spend")).findFirst().orElseThrow().id());
        assertEquals(Halt.PROMPT, g.question().prompt());
        return g.doom;
    }

    private static int boxed(Game g) {
        int n = 0;
        for (int w : g.cardWhere) if (w == Game.BOX) n++;
        return n;
    }

    private Encounter entry(String cardName, int place) {
        return content.locationCards.stream().filter(c -> c.name().equals(cardName)).findFirst().orElseThrow()
                .encounters().get(place);
    }

    /** Resolves one entry for a well-supplied investigator at the location, answering at random. */
    private boolean resolves(int place, Encounter e, long seed) {
        Game g = encounterGame(place, seed);
        g.begin(new EffectStep(0, e.effect()), new Halt());
        RandomAgent agent = new RandomAgent(seed);
        for (int n = 0; n < MAX_ANSWERS; n++) {
            Question q = g.question();
            if (q == null || g.phase == Phase.FINAL_BATTLE) return true;
            if (Halt.PROMPT.equals(q.prompt())) return true;
            Choice c = agent.choose(q);
            g.answer(q.id(), q.player(), c.id());
        }
        return false;
    }

    private Game encounterGame(int place, long seed) {
        Game g = Game.create(content, Setup.random(2, seed));
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        g.moveInvestigator(0, place);
        g.inv[0].money = 10;
        g.inv[0].clues = 5;
        g.inv[0].encountersOver = false;
        if (seed % 2 == 0) {
            // Trophies open the options that spend them.
            for (int m = 0, given = 0; m < g.monsterWhere.length && given < 3; m++) {
                if (g.monsterWhere[m] == Game.CUP) {
                    g.monsterWhere[m] = Game.trophy(0);
                    given++;
                }
            }
            if (!g.gateStack.isEmpty()) {
                int gate = g.gateStack.removeLast();
                g.gateWhere[gate] = Game.trophy(0);
            }
        }
        return g;
    }


    @Test
    void everyCardNameIsUnique() {
        Set<String> names = new TreeSet<>();
        for (LocationCardDef c : content.locationCards) assertTrue(names.add(c.name()), c.name());
    }
}
