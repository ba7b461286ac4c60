package arkham.cli;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScenarioCommandTest {
    @Test
    void aMissingFileFailsWithItsName() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).execute("scenario", "no-such-scenario.json");
        assertEquals(1, code);
        assertTrue(out.toString().contains("no-such-scenario.json: cannot read: no such file"), out::toString);
        assertTrue(out.toString().contains("scenarios: 0 passed, 1 failed, 0 skipped"), out::toString);
    }
}
