package arkham.content;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The same setup, seed and answers give the same game in another JVM too (no identity hash codes
 * or unordered-map iteration may leak into the rules or the state hash), so saves and bug reports
 * replay anywhere.
 */
@Tag("slow")
class CrossProcessDeterminismTest {
    @Test
    void anotherJvmPlaysTheSameGame() throws IOException, InterruptedException {
        // the core game, then every Lurker switch on (the Herald, Power, pacts, Relationships, Gate
        // Bursts), then the Dunwich board, cards and Injuries too
        for (int run = 0; run < 9; run++) {
            int players = new int[]{1, 4, 8}[run % 3];
            String expansions = new String[]{"core", "lurker", "all"}[run / 3];
            long seed = 7L * players + run;
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    HashProbe.class.getName(), Integer.toString(players), Long.toString(seed), expansions)
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(0, p.waitFor(), out);
            assertEquals(Long.toString(HashProbe.play(players, seed, expansions)), out, "players " + players + ", " + expansions);
        }
    }
}
