package arkham.cli;

import arkham.content.scenario.ScenarioResult;
import arkham.content.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code arkham scenario}: runs rule scenario files (docs/SCENARIOS.md) and prints their reports. */
@Command(name = "scenario", mixinStandardHelpOptions = true,
        description = {"Runs scenario files (a folder means every *.json under it) and reports each.",
                "Exits non-zero if any scenario failed."})
public final class ScenarioCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "scenario files or folders")
    List<Path> paths;

    @Mixin
    ContentOption contentPacks = new ContentOption();

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        for (Path p : paths) {
            if (!Files.exists(p))
                throw new ParameterException(spec.commandLine(), "no such scenario file or folder: " + p
                        + " (e.g. './arkham scenario scenarios' runs the folder of rule scenarios)");
        }
        int passed = 0;
        int failed = 0;
        int skipped = 0;
        List<arkham.content.Pack> packs = contentPacks.open(spec);
        for (Path file : files()) {
            ScenarioResult r = ScenarioRunner.run(file, packs);
            out.println(r.report());
            if (r.skipped()) skipped++;
            else if (r.passed()) passed++;
            else failed++;
        }
        out.printf("scenarios: %d passed, %d failed, %d skipped%n", passed, failed, skipped);
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    /** The files named, folders expanded to their scenario files in name order (content packs in them left out). */
    private List<Path> files() throws IOException {
        List<Path> r = new ArrayList<>();
        for (Path p : paths) {
            if (!Files.isDirectory(p)) {
                r.add(p);
                continue;
            }
            r.addAll(ScenarioRunner.scenarioFiles(p));
        }
        return r;
    }
}
