package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The database goes away while games are played: a real PostgreSQL stopped under the server. An
 * answer fails within 3 s saying the database is unavailable and nothing changed, and nothing did;
 * every window is told, and told again when it is back; then play (an AI seat's too) goes on by
 * itself. And a write the server reports as failed although the database kept it (the connection
 * broke during the commit) is found and taken when the database answers again.
 */
@Tag("slow")
class DatabaseOutageTest {
    static Postgres postgres;

    @TempDir
    Path data;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = Postgres.start();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) postgres.close();
    }

    @Test
    void anAnswerFailsWithin3sChangesNothingAndPlayResumesByItself() throws Exception {
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), postgres.jdbcUrl())) {
            Client c = new Client(server.start(0));
            Client.Game g = c.create("{\"players\": 2, \"seed\": 41}");
            Client.Game ai = c.create("{\"players\": 8, \"aiSeats\": [1, 2, 3, 4, 5, 6, 7, 8], \"aiLevel\": \"random\"}");
            for (int k = 0; k < 3; k++) c.answerFirst(g);
            int seat = c.view(g, 0).get("question").get("player").asInt();
            Client.Socket window = c.socket(g, seat);
            JsonNode before = window.next("view").get("view");
            String hashBefore = c.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).body().get("stateHash").asText();
            JsonNode q = before.get("question");
            String option = q.get("options").get(0).get("id").asText();

            postgres.stop();
            long t = System.nanoTime();
            Client.Response r = c.answer(g, seat, q.get("id").asLong(), option);
            long ms = (System.nanoTime() - t) / 1_000_000;
            assertEquals(503, r.status(), r.text());
            assertEquals("database unavailable — nothing changed", r.body().get("error").asText());
            assertTrue(ms < 3_000, "the answer failed after " + ms + " ms");
            JsonNode down = window.next("status");
            assertEquals("unavailable", down.get("database").asText(), "every window is told");

            t = System.nanoTime();
            window.send("{\"type\": \"answer\", \"questionId\": " + q.get("id").asLong() + ", \"option\": \"" + option + "\"}");
            JsonNode error = window.next("error");
            assertEquals(503, error.get("code").asInt());
            assertEquals("database unavailable — nothing changed", error.get("message").asText());
            assertTrue((System.nanoTime() - t) / 1_000_000 < 3_000, "over the socket too, within 3 s");

            JsonNode after = c.view(g, seat);
            for (String field : new String[]{"version", "game", "question", "log"})
                assertEquals(before.get(field), after.get(field), field + " is as it was");
            assertEquals(hashBefore, c.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).body().get("stateHash").asText(),
                    "the game is exactly as it was");
            long aiVersion = waitForStableVersion(c, ai);

            postgres.restart();
            JsonNode back = window.next("status");
            assertEquals("ok", back.get("database").asText(), "every window is told the database is back");
            assertEquals(200, c.answer(g, seat, q.get("id").asLong(), option).status(), "the same answer now goes through");
            assertEquals(before.get("version").asLong() + 1, c.view(g, 0).get("version").asLong());
            waitUntil(() -> c.view(ai, 0).get("version").asLong() > aiVersion + 5, "the AI seats play on by themselves");
            window.close();
        }
    }

    /**
     * A database that keeps every write but reports the end of each as failed (H2 with a user that
     * may write but not CHECKPOINT, which the server runs after each commit): like a connection that
     * broke during the commit. The answer gets 503; once the database answers, the server finds the
     * answer stored and the game takes it.
     */
    @Test
    void aWriteReportedFailedThatTheDatabaseKeptIsTakenWhenItAnswers() throws Exception {
        String admin = Store.h2Url(data);
        Client.Game g;
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), admin)) {
            g = new Client(server.start(0)).create("{\"players\": 1, \"seed\": 43}");
        }
        try (Connection c = DriverManager.getConnection(admin); Statement s = c.createStatement()) {
            s.execute("CREATE USER player PASSWORD 'p'");
            s.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON game, seat, answer, server_key, \"flyway_schema_history\" TO player");
        }
        // without the settings of Store.h2Url: setting them needs an administrator too
        String player = "jdbc:h2:file:" + data.toAbsolutePath().resolve("arkham") + ";USER=player;PASSWORD=p";
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), player)) {
            Client c = new Client(server.start(0));
            JsonNode q = c.view(g, 1).get("question");
            String option = q.get("options").get(0).get("id").asText();
            Client.Response r = c.answer(g, 1, q.get("id").asLong(), option);
            assertEquals(503, r.status(), r.text());
            waitUntil(() -> c.view(g, 1).get("version").asLong() == 1, "the stored answer is taken");
            JsonNode save = c.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).body();
            assertEquals(1, save.get("answers").size());
            assertEquals(option, save.get("answers").get(0).get("option").asText());
        }
    }

    /** Waits until a game's version stays the same for a second (its AI seats stopped); returns it. */
    private static long waitForStableVersion(Client c, Client.Game g) throws InterruptedException {
        long last = -1;
        for (int k = 0; k < 30; k++) {
            long v = c.view(g, 0).get("version").asLong();
            if (v == last) return v;
            last = v;
            Thread.sleep(1_000);
        }
        throw new AssertionError("the AI seats kept answering with the database stopped");
    }

    private static void waitUntil(BooleanSupplier condition, String what) throws InterruptedException {
        for (int k = 0; k < 200; k++) {
            if (condition.getAsBoolean()) return;
            Thread.sleep(100);
        }
        throw new AssertionError("not within 20 s: " + what);
    }
}
