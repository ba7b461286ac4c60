package arkham.server;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * {@code arkham load --startup-games N}: the start of {@code arkham serve} on a database that holds N
 * games. The games are stored directly (copies of one game played {@link #ANSWERS} answers in, each
 * with its own id and seat tokens); the server then starts in a JVM of its own, as {@code arkham
 * serve} does, and the probe times its first answered request, the first opening of a stored game
 * (replayed then), and its shutdown on SIGTERM.
 */
final class StartupProbe {
    static final int ANSWERS = 100;
    private static final Pattern URL = Pattern.compile("Open http://127\\.0\\.0\\.1:(\\d+)/");

    private StartupProbe() {
    }

    /** One stored game that can be opened: its id and spectator token. */
    record Stored(String id, String spectatorToken, long version) {
    }

    static int run(int games, Path dataDir) throws Exception {
        Path data = dataDir != null ? dataDir : Files.createTempDirectory("arkham-startup-");
        Files.createDirectories(data);
        Path file = data.resolve("arkham.mv.db");
        long t = System.nanoTime();
        Stored one;
        try (Store store = new Store(Store.h2Url(data))) {
            one = fill(store, ContentLoader.core(), games, ANSWERS);
        }
        System.out.printf("stored %,d games of %d answers each in %.1f s; the database file is %s%n", games, ANSWERS,
                (System.nanoTime() - t) / 1e9, LoadDriver.mb(LoadDriver.size(file)));

        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), ServerMain.class.getName(),
                "--port", "0", "--data", data.toString()).redirectErrorStream(true);
        pb.environment().put("ARKHAM_REQUEST_LOG", "OFF");
        long t0 = System.nanoTime();
        Process server = pb.start();
        int code;
        try {
            int port = portOf(server);
            HttpClient http = HttpClient.newHttpClient();
            String base = "http://127.0.0.1:" + port;
            get(http, base + "/api/setup-options");
            long t1 = System.nanoTime();
            String view = get(http, base + "/api/games/" + one.id() + "?token=" + one.spectatorToken());
            long t2 = System.nanoTime();
            if (!view.contains("\"version\":" + one.version()))
                throw new IllegalStateException("the stored game did not open at version " + one.version() + ": " + view);
            get(http, base + "/api/games/" + one.id() + "?token=" + one.spectatorToken());
            long t3 = System.nanoTime();
            System.out.printf("first request answered %.2f s after the server's JVM was started%n", (t1 - t0) / 1e9);
            System.out.printf("first opening of a stored game (%d answers replayed): %.0f ms; opening it again: %.1f ms%n",
                    one.version(), (t2 - t1) / 1e6, (t3 - t2) / 1e6);
            long t4 = System.nanoTime();
            server.destroy();
            if (!server.waitFor(120, TimeUnit.SECONDS)) throw new IllegalStateException("the server did not stop within 120 s of SIGTERM");
            code = server.exitValue();
            System.out.printf("SIGTERM: stopped in %.2f s, exit code %d; the database file is %s%n", (System.nanoTime() - t4) / 1e9, code,
                    LoadDriver.mb(LoadDriver.size(file)));
        } finally {
            server.destroyForcibly();
        }
        if (dataDir == null) try (Stream<Path> files = Files.walk(data)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
        // the JVM's exit code after SIGTERM is 143 (128 + 15) when its shutdown hooks ran
        return code == 143 || code == 0 ? 0 : 1;
    }

    /**
     * Stores {@code games} copies of one 2-player game played {@code answers} answers in (random legal
     * answers from a fixed seed), each with its own id and seat tokens, directly in the database.
     */
    static Stored fill(Store store, Content content, int games, int answers) {
        LiveGame template = new LiveGame("template", content, Setup.random(2, 7), List.of(), Map.of(), Map.of());
        Random random = new Random(7);
        while (template.answers.size() < answers) {
            Question q = template.game.question();
            if (q == null) throw new IllegalStateException("the template game ended after " + template.answers.size() + " answers");
            template.commit(template.tryAnswer(q.player() + 1, template.version, q.options().get(random.nextInt(q.options().size())).id()));
        }
        Stored first = null;
        List<Store.NewGame> batch = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            String id = Tokens.gameId();
            Map<Integer, String> hashes = new LinkedHashMap<>();
            String spectator = Tokens.token();
            hashes.put(0, Tokens.hash(spectator));
            for (int seat = 1; seat <= template.players(); seat++) hashes.put(seat, Tokens.hash(Tokens.token()));
            if (first == null) first = new Stored(id, spectator, template.version);
            batch.add(new Store.NewGame(id, template.setupJson(), "", template.aiLevels, template.version, hashes, template.answers));
            if (batch.size() == 500 || g == games - 1) {
                store.createGames(batch);
                batch.clear();
            }
        }
        return first;
    }

    /** Reads the server's output until it says where it listens (and keeps reading, so it never blocks on a full pipe). */
    private static int portOf(Process server) throws Exception {
        CompletableFuture<Integer> port = new CompletableFuture<>();
        StringBuilder seen = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = out.readLine()) != null) {
                    Matcher m = URL.matcher(line);
                    if (m.find()) port.complete(Integer.parseInt(m.group(1)));
                    else if (!port.isDone()) seen.append(line).append('\n');
                }
            } catch (IOException e) {
                // the server ended
            }
            port.completeExceptionally(new IllegalStateException("the server did not start:\n" + seen));
        }, "server-output");
        reader.setDaemon(true);
        reader.start();
        return port.get(120, TimeUnit.SECONDS);
    }

    private static String get(HttpClient http, String url) throws IOException, InterruptedException {
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 200) throw new IllegalStateException("GET " + url.replaceAll("token=[^&]*", "token=***") + " -> "
                + r.statusCode() + " " + r.body());
        return r.body();
    }
}
