package arkham.cli;

import arkham.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
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
 * The report opens from disk in a real browser (headless Chromium) and Chart.js draws every chart:
 * the page marks the body with the number of charts drawn once they are. When Chromium is missing,
 * tools/ensure-chromium.sh installs it (as root) or the test fails saying how; it never skips.
 */
class ReportBrowserTest {
    static final String CHROMIUM = "/usr/bin/chromium";

    @Test
    void everyChartIsDrawnInHeadlessChromium(@TempDir Path dir) throws Exception {
        ensureChromium();
        Simulation.Params p = new Simulation.Params(12, 2, null, 40, 1, 100_000,
                arkham.engine.Setup.Options.DEFAULT, true, "heuristic", 0);
        java.util.List<Simulation.GameResult> rows = java.util.Collections.synchronizedList(new java.util.ArrayList<>());
        Simulation.Summary s = Simulation.run(ContentLoader.core(), p, done -> { }, rows::add);
        rows.sort(java.util.Comparator.comparingInt(Simulation.GameResult::index));
        Report.write(dir, p, s, rows);
        Path page = dir.resolve("report.html");

        String dom = chromium(dir, "--dump-dom", page);
        Matcher m = Pattern.compile("data-charts-drawn=\"(\\d+)\"").matcher(dom);
        assertTrue(m.find(), "the page's script ran to the end: " + dom.substring(0, Math.min(400, dom.length())));
        assertEquals("8", m.group(1), "charts drawn");
        int canvases = dom.split("<canvas", -1).length - 1;
        assertEquals(8, canvases);
        assertTrue(dom.contains("Win rate by investigator") && dom.contains("Doom and terror by turn"), "sections and sentences are there");

        Path shot = dir.resolve("report.png");
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
