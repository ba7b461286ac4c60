package arkham.content;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The project says everything in its own words: no data file, source file or doc shares a run of
 * eight or more words with the rulebooks and card texts in ../shared (tools/OwnWords.java, which
 * lets through runs that are mostly names). A plain clone has no ../shared: there the test is
 * skipped, naming the folder it looked for; CI and the developers' checkouts have it.
 */
class OwnWordsTest {
    @Test
    void noRunOfEightWordsIsTakenFromTheRulesOrCardTexts() throws IOException, InterruptedException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        Path shared = root.resolveSibling("shared");
        assumeTrue(Files.isDirectory(shared.resolve("rules")),
                "own-words check skipped: no shared rules and card texts at " + shared.resolve("rules"));
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "tools/OwnWords.java", "--shared", shared.toString())
                .directory(root.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "OwnWords.java did not finish");
        assertEquals(0, p.exitValue(), "reword these in the project's own words:\n" + out);
    }
}
