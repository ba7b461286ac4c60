package arkham.cli;

import me.tongfei.progressbar.ProgressBar;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The progress bar writes escape codes and carriage returns to a terminal only. */
class ProgressTest {
    static String run(boolean terminal) {
        StringWriter err = new StringWriter();
        try (ProgressBar bar = Progress.bar("games", 40, new PrintWriter(err), terminal)) {
            bar.stepTo(40);
        }
        return err.toString();
    }

    @Test
    void offATerminalTheBarIsPlainLines() {
        String text = run(false);
        assertFalse(text.contains("\u001b"), "no escape codes: " + text);
        assertFalse(text.contains("\r"), "no carriage returns: " + text);
        String[] lines = text.split("\n");
        assertTrue(lines[lines.length - 1].startsWith("games 100% [="), text);
        assertEquals(lines.length, text.lines().distinct().count(), "no line is repeated: " + text);
    }

    @Test
    void onATerminalTheBarIsRedrawnInColour() {
        String text = run(true);
        assertTrue(text.contains("\u001b[33m"), text);
        assertTrue(text.contains("\r"), text);
    }

    /** The tests' stderr is a pipe (surefire's), so simulate draws the plain bar. */
    @Test
    void simulateWritesNoColourWhenStderrIsNotATerminal() {
        assertFalse(Progress.stderrIsTerminal());
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "3", "--players", "1", "--threads", "1");
        assertEquals(0, code, err::toString);
        assertFalse(err.toString().contains("\u001b"), err::toString);
        assertTrue(err.toString().contains("games 100%"), err::toString);
    }
}
