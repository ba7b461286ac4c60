package arkham.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A test client for one server: HTTP calls and WebSockets, with JSON answers. */
final class Client {
    static final ObjectMapper JSON = new ObjectMapper();
    final String base;
    final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    record Response(int status, JsonNode body, String text) {
    }

    /** Waits and asks again when over the rate limit (for tests that make thousands of requests). */
    private final boolean patient;

    Client(int port) {
        this(port, false);
    }

    Client(int port, boolean patient) {
        base = "http://127.0.0.1:" + port;
        this.patient = patient;
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Response post(String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body))
                .header("Content-Type", "application/json"));
    }

    /** A POST with exactly these headers (name, value, name, value, ...): no Content-Type unless given. */
    Response postWith(String path, String body, String... headers) {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).POST(HttpRequest.BodyPublishers.ofString(body));
        for (int k = 0; k < headers.length; k += 2) b.header(headers[k], headers[k + 1]);
        return send(b);
    }

    /** The response's headers too (for the security headers). */
    HttpResponse<String> raw(String path) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(base + path)).GET().build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    private Response send(HttpRequest.Builder b) {
        try {
            HttpRequest request = b.timeout(Duration.ofSeconds(30)).build();
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            for (int k = 0; patient && r.statusCode() == 429 && k < 100; k++) {
                Thread.sleep(100);
                r = http.send(request, HttpResponse.BodyHandlers.ofString());
            }
            JsonNode n;
            try {
                n = JSON.readTree(r.body());
            } catch (IOException e) {
                n = null;
            }
            return new Response(r.statusCode(), n, r.body());
        } catch (IOException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A created game: its id and the tokens (index 0 = spectator, k = seat k; null for AI seats). */
    record Game(String id, String[] tokens) {
        String token(int seat) {
            return tokens[seat];
        }
    }

    Game create(String body) {
        Response r = post("/api/games", body);
        if (r.status() != 201) throw new AssertionError("create failed: " + r.status() + " " + r.text());
        return game(r.body());
    }

    /** The status of a create that should fail. */
    int create400(String body) {
        return post("/api/games", body).status();
    }

    static Game game(JsonNode created) {
        int players = 0;
        for (JsonNode s : created.get("seats")) players = Math.max(players, s.get("seat").asInt());
        String[] tokens = new String[Math.max(players, 8) + 1];
        for (JsonNode s : created.get("seats")) tokens[s.get("seat").asInt()] = s.get("token").asText();
        tokens[0] = created.get("spectator").get("token").asText();
        return new Game(created.get("gameId").asText(), tokens);
    }

    JsonNode view(Game g, int seat) {
        Response r = get("/api/games/" + g.id() + "?token=" + g.token(seat));
        if (r.status() != 200) throw new AssertionError("view failed: " + r.status() + " " + r.text());
        return r.body();
    }

    Response answer(Game g, int seat, long questionId, String option) {
        return post("/api/games/" + g.id() + "/answer", JSON.createObjectNode().put("token", g.token(seat))
                .put("questionId", questionId).put("option", option).toString());
    }

    /** Answers the pending question with its first option, as whichever seat it is for; returns the seat. */
    int answerFirst(Game g) {
        JsonNode q = view(g, 0).get("question");
        int seat = q.get("player").asInt();
        JsonNode full = view(g, seat).get("question");
        Response r = answer(g, seat, full.get("id").asLong(), full.get("options").get(0).get("id").asText());
        if (r.status() != 200) throw new AssertionError("answer failed: " + r.status() + " " + r.text());
        return seat;
    }

    Socket socket(Game g, int seat) {
        return socket(g.id(), g.token(seat));
    }

    Socket socket(String gameId, String token) {
        Socket s = new Socket();
        s.ws = http.newWebSocketBuilder().buildAsync(URI.create(base.replace("http", "ws") + "/ws/games/" + gameId
                + "?token=" + token), s).join();
        return s;
    }

    /** A WebSocket opened as a page of {@code origin} would open it. */
    Socket socketFrom(String origin, Game g, int seat) {
        Socket s = new Socket();
        s.ws = http.newWebSocketBuilder().header("Origin", origin).buildAsync(URI.create(base.replace("http", "ws") + "/ws/games/"
                + g.id() + "?token=" + g.token(seat)), s).join();
        return s;
    }

    /** A WebSocket whose incoming messages queue up for the test to take. */
    static final class Socket implements WebSocket.Listener {
        final BlockingQueue<JsonNode> messages = new LinkedBlockingQueue<>();
        WebSocket ws;
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
            partial.append(data.toString());
            if (last) {
                try {
                    messages.add(JSON.readTree(partial.toString()));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            w.request(1);
            return null;
        }

        void send(String text) {
            ws.sendText(text, true).join();
        }

        JsonNode next() {
            try {
                JsonNode m = messages.poll(10, TimeUnit.SECONDS);
                if (m == null) throw new AssertionError("no message within 10 s");
                return m;
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }

        /** The next message of a type, skipping others (e.g. views pushed when someone connects). */
        JsonNode next(String type) {
            while (true) {
                JsonNode m = next();
                if (m.get("type").asText().equals(type)) return m;
            }
        }

        /** Skips queued messages until a view of at least this version arrives. */
        JsonNode viewAtLeast(long version) {
            while (true) {
                JsonNode m = next("view");
                if (m.get("version").asLong() >= version) return m;
            }
        }

        void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
