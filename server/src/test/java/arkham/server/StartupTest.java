package arkham.server;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Start-up reads no stored game: with 10,000 games in the database the server starts with none in
 * memory, answers at once, and replays a game when it is first opened. (How long start-up takes is
 * measured by {@code arkham load --startup-games 10000}, docs/PERFORMANCE.md, not here.)
 */
@Tag("slow")
class StartupTest {
    @TempDir
    Path data;

    @Test
    void aServerWithTenThousandStoredGamesReplaysNoneUntilOneIsOpened() {
        Content content = ContentLoader.core();
        StartupProbe.Stored one;
        try (Store store = new Store(Store.h2Url(data))) {
            one = StartupProbe.fill(store, content, 10_000, 20);
        }
        long t = System.nanoTime();
        try (ArkhamServer server = new ArkhamServer(content, Store.h2Url(data))) {
            Client c = new Client(server.start(0));
            assertEquals(200, c.get("/api/setup-options").status());
            System.out.printf("StartupTest: 10,000 stored games, first request answered %.0f ms after the server was made%n",
                    (System.nanoTime() - t) / 1e6);
            assertEquals(0, server.openGames(), "no stored game was replayed at start-up");
            assertEquals(10_000, server.storedGames());
            JsonNode view = c.get("/api/games/" + one.id() + "?token=" + one.spectatorToken()).body();
            assertEquals(20, view.get("version").asLong(), "the game opened with every stored answer replayed");
            assertEquals(1, server.openGames(), "only the game asked for is in memory");
            assertEquals(404, c.get("/api/games/NoSuchGame123456?token=x").status());
            assertEquals(1, server.openGames());
        }
    }
}
