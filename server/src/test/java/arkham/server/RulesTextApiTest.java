package arkham.server;

import arkham.content.ContentLoader;
import arkham.engine.view.Catalogue;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code GET /api/text} and {@code /api/texts} (issue 32 §2): every component of every kind by name
 * and by id, with the text the terminal's look-up prints, what each kind's text must say, and 404
 * with close matches. On a server of its own: asking about every component takes the rate limit's
 * whole allowance, which the client here waits out.
 */
class RulesTextApiTest {
    @TempDir
    static Path data;
    static ArkhamServer server;
    /** Waits out the rate limit. */
    static Client patient;

    @BeforeAll
    static void start() {
        server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data));
        patient = new Client(server.start(0), true);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** The text of a name, with status 200. */
    static JsonNode text(String query) {
        Client.Response r = patient.get("/api/text?" + query);
        assertEquals(200, r.status(), query + " -> " + r.text());
        return r.body();
    }

    static String q(String name) {
        return "name=" + java.net.URLEncoder.encode(name, java.nio.charset.StandardCharsets.UTF_8);
    }

    @Test
    void everyKindOfComponentHasItsTextByNameAndById() {
        arkham.engine.Content content = ContentLoader.core();
        Catalogue catalogue = Catalogue.of(content);
        for (String kind : Catalogue.KINDS) {
            JsonNode list = patient.get("/api/texts?kind=" + kind).body();
            // no Dunwich Horror card is known yet (docs/CONTENT-COVERAGE-dunwich.md): the Horror fights with its marker's values
            boolean none = kind.equals("dunwich-horror-card") && content.dunwichHorrorCards.isEmpty();
            assertEquals(none, list.size() == 0, "components of kind " + kind + ": " + list.size());
            for (JsonNode e : list) {
                JsonNode byName = text(q(e.get("name").asText()));
                assertEquals(e, byName, "by name: " + e);
                assertEquals(e, text("id=" + e.get("id").asText()), "by id: " + e);
                assertEquals(kind, byName.get("kind").asText());
                // the terminal's 'card' look-up reads the same catalogue
                assertEquals(catalogue.named(e.get("name").asText()).get(0).text(), byName.get("text").asText());
                assertFalse(byName.get("text").asText().isBlank(), e.toString());
            }
        }
        assertEquals(catalogue.entries().size(), patient.get("/api/texts").body().size(), "every entry is listed");
    }

    @Test
    void textsSayWhatTheIssueAsksOfEachKind() {
        String pete = text(q("\"Ashcan\" Pete")).get("text").asText();
        for (String part : List.of("Focus 1", "Home: River Docks", "Duke", "Ability: Scrounge", "Sliders: Speed 0-3 / Sneak 6-3"))
            assertTrue(pete.contains(part), part + " in " + pete);
        String cthulhu = text(q("Cthulhu")).get("text").asText();
        for (String part : List.of("Doom track 13", "Combat rating -6", "Worshippers:", "Power:", "Attack:"))
            assertTrue(cthulhu.contains(part), part + " in " + cthulhu);
        String chthonian = text(q("chthonian")).get("text").asText();
        assertTrue(chthonian.contains("toughness 3") && chthonian.contains("on 4-6 every investigator in Arkham loses 1 Stamina"), chthonian);
        assertTrue(text(q("Dark Young")).get("text").asText().contains("Abilities: physical resistance, nightmarish 1"));
        String store = text(q("General Store")).get("text").asText();
        assertTrue(store.contains("Instead of an encounter here: Shop: draw 3 Common Items") && store.contains("terror level reaches 3"), store);
        assertTrue(text(q("Ma's Boarding House")).get("text").asText().contains("While The Southside Strangler Strikes is in play"));
        String rumor = text(q("Good Work Undone")).get("text").asText();
        assertTrue(rumor.startsWith("Rumor.") && rumor.contains("Fails at 10") && rumor.contains("passed at 0"), rumor);
        assertTrue(text(q("Heat Wave")).get("text").asText().contains("Monsters move:"));
        assertEquals("gate-marker", text("id=gate-marker:gate-to-abyss-2").get("kind").asText());
        assertTrue(text(q("The Lurker at the Threshold")).get("text").asText().contains("Reckoning card"));
        assertEquals("dark-pact", text(q("Blood Pact")).get("kind").asText());
        assertEquals("injury", text(q("Back Injury")).get("kind").asText());
        assertEquals("madness", text(q("Mania")).get("kind").asText());
        String mission = text(q("Joining the Winning Team")).get("text").asText();
        assertTrue(mission.contains("St. Mary's Hospital (give up an Ally), then Arkham Asylum"), mission);
        assertEquals("other-world", text(q("Abyss")).get("kind").asText());
        assertEquals("vortex", text(q("Sentinel Hill Vortex")).get("kind").asText());
    }

    @Test
    void whatNoSourceConfirmsAndWhatIsLeftOutSaySo() {
        // the content marks the Dunwich streets' layout and the Lurker's gate markers as placeholders
        JsonNode street = text(q("Sentinel Hill"));
        assertTrue(street.get("unverified").asBoolean(), street.toString());
        assertFalse(street.get("note").asText().isBlank());
        JsonNode gate = patient.get("/api/texts?kind=gate-marker").body();
        assertTrue(java.util.stream.StreamSupport.stream(gate.spliterator(), false)
                .anyMatch(g -> g.get("expansion").asText().equals("LURKER") && g.path("unverified").asBoolean()), "Lurker gate markers");
        assertFalse(text(q("Rivertown")).has("unverified"), "Arkham's streets are confirmed");
        JsonNode task = text(q("Courier Run"));
        assertEquals("task", task.get("kind").asText());
        assertTrue(task.has("leftOut"), "a Task whose steps are unknown stays out of the decks: " + task);
    }

    @Test
    void unknownNamesAre404WithCloseMatches() {
        Client.Response r = patient.get("/api/text?" + q("Chthonain"));
        assertEquals(404, r.status());
        assertEquals("Chthonian", r.body().get("closeMatches").get(0).asText(), r.text());
        assertTrue(r.body().get("error").asText().contains("Chthonain"));
        Client.Response part = patient.get("/api/text?" + q("Shotgn"));
        assertTrue(part.body().get("closeMatches").toString().contains("Shotgun"), part.text());
        Client.Response contained = patient.get("/api/text?" + q("Azathoth's"));
        assertTrue(contained.body().get("closeMatches").toString().contains("Azathoth"), contained.text());
        Client.Response id = patient.get("/api/text?id=monster:cultists");
        assertEquals(404, id.status());
        assertTrue(id.body().get("closeMatches").toString().contains("Cultist"), id.text());
        assertEquals(0, patient.get("/api/text?" + q("zzzzqqq")).body().get("closeMatches").size());
        assertEquals(400, patient.get("/api/text").status(), "a name or an id is needed");
        assertEquals(400, patient.get("/api/text?name=Gug&id=monster:gug").status(), "not both");
        assertEquals(400, patient.get("/api/texts?kind=spaceship").status());
    }
}
