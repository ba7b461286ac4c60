package arkham.server;

import arkham.content.ContentLoader;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * {@code arkham load}: many games at once over WebSockets on loopback, every seat answering its
 * questions with a random legal option, for a bounded time. Reports answers per second, the
 * answer-to-update latency (answer sent until that seat's next view arrives), errors, answers
 * acknowledged but missing from the stored game afterwards, and the H2 file's size: bytes per
 * answer while the server runs and after it closes (compacted). {@code --startup-games N} instead
 * times the start of {@code arkham serve} on a database holding N games.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Load test: concurrent games over WebSockets with random legal answers (loopback only).")
public final class LoadDriver implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", description = "concurrent games; one that ends is replaced by a new one (default: 200)")
    int games = 200;

    @Option(names = "--players", description = "seats per game, each its own WebSocket (default: 2)")
    int players = 2;

    @Option(names = "--seconds", description = "how long to play (default: 30)")
    int seconds = 30;

    @Option(names = "--think-ms", description = "pause before each answer, like a player reading (default: 60)")
    int thinkMs = 60;

    @Option(names = "--warmup", description = "seconds played before measuring, while the JIT compiles (default: 5)")
    int warmup = 5;

    @Option(names = "--port", description = "load an already running server on 127.0.0.1:PORT instead of starting one")
    Integer port;

    @Option(names = "--data", paramLabel = "DIR", description = {"keep the started server's H2 database in DIR (default: a"
            + " temporary folder, deleted afterwards);", "with --port: that server's --data folder, to report the file's size"})
    Path dataDir;

    @Option(names = "--startup-games", paramLabel = "N", description = {"no load: store N played games directly in the database,",
            "start `arkham serve` on it in a new JVM, and time its first answered request,",
            "the first opening of a stored game, and its shutdown on SIGTERM"})
    Integer startupGames;

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** Just what a seat needs of a message; the rest (game, log) is skipped unread. */
    record Message(String type, long version, Integer code, View view) {
    }

    record View(Question question, boolean over) {
    }

    record Question(Long id, int player, List<Choice> options) {
    }

    record Choice(String id) {
    }
    private final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final AtomicLong answers = new AtomicLong();
    /** Acknowledged answers since the games were created, warm-up included: what the database holds. */
    private final AtomicLong stored = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    private final List<String> errorSamples = java.util.Collections.synchronizedList(new ArrayList<>());
    private volatile boolean stopping;
    private volatile boolean measuring;
    private String base;
    private HttpClient http;
    private ScheduledExecutorService think;
    private final List<Seat> seats = new CopyOnWriteArrayList<>();
    private final List<String[]> created = new CopyOnWriteArrayList<>();
    private final AtomicInteger gameNumber = new AtomicInteger();

    public static void main(String[] args) {
        // the server it starts would log each of its thousands of requests: off unless asked for
        if (System.getProperty("ARKHAM_REQUEST_LOG") == null && System.getenv("ARKHAM_REQUEST_LOG") == null)
            System.setProperty("ARKHAM_REQUEST_LOG", "OFF");
        System.exit(CommandLines.run(new LoadDriver(), args));
    }

    @Override
    public Integer call() throws Exception {
        if (games < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--games must be at least 1, was " + games);
        if (players < 1 || players > 8) throw new CommandLine.ParameterException(spec.commandLine(), "--players must be 1 to 8, was " + players);
        if (seconds < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--seconds must be at least 1, was " + seconds);
        if (warmup < 0) throw new CommandLine.ParameterException(spec.commandLine(), "--warmup must not be negative, was " + warmup);
        if (thinkMs < 0) throw new CommandLine.ParameterException(spec.commandLine(), "--think-ms must not be negative, was " + thinkMs);
        if (startupGames != null) {
            if (startupGames < 1) throw new CommandLine.ParameterException(spec.commandLine(), "--startup-games must be at least 1, was " + startupGames);
            return StartupProbe.run(startupGames, dataDir);
        }
        ArkhamServer server = null;
        Path data = dataDir;
        boolean temporary = data == null && port == null;
        int p;
        if (port == null) {
            if (temporary) data = Files.createTempDirectory("arkham-load-");
            else Files.createDirectories(data);
            server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data));
            p = server.start(0);
        } else {
            p = port;
        }
        Path file = data == null ? null : data.resolve("arkham.mv.db");
        base = "http://127.0.0.1:" + p;
        http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        think = Executors.newScheduledThreadPool(2);
        if (server == null) {
            try {
                http.send(HttpRequest.newBuilder(URI.create(base + "/")).GET().build(), HttpResponse.BodyHandlers.discarding());
            } catch (java.net.ConnectException e) {
                throw new CommandLines.Refused("nothing answers on 127.0.0.1:" + p + ".\nStart './arkham serve --port " + p
                        + "' first, or leave out --port to load a server of its own.", e);
            }
        }
        for (int g = 0; g < games; g++) startGame();
        System.out.println("load: " + games + " games at a time, " + seats.size() + " WebSockets, " + warmup + " s warm-up, then "
                + seconds + " s measured, " + thinkMs + " ms think time ...");
        // the file's size every second; every minute a line, with what the file holds compacted (a copy, compacted)
        long[] peak = {0};
        long[] ticks = {0};
        double[] worst = {0};
        // on a thread of its own: compacting a copy takes seconds, which the seats' threads must not wait for
        ScheduledExecutorService watch = Executors.newSingleThreadScheduledExecutor();
        if (file != null) watch.scheduleAtFixedRate(() -> {
            long size = size(file);
            peak[0] = Math.max(peak[0], size);
            if (++ticks[0] % 60 != 0) return;
            long compacted = compactedCopy(file);
            double ratio = compacted > 0 ? (double) size / compacted : 0;
            worst[0] = Math.max(worst[0], ratio);
            System.out.printf("  %d s: %d answers stored, file %s%s; %s%n", ticks[0], stored.get(), mb(size), perAnswer(size, stored.get()),
                    compacted > 0 ? String.format("compacted %s: %.1f times", mb(compacted), ratio) : "a copy did not compact");
        }, 1, 1, TimeUnit.SECONDS);
        Thread.sleep(warmup * 1000L);
        latencies.clear();
        answers.set(0);
        measuring = true;
        long start = System.nanoTime();
        Thread.sleep(seconds * 1000L);
        stopping = true;
        double elapsed = (System.nanoTime() - start) / 1e9;
        long answered = answers.get();
        Thread.sleep(500);
        think.shutdownNow();
        watch.shutdownNow();
        think.awaitTermination(10, TimeUnit.SECONDS);
        for (Seat s : seats) if (!s.ws.isOutputClosed()) s.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");

        // every acknowledged answer must be in the stored game
        long lost = 0;
        long acked = 0;
        for (String[] g : created) {
            HttpRequest export = HttpRequest.newBuilder(URI.create(base + "/api/games/" + g[0] + "/export?token=" + g[1])).GET().build();
            HttpResponse<String> r = http.send(export, HttpResponse.BodyHandlers.ofString());
            // thousands of games are checked at once: wait when over the server's rate limit
            for (int k = 0; r.statusCode() == 429 && k < 100; k++) {
                Thread.sleep(100);
                r = http.send(export, HttpResponse.BodyHandlers.ofString());
            }
            if (r.statusCode() != 200) throw new IllegalStateException("export of game " + g[0] + " failed: " + r.statusCode() + " " + r.body());
            int stored = JSON.readTree(r.body()).get("answers").size();
            long a = seats.stream().filter(s -> s.game.equals(g[0])).mapToLong(s -> s.acked).sum();
            acked += a;
            lost += Math.max(0, a - stored);
        }
        long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("answers: %d in %.1f s = %.0f answers/s (acknowledged %d, in %d games)%n", answered, elapsed, answered / elapsed,
                acked, created.size());
        if (l.length > 0)
            System.out.printf("answer->update latency: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", pct(l, 50), pct(l, 99),
                    l[l.length - 1] / 1e6);
        System.out.println("errors: " + errors.get() + (errorSamples.isEmpty() ? "" : " e.g. " + errorSamples.subList(0, Math.min(3, errorSamples.size()))));
        System.out.println("lost answers: " + lost);
        if (file != null) {
            long end = size(file);
            System.out.println("storage: " + mb(end) + " at the end (peak " + mb(peak[0]) + ") for " + stored.get()
                    + " answers stored" + perAnswer(end, stored.get()));
        }
        if (server != null) {
            server.close();
            long closed = size(file);
            System.out.printf("after the server closed (compacted): %s%s; the peak was %.1f times that%s%n", mb(closed),
                    perAnswer(closed, stored.get()), closed == 0 ? 0 : (double) peak[0] / closed,
                    worst[0] == 0 ? "" : String.format("; the file was at most %.1f times its compacted size at the minutes", worst[0]));
            if (temporary) try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
        return errors.get() == 0 && lost == 0 ? 0 : 1;
    }

    /** Creates a game and opens a socket per seat (seeds 1000, 1001, ... in order). */
    private void startGame() throws IOException, InterruptedException {
        int n = gameNumber.getAndIncrement();
        HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games")).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"players\": " + players + ", \"seed\": " + (1000 + n) + "}")).build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() != 201) throw new IllegalStateException("create failed: " + r.body());
        JsonNode c = JSON.readTree(r.body());
        String id = c.get("gameId").asText();
        created.add(new String[]{id, c.get("spectator").get("token").asText()});
        for (JsonNode s : c.get("seats")) {
            Seat seat = new Seat(id, s.get("seat").asInt(), new Random(n * 31L + s.get("seat").asInt()));
            seat.ws = http.newWebSocketBuilder().buildAsync(URI.create(base.replace("http", "ws") + "/ws/games/" + id
                    + "?token=" + s.get("token").asText()), seat).join();
            seats.add(seat);
        }
    }

    /** A game ended: its sockets close and a new game takes its place, so the load stays at --games games. */
    private void replace(String game) {
        if (stopping) return;
        think.execute(() -> {
            try {
                for (Seat s : seats) if (s.game.equals(game) && !s.ws.isOutputClosed()) s.ws.sendClose(WebSocket.NORMAL_CLOSURE, "over");
                if (!stopping) startGame();
            } catch (IOException | RuntimeException e) {
                errors.incrementAndGet();
                errorSamples.add("replacing a finished game: " + e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /**
     * What the database file holds now once compacted: a copy of it (as after a crash, which H2 opens
     * at its last complete commit) closed with {@code SHUTDOWN COMPACT}. 0 if it cannot be made.
     */
    static long compactedCopy(Path file) {
        Path dir = file.resolveSibling("compacted-copy");
        try {
            Files.createDirectories(dir);
            Files.copy(file, dir.resolve("arkham.mv.db"), StandardCopyOption.REPLACE_EXISTING);
            try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.toAbsolutePath().resolve("arkham"));
                 Statement s = c.createStatement()) {
                s.execute("SHUTDOWN COMPACT");
            } catch (SQLException e) {
                // after SHUTDOWN the connection cannot close (the database is closed); any other failure leaves the figure unknown
                if (e.getErrorCode() != 90121) return 0;
            }
            return size(dir.resolve("arkham.mv.db"));
        } catch (IOException e) {
            return 0;
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            } catch (IOException e) {
                // nothing left to delete
            }
        }
    }

    static long size(Path file) {
        try {
            return Files.exists(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }

    static String mb(long bytes) {
        return String.format("%.1f MB", bytes / 1e6);
    }

    private static String perAnswer(long bytes, long answers) {
        return answers == 0 ? "" : String.format(", %,d bytes an answer", bytes / answers);
    }

    private static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    /** One seat's socket: answers each question put to it after a short think. */
    private final class Seat implements WebSocket.Listener {
        final String game;
        final int seat;
        final Random random;
        WebSocket ws;
        private final StringBuilder partial = new StringBuilder();
        private long sentAt;
        private long waitingFor = -1;
        private long answeredQuestion = -1;
        private boolean ended;
        long acked;

        Seat(String game, int seat, Random random) {
            this.game = game;
            this.seat = seat;
            this.random = random;
        }

        @Override
        public CompletionStage<?> onText(WebSocket w, CharSequence data, boolean last) {
            // one bulk copy: appending a CharSequence copies it a char at a time
            partial.append(data.toString());
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                try {
                    handle(JSON.readValue(text, Message.class), text);
                } catch (IOException e) {
                    errors.incrementAndGet();
                    errorSamples.add(e.toString());
                }
            }
            w.request(1);
            return null;
        }

        private synchronized void handle(Message m, String text) {
            switch (m.type()) {
                case "ack" -> {
                    acked++;
                    stored.incrementAndGet();
                }
                case "error" -> {
                    errors.incrementAndGet();
                    errorSamples.add(text);
                }
                case "view" -> {
                    long version = m.version();
                    if (waitingFor >= 0 && version > waitingFor) {
                        if (measuring) latencies.add(System.nanoTime() - sentAt);
                        waitingFor = -1;
                    }
                    if (m.view().over() && seat == 1 && !ended) {
                        ended = true;
                        replace(game);
                    }
                    Question q = m.view().question();
                    if (stopping || q == null || q.options() == null || q.player() != seat) return;
                    long id = q.id();
                    if (id <= answeredQuestion) return;
                    answeredQuestion = id;
                    String option = q.options().get(random.nextInt(q.options().size())).id();
                    String msg = "{\"type\":\"answer\",\"questionId\":" + id + ",\"option\":" + JSON.valueToTree(option) + "}";
                    think.schedule(() -> send(id, msg), thinkMs, TimeUnit.MILLISECONDS);
                }
                default -> {
                }
            }
        }

        private synchronized void send(long id, String msg) {
            if (stopping) return;
            sentAt = System.nanoTime();
            waitingFor = id;
            answers.incrementAndGet();
            ws.sendText(msg, true);
        }

        @Override
        public void onError(WebSocket w, Throwable error) {
            if (!stopping) {
                errors.incrementAndGet();
                errorSamples.add(error.toString());
            }
        }
    }
}
