package arkham.content;

import arkham.engine.Content;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.MonsterDef;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The loaded Dunwich Horror content against its rulebook's component list (Dunwich rulebook p.2):
 * a missing or doubled entry fails here with the component's name. Components not encoded yet
 * (location and gate cards, Injury and Madness cards, ...) are listed as open in
 * docs/CONTENT-COVERAGE-dunwich.md and have no count here.
 */
class DunwichComponentCountTest {
    final Content c = ContentLoader.core();

    @Test
    void eightInvestigatorsAndFourAncientOnes() {
        List<InvestigatorDef> inv = c.investigators.stream().filter(d -> d.expansion() == Expansion.DUNWICH).toList();
        assertEquals(List.of("Diana Stanley", "Jacqueline Fine", "Jim Culver", "Leo Anderson", "Marie Lambeau",
                "Mark Harrigan", "Rita Young", "Wilson Richards"), inv.stream().map(InvestigatorDef::name).toList());
        List<AncientOneDef> aos = c.ancientOnes.stream().filter(d -> d.expansion() == Expansion.DUNWICH).toList();
        assertEquals(List.of("Abhoth", "Glaaki", "Shudde M'ell", "Tsathoggua"), aos.stream().map(AncientOneDef::name).toList());
    }

    @Test
    void twentyEightMonsterMarkersNineOfThemSpawnAndOneMask() {
        List<MonsterDef> m = c.monsters.stream().filter(d -> d.expansion() == Expansion.DUNWICH).toList();
        assertEquals(28, m.stream().mapToInt(MonsterDef::count).sum(), "monster markers");
        assertEquals(9, m.stream().filter(MonsterDef::spawn).mapToInt(MonsterDef::count).sum(), "Spawn monsters");
        assertEquals(1, m.stream().filter(MonsterDef::mask).mapToInt(MonsterDef::count).sum(), "Mask monsters");
        assertEquals(28, java.util.Arrays.stream(c.monsterKind).filter(k -> c.monsters.get(k).expansion() == Expansion.DUNWICH).count(),
                "markers in play");
    }

    @Test
    void investigatorCardsAsPrinted() {
        assertEquals(15, copies(d -> d.deck() == Deck.COMMON), "Common Items");
        assertEquals(5, copies(d -> d.deck() == Deck.COMMON && d.has("task")), "Tasks");
        assertEquals(25, copies(d -> d.deck() == Deck.UNIQUE), "Unique Items");
        assertEquals(8, copies(d -> d.deck() == Deck.UNIQUE && d.has("mission")), "Missions");
        assertEquals(21, copies(d -> d.deck() == Deck.SPELL), "Spells");
        assertEquals(11, copies(d -> d.deck() == Deck.SKILL), "Skills");
        assertEquals(5, copies(d -> d.deck() == Deck.ALLY), "Allies");
        assertEquals(8, copies(d -> d.has("rail-pass")), "Rail Passes");
        assertEquals(8, copies(d -> d.has("sheldon-gang")), "Sheldon Gang Memberships");
    }

    @Test
    void oneHundredFiveLocationCardsAndThirtyTwoGateCards() {
        for (String street : List.of("Backwoods Country", "Village Commons", "Blasted Heath")) {
            int s = c.board.find(street);
            assertEquals(14, java.util.Arrays.stream(c.locationDeck(s))
                    .filter(k -> c.locationCards.get(k).expansion() == Expansion.DUNWICH).count(), street + " location cards");
        }
        for (int street : c.board.streets()) {
            if (c.board.outsideArkham(street)) continue;
            assertEquals(7, java.util.Arrays.stream(c.locationDeck(street))
                    .filter(k -> c.locationCards.get(k).expansion() == Expansion.DUNWICH).count(), c.board.name(street) + " Dunwich cards");
        }
        assertEquals(63 + 42, c.locationCards.stream().filter(d -> d.expansion() == Expansion.DUNWICH).count(), "location cards");
        assertEquals(32, c.gateCards.stream().filter(d -> d.expansion() == Expansion.DUNWICH).count(), "gate cards");
    }

    @Test
    void thirtySixMythosCardsAndFourGateMarkers() {
        assertEquals(36, c.mythos.stream().filter(d -> d.expansion() == Expansion.DUNWICH).count(), "Mythos cards");
        assertEquals(4, c.gateMarkers.stream().filter(d -> d.expansion() == Expansion.DUNWICH)
                .mapToInt(arkham.engine.def.GateMarkerDef::count).sum(), "gate markers");
    }

    @Test
    void everyDunwichInvestigatorsFixedPossessionIsACard() {
        for (InvestigatorDef d : c.investigators) {
            if (d.expansion() != Expansion.DUNWICH) continue;
            for (String f : d.fixedPossessions()) assertTrue(c.cardId(f) >= 0, d.name() + ": " + f);
        }
    }

    private int copies(Predicate<CardDef> which) {
        return c.cards.stream().filter(d -> d.expansion() == Expansion.DUNWICH).filter(which).mapToInt(CardDef::count).sum();
    }
}
