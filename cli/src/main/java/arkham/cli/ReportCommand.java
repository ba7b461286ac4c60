package arkham.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code arkham report}: the statistics report of one or more {@code simulate --report} runs, read back
 * from their folders; with two runs on the same seeds also the paired comparison of them.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = {"Writes one report.html from the games.csv or games.jsonl and settings.json of simulate --report runs, so",
                "runs of other player counts, Ancient Ones, agents or expansions can be compared; runs with the same settings are pooled.",
                "Given two runs (RUN may join several folders with commas, e.g. blocks of seeds) that played some of the same seeds,",
                "it also writes compare.html, their paired difference in wins overall and per Ancient One, and prints it."})
public final class ReportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "RUN", description = "a folder written by simulate --report (or several joined with commas)")
    List<String> runs;

    @Option(names = "--out", paramLabel = "DIR",
            description = "the folder to write into (default: the run's own folder when one is given)")
    Path out;

    @Override
    public Integer call() throws IOException {
        List<List<Path>> sides = new ArrayList<>();
        for (String run : runs) {
            List<Path> dirs = new ArrayList<>();
            for (String d : run.split(",")) {
                if (d.isBlank()) continue;
                Path dir = Path.of(d.trim());
                if (!Files.isDirectory(dir)) throw new ParameterException(spec.commandLine(), "no such run folder: " + dir);
                if (!Files.exists(dir.resolve(GameRow.CSV_FILE)) && !Files.exists(dir.resolve(GameRow.JSONL_FILE)))
                    throw new ParameterException(spec.commandLine(), dir + " holds no " + GameRow.CSV_FILE + " or "
                            + GameRow.JSONL_FILE + ": name folders written by simulate --report");
                dirs.add(dir);
            }
            if (dirs.isEmpty()) throw new ParameterException(spec.commandLine(), "an empty run: '" + run + "'");
            sides.add(dirs);
        }
        Path into = out;
        if (into == null) {
            if (sides.size() != 1 || sides.get(0).size() != 1)
                throw new ParameterException(spec.commandLine(), "several runs need a folder to write into: add --out DIR");
            into = sides.get(0).get(0);
        }
        List<Report.Run> all = new ArrayList<>();
        List<Report.Run> joined = new ArrayList<>();
        for (List<Path> dirs : sides) {
            List<Report.Run> parts = new ArrayList<>();
            for (Path d : dirs) parts.add(Report.read(d));
            all.addAll(parts);
            joined.add(join(parts));
        }
        Files.createDirectories(into);
        PrintWriter w = spec.commandLine().getOut();
        Path page = into.resolve(Report.PAGE_FILE);
        Files.writeString(page, Report.html(all), StandardCharsets.UTF_8);
        w.println("Report: " + page + " (" + all.size() + " run(s), " + all.stream().mapToInt(r -> r.games().size()).sum() + " games)");
        if (joined.size() == 2) {
            String comparison = Report.comparison(joined.get(0), joined.get(1));
            if (comparison == null) {
                w.println("The two runs share fewer than 2 seeds: no comparison page.");
            } else {
                Path file = into.resolve(Report.COMPARISON_FILE);
                Files.writeString(file, comparison, StandardCharsets.UTF_8);
                w.println("A = " + joined.get(0).name() + ", B = " + joined.get(1).name() + ": "
                        + Paired.of("all", wins(joined.get(0)), wins(joined.get(1))).line());
                w.println("Comparison: " + file);
            }
        }
        w.flush();
        return 0;
    }

    /** The folders of one side as one run (blocks of seeds of one study): they must share their settings, seeds aside. */
    private Report.Run join(List<Report.Run> parts) {
        if (parts.size() == 1) return parts.get(0);
        RunSettings first = parts.get(0).settings();
        List<GameRow> games = new ArrayList<>();
        int threw = 0;
        for (Report.Run r : parts) {
            if (!r.settings().described().equals(first.described()))
                throw new ParameterException(spec.commandLine(), "the folders joined with commas must be runs with the same settings: "
                        + parts.get(0).name() + " and " + r.name() + " differ (" + first.described() + " against " + r.settings().described() + ")");
            games.addAll(r.games());
            threw += r.settings().threw();
        }
        long lo = parts.stream().mapToLong(r -> r.settings().firstSeed()).min().orElseThrow();
        long hi = parts.stream().mapToLong(r -> r.settings().lastSeed()).max().orElseThrow();
        RunSettings s = new RunSettings(games.size() + threw, first.players(), first.ancientOne(), lo, hi, first.lurker(), first.dunwich(),
                first.faq(), first.agent(), first.budget(), first.packs(), first.notes(), first.commit(), first.maxAnswers(), threw);
        return new Report.Run(String.join("+", parts.stream().map(Report.Run::name).toList()), s, games);
    }

    private static java.util.Map<Long, Boolean> wins(Report.Run run) {
        java.util.Map<Long, Boolean> m = new java.util.TreeMap<>();
        for (GameRow g : run.games()) m.put(g.seed(), g.win());
        return m;
    }
}
