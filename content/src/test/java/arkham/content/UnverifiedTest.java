package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Unverified;
import arkham.engine.testkit.Table;
import arkham.engine.view.GameView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The components no source confirms (docs/CONTENT-COVERAGE-dunwich.md, "What no source holds") are
 * marked in the shipped data, counted in use only where a game uses them, and flagged in the
 * picture of the game every front end draws from.
 */
class UnverifiedTest {
    private static final Content C = ContentLoader.core();
    private static final Setup.Options CORE = new Setup.Options(false);

    private static Unverified mark(Unverified.Kind kind, String name) {
        return C.provenance.unverified().stream().filter(u -> u.kind() == kind && u.name().startsWith(name)).findFirst().orElseThrow();
    }

    @Test
    void everyComponentNoSourceHoldsIsMarkedAndNothingElse() {
        TreeSet<String> marked = new TreeSet<>();
        for (Unverified u : C.provenance.unverified()) marked.add(u.kind() + " " + u.name());
        assertEquals(new TreeSet<>(List.of(
                "PLACE Village Commons", "PLACE Backwoods Country", "PLACE Blasted Heath", "PLACE Sentinel Hill",
                "PLACE Backwoods Country Vortex", "PLACE Sentinel Hill Vortex",
                "CARD Lantern", "CARD Sheldon Gang Membership", "ANCIENT_ONE Shudde M'ell", "MONSTER The Dunwich Horror",
                "GATE_MARKER Another Time gate marker (-1, plus)", "GATE_MARKER Lost Carcosa gate marker (-2, slash)",
                "GATE_MARKER Abyss gate marker (-2, hex, blood)", "GATE_MARKER Another Dimension gate marker (0, square, moving)",
                "GATE_MARKER City of the Great Race gate marker (0, triangle, endless)",
                "GATE_MARKER Great Hall of Celaeno gate marker (-1, star, madness)",
                "GATE_MARKER Plateau of Leng gate marker (-1, diamond, monstrous)", "GATE_MARKER R'lyeh gate marker (-3, plus, devouring)",
                "GATE_MARKER The Dreamlands gate marker (+1, slash, doom)", "GATE_MARKER Yuggoth gate marker (-2, circle, endless)",
                "GATE_MARKER Yuggoth gate marker (-2, circle, moving)",
                "GATE_MARKER Abyss / Plateau of Leng gate marker (-1, hex / diamond, split)",
                "GATE_MARKER R'lyeh / Great Hall of Celaeno gate marker (-2, plus / star, split)",
                "GATE_MARKER The Dreamlands / City of the Great Race gate marker (0, slash / triangle, split)")), marked);
        TreeSet<String> left = new TreeSet<>();
        for (int c : C.provenance.leftOut().keySet()) left.add(C.cards.get(c).name());
        assertEquals(new TreeSet<>(List.of("Courier Run", "Genealogy Research", "Mineralogy Report", "Newspaper Assignment",
                "Patrolling the Streets", "For the Greater Good", "Purifying the Town", "Sacrifices to Make", "Sealing the Beast's Power",
                "The Light of Reason", "Walking the Ley Lines", "Wave of Destruction")), left);
        assertNull(C.leftOut(C.cardId("Joining the Winning Team")), "the rulebook's example gives its steps");
    }

    @Test
    void aMarkCountsOnlyWhereTheGameUsesTheComponent() {
        Setup.Options dunwichCards = CORE.withDunwich(false, true, false);
        Setup.Options dunwichBoard = CORE.withDunwich(true, false, false);
        Setup.Options lurkerGates = new Setup.Options(false, false, true, false, false, false);
        Unverified lantern = mark(Unverified.Kind.CARD, "Lantern");
        assertFalse(C.inUse(lantern, CORE, -1), "the core Lantern is the core card");
        assertTrue(C.inUse(lantern, dunwichCards, -1), "the Dunwich Horror replaces it with a revision no source gives");
        Unverified carcosa = mark(Unverified.Kind.GATE_MARKER, "Lost Carcosa");
        assertFalse(C.inUse(carcosa, dunwichCards, -1));
        assertTrue(C.inUse(carcosa, dunwichBoard, -1));
        Unverified abyss = mark(Unverified.Kind.GATE_MARKER, "Abyss gate marker");
        assertTrue(C.inUse(abyss, lurkerGates, -1));
        assertFalse(C.inUse(abyss, CORE, -1));
        Unverified shudde = mark(Unverified.Kind.ANCIENT_ONE, "Shudde M'ell");
        assertTrue(C.inUse(shudde, dunwichCards, -1), "a random Ancient One may be he");
        assertFalse(C.inUse(shudde, dunwichCards, C.ancientOneId("Azathoth")));
        assertTrue(C.inUse(shudde, dunwichCards, C.ancientOneId("Shudde M'ell")));
        assertFalse(C.inUse(shudde, CORE, -1));
        assertTrue(C.inUse(mark(Unverified.Kind.PLACE, "Sentinel Hill"), dunwichBoard, -1));
        assertFalse(C.inUse(mark(Unverified.Kind.PLACE, "Sentinel Hill"), dunwichCards, -1));
        assertTrue(C.inUse(mark(Unverified.Kind.MONSTER, "The Dunwich Horror"), dunwichBoard, -1));
        assertTrue(C.unverifiedInUse(CORE, -1).isEmpty(), "the core game is confirmed throughout");
    }

    @Test
    @SuppressWarnings("unchecked")
    void theGamesPictureFlagsEachUnverifiedComponentItShows() {
        Game g = Game.create(C, new Setup(1, List.of("Mark Harrigan"), "Shudde M'ell", false, 9,
                CORE.withDunwich().withLurker()));
        g = Table.settled(g);
        int sheldon = g.takeFromDeck(C.cardId("Sheldon Gang Membership"));
        g.giveCard(0, sheldon);
        g.monsterWhere[C.dunwichHorrorMarker] = g.board.id("Sentinel Hill");
        int marker = g.gateStack.get(0);
        for (int place : g.board.locations()) {
            if (g.board.isUnstable(place) && g.gateAt[place] < 0 && g.onBoard(place)) {
                g.gateStack.remove(marker);
                g.gateAt[place] = marker;
                g.gateWhere[marker] = place;
                break;
            }
        }
        Map<String, Object> v = GameView.of(g);
        assertTrue(((String) v.get("ancientOneUnverified")).contains("rubble"));
        Map<String, Object> card = ((List<Map<String, Object>>) ((Map<String, Object>) ((List<?>) v.get("investigators")).get(0)).get("cards"))
                .stream().filter(c -> c.get("name").equals("Sheldon Gang Membership")).findFirst().orElseThrow();
        assertTrue(((String) card.get("unverified")).contains("larceny chart"));
        Map<String, Object> horror = ((Map<String, List<Map<String, Object>>>) v.get("monsterMarkers")).get("Sentinel Hill").get(0);
        assertTrue(((String) horror.get("unverified")).contains("marker's printed values"));
        Map<String, Object> gate = (Map<String, Object>) ((Map<String, Object>) v.get("gates")).values().iterator().next();
        assertTrue(((String) gate.get("unverified")).startsWith("Placeholder"), gate.toString());
        List<Map<String, Object>> all = (List<Map<String, Object>>) v.get("unverified");
        assertTrue(all.stream().anyMatch(u -> u.get("name").equals("Sentinel Hill") && u.get("kind").equals("PLACE")), all.toString());
        assertEquals(List.of(), v.get("packs"));
    }
}
