package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.net.http.HttpResponse;
import java.net.http.WebSocketHandshakeException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletionException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a page of another site can do to this server: nothing. Security headers on every response
 * (pages, scripts, API answers, errors), changes only as application/json from this server's own
 * pages or from clients that are not browsers, WebSockets only from this server's pages.
 */
class SecurityTest {
    @TempDir
    static Path data;
    static ArkhamServer server;
    static Client client;
    static String self;

    @BeforeAll
    static void start() {
        server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data));
        int port = server.start(0);
        client = new Client(port);
        self = "http://127.0.0.1:" + port;
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void everyResponseCarriesTheSecurityHeaders() {
        Client.Game g = client.create("{\"players\": 1, \"seed\": 3}");
        for (String path : List.of("/", "/index.html", "/play.html?game=" + g.id() + "&token=" + g.token(1), "/js/game.js",
                "/css/style.css", "/layout.json", "/api/setup-options", "/api/games/" + g.id() + "?token=" + g.token(1),
                "/api/games/" + g.id() + "/export?token=" + g.token(1), "/api/games/nosuchgame?token=x", "/api/games/" + g.id(),
                "/no-such-file.html")) {
            HttpResponse<String> r = client.raw(path);
            String csp = r.headers().firstValue("Content-Security-Policy").orElse("");
            assertTrue(csp.contains("script-src 'self'"), path + ": " + csp);
            assertTrue(csp.contains("frame-ancestors 'none'"), path + ": " + csp);
            assertFalse(csp.contains("unsafe-inline") || csp.contains("unsafe-eval"), path + ": no inline script or style: " + csp);
            assertEquals("nosniff", r.headers().firstValue("X-Content-Type-Options").orElse(""), path);
            assertEquals("no-referrer", r.headers().firstValue("Referrer-Policy").orElse(""), path);
            assertEquals("no-store", r.headers().firstValue("Cache-Control").orElse(""), path + ": tokens travel in addresses and answers");
        }
        // the pages hold no inline script or handler: the policy would refuse it
        for (String page : List.of("/", "/play.html")) {
            String html = client.raw(page).body();
            assertFalse(html.matches("(?s).*<script(?![^>]*\\bsrc=)[^>]*>.*"), page + " has an inline script");
            assertFalse(html.matches("(?s).*\\son[a-z]+\\s*=.*"), page + " has an inline event handler");
            assertFalse(html.contains("style="), page + " has an inline style");
        }
    }

    @Test
    void aChangeMustBeJson() {
        int before = server.storedGames();
        for (String type : new String[]{null, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"}) {
            Client.Response r = type == null ? client.postWith("/api/games", "{\"players\": 1}")
                    : client.postWith("/api/games", "{\"players\": 1}", "Content-Type", type);
            assertEquals(415, r.status(), type + ": " + r.text());
            assertTrue(r.body().get("error").asText().contains("application/json"), r.text());
        }
        assertEquals(201, client.postWith("/api/games", "{\"players\": 1}", "Content-Type", "application/json; charset=utf-8").status());
        assertEquals(before + 1, server.storedGames(), "only the JSON request made a game");

        Client.Game g = client.create("{\"players\": 1, \"seed\": 4}");
        JsonNode q = client.view(g, 1).get("question");
        String answer = "{\"token\": \"" + g.token(1) + "\", \"questionId\": " + q.get("id").asLong() + ", \"option\": \""
                + q.get("options").get(0).get("id").asText() + "\"}";
        assertEquals(415, client.postWith("/api/games/" + g.id() + "/answer", answer, "Content-Type", "text/plain").status());
        String save = client.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).text();
        assertEquals(415, client.postWith("/api/games/import", save, "Content-Type", "text/plain").status());
        assertEquals(0, client.view(g, 1).get("version").asLong(), "nothing was answered");
    }

    @Test
    void aPageOfAnotherSiteCannotCreateImportOrAnswer() {
        int before = server.storedGames();
        String json = "application/json";
        for (String origin : new String[]{"http://evil.example", "http://127.0.0.1:1", "https://127.0.0.1", "null"}) {
            Client.Response r = client.postWith("/api/games", "{\"players\": 1}", "Content-Type", json, "Origin", origin);
            assertEquals(403, r.status(), origin + ": " + r.text());
            assertTrue(r.body().get("error").asText().contains("cross-site"), r.text());
        }
        assertEquals(before, server.storedGames(), "no game was made");

        Client.Game g = client.create("{\"players\": 1, \"seed\": 5}");
        JsonNode q = client.view(g, 1).get("question");
        String answer = "{\"token\": \"" + g.token(1) + "\", \"questionId\": " + q.get("id").asLong() + ", \"option\": \""
                + q.get("options").get(0).get("id").asText() + "\"}";
        String save = client.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).text();
        assertEquals(403, client.postWith("/api/games/import", save, "Content-Type", json, "Origin", "http://evil.example").status());
        assertEquals(403, client.postWith("/api/games/" + g.id() + "/answer", answer, "Content-Type", json, "Origin", "http://evil.example").status());
        assertEquals(0, client.view(g, 1).get("version").asLong(), "nothing was answered");

        // this server's own pages, and clients that send no Origin (curl, scripts), are let through
        assertEquals(200, client.postWith("/api/games/" + g.id() + "/answer", answer, "Content-Type", json, "Origin", self).status());
        assertEquals(201, client.postWith("/api/games/import", save, "Content-Type", json).status());
    }

    @Test
    void aWebSocketOpensOnlyFromThisServersPages() {
        Client.Game g = client.create("{\"players\": 1, \"seed\": 6}");
        CompletionException refused = assertThrows(CompletionException.class, () -> client.socketFrom("http://evil.example", g, 1));
        WebSocketHandshakeException handshake = assertInstanceOf(WebSocketHandshakeException.class, refused.getCause());
        assertEquals(403, handshake.getResponse().statusCode());
        Client.Socket mine = client.socketFrom(self, g, 1);
        assertFalse(mine.next("view").get("view").get("readOnly").asBoolean());
        mine.close();
    }
}
