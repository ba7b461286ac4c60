import java.io.*;
import java.net.*;
import java.net.http.*;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;

/**
 * Crash recovery of the server's H2 settings: N times, on a new database each time, start
 * {@code arkham serve} (the server jar) with {@code --db jdbc:h2:file:DIR/arkham SETTINGS}, play a
 * one-seat game over HTTP, kill the server with SIGKILL after 1.5 s to MAX_KILL_MS (default 3000), start
 * it again and ask for the game. A run fails when the game is gone, the server does not start, or the
 * game's version is below the last one an answer was acknowledged with (an acknowledged answer lost).
 * Prints each run and the count (docs/journal/2026-11-h2-storage.md):
 *
 *   java tools/H2CrashLoop.java server/target/arkham-server.jar ";WRITE_DELAY=500;DB_CLOSE_ON_EXIT=FALSE" 20 [MAX_KILL_MS]
 */
public class H2CrashLoop {
    static HttpClient http = HttpClient.newHttpClient();
    public static void main(String[] a) throws Exception {
        String jar = a[0], settings = a[1]; int n = Integer.parseInt(a[2]);
        int maxKillMs = a.length > 3 ? Integer.parseInt(a[3]) : 3000;
        int bad = 0;
        for (int i = 0; i < n; i++) {
            Path dir = Files.createTempDirectory("crashloop");
            String db = "jdbc:h2:file:" + dir.resolve("arkham") + settings;
            Process p = start(jar, db);
            int port = port(p);
            String base = "http://127.0.0.1:" + port;
            String created = post(base + "/api/games", "{\"players\": 1, \"seed\": " + (100 + i) + "}");
            String game = field(created, "gameId"), token = tokenOf(created);
            long[] acked = {0};
            Thread player = new Thread(() -> {
                try {
                    for (int k = 0; k < 100000; k++) {
                        String v = get(base + "/api/games/" + game + "?token=" + token);
                        // the question's id is its first number "id"; the first option's, the first string "id" after "options" (keys come in any order)
                        Matcher q = Pattern.compile("\"question\":\\{.*?\"id\":(\\d+).*?\"options\":\\[.*?\"id\":\"([^\"]+)\"").matcher(v);
                        if (!q.find()) return;
                        HttpResponse<String> r = send(base + "/api/games/" + game + "/answer", "{\"token\":\"" + token + "\",\"questionId\":" + q.group(1) + ",\"option\":\"" + q.group(2) + "\"}");
                        if (r.statusCode() == 200) synchronized (acked) { acked[0] = Math.max(acked[0], Long.parseLong(field(r.body(), "version"))); }
                    }
                } catch (Exception e) { }
            });
            player.start();
            Thread.sleep(1500 + new Random(i).nextInt(Math.max(1, maxKillMs - 1500)));
            p.destroyForcibly().waitFor();
            player.join();
            Process again = start(jar, db);
            String outcome;
            try {
                int port2 = port(again);
                String v = get("http://127.0.0.1:" + port2 + "/api/games/" + game + "?token=" + token);
                long last; synchronized (acked) { last = acked[0]; }
                outcome = !v.contains("\"version\"") ? "BAD view " + v.substring(0, Math.min(200, v.length()))
                        : Long.parseLong(field(v, "version")) < last ? "BAD version " + field(v, "version") + ", acknowledged " + last
                        : "ok " + field(v, "version") + ", acknowledged " + last;
            } catch (Exception e) {
                outcome = "BAD " + e.getMessage();
            }
            again.destroyForcibly().waitFor();
            if (outcome.startsWith("BAD")) bad++;
            System.out.println("run " + i + ": " + outcome);
        }
        System.out.println(settings + ": " + bad + " of " + n + " failed");
    }
    static Process start(String jar, String db) throws IOException {
        ProcessBuilder pb = new ProcessBuilder("java", "-cp", jar, "arkham.server.ServerMain", "--port", "0", "--db", db).redirectErrorStream(true);
        pb.environment().put("ARKHAM_REQUEST_LOG", "OFF");
        return pb.start();
    }
    static int port(Process p) throws Exception {
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream()));
        StringBuilder seen = new StringBuilder();
        String line;
        while ((line = r.readLine()) != null) {
            Matcher m = Pattern.compile("Open http://127\\.0\\.0\\.1:(\\d+)/").matcher(line);
            if (m.find()) {
                Thread t = new Thread(() -> { try { while (r.readLine() != null) { } } catch (IOException e) { } });
                t.setDaemon(true); t.start();
                return Integer.parseInt(m.group(1));
            }
            seen.append(line).append(' ');
        }
        throw new IllegalStateException("did not start: " + seen.substring(0, Math.min(400, seen.length())));
    }
    static String field(String json, String f) { Matcher m = Pattern.compile("\"" + f + "\":\"?([^\",}]+)").matcher(json); return m.find() ? m.group(1) : null; }
    static String tokenOf(String created) { Matcher m = Pattern.compile("\"seat\":1,\"token\":\"([^\"]+)\"").matcher(created); m.find(); return m.group(1); }
    static String get(String u) throws Exception { return http.send(HttpRequest.newBuilder(URI.create(u)).build(), HttpResponse.BodyHandlers.ofString()).body(); }
    static String post(String u, String b) throws Exception { return send(u, b).body(); }
    static HttpResponse<String> send(String u, String b) throws Exception { return http.send(HttpRequest.newBuilder(URI.create(u)).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(b)).build(), HttpResponse.BodyHandlers.ofString()); }
}
