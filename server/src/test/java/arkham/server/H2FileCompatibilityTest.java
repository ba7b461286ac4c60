package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An {@code arkham-data} folder written by an older H2 still opens: the resource
 * {@code h2-2.2.224/arkham.mv.db} was written by {@code arkham serve} on H2 2.2.224 (the version
 * before the upgrade to 2.5): a 2-player game, seat 2 played by the AI, 13 answers in all.
 */
@Tag("slow")
class H2FileCompatibilityTest {
    static final String GAME = "6VeFWabNrevZNwWt";
    static final String SEAT_1 = "_nQzRB3odEmnIiCHT7pgcg";
    static final int ANSWERS = 13;

    @TempDir
    Path data;

    @Test
    void aDatabaseFileOfTheOlderH2OpensWithEveryAnswer() throws IOException {
        copyOldDatabase();
        try (Store store = new Store(Store.h2Url(data))) {
            assertEquals(1, store.gameCount());
            Store.StoredGame g = store.load(GAME);
            assertEquals(GAME, g.id());
            assertEquals(ANSWERS, g.version());
            assertEquals(ANSWERS, g.answers().size());
            assertEquals(Tokens.hash(SEAT_1), g.tokenHashes().get(1));
        }
    }

    @Test
    void theServerReplaysTheOldGameAndPlayGoesOn() throws IOException {
        copyOldDatabase();
        Client.Game g = new Client.Game(GAME, new String[] {null, SEAT_1});
        long version;
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data))) {
            assertEquals(1, server.storedGames(), "the stored game is there");
            Client c = new Client(server.start(0));
            JsonNode view = c.view(g, 1);
            version = view.get("version").asLong();
            assertTrue(version >= ANSWERS, "every stored answer was replayed: version " + version);
            JsonNode q = view.get("question");
            assertNotNull(q, "the game is waiting for an answer");
            if (q.get("player").asInt() == 1) {
                assertEquals(200, c.answer(g, 1, q.get("id").asLong(), q.get("options").get(0).get("id").asText()).status());
                version = c.view(g, 1).get("version").asLong();
            }
        }
        try (ArkhamServer again = new ArkhamServer(ContentLoader.core(), Store.h2Url(data))) {
            Client c = new Client(again.start(0));
            assertTrue(c.view(g, 1).get("version").asLong() >= version, "what was written after the upgrade is kept");
        }
    }

    private void copyOldDatabase() throws IOException {
        try (InputStream in = getClass().getResourceAsStream("/h2-2.2.224/arkham.mv.db")) {
            assertNotNull(in, "the test resource h2-2.2.224/arkham.mv.db");
            Files.copy(in, data.resolve("arkham.mv.db"));
        }
    }
}
