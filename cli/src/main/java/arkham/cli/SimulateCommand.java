package arkham.cli;

import arkham.ai.Agents;
import arkham.ai.SearchAgent;
import arkham.engine.Content;
import arkham.engine.Outcome;
import me.tongfei.progressbar.ProgressBar;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code arkham simulate}: many games played by an agent, summarised, with an optional statistics report. */
@Command(name = "simulate", mixinStandardHelpOptions = true,
        description = {"Plays games with an agent answering for every player (random legal answers by default)",
                "and reports how they ended; --report DIR also writes games.csv, games.jsonl and report.html.",
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

    @Option(names = "--lurker", paramLabel = "PARTS", description = {"The Lurker at the Threshold: all, none, random "
            + "(each part on or off at random per game), or some of cards,gates,herald,burst,relationships (default: none)"})
    String lurker;

    @Option(names = "--agent", defaultValue = "random", paramLabel = "NAME",
            description = {"who answers: random, heuristic or search (default: ${DEFAULT-VALUE}); the heuristic and the search",
                    "take changed heuristic settings after a colon, e.g. heuristic:covered=30,gateValue=20 (docs/AI.md)"})
    String agent;

    @Option(names = "--budget", defaultValue = "0", paramLabel = "N",
            description = "the search agent's rollouts per decision (default: 0 = its default, " + SearchAgent.DEFAULT_ITERATIONS + ")")
    int budget;

    @Option(names = "--report", paramLabel = "DIR", description = "write games.csv, games.jsonl and report.html into DIR")
    Path report;

    @Option(names = "--faq", paramLabel = "NAMES", description = Cli.FAQ_HELP)
    String faq;

    @Option(names = "--dunwich", paramLabel = "PARTS", arity = "0..1", fallbackValue = "all",
            description = {"The Dunwich Horror: all (the bare switch), none, or some of board,cards,injuries (default: none)"})
    String dunwich;

    @Option(names = "--max-steps", defaultValue = "100000", paramLabel = "M",
            description = "answers after which a game is abandoned (default: ${DEFAULT-VALUE})")
    int maxSteps;

    @Option(names = "--spark", paramLabel = "MASTER", description = {"Plays the games as an Apache Spark job on this "
            + "master, e.g. local[*] (docs/CLUSTER.md); needs the cluster module, which ./arkham adds for this option"})
    String spark;

    @Mixin
    ContentOption contentPacks = new ContentOption();

    /** The Spark runner, loaded by name so that the normal run path never needs Spark (see the cluster module). */
    static final String SPARK_RUNNER = "arkham.cluster.SparkSimulation";

    @Override
    public Integer call() throws InterruptedException {
        if (games < 1) throw new ParameterException(spec.commandLine(), "--games must be at least 1, was " + games);
        Cli.checkPlayers(spec, players);
        int t = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (t < 1) throw new ParameterException(spec.commandLine(), "--threads must be at least 1, was " + t);
        if (maxSteps < 1) throw new ParameterException(spec.commandLine(), "--max-steps must be at least 1, was " + maxSteps);
        if (budget < 0) throw new ParameterException(spec.commandLine(), "--budget must not be negative, was " + budget);
        try {
            Agents.byName(agent, seed, budget);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--agent '" + agent + "': " + e.getMessage());
        }
        if (spark != null && !contentPacks.packs.isEmpty())
            throw new ParameterException(spec.commandLine(), "--content cannot be used with --spark yet: the Spark job loads the"
                    + " shipped content only; run the simulation without --spark");
        Content content = contentPacks.load(spec);
        boolean randomLurker = "random".equalsIgnoreCase(lurker);
        arkham.engine.Setup.Options options = Cli.dunwichOptions(spec, Cli.withFaq(spec,
                randomLurker ? arkham.engine.Setup.Options.DEFAULT : Cli.lurkerOptions(spec, lurker), faq), dunwich);
        Cli.checkAncientOne(spec, content, ancientOne, options);
        Simulation.Params params = new Simulation.Params(games, players, ancientOne, seed, t, maxSteps, options, randomLurker, agent, budget);
        // what these games may use that no source confirms (with random Lurker parts: any of them)
        List<String> notes = RunSettings.notes(content, params);

        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        out.printf("Simulating %d game(s): %d player(s), Ancient One %s, seeds %d..%d, %s, Lurker parts: %s, Dunwich parts: %s, FAQ rulings: %s, agent %s%n",
                games, players, ancientOne == null ? "random" : ancientOne, seed, seed + games - 1,
                spark == null ? t + " thread(s)" : "on Spark (" + spark + ")",
                randomLurker ? "random per game" : Cli.lurkerParts(options), Cli.dunwichParts(options), Cli.faqNames(options),
                agent + (params.effectiveBudget() == null ? "" : " (budget " + params.effectiveBudget() + ")"));
        for (String n : notes) out.println("  " + n);
        out.flush();
        // only a report keeps every game's row (the summary alone stays the same size whatever --games is)
        List<Simulation.GameResult> rows = report == null ? null : java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.function.Consumer<Simulation.GameResult> sink = rows == null ? null : rows::add;
        Simulation.Summary s;
        if (spark != null) {
            s = runOnSpark(params, sink);
        } else {
            try (ProgressBar bar = Progress.bar("games", games, err)) {
                s = Simulation.run(content, params, done -> {
                    if (done > bar.getCurrent()) bar.stepTo(done);
                }, sink);
            }
        }
        print(out, s);
        if (report != null) {
            try {
                rows.sort(Comparator.comparingInt(Simulation.GameResult::index));
                Report.write(report, RunSettings.of(content, params, s.threw()), rows);
            } catch (IOException | RuntimeException e) {
                err.println("Could not write the report to " + report + ": " + e.getMessage());
                err.flush();
                return 1;
            }
            out.println("Report: " + report.resolve(Report.PAGE_FILE) + " (and games.csv, games.jsonl, settings.json)");
        }
        out.flush();
        return s.clean() ? 0 : 1;
    }

    private Simulation.Summary runOnSpark(Simulation.Params params, java.util.function.Consumer<Simulation.GameResult> sink) {
        java.lang.reflect.Method run;
        try {
            run = Class.forName(SPARK_RUNNER).getMethod("run", String.class, Simulation.Params.class,
                    java.util.function.Consumer.class);
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            throw new ParameterException(spec.commandLine(), "--spark needs the cluster module and Spark on the class path: "
                    + "run it through ./arkham (which adds them) or spark-submit (docs/CLUSTER.md)");
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("the cluster module does not match this command line", e);
        }
        try {
            return (Simulation.Summary) run.invoke(null, spark, params, sink);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (java.lang.reflect.InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            throw new IllegalStateException("the Spark job failed", e.getCause());
        }
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
        out.printf("Threw: %d%n", s.threw());
        for (Simulation.GameResult r : s.errors().subList(0, Math.min(5, s.errors().size())))
            out.printf("  game %d (seed %d): %s%n", r.index(), r.seed(), r.error());
        out.printf("Speed: %.1f games/s (%.2f s)%n", s.games() / s.seconds(), s.seconds());
    }

    private static String percent(int n, int of) {
        return of == 0 ? "-" : String.format("%.1f%%", 100.0 * n / of);
    }
}
