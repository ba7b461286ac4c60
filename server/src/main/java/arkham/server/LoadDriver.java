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
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * {@code arkham load}: many games at once over WebSockets on loopback, every seat answering its
 * questions with a random legal option, for a bounded time. Reports answers per second, the
 * answer-to-update latency (answer sent until that seat's next view arrives), errors, and answers
 * acknowledged but missing from the stored game afterwards.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = "Load test: concurrent games over WebSockets with random legal answers (loopback only).")
public final class LoadDriver implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--games", description = "concurrent games (default: 200)")
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

    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    /** Just what a seat needs of a message; the rest (game, log) is skipped unread. */
    record Message(String type, long version, Integer code, View view) {
    }

    record View(Question question) {
    }

    record Question(Long id, int player, List<Choice> options) {
    }

    record Choice(String id) {
    }
    private final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
    private final AtomicLong answers = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    private final List<String> errorSamples = java.util.Collections.synchronizedList(new ArrayList<>());
    private volatile boolean stopping;
    private volatile boolean measuring;

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
        ArkhamServer server = null;
        Path data = null;
        int p;
        if (port == null) {
            data = Files.createTempDirectory("arkham-load-");
            server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data));
            p = server.start(0);
        } else {
            p = port;
        }
        String base = "http://127.0.0.1:" + p;
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        ScheduledExecutorService think = Executors.newScheduledThreadPool(2);
        List<Seat> seats = new ArrayList<>();
        List<String[]> created = new ArrayList<>();
        if (server == null) {
            try {
                http.send(HttpRequest.newBuilder(URI.create(base + "/")).GET().build(), HttpResponse.BodyHandlers.discarding());
            } catch (java.net.ConnectException e) {
                throw new CommandLines.Refused("nothing answers on 127.0.0.1:" + p + ".\nStart './arkham serve --port " + p
                        + "' first, or leave out --port to load a server of its own.", e);
            }
        }
        for (int g = 0; g < games; g++) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games"))
                    .POST(HttpRequest.BodyPublishers.ofString("{\"players\": " + players + ", \"seed\": " + (1000 + g) + "}")).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 201) throw new IllegalStateException("create failed: " + r.body());
            JsonNode c = JSON.readTree(r.body());
            String id = c.get("gameId").asText();
            created.add(new String[]{id, c.get("spectator").get("token").asText()});
            for (JsonNode s : c.get("seats")) {
                Seat seat = new Seat(id, s.get("seat").asInt(), new Random(g * 31L + s.get("seat").asInt()), think);
                seat.ws = http.newWebSocketBuilder().buildAsync(URI.create(base.replace("http", "ws") + "/ws/games/" + id
                        + "?token=" + s.get("token").asText()), seat).join();
                seats.add(seat);
            }
        }
        System.out.println("load: " + games + " games, " + seats.size() + " WebSockets, " + warmup + " s warm-up, then "
                + seconds + " s measured, " + thinkMs + " ms think time ...");
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
        for (Seat s : seats) s.ws.sendClose(WebSocket.NORMAL_CLOSURE, "done");
        think.shutdownNow();

        // every acknowledged answer must be in the stored game
        long lost = 0;
        long acked = 0;
        for (String[] g : created) {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(base + "/api/games/" + g[0] + "/export?token=" + g[1]))
                    .GET().build(), HttpResponse.BodyHandlers.ofString());
            int stored = JSON.readTree(r.body()).get("answers").size();
            long a = seats.stream().filter(s -> s.game.equals(g[0])).mapToLong(s -> s.acked).sum();
            acked += a;
            lost += Math.max(0, a - stored);
        }
        long[] l = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        System.out.printf("answers: %d in %.1f s = %.0f answers/s (acknowledged %d)%n", answered, elapsed, answered / elapsed, acked);
        if (l.length > 0)
            System.out.printf("answer->update latency: p50 %.1f ms, p99 %.1f ms, max %.1f ms%n", pct(l, 50), pct(l, 99),
                    l[l.length - 1] / 1e6);
        System.out.println("errors: " + errors.get() + (errorSamples.isEmpty() ? "" : " e.g. " + errorSamples.subList(0, Math.min(3, errorSamples.size()))));
        System.out.println("lost answers: " + lost);
        if (server != null) {
            server.close();
            try (Stream<Path> files = Files.walk(data)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
        return errors.get() == 0 && lost == 0 ? 0 : 1;
    }

    private static double pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)] / 1e6;
    }

    /** One seat's socket: answers each question put to it after a short think. */
    private final class Seat implements WebSocket.Listener {
        final String game;
        final int seat;
        final Random random;
        final ScheduledExecutorService think;
        WebSocket ws;
        private final StringBuilder partial = new StringBuilder();
        private long sentAt;
        private long waitingFor = -1;
        private long answeredQuestion = -1;
        long acked;

        Seat(String game, int seat, Random random, ScheduledExecutorService think) {
            this.game = game;
            this.seat = seat;
            this.random = random;
            this.think = think;
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
                case "ack" -> acked++;
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
