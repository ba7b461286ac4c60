package arkham.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The {@code arkham} command: terminal play and batch simulation of the core game. */
@Command(name = "arkham", mixinStandardHelpOptions = true, version = "arkham 0.1.0",
        description = "Arkham Horror (2nd edition) rules engine: play in the terminal, simulate, report on simulations, run rule scenarios.",
        subcommands = {PlayCommand.class, SimulateCommand.class, ReportCommand.class, ScenarioCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Through ./arkham also:",
                "  serve     the game server for browsers ('./arkham help serve')",
                "  load      a load test of the server ('./arkham help load')",
                "",
                "--debug (anywhere on the line) or ARKHAM_DEBUG=1 shows the Java stack trace of an error."})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(new java.io.OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        PrintWriter err = new PrintWriter(new java.io.OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        // a failure in another thread (a shutdown hook, a worker) is told the same way, not as "Exception in thread"
        boolean debug = Failures.debugFromEnvironment() || java.util.Arrays.asList(args).contains("--debug");
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> Failures.report(err, "arkham", e, debug));
        System.exit(run(args, out, err));
    }

    /**
     * Runs a command line as the process would, errors included: a wrong option or value prints what
     * is wrong and where to look (exit 2), any other failure one line saying what went wrong (exit 1);
     * the Java stack trace only with {@code --debug} or ARKHAM_DEBUG=1.
     */
    static int run(String[] args, PrintWriter out, PrintWriter err) {
        List<String> rest = new ArrayList<>();
        boolean debug = Failures.debugFromEnvironment();
        for (String a : args) {
            if (a.equals("--debug")) debug = true;
            else rest.add(a);
        }
        boolean trace = debug;
        CommandLine cl = commandLine().setOut(out).setErr(err);
        cl.setParameterExceptionHandler((e, a) -> {
            CommandLine c = e.getCommandLine();
            String name = c.getCommandName();
            err.println(("arkham".equals(name) ? "arkham: " : "arkham " + name + ": ") + e.getMessage());
            err.println("See './arkham help" + ("arkham".equals(name) ? "" : " " + name) + "' for the options.");
            if (trace) e.printStackTrace(err);
            err.flush();
            return 2;
        });
        cl.setExecutionExceptionHandler((e, c, parsed) -> {
            Failures.report(err, "arkham " + c.getCommandName(), e, trace);
            return 1;
        });
        try {
            return cl.execute(rest.toArray(String[]::new));
        } catch (RuntimeException | Error e) {
            // thrown outside a command's own code (picocli, class loading, out of memory)
            Failures.report(err, "arkham", e, trace);
            return 1;
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The configured command line, also used by tests. */
    public static CommandLine commandLine() {
        return new CommandLine(new Main());
    }

    @Override
    public void run() {
        // No subcommand given: show what there is.
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
