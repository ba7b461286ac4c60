package arkham.content;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The project says everything in its own words: no data file, source file or doc shares a run of
 * eight or more words with the rulebooks and card texts in ../shared (tools/own-words.py, which
 * ignores runs that are mostly names). Without ../shared the check cannot run and fails, saying so.
 */
class OwnWordsTest {
    @Test
    void noRunOfEightWordsIsTakenFromTheRulesOrCardTexts() throws IOException, InterruptedException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        // ../shared next to the repository; a git worktree deeper down finds it further up
        Path shared = root.resolveSibling("shared");
        for (Path d = root.getParent(); d != null && !Files.isDirectory(shared.resolve("rules")); d = d.getParent())
            shared = d.resolve("shared");
        assertTrue(Files.isDirectory(shared.resolve("rules")),
                "the own-words check needs the shared rules and card texts at " + shared);
        Process p = new ProcessBuilder("python3", "tools/own-words.py", "--shared", shared.toString())
                .directory(root.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "own-words.py did not finish");
        assertEquals(0, p.exitValue(), "reword these in the project's own words:\n" + out);
    }
}
