package arkham.content;

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
class CrossProcessDeterminismTest {
    @Test
    void anotherJvmPlaysTheSameGame() throws IOException, InterruptedException {
        for (int players : new int[]{1, 4, 8}) {
            long seed = 7L * players;
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    HashProbe.class.getName(), Integer.toString(players), Long.toString(seed))
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(0, p.waitFor(), out);
            assertEquals(Long.toString(HashProbe.play(players, seed)), out, "players " + players);
        }
    }
}
