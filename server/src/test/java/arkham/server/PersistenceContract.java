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
        }
    }
}
