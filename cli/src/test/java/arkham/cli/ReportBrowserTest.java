package arkham.cli;

import arkham.content.ContentLoader;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report and the comparison page open from disk in a real browser (headless Chromium) and Chart.js
 * draws every chart: the page marks the body with the number of charts drawn once they are, and each
 * canvas with the values drawn on it. When Chromium is missing,
 * tools/ensure-chromium.sh installs it (as root) or the test fails saying how; it never skips.
 */
@Tag("slow")
class ReportBrowserTest {
    static final String CHROMIUM = "/usr/bin/chromium";

    /** Plays a small run and writes its report, as simulate --report does. */
    static Path simulate(Path dir, String name, int players, String agent, boolean randomLurker) throws Exception {
        // with the Lurker's parts at random the heuristic wins about one game in nine: 40 games, so that
        // the chart of won games' scores has some to show whatever the heuristic's latest play
        int games = randomLurker ? 40 : 12;
        Simulation.Params p = new Simulation.Params(games, players, null, 40, 1, 100_000, arkham.engine.Setup.Options.DEFAULT,
                randomLurker, agent, 0);
        List<Simulation.GameResult> rows = java.util.Collections.synchronizedList(new ArrayList<>());
        Simulation.Summary s = Simulation.run(ContentLoader.core(), p, done -> { }, rows::add);
        rows.sort(java.util.Comparator.comparingInt(Simulation.GameResult::index));
        Path out = dir.resolve(name);
        Report.write(out, RunSettings.of(ContentLoader.core(), p, s.threw()), rows);
        return out;
    }

    @Test
    void everyChartOfARunIsDrawnWithItsNumbersBesideIt(@TempDir Path dir) throws Exception {
        ensureChromium();
        Path run = simulate(dir, "run", 4, "heuristic", true);
        String dom = drawn(dir, run.resolve("report.html"), 7);
        assertTrue(dom.contains("Win rate by investigator") && dom.contains("Doom and terror by turn")
                && dom.contains("Effect of each Lurker part"), "sections and sentences are there");
        assertTrue(dom.contains("<li>Win rate by agent: every game had the same agent: heuristic</li>"), "what is left out is named");
        screenshot(dir, run.resolve("report.html"));
    }

    @Test
    void severalRunsAndTheComparisonPageAreDrawn(@TempDir Path dir) throws Exception {
        ensureChromium();
        Path a = simulate(dir, "heuristic", 4, "heuristic", false);
        Path b = simulate(dir, "tuned", 4, "heuristic:covered=30", false);
        Path c = simulate(dir, "three", 3, "heuristic", false);
        StringWriter out = new StringWriter(), err = new StringWriter();
        assertEquals(0, Main.run(new String[] {"report", "--out", dir.resolve("all").toString(), a.toString(), b.toString(), c.toString()},
                new PrintWriter(out), new PrintWriter(err)), err::toString);
        String dom = drawn(dir, dir.resolve("all/report.html"), 8);
        assertTrue(dom.contains("id=\"chart-players\"") && dom.contains("id=\"chart-agent\""), "player count and agent compared");
        screenshot(dir, dir.resolve("all/report.html"));

        assertEquals(0, Main.run(new String[] {"report", "--out", dir.resolve("pair").toString(), a.toString(), b.toString()},
                new PrintWriter(out), new PrintWriter(err)), err::toString);
        String comparison = drawn(dir, dir.resolve("pair/compare.html"), 2);
        assertTrue(comparison.contains("Paired difference B − A, overall and by Ancient One"), "the comparison's chart");
        screenshot(dir, dir.resolve("pair/compare.html"));
    }

    /**
     * Opens a page in headless Chromium and checks that its script drew every chart it has (at least
     * {@code atLeast}), each with something on it, and that every chart's table of numbers has rows.
     */
    private static String drawn(Path dir, Path page, int atLeast) throws Exception {
        String dom = chromium(dir, "--dump-dom", page);
        Matcher m = Pattern.compile("data-charts-drawn=\"(\\d+)\"").matcher(dom);
        assertTrue(m.find(), "the page's script ran to the end: " + dom.substring(0, Math.min(400, dom.length())));
        int charts = Integer.parseInt(m.group(1));
        assertTrue(charts >= atLeast, charts + " charts drawn in " + page);
        assertEquals(charts, dom.split("<canvas", -1).length - 1, "a canvas per chart");
        Matcher points = Pattern.compile("<canvas id=\"chart-([a-z]+)\"[^>]*data-points=\"(\\d+)\"").matcher(dom);
        int seen = 0;
        while (points.find()) {
            seen++;
            assertTrue(Integer.parseInt(points.group(2)) > 0, "chart " + points.group(1) + " shows something");
            Matcher table = Pattern.compile("<table id=\"table-" + points.group(1) + "\">.*?<tbody>(.*?)</tbody>", Pattern.DOTALL).matcher(dom);
            assertTrue(table.find() && table.group(1).contains("<tr>"), "chart " + points.group(1) + " has its numbers beside it");
        }
        assertEquals(charts, seen, "every canvas says what it drew");
        return dom;
    }

    private static void screenshot(Path dir, Path page) throws Exception {
        Path shot = dir.resolve(page.getParent().getFileName() + "-" + page.getFileName() + ".png");
        chromium(dir, "--screenshot=" + shot, page);
        assertTrue(Files.size(shot) > 20_000, "a screenshot of a drawn page is not blank");
    }

    private static void ensureChromium() throws IOException, InterruptedException {
        if (Files.isExecutable(Path.of(CHROMIUM))) return;
        Process p = new ProcessBuilder("bash", "../tools/ensure-chromium.sh").inheritIO().start();
        assertTrue(p.waitFor(20, TimeUnit.MINUTES) && p.exitValue() == 0,
                "headless Chromium is needed at " + CHROMIUM + ": tools/ensure-chromium.sh failed (its message is above)");
    }

    private static String chromium(Path dir, String what, Path page) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(dir, "chromium");
        List<String> cmd = new ArrayList<>(List.of(CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile, "--window-size=1400,3000", what, page.toUri().toString()));
        Path out = dir.resolve("chromium-out.txt");
        Process proc = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(dir.resolve("chromium-err.txt").toFile()).start();
        assertTrue(proc.waitFor(120, TimeUnit.SECONDS), "chromium finished within 2 minutes");
        assertEquals(0, proc.exitValue(), () -> "chromium failed: " + read(dir.resolve("chromium-err.txt")));
        return read(out);
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(" + e.getMessage() + ")";
        }
    }
}
