package arkham.server;

import picocli.CommandLine;

import java.io.PrintWriter;
import java.net.BindException;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs {@code serve} and {@code load} as a user should see them: a wrong option or a refused start
 * (port in use, database unreachable) is a line or two saying what is wrong and what to do, with a
 * non-zero exit code; the Java stack trace only with {@code --debug} or ARKHAM_DEBUG=1.
 */
final class CommandLines {
    private CommandLines() {
    }

    /** A start refused for a reason the user can fix; its message is one or two lines. */
    static final class Refused extends RuntimeException {
        Refused(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static int run(Object command, String[] args, PrintWriter out, PrintWriter err) {
        List<String> rest = new ArrayList<>();
        String env = System.getenv("ARKHAM_DEBUG");
        boolean debug = env != null && !env.isBlank() && !env.equals("0") && !env.equalsIgnoreCase("false");
        for (String a : args) {
            if (a.equals("--debug")) debug = true;
            else rest.add(a);
        }
        boolean trace = debug;
        CommandLine cl = new CommandLine(command).setOut(out).setErr(err);
        String name = cl.getCommandName();
        String who = "arkham " + name;
        // the usage line shows the command as typed through ./arkham, as the cli module's commands do
        cl.setCommandName(who);
        cl.setParameterExceptionHandler((e, a) -> {
            err.println(who + ": " + e.getMessage());
            err.println("See './arkham help " + name + "' for the options.");
            if (trace) e.printStackTrace(err);
            err.flush();
            return 2;
        });
        cl.setExecutionExceptionHandler((e, c, parsed) -> {
            report(err, who, e, trace);
            return 1;
        });
        try {
            return cl.execute(rest.toArray(String[]::new));
        } catch (RuntimeException | Error e) {
            report(err, who, e, trace);
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }

    static int run(Object command, String[] args) {
        return run(command, args, new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true),
                new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
    }

    private static void report(PrintWriter err, String who, Throwable e, boolean trace) {
        Throwable cause = e;
        while (cause.getCause() != null && !(cause instanceof Refused) && !(cause instanceof BindException)
                && !(cause instanceof ConnectException)) cause = cause.getCause();
        if (e instanceof Refused || cause instanceof Refused) {
            for (String line : (e instanceof Refused ? e : cause).getMessage().split("\n")) err.println(who + ": " + line);
        } else if (cause instanceof BindException) {
            err.println(who + ": the port is in use (" + cause.getMessage() + ").");
            err.println(who + ": stop what uses it, or pick another with --port N (--port 0 picks a free one).");
        } else if (cause instanceof ConnectException) {
            err.println(who + ": nothing answers (" + cause.getMessage() + "): is the server running on that port?");
        } else if (e instanceof java.io.IOException || e instanceof java.io.UncheckedIOException) {
            err.println(who + ": input or output failed: " + e.getMessage());
        } else {
            err.println(who + ": unexpected error (" + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ").");
            if (!trace) err.println(who + ": run again with --debug (or ARKHAM_DEBUG=1) for the Java trace, and report it.");
        }
        if (trace) e.printStackTrace(err);
        err.flush();
    }
}
