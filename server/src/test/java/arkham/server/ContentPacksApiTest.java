package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.save.SaveGame;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A server's content packs (serve --content DIR): offered in the setup options, named by a game
 * (lobby or API field {@code packs}), recorded in its export, required by an import and a restart;
 * and what the protocol sends of components no source confirms.
 */
class ContentPacksApiTest {
    static final Path INVENTED = Path.of("../scenarios/packs/invented-dunwich-horror-cards");

    @Test
    void aGameNamesAServersPackAndItsExportNeedsIt(@TempDir Path data, @TempDir Path other) {
        Pack pack = Pack.open(INVENTED);
        String export;
        Client.Game g;
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), List.of(pack), Store.h2Url(data))) {
            Client c = new Client(server.start(0));
            JsonNode packs = c.get("/api/setup-options").body().get("packs");
            assertEquals("invented-dunwich-horror-cards", packs.get(0).get("name").asText());
            assertEquals(pack.checksum(), packs.get(0).get("sha256").asText());

            Client.Response unknown = c.post("/api/games", "{\"players\": 1, \"packs\": [\"house-rules\"]}");
            assertEquals(400, unknown.status());
            assertTrue(unknown.text().contains("no content pack 'house-rules' on this server; it offers invented-dunwich-horror-cards"),
                    unknown.text());

            g = c.create("{\"players\": 1, \"seed\": 3, \"dunwich\": {\"board\": true, \"cards\": true},"
                    + " \"packs\": [\"invented-dunwich-horror-cards\"]}");
            JsonNode game = c.view(g, 0).get("game");
            assertEquals("invented-dunwich-horror-cards (sha256 " + pack.checksum().substring(0, 12) + ")", game.get("packs").get(0).asText());
            assertTrue(game.get("unverified").toString().contains("Invented Card A"), game.get("unverified").toString());
            assertTrue(c.view(g, 0).get("log").toString().contains("Content packs: invented-dunwich-horror-cards"));
            export = c.get("/api/games/" + g.id() + "/export?token=" + g.token(0)).text();
            assertEquals(List.of(pack.ref()), SaveGame.parse(export).packs());
        }
        // the same database after a restart without the pack: opening the game says which pack it needs
        String view = "/api/games/" + g.id() + "?token=" + g.token(0);
        try (ArkhamServer without = new ArkhamServer(ContentLoader.core(), Store.h2Url(data))) {
            Client.Response r = new Client(without.start(0)).get(view);
            assertEquals(404, r.status());
            assertTrue(r.text().contains("no longer replays") && r.text().contains("'invented-dunwich-horror-cards'"), r.text());
            assertEquals(0, without.openGames());
        }
        try (ArkhamServer again = new ArkhamServer(ContentLoader.core(), List.of(pack), Store.h2Url(data))) {
            assertEquals(200, new Client(again.start(0)).get(view).status(), "with the pack back the game replays");
            assertEquals(1, again.openGames());
        }
        try (ArkhamServer elsewhere = new ArkhamServer(ContentLoader.core(), Store.h2Url(other))) {
            Client c = new Client(elsewhere.start(0));
            Client.Response r = c.post("/api/games/import", export);
            assertEquals(400, r.status());
            assertTrue(r.text().contains("this save was made with the content pack 'invented-dunwich-horror-cards'")
                    && r.text().contains("(this server offers no content pack)"), r.text());
        }
    }

    @Test
    void theBoardAndTheViewsFlagWhatNoSourceConfirms(@TempDir Path data) {
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data))) {
            Client c = new Client(server.start(0));
            Client.Game g = c.create("{\"players\": 1, \"seed\": 3, \"ancientOne\": \"Azathoth\", \"dunwich\": {\"board\": true},"
                    + " \"lurker\": {\"gates\": true}}");
            JsonNode board = c.get("/api/games/" + g.id() + "/board?token=" + g.token(1)).body();
            int flagged = 0;
            for (JsonNode p : board.get("places")) {
                if (p.hasNonNull("unverified")) {
                    flagged++;
                    assertTrue(p.get("town").asText().equals("Dunwich"), p.toString());
                }
            }
            assertEquals(6, flagged, "four streets and two vortices of Dunwich");
            assertEquals(403, c.get("/api/games/" + g.id() + "/board?token=nope").status());
            JsonNode unverified = c.view(g, 0).get("game").get("unverified");
            assertTrue(unverified.toString().contains("Lost Carcosa gate marker") && unverified.toString().contains("Yuggoth gate marker"),
                    unverified.toString());
            assertTrue(c.get("/api/setup-options").body().get("packs").isEmpty());
        }
    }
}
