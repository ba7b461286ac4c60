package arkham.engine;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No hub: the step loop's file stays small and no file of the engine grows past a size one can read whole. */
class ClassSizeTest {
    static final Path SOURCES = Path.of("src/main/java/arkham/engine");

    static int lines(Path p) {
        try {
            return (int) Files.lines(p).count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void gameIsAtMost500Lines() {
        int n = lines(SOURCES.resolve("Game.java"));
        assertTrue(n <= 500, "Game.java has " + n + " lines");
    }

    @Test
    void noFileOfTheEngineIsOver700Lines() throws IOException {
        Map<String, Integer> over = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            List<Path> java = files.filter(f -> f.toString().endsWith(".java")).toList();
            assertTrue(java.size() > 50, "the engine's sources were not found from " + Path.of("").toAbsolutePath());
            for (Path f : java) if (lines(f) > 700) over.put(SOURCES.relativize(f).toString(), lines(f));
        }
        assertEquals(Map.of(), over);
    }
}
