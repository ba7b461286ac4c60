package arkham.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioCommandTest {
    @Test
    void aMissingFileIsNamedBeforeAnythingRuns() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new String[] {"scenario", "no-such-scenario.json"}, new PrintWriter(out), new PrintWriter(err));
        assertEquals(2, code);
        assertTrue(err.toString().startsWith("arkham scenario: no such scenario file or folder: no-such-scenario.json"), err::toString);
        assertEquals("", out.toString());
    }

    @Test
    void anUnreadableFileFailsWithItsName(@TempDir Path dir) throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{ not json");
        StringWriter out = new StringWriter();
        int code = Main.run(new String[] {"scenario", bad.toString()}, new PrintWriter(out), new PrintWriter(new StringWriter()));
        assertEquals(1, code);
        assertTrue(out.toString().contains("bad.json: not valid JSON"), out::toString);
        assertTrue(out.toString().contains("scenarios: 0 passed, 1 failed, 0 skipped"), out::toString);
    }
}
