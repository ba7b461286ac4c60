package arkham.content;

import arkham.engine.Content;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.GateMarkerDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MonsterDef;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The loaded core content against the component list of the rulebook (p.2): a missing or doubled
 * card, marker or entry in the data files fails here with the component's name.
 */
class ComponentCountTest {
    final Content c = ContentLoader.core();

    @Test
    void sixteenInvestigatorsAndEightAncientOnes() {
        assertEquals(16, c.investigators.stream().filter(d -> d.expansion() == Expansion.CORE).count(), "investigator sheets");
        assertEquals(8, c.ancientOnes.stream().filter(d -> d.expansion() == Expansion.CORE).count(), "Ancient One sheets");
    }

    @Test
    void sixtyMonsterMarkersOfTwentyNineKinds() {
        List<MonsterDef> core = c.monsters.stream().filter(d -> d.expansion() == Expansion.CORE).toList();
        assertEquals(29, core.size(), "monster kinds");
        assertEquals(60, java.util.Arrays.stream(c.monsterKind).filter(k -> c.monsters.get(k).expansion() == Expansion.CORE).count(),
                "monster markers");
        assertEquals(60, core.stream().mapToInt(MonsterDef::count).sum(), "monster markers by kind");
    }

    @Test
    void sixteenGateMarkersTwoPerOtherWorld() {
        List<GateMarkerDef> core = c.gateMarkers.stream().filter(g -> g.expansion() == Expansion.CORE).toList();
        assertEquals(16, core.stream().mapToInt(GateMarkerDef::count).sum(), "gate markers");
        assertEquals(8, core.size(), "Other Worlds with gate markers");
        for (GateMarkerDef g : core) assertEquals(2, g.count(), g.world() + " gate markers");
    }

    @Test
    void oneHundredEightyNineInvestigatorCards() {
        assertEquals(44, copies(d -> d.deck() == Deck.COMMON), "Common Items");
        assertEquals(39, copies(d -> d.deck() == Deck.UNIQUE), "Unique Items");
        assertEquals(40, copies(d -> d.deck() == Deck.SPELL), "Spells");
        assertEquals(20, copies(d -> d.deck() == Deck.SKILL), "Skills");
        assertEquals(11, copies(d -> d.deck() == Deck.ALLY), "Allies");
        assertEquals(35, specialCards(), "special cards");
        assertEquals(189, copies(d -> d.deck() != Deck.SPECIAL) + specialCards(), "investigator cards");
    }

    @Test
    void thirtyFiveSpecialCards() {
        assertEquals(8, copies(d -> d.has("retainer")), "Retainers");
        assertEquals(8, copies(d -> d.has("lodge-membership")), "Silver Twilight Lodge Memberships");
        assertEquals(8, copies(d -> d.has("bank-loan")), "Bank Loans");
        // The 8 printed Blessing/Curse cards are double-sided; the data models each side as its own
        // card (8 Blessings and 8 Curses) so that either side can be held, so one side counts them.
        assertEquals(8, copies(d -> d.has("blessing")), "Blessing sides");
        assertEquals(8, copies(d -> d.has("curse")), "Curse sides");
        // The three Deputy cards: the Deputy of Arkham, the Deputy's Revolver and the Patrol Wagon.
        assertEquals(1, copies(d -> d.name().equals("Deputy of Arkham")), "Deputy of Arkham");
        assertEquals(1, copies(d -> d.name().equals("Deputy's Revolver")), "Deputy's Revolver");
        assertEquals(1, copies(d -> d.name().equals("Patrol Wagon")), "Patrol Wagon");
        assertEquals(43, copies(d -> d.deck() == Deck.SPECIAL), "special card sides in the data");
    }

    @Test
    void sixtyThreeLocationCardsSevenPerNeighbourhood() {
        assertEquals(63, c.locationCards.stream().filter(d -> d.expansion() == Expansion.CORE).count(), "location cards");
        // Arkham's neighbourhoods (the Dunwich board's streets are the expansion's)
        int[] arkham = java.util.Arrays.stream(c.board.streets()).filter(st -> !c.board.outsideArkham(st)).toArray();
        assertEquals(9, arkham.length, "neighbourhoods");
        for (int street : arkham) {
            int[] deck = java.util.Arrays.stream(c.locationDeck(street))
                    .filter(card -> c.locationCards.get(card).expansion() == Expansion.CORE).toArray();
            assertEquals(7, deck.length, c.board.name(street) + " location cards");
            for (int card : deck) {
                LocationCardDef d = c.locationCards.get(card);
                assertEquals(c.board.locationsOf(street).size(), d.encounters().size(),
                        d.name() + " has one encounter per location of " + c.board.name(street));
            }
        }
    }

    @Test
    void fortyNineGateCardsAndSixtySevenMythosCards() {
        assertEquals(49, c.gateCards.stream().filter(d -> d.expansion() == Expansion.CORE).count(), "gate cards");
        assertEquals(67, c.mythos.stream().filter(d -> d.expansion() == Expansion.CORE).count(), "Mythos cards");
    }

    /** Copies of core-set cards (expansion cards are counted by their own tests). */
    private int copies(Predicate<CardDef> which) {
        return c.cards.stream().filter(d -> d.expansion() == Expansion.CORE).filter(which).mapToInt(CardDef::count).sum();
    }

    /** The printed special cards: a Blessing/Curse card is one card with two sides. */
    private int specialCards() {
        return copies(d -> d.deck() == Deck.SPECIAL) - copies(d -> d.has("curse"));
    }
}
