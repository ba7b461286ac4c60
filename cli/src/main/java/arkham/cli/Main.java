package arkham.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code arkham} command: terminal play and batch simulation of the core game. */
@Command(name = "arkham", mixinStandardHelpOptions = true, version = "arkham 0.1.0",
        description = "Arkham Horror (2nd edition, core set) rules engine.",
        subcommands = {PlayCommand.class, SimulateCommand.class, ScenarioCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
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
