package arkham.server;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 28 §3: serve and load refuse a bad start in a line or two, with no stack trace and a non-zero exit code. */
class StartErrorsTest {
    private static final Pattern TRACE = Pattern.compile("\tat |Exception in thread|at arkham\\.|at java\\.|at io\\.javalin");

    private record Run(int code, String out, String err) {
    }

    private static Run run(Object command, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CommandLines.run(command, args, new PrintWriter(out), new PrintWriter(err));
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void eachRefusedStartSaysWhatToDo(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            int busy = taken.getLocalPort();
            int free;
            try (ServerSocket probe = new ServerSocket(0)) {
                free = probe.getLocalPort();
            }
            List<Object[]> cases = List.of(
                    new Object[] {"is in use", new ServerMain(), new String[] {"--port", Integer.toString(busy), "--data", dir.toString()}},
                    new Object[] {"--port must be 0 to 65535", new ServerMain(), new String[] {"--port", "70000"}},
                    new Object[] {"'many' is not an int", new ServerMain(), new String[] {"--port", "many"}},
                    new Object[] {"No suitable driver", new ServerMain(), new String[] {"--port", "0", "--db", "jdbc:nosuch:thing"}},
                    new Object[] {"password=***", new ServerMain(), new String[] {"--port", "0", "--db",
                            "jdbc:postgresql://127.0.0.1:" + free + "/arkham?user=a&password=hunter2"}},
                    new Object[] {"cannot make the data folder", new ServerMain(), new String[] {"--port", "0", "--data", file.resolve("sub").toString()}},
                    new Object[] {"--games must be at least 1", new LoadDriver(), new String[] {"--games", "0"}},
                    new Object[] {"--players must be 1 to 8", new LoadDriver(), new String[] {"--players", "12"}},
                    new Object[] {"nothing answers on 127.0.0.1:" + free, new LoadDriver(), new String[] {"--port", Integer.toString(free),
                            "--games", "1", "--seconds", "1", "--warmup", "0"}});
            List<String> problems = new ArrayList<>();
            for (Object[] c : cases) {
                Run r = run(c[1], (String[]) c[2]);
                String line = c[1].getClass().getSimpleName() + " " + String.join(" ", (String[]) c[2]);
                if (r.code() == 0) problems.add(line + ": exit 0");
                if (TRACE.matcher(r.out() + r.err()).find()) problems.add(line + ": a stack trace:\n" + r.err());
                if (!r.err().contains((String) c[0])) problems.add(line + ": no '" + c[0] + "' in:\n" + r.err());
                if (r.err().contains("hunter2")) problems.add(line + ": the password is shown:\n" + r.err());
                long lines = r.err().lines().count();
                if (lines < 1 || lines > 2) problems.add(line + ": " + lines + " lines:\n" + r.err());
            }
            assertTrue(problems.isEmpty(), String.join("\n", problems));
        }
    }

    @Test
    void helpNamesTheCommandAsTyped() {
        for (Object command : List.of(new ServerMain(), new LoadDriver())) {
            Run r = run(command, "--help");
            String name = command instanceof ServerMain ? "serve" : "load";
            assertEquals(0, r.code(), r.err());
            assertTrue(r.out().startsWith("Usage: arkham " + name + " "), r.out());
        }
    }

    @Test
    void debugShowsTheTrace() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            Run r = run(new ServerMain(), "--port", Integer.toString(taken.getLocalPort()), "--debug");
            assertEquals(1, r.code());
            assertTrue(r.err().contains("\tat arkham.server.ServerMain"), r.err());
        }
    }
}
