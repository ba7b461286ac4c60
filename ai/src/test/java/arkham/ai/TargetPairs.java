package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import com.fasterxml.jackson.databind.SequenceWriter;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A data dump, not a test: how much a movement target decides, and how well the search's
 * evaluation sees it. In heuristic games, at every investigator's first movement question it
 * plays his heuristic target and another of the search's candidates ({@link HeuristicAgent#targets},
 * picked at random) on one tied future ({@link Game#copyForSearchTied}), each to the end of the turn
 * (the position the search would score) and on to the end of the game. One CSV row per pair, after
 * a header ({@link #header}): seed, whether each won, {@link Evaluation#winChance} of each end-of-turn position, then
 * {@link Evaluation#features} of each. Pairs that end the game or wake the Ancient One within the
 * turn are left out (the search scores those exactly). The input of {@code tools/FitEvaluation.java --pairs}. Run:
 * {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.TargetPairs GAMES FIRST_SEED OUT.csv}.
 */
public final class TargetPairs {
    /** A safety bound on the answers of a turn and of the rest of a game. */
    private static final int MAX_ANSWERS = 200_000;

    private TargetPairs() {
    }

    public static void main(String[] args) throws IOException {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        Content content = ContentLoader.core();
        long pairs = 0, split = 0;
        try (Writer file = Files.newBufferedWriter(Path.of(args[2])); SequenceWriter out = EvaluationData.CSV.writer().writeValues(file)) {
            out.write(header());
            for (long seed = first; seed < first + games; seed++) {
                Game g = Game.create(content, Setup.random(4, seed));
                HeuristicAgent h = new HeuristicAgent();
                SplittableRandom pick = new SplittableRandom(seed);
                long decision = 0;
                for (int n = 0; n < MAX_ANSWERS; n++) {
                    Question q = g.question();
                    if (q == null) break;
                    if (SearchAgent.isMovement(g, q) && !h.forced(g, q.player()) && !h.inLoop()) {
                        int p = q.player();
                        int[] targets = h.targets(g, p, SearchAgent.TARGETS);
                        if (targets.length >= 2) {
                            int[] pair = {targets[0], targets[1 + pick.nextInt(targets.length - 1)]};
                            Row row = row(g, p, pair, seed * 1_000_003L + decision++, seed);
                            if (row != null) {
                                out.write(row.cells());
                                pairs++;
                                if (row.won()[0] != row.won()[1]) split++;
                            }
                        }
                    }
                    g.answer(q.id(), q.player(), h.choose(g, q));
                }
            }
        }
        System.out.printf("%d games, %d pairs, %d won by one target only%n", games, pairs, split);
    }

    /** One pair: whether each target's game was won, and the CSV row. */
    private record Row(int[] won, List<String> cells) {
    }

    /** seed, won_a, won_b, chance_a, chance_b, then a_FEATURE... and b_FEATURE... (a: the heuristic's target). */
    static List<String> header() {
        List<String> h = new ArrayList<>(List.of("seed", "won_a", "won_b", "chance_a", "chance_b"));
        for (String side : List.of("a_", "b_")) for (String f : Evaluation.NAMES) h.add(side + f);
        return h;
    }

    /** Both targets on the future {@code future}; null when either ends the game or wakes the Ancient One this turn. */
    private static Row row(Game g, int p, int[] pair, long future, long seed) {
        int[] won = new int[2];
        double[] chance = new double[2];
        double[][] features = new double[2][];
        for (int b = 0; b < 2; b++) {
            Game c = g.copyForSearchTied(future);
            HeuristicAgent rest = new HeuristicAgent();
            rest.force(c, p, pair[b]);
            Question x = c.question();
            for (int n = 0; n < MAX_ANSWERS && x != null && c.turn == g.turn; n++, x = c.question()) c.answer(x.id(), x.player(), rest.choose(c, x));
            if (x == null || c.awakened) return null;
            chance[b] = Evaluation.winChance(c);
            features[b] = Evaluation.features(c);
            for (int n = 0; n < MAX_ANSWERS && x != null; n++, x = c.question()) c.answer(x.id(), x.player(), rest.choose(c, x));
            won[b] = c.isOver() && c.outcome().win ? 1 : 0;
        }
        List<String> cells = new ArrayList<>(List.of(Long.toString(seed), Integer.toString(won[0]), Integer.toString(won[1])));
        for (double v : chance) cells.add(String.format(Locale.ROOT, "%.6f", v));
        for (double[] f : features) for (double v : f) cells.add(EvaluationData.cell(v));
        return new Row(won, cells);
    }
}
