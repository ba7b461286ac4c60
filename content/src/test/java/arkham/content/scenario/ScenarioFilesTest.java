package arkham.content.scenario;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every scenario file under the repository's scenarios/ folder, one dynamic test each. */
class ScenarioFilesTest {

    /** The scenarios/ folder of the repository: found by walking up from the working directory. */
    static Path scenariosDir() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            if (Files.isDirectory(d.resolve("scenarios"))) return d.resolve("scenarios");
        }
        throw new IllegalStateException("no scenarios/ folder above " + Path.of("").toAbsolutePath());
    }

    @TestFactory
    Stream<DynamicTest> scenarios() throws IOException {
        Path dir = scenariosDir();
        List<Path> files = ScenarioRunner.scenarioFiles(dir);
        assertFalse(files.isEmpty(), "no scenario files under " + dir);
        return files.stream().map(f -> DynamicTest.dynamicTest(dir.relativize(f).toString(), f.toUri(), () -> {
            ScenarioResult r = ScenarioRunner.run(f);
            Assumptions.assumeFalse(r.skipped(), r.report());
            assertTrue(r.passed(), r.report());
        }));
    }

    /** docs/SCENARIOS.md's table of which scenario shows which field names files that exist. */
    @org.junit.jupiter.api.Test
    void theScenariosTheDocNamesExist() throws IOException {
        Path dir = scenariosDir();
        String doc = Files.readString(dir.resolveSibling("docs").resolve("SCENARIOS.md"));
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("`([a-z]+/[a-z0-9-]+\\.json)`").matcher(doc);
        int named = 0;
        while (m.find()) {
            named++;
            assertTrue(Files.isRegularFile(dir.resolve(m.group(1))), "SCENARIOS.md names " + m.group(1) + ", which is not under " + dir);
        }
        assertTrue(named >= 11, "the doc names the scenarios of its fields");
    }
}
