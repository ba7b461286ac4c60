package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import com.fasterxml.jackson.databind.SequenceWriter;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A data dump, not a test: plays the heuristic over a range of seeds and writes, for the first
 * question of every turn, {@link Evaluation#features} and whether that game was won (CSV with a
 * header), the input of {@code tools/FitEvaluation.java}. Run:
 * {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.EvaluationData GAMES FIRST_SEED PLAYERS OUT.csv}.
 */
public final class EvaluationData {
    /** The CSV writer of this dump and of {@link TargetPairs}: one row per list of cells. */
    static final CsvMapper CSV = new CsvMapper();

    private EvaluationData() {
    }

    public static void main(String[] args) throws IOException {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        int players = Integer.parseInt(args[2]);
        Content content = ContentLoader.core();
        int wins = 0;
        long rows = 0;
        List<String> header = new ArrayList<>(Evaluation.NAMES);
        header.add("win");
        try (Writer file = Files.newBufferedWriter(Path.of(args[3])); SequenceWriter out = CSV.writer().writeValues(file)) {
            out.write(header);
            for (long seed = first; seed < first + games; seed++) {
                Game g = Game.create(content, Setup.random(players, seed));
                HeuristicAgent a = new HeuristicAgent();
                List<double[]> positions = new ArrayList<>();
                int lastTurn = -1;
                for (int n = 0; n < 200_000; n++) {
                    Question q = g.question();
                    if (q == null) break;
                    if (g.turn != lastTurn && g.turn > 0) {
                        lastTurn = g.turn;
                        positions.add(Evaluation.features(g));
                    }
                    g.answer(q.id(), q.player(), a.choose(g, q));
                }
                boolean win = g.isOver() && g.outcome().win;
                if (win) wins++;
                for (double[] f : positions) {
                    List<String> row = new ArrayList<>();
                    for (double x : f) row.add(cell(x));
                    row.add(win ? "1" : "0");
                    out.write(row);
                    rows++;
                }
            }
        }
        System.out.printf("%d games, %d won, %d positions%n", games, wins, rows);
    }

    /** A feature as a CSV cell: whole numbers bare, others to five places. */
    static String cell(double x) {
        return x == Math.rint(x) ? Long.toString((long) x) : String.format(java.util.Locale.ROOT, "%.5f", x);
    }
}
