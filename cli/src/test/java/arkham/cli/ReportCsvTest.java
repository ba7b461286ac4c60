package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Outcome;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** games.csv is written and read by a CSV library: quotes, commas and line breaks in a cell come back as they went in. */
@Tag("slow")
class ReportCsvTest {
    static GameRow game(int index, long seed, Outcome outcome, List<String> investigators, String ancientOne) {
        return new GameRow(seed, investigators.size(), investigators, ancientOne, "cards,gates", "none", "none", List.of(),
                List.of(), "heuristic", null, "614b4f420c0feb09e1a3fbb9b9961116072fa711", outcome,
                Simulation.ending(outcome, outcome.win ? null : Awakening.DOOM_TRACK), outcome.win ? null : Awakening.DOOM_TRACK,
                7, 3, 1, 2, 0, 4, 0, 0, outcome.win ? 12 : null, new int[] {1, 2}, new int[] {0, 1});
    }

    @Test
    void namesWithQuotesCommasAndLineBreaksSurviveAWriteAndARead(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.csv");
        GameRow.writeCsv(file, List.of(
                game(0, 41, Outcome.WIN_SEALED_GATES, List.of("\"Ashcan\" Pete", "Kate Winthrop"), "Yig"),
                game(1, 42, Outcome.LOSS_DEVOURED, List.of("Amanda Sharpe"), "an, odd \"name\"\nover two lines")));
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains(",\"\"\"Ashcan\"\" Pete;Kate Winthrop\","), "a quote is doubled inside a quoted cell:\n" + text);
        assertTrue(text.startsWith(String.join(",", GameRow.COLUMNS) + "\n41,2,"), "plain cells stay unquoted:\n" + text);

        List<Map<String, String>> rows = GameRow.readCsvCells(file);
        assertEquals(2, rows.size());
        assertEquals("\"Ashcan\" Pete;Kate Winthrop", rows.get(0).get("investigators"));
        assertEquals("cards,gates", rows.get(0).get("lurker"));
        assertEquals("true", rows.get(0).get("win"));
        assertEquals("12", rows.get(0).get("score"));
        assertEquals("", rows.get(0).get("awakened_by"));
        assertEquals("an, odd \"name\"\nover two lines", rows.get(1).get("ancient_one"));
        assertEquals("", rows.get(1).get("score"));
        assertEquals("DOOM_TRACK", rows.get(1).get("awakened_by"));
        assertEquals(GameRow.COLUMNS, List.copyOf(rows.get(1).keySet()));
    }

    static String runTool(String... args) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-cp", System.getProperty("java.class.path")));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(Path.of("..").toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), args[0] + " did not finish");
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    /** tools/FitEvaluation.java reads a data dump through the same CSV library (here a made-up one: won when x > 0.5). */
    @Test
    void fitEvaluationReadsItsData(@TempDir Path dir) throws IOException, InterruptedException {
        StringBuilder csv = new StringBuilder("bias,x,win\n");
        for (int k = 0; k < 40; k++) csv.append("1,").append(k / 40.0).append(',').append(k % 3 == 0 ? (k > 20 ? 0 : 1) : (k > 20 ? 1 : 0)).append('\n');
        Path file = dir.resolve("data.csv");
        Files.writeString(file, csv);
        String out = runTool("tools/FitEvaluation.java", file.toString());
        assertTrue(out.contains("static final double[] WEIGHTS = {"), out);
        assertTrue(out.matches("(?s).*\\nx\\s+[0-9]+\\.[0-9]{4}\\n.*"), "x has a positive weight:\n" + out);
    }

    /** tools/PairedWins.java, run as docs/AI.md says (the jar's class path), reads two such files. */
    @Test
    void pairedWinsReadsTheReportsItCompares(@TempDir Path dir) throws IOException, InterruptedException {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        List<String> pete = List.of("\"Ashcan\" Pete");
        GameRow.writeCsv(a.resolve("games.csv"), List.of(game(0, 1, Outcome.WIN_BANISHED, pete, "Yig"),
                game(1, 2, Outcome.LOSS_DEVOURED, pete, "Yig"), game(2, 3, Outcome.LOSS_DEVOURED, pete, "Yig, \"x\"")));
        GameRow.writeCsv(b.resolve("games.csv"), List.of(game(0, 1, Outcome.WIN_BANISHED, pete, "Yig"),
                game(1, 2, Outcome.WIN_CLOSED_GATES, pete, "Yig"), game(2, 3, Outcome.WIN_CLOSED_GATES, pete, "Yig, \"x\"")));
        String out = runTool("tools/PairedWins.java", a.toString(), b.toString());
        assertTrue(out.startsWith("3 seeds: A 1 (33.3%), B 3 (100.0%), B-A +66.7 points"), out);
        assertTrue(out.contains("only A 0, only B 2"), out);
    }
}
