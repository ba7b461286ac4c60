package arkham.cli;

import arkham.content.ContentLoader;
import arkham.engine.Outcome;
import arkham.engine.def.Content;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code arkham simulate}: many games with random legal answers, summarised. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Plays games with random legal answers and reports how they ended.",
                "Exits non-zero if any game was abandoned (hit --max-steps) or threw."})
public final class SimulateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--games", defaultValue = "100", description = "games to play (default: ${DEFAULT-VALUE})")
    int games;

    @Option(names = "--players", defaultValue = "2", description = "players per game, 1-8 (default: ${DEFAULT-VALUE})")
    int players;

    @Option(names = "--ancient-one", paramLabel = "NAME", description = "the Ancient One (default: random per game)")
    String ancientOne;

    @Option(names = "--seed", defaultValue = "1", description = "game i uses seed S+i (default: ${DEFAULT-VALUE})")
    long seed;

    @Option(names = "--threads", description = "worker threads (default: all cores)")
    Integer threads;

    @Option(names = "--lurker", paramLabel = "PARTS", description = {"The Lurker at the Threshold: all, none, or some of "
            + "cards,gates,herald,burst,relationships (default: none)"})
    String lurker;

    @Option(names = "--faq", paramLabel = "NAMES", description = {"official FAQ rulings that differ from the rulebook: all, "
            + "none, or some of " + "battleSuccessesCarryOver (default: none)"})
    String faq;

    @Option(names = "--dunwich", paramLabel = "PARTS", arity = "0..1", fallbackValue = "all",
            description = {"The Dunwich Horror: all (the bare switch), none, or some of board,cards,injuries (default: none)"})
    String dunwich;

    @Option(names = "--max-steps", defaultValue = "100000", paramLabel = "M",
            description = "answers after which a game is abandoned (default: ${DEFAULT-VALUE})")
    int maxSteps;

    @Override
    public Integer call() throws InterruptedException {
        if (games < 1) throw new ParameterException(spec.commandLine(), "--games must be at least 1, was " + games);
        Cli.checkPlayers(spec, players);
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) throw new ParameterException(spec.commandLine(), "--threads must be at least 1, was " + t);
        if (maxSteps < 1) throw new ParameterException(spec.commandLine(), "--max-steps must be at least 1, was " + maxSteps);
        Content content = ContentLoader.core();
        Cli.checkAncientOne(spec, content, ancientOne);
        arkham.engine.Setup.Options options = Cli.dunwichOptions(spec, Cli.withFaq(spec, Cli.lurkerOptions(spec, lurker), faq), dunwich);

        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        out.printf("Simulating %d game(s): %d player(s), Ancient One %s, seeds %d..%d, %d thread(s), Lurker parts: %s, Dunwich parts: %s, FAQ rulings: %s%n",
                games, players, ancientOne == null ? "random" : ancientOne, seed, seed + games - 1, t, Cli.lurkerParts(options),
                Cli.dunwichParts(options), Cli.faqNames(options));
        out.flush();
        Progress progress = new Progress(err, games);
        Simulation.Summary s = Simulation.run(content,
                new Simulation.Params(games, players, ancientOne, seed, t, maxSteps, options), progress::update);
        progress.finish();
        print(out, s);
        out.flush();
        return s.clean() ? 0 : 1;
    }

    private void print(PrintWriter out, Simulation.Summary s) {
        out.printf("Wins %d, losses %d (%s won)%n", s.wins(), s.losses(), percent(s.wins(), s.games()));
        out.println("By outcome:");
        for (Map.Entry<Outcome, Integer> e : s.outcomes().entrySet())
            out.printf("  %-18s %6d  %6s%n", e.getKey(), e.getValue(), percent(e.getValue(), s.games()));
        out.println("How games ended:");
        s.endings().entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> out.printf("  %6d  %s%n", e.getValue(), e.getKey()));
        out.printf("Average turns: %.1f%n", s.averageTurns());
        if (dunwich != null) {
            out.printf("The Dunwich Horror appeared %d time(s), in %d game(s) (%s)%n", s.horrorAppearances(), s.gamesWithHorror(),
                    percent(s.gamesWithHorror(), s.games()));
        }
        out.printf("Abandoned (no end within %d answers): %d%n", maxSteps, s.abandoned());
        out.printf("Threw: %d%n", s.errors().size());
        for (Simulation.GameResult r : s.errors().subList(0, Math.min(5, s.errors().size())))
            out.printf("  game %d (seed %d): %s%n", r.index(), r.seed(), r.error());
        out.printf("Speed: %.1f games/s (%.2f s)%n", s.games() / s.seconds(), s.seconds());
    }

    private static String percent(int n, int of) {
        return of == 0 ? "-" : String.format("%.1f%%", 100.0 * n / of);
    }

    /** A progress line on stderr, redrawn at most a few times a second. */
    private static final class Progress {
        private final PrintWriter err;
        private final int total;
        private long lastDraw;
        private int shown;

        Progress(PrintWriter err, int total) {
            this.err = err;
            this.total = total;
        }

        synchronized void update(int done) {
            long now = System.nanoTime();
            // Threads finish out of order: never draw a smaller count after a larger one.
            if (done <= shown || (done < total && now - lastDraw < 200_000_000L)) return;
            lastDraw = now;
            shown = done;
            err.printf("\r%d/%d games", done, total);
            err.flush();
        }

        void finish() {
            err.println();
            err.flush();
        }
    }
}
