package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every database must keep: a server started again on the same database has every game
 * exactly where it was (answers, undos, version, log), the tokens still work, and play goes on.
 */
abstract class PersistenceContract {
    abstract String jdbcUrl();

    @Test
    void aRestartedServerHasEveryGameWhereItWas() {
        Client.Game g;
        JsonNode before;
        Client.Game ai;
        Client.Game levels;
        try (ArkhamServer first = new ArkhamServer(ContentLoader.core(), jdbcUrl())) {
            Client c = new Client(first.start(0));
            g = c.create("{\"players\": 3, \"seed\": 21, \"lurker\": {\"herald\": true, \"burst\": true}}");
            boolean undone = false;
            for (int k = 0; k < 25; k++) {
                int seat = c.answerFirst(g);
                if (!undone && c.post("/api/games/" + g.id() + "/undo", "{\"token\": \"" + g.token(seat) + "\"}").status() == 200) {
                    undone = true;
                    c.answerFirst(g);
                }
            }
            assertTrue(undone, "the stored game includes an undo");
            before = c.view(g, 1);
            ai = c.create("{\"players\": 1, \"seed\": 22}");
            c.answerFirst(ai);
            levels = c.create("{\"players\": 3, \"seed\": 23, \"aiSeats\": [2, 3], \"aiLevels\": {\"2\": \"random\"}}");
        }
        try (ArkhamServer second = new ArkhamServer(ContentLoader.core(), jdbcUrl())) {
            Client c = new Client(second.start(0));
            JsonNode after = c.view(g, 1);
            assertEquals(before.get("version"), after.get("version"));
            assertEquals(before.get("game"), after.get("game"));
            assertEquals(before.get("question"), after.get("question"));
            assertEquals(before.get("log"), after.get("log"));
            assertEquals(1, c.view(ai, 0).get("version").asLong());
            c.answerFirst(g);
            assertEquals(before.get("version").asLong() + 1, c.view(g, 0).get("version").asLong());
            assertEquals(403, c.get("/api/games/" + g.id() + "?token=" + ai.token(1)).status(), "tokens stay with their game");
            JsonNode seats = c.view(levels, 0).get("seats");
            assertEquals("random", seats.get(1).get("aiLevel").asText(), "each AI seat keeps its level");
            assertEquals("heuristic", seats.get(2).get("aiLevel").asText());
        }
    }

    /**
     * The key that seals exports is kept with the games: an export sealed before a restart imports
     * after it, and a game imported with a new future is, after a restart, the very game it was.
     */
    @Test
    void sealedExportsAndImportedGamesOutliveARestart() {
        String sealed;
        Client.Game copy;
        JsonNode before;
        String copyExport;
        try (ArkhamServer first = new ArkhamServer(ContentLoader.core(), jdbcUrl())) {
            Client c = new Client(first.start(0));
            Client.Game g = c.create("{\"players\": 2}");
            for (int k = 0; k < 8; k++) c.answerFirst(g);
            sealed = c.get("/api/games/" + g.id() + "/export?token=" + g.token(0)).text();
            Client.Response r = c.post("/api/games/import", sealed);
            assertEquals(201, r.status(), r.text());
            copy = Client.game(r.body());
            c.answerFirst(copy);
            before = c.view(copy, 0);
            copyExport = c.get("/api/games/" + copy.id() + "/export?token=" + copy.token(0)).body().get("stateHash").asText();
        }
        try (ArkhamServer second = new ArkhamServer(ContentLoader.core(), jdbcUrl())) {
            Client c = new Client(second.start(0));
            assertEquals(201, c.post("/api/games/import", sealed).status(), "sealed before the restart, opened after it");
            JsonNode after = c.view(copy, 0);
            assertEquals(before.get("version"), after.get("version"));
            assertEquals(before.get("game"), after.get("game"));
            assertEquals(before.get("log"), after.get("log"));
            assertEquals(copyExport, c.get("/api/games/" + copy.id() + "/export?token=" + copy.token(0)).body().get("stateHash").asText(),
                    "the same hidden state too: its future was drawn anew the same way");
            c.answerFirst(copy);
        }
    }
}
