package arkham.server;

import arkham.content.ContentLoader;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The request log: one line per API call and WebSocket, with method, path, status and time, and no seat token. */
class RequestLogTest {
    @TempDir
    Path data;

    @Test
    void tokenValuesAreHiddenAndTheRestOfTheQueryKept() {
        assertEquals("token=***&from=3", RequestLog.redact("token=s3cr3t&from=3"));
        assertEquals("at=2&TOKEN=***&token=***", RequestLog.redact("at=2&TOKEN=a&token=b"));
        assertEquals("%74oken=***", RequestLog.redact("%74oken=s3cr3t"), "a name spelt with escapes is still the token");
        assertEquals("tokens=1&token", RequestLog.redact("tokens=1&token"));
        assertEquals("/api/board", RequestLog.target("/api/board", null));
        assertEquals("GET /api/games/x?token=*** 404 2.5 ms", RequestLog.line("GET", "/api/games/x", "token=t", 404, 2.46f));
        String longQuery = "x=" + "a".repeat(500) + "&token=s3cr3t";
        assertTrue(RequestLog.redact(longQuery).length() < 220, "a long query is cut");
        assertFalse(RequestLog.redact("x=" + "a".repeat(190) + "&token=s3cr3t").contains("s3"), "a cut token is hidden too");
    }

    @Test
    void everyApiCallAndWebSocketIsOneLineWithoutItsToken() throws InterruptedException {
        Logger log = (Logger) LoggerFactory.getLogger("arkham.server.http");
        ListAppender<ILoggingEvent> seen = new ListAppender<>();
        seen.start();
        Level before = log.getLevel();
        log.addAppender(seen);
        log.setLevel(Level.INFO);
        log.setAdditive(false);
        Client.Game g;
        try (ArkhamServer server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data))) {
            Client c = new Client(server.start(0));
            g = c.create("{\"players\": 2, \"seed\": 5}");
            c.view(g, 1);
            assertEquals(403, c.get("/api/games/" + g.id() + "/log?token=wrong&from=0").status());
            assertEquals(200, c.get("/index.html").status());
            Client.Socket s = c.socket(g, 2);
            s.next("view");
            s.close();
            for (int k = 0; k < 100 && seen.list.size() < 5; k++) TimeUnit.MILLISECONDS.sleep(20);
        } finally {
            log.detachAppender(seen);
            log.setLevel(before);
            log.setAdditive(true);
        }
        List<String> lines = seen.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        String id = g.id();
        assertEquals(5, lines.size(), "the static page is not an API call: " + lines);
        assertTrue(lines.get(0).matches("POST /api/games 201 \\d+\\.\\d ms"), lines.get(0));
        assertTrue(lines.get(1).matches("GET /api/games/" + id + "\\?token=\\*\\*\\* 200 \\d+\\.\\d ms"), lines.get(1));
        assertTrue(lines.get(2).matches("GET /api/games/" + id + "/log\\?token=\\*\\*\\*&from=0 403 \\d+\\.\\d ms"), lines.get(2));
        assertTrue(lines.get(3).matches("WS /ws/games/" + id + "\\?token=\\*\\*\\* 101 \\d+\\.\\d ms"), lines.get(3));
        assertTrue(lines.get(4).startsWith("WS closed /ws/games/" + id + "?token=*** 1000"), lines.get(4));
        for (String line : lines) {
            for (String token : g.tokens()) if (token != null) assertFalse(line.contains(token), line);
            assertFalse(line.contains("wrong"), line);
        }
    }
}
