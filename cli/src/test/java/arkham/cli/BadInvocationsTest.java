package arkham.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 28 §3: a wrong command line is told what is wrong in a line or two, never with a Java stack trace. */
class BadInvocationsTest {
    /** What a Java stack trace looks like in output. */
    static final Pattern TRACE = Pattern.compile("\tat |Exception in thread|at arkham\\.|at java\\.|at picocli\\.");

    record Run(int code, String out, String err) {
        String all() {
            return out + err;
        }
    }

    static Run run(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        System.setIn(new java.io.ByteArrayInputStream(input.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        int code;
        try {
            code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        } finally {
            System.setIn(new java.io.FileInputStream(java.io.FileDescriptor.in));
        }
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void everyBadInvocationSaysWhatIsWrongWithoutAStackTrace(@TempDir Path dir) throws IOException {
        Path garbage = Files.writeString(dir.resolve("garbage.json"), "{ this is not a save");
        Path notASave = Files.writeString(dir.resolve("empty.json"), "[]");
        Path future = Files.writeString(dir.resolve("future.json"), "{\"format\": 99, \"setup\": {}, \"answers\": []}");
        String auto = dir.resolve("auto.json").toString();
        Path noRun = Files.createDirectories(dir.resolve("no-run"));
        Path badRun = Files.createDirectories(dir.resolve("bad-run"));
        Files.writeString(badRun.resolve("games.csv"), "seed,players,outcome\nfive,4,WON\n");
        Path badJsonl = Files.createDirectories(dir.resolve("bad-jsonl"));
        Files.writeString(badJsonl.resolve("games.jsonl"), "{\"seed\": 1,\n");
        // each: the arguments, and a word the message must contain
        List<String[]> cases = List.of(
                new String[] {"Dunwich Horror", "play", "--ancient-one", "Abhoth", "--autosave", auto},
                new String[] {"--dunwich", "simulate", "--games", "1", "--ancient-one", "Glaaki"},
                new String[] {"--dunwich", "play", "--investigators", "Jim Culver", "--autosave", auto},
                new String[] {"unknown Ancient One", "play", "--ancient-one", "Zhar", "--autosave", auto},
                new String[] {"unknown investigator", "play", "--investigators", "Nobody At All", "--autosave", auto},
                new String[] {"not found", "play", "--load", dir.resolve("missing.json").toString()},
                new String[] {"not valid JSON", "play", "--load", garbage.toString()},
                new String[] {"JSON object", "play", "--load", notASave.toString()},
                new String[] {"format 99", "play", "--load", future.toString()},
                new String[] {"cannot read", "play", "--load", dir.toString()},
                new String[] {"--seed", "play", "--seed", "tomorrow", "--autosave", auto},
                new String[] {"--players", "play", "--players", "9", "--autosave", auto},
                new String[] {"--players", "play", "--players", "two", "--autosave", auto},
                new String[] {"--games", "simulate", "--games", "0"},
                new String[] {"--games", "simulate", "--games", "lots"},
                new String[] {"--players", "simulate", "--games", "1", "--players", "0"},
                new String[] {"--seed", "simulate", "--seed", "1.5"},
                new String[] {"unknown agent", "simulate", "--games", "1", "--agent", "genius"},
                new String[] {"--ai-level", "play", "--ai-level", "genius", "--autosave", auto},
                new String[] {"--ai seat 3", "play", "--ai", "3", "--autosave", auto},
                new String[] {"no such scenario", "scenario", dir.resolve("nowhere").toString()},
                new String[] {"no such run folder", "report", dir.resolve("nowhere").toString()},
                new String[] {"holds no games.csv or games.jsonl", "report", noRun.toString()},
                new String[] {"add --out DIR", "report", badRun.toString(), badJsonl.toString()},
                new String[] {"line 2 is not a game of simulate --report", "report", badRun.toString()},
                new String[] {"line 1 is not JSON", "report", badJsonl.toString()},
                new String[] {"--lurker", "play", "--lurker", "tentacles", "--autosave", auto},
                new String[] {"--faq", "simulate", "--faq", "everything"},
                new String[] {"--load takes the setup", "play", "--load", garbage.toString(), "--players", "2"},
                new String[] {"Unmatched argument", "conquer"},
                new String[] {"Unknown option", "play", "--colour", "blue"},
                new String[] {"Unknown subcommand", "help", "fly"});
        List<String> problems = new ArrayList<>();
        for (String[] c : cases) {
            String[] args = java.util.Arrays.copyOfRange(c, 1, c.length);
            Run r = run("", args);
            String line = String.join(" ", args);
            if (r.code() == 0) problems.add(line + ": exit 0");
            if (TRACE.matcher(r.all()).find()) problems.add(line + ": a stack trace:\n" + r.all());
            if (!r.err().contains(c[0])) problems.add(line + ": no '" + c[0] + "' in:\n" + r.err());
            long lines = r.err().lines().count();
            if (lines < 1 || lines > 2) problems.add(line + ": " + lines + " lines on stderr:\n" + r.err());
        }
        assertTrue(cases.size() >= 15);
        assertTrue(problems.isEmpty(), String.join("\n", problems));
    }

    @Test
    void debugShowsTheTraceAndSoDoesTheEnvironmentVariableNamedInTheMessage() {
        Run plain = run("", "play", "--ancient-one", "Abhoth");
        assertFalse(TRACE.matcher(plain.all()).find(), plain.all());
        Run debug = run("", "play", "--ancient-one", "Abhoth", "--debug");
        assertEquals(2, debug.code());
        assertTrue(debug.err().contains("\tat arkham.cli."), debug.err());
        assertTrue(debug.err().contains("Abhoth comes with The Dunwich Horror"), debug.err());
    }

    @Test
    void anUnexpectedFailureIsOneLineNamingTheDebugSwitch() {
        StringWriter err = new StringWriter();
        Failures.report(new PrintWriter(err), "arkham play", new IllegalStateException("the stack is empty"), false);
        assertEquals("arkham play: unexpected error (IllegalStateException: the stack is empty).\n"
                + "arkham play: run again with --debug (or ARKHAM_DEBUG=1) for the Java trace, and report it.\n", err.toString());
        StringWriter oom = new StringWriter();
        Failures.report(new PrintWriter(oom), "arkham simulate", new OutOfMemoryError(), false);
        assertTrue(oom.toString().contains("-Xmx"), oom.toString());
    }

    @Test
    void helpWorksForEveryCommandOfThisJar() {
        for (String command : List.of("play", "simulate", "report", "scenario", "help")) {
            Run r = run("", "help", command);
            assertEquals(0, r.code(), command + ": " + r.err());
            assertTrue(r.out().contains("Usage: arkham " + command), r.out());
        }
        Run top = run("", "help");
        assertEquals(0, top.code());
        assertTrue(top.out().contains("serve") && top.out().contains("load") && top.out().contains("--debug"), top.out());
    }

    @Test
    void aGoodInvocationStillExitsZero() {
        Run r = run("", "simulate", "--games", "1", "--players", "1", "--seed", "5");
        assertNotEquals(2, r.code(), r.all());
        assertFalse(TRACE.matcher(r.all()).find(), r.all());
        assertTrue(r.out().contains("Wins "), r.out());
    }
}
