import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the logistic win-chance model of arkham.ai.Evaluation to the CSV written by the
 * test-scope arkham.ai.EvaluationData (features, then 0/1 for a won game), by Newton's method
 * (iteratively reweighted least squares) with a small L2 penalty, and prints the WEIGHTS array.
 * Run (the command line's jar holds the CSV library): java -cp cli/target/arkham.jar tools/FitEvaluation.java data.csv
 *
 * <p>With {@code --pairs} it reads instead the pairs written by arkham.ai.TargetPairs (two movement
 * targets played on one tied future: whether each won, the evaluation's win chance at the end of
 * the turn, the features of each) and tells how much the choice decides and how well the
 * evaluation sees it: how often one target only wins and how often that is the heuristic's, the
 * evaluation's predicted difference against the outcomes', and a held-out log loss on the pairs
 * one only won, where all that differs between the two positions is the choice (a conditional
 * logistic model: the same fit on the features' differences): a coin, the evaluation as it is, and
 * its features refitted to the pairs (fitted on even seeds and tested on odd ones, and the other
 * way round). Run: java -cp cli/target/arkham.jar tools/FitEvaluation.java --pairs pairs.csv
 */
public final class FitEvaluation {
    static final double L2 = 1.0;

    public static void main(String[] args) throws IOException {
        if (args[0].equals("--pairs")) {
            pairs(rows(args[1]));
            return;
        }
        List<String[]> rows = rows(args[0]);
        String[] header = rows.get(0);
        int d = header.length - 1;
        List<double[]> xs = new ArrayList<>();
        List<Integer> ys = new ArrayList<>();
        for (String[] cells : rows.subList(1, rows.size())) {
            double[] x = new double[d];
            for (int k = 0; k < d; k++) x[k] = Double.parseDouble(cells[k]);
            xs.add(x);
            ys.add(Integer.parseInt(cells[d]));
        }
        double[] w = fit(xs, ys, true);
        StringBuilder s = new StringBuilder("    static final double[] WEIGHTS = {");
        for (int k = 0; k < d; k++) {
            if (k % 6 == 0) s.append("\n            ");
            s.append(String.format(java.util.Locale.ROOT, "%.4f", w[k])).append(k + 1 < d ? ", " : "");
        }
        System.out.println(s.append("};"));
        for (int k = 0; k < d; k++) System.err.printf(java.util.Locale.ROOT, "%-18s %9.4f%n", header[k], w[k]);
    }

    /** Every row of a CSV file, the header first, each as its cells. */
    static List<String[]> rows(String file) throws IOException {
        CsvMapper csv = new CsvMapper();
        csv.enable(CsvParser.Feature.WRAP_AS_ARRAY);
        try (MappingIterator<String[]> it = csv.readerFor(String[].class).readValues(new File(file))) {
            return it.readAll();
        }
    }

    /** The weights of P(y = 1) = sigmoid(w . x); feature 0, the bias, is not penalised. */
    static double[] fit(List<double[]> xs, List<Integer> ys, boolean verbose) {
        int d = xs.get(0).length;
        double[] w = new double[d];
        for (int iter = 0; iter < 30; iter++) {
            double[] grad = new double[d];
            double[][] h = new double[d][d];
            double loss = 0;
            for (int n = 0; n < xs.size(); n++) {
                double[] x = xs.get(n);
                double p = 1 / (1 + Math.exp(-dot(w, x)));
                int y = ys.get(n);
                loss -= y == 1 ? Math.log(Math.max(p, 1e-12)) : Math.log(Math.max(1 - p, 1e-12));
                double r = p * (1 - p);
                for (int a = 0; a < d; a++) {
                    grad[a] += (p - y) * x[a];
                    if (x[a] == 0) continue;
                    for (int b = 0; b < d; b++) h[a][b] += r * x[a] * x[b];
                }
            }
            for (int a = 1; a < d; a++) {
                grad[a] += L2 * w[a];
                h[a][a] += L2;
            }
            h[0][0] += 1e-9;
            double[] step = solve(h, grad);
            double size = 0;
            for (int k = 0; k < d; k++) {
                w[k] -= step[k];
                size = Math.max(size, Math.abs(step[k]));
            }
            if (verbose) System.err.printf("iteration %d: log loss %.5f a position, largest step %.2e%n", iter, loss / xs.size(), size);
            if (size < 1e-7) break;
        }
        return w;
    }

    static double dot(double[] w, double[] x) {
        double z = 0;
        for (int k = 0; k < w.length; k++) z += w[k] * x[k];
        return z;
    }

    /** One row of TargetPairs: seed, won (heuristic's target, other), win chance of each, then the features of each. */
    record Pair(long seed, int wonA, int wonB, double chanceA, double chanceB, double[] diff) {
        static Pair parse(String[] c) {
            int d = (c.length - 5) / 2;
            // the bias (feature 0) is 1 in both positions, so its difference is 0
            double[] diff = new double[d];
            for (int k = 0; k < d; k++) diff[k] = Double.parseDouble(c[5 + k]) - Double.parseDouble(c[5 + d + k]);
            return new Pair(Long.parseLong(c[0]), Integer.parseInt(c[1]), Integer.parseInt(c[2]),
                    Double.parseDouble(c[3]), Double.parseDouble(c[4]), diff);
        }
    }

    /** The pairs after the header row. */
    static void pairs(List<String[]> rows) {
        List<Pair> all = rows.subList(1, rows.size()).stream().map(Pair::parse).toList();
        List<Pair> split = all.stream().filter(p -> p.wonA != p.wonB).toList();
        double heuristic = split.stream().mapToInt(Pair::wonA).average().orElse(0);
        System.out.printf("%d pairs: the heuristic's target won %.1f%%, the other %.1f%%; one only won %d (%.1f%%), "
                        + "the heuristic's %.1f%% of those (± %.1f)%n", all.size(),
                100 * all.stream().mapToInt(Pair::wonA).average().orElse(0), 100 * all.stream().mapToInt(Pair::wonB).average().orElse(0),
                split.size(), 100.0 * split.size() / all.size(), 100 * heuristic, 100 * Math.sqrt(heuristic * (1 - heuristic) / split.size()));
        System.out.println("the evaluation's difference (heuristic's target less the other's) against the outcomes':");
        double[] edges = {-1, -0.05, -0.02, -0.005, 0.005, 0.02, 0.05, 1};
        for (int b = 0; b + 1 < edges.length; b++) {
            double n = 0, predicted = 0, observed = 0;
            for (Pair p : all) {
                double dp = p.chanceA - p.chanceB;
                if (dp < edges[b] || dp >= edges[b + 1]) continue;
                n++;
                predicted += dp;
                observed += p.wonA - p.wonB;
            }
            System.out.printf("  [%+.3f, %+.3f): %6.0f pairs, predicted %+.4f, observed %+.4f%n", edges[b], edges[b + 1], n,
                    n == 0 ? 0 : predicted / n, n == 0 ? 0 : observed / n);
        }
        long even = split.stream().filter(p -> p.chanceA == p.chanceB).count();
        long named = split.stream().filter(p -> p.chanceA != p.chanceB && (p.chanceA > p.chanceB) == (p.wonA == 1)).count();
        System.out.printf("of the pairs one only won, the evaluation prefers the winner in %.1f%%, the loser in %.1f%%, neither in %.1f%%%n",
                100.0 * named / split.size(), 100.0 * (split.size() - named - even) / split.size(), 100.0 * even / split.size());
        double asIs = 0, refit = 0;
        for (int half = 0; half < 2; half++) {
            int h = half;
            List<Pair> train = split.stream().filter(p -> p.seed % 2 == h).toList();
            double[] w = fit(train.stream().map(Pair::diff).toList(), train.stream().map(Pair::wonA).toList(), false);
            for (Pair p : split) {
                if (p.seed % 2 == h) continue;
                asIs += loss(logit(p.chanceA) - logit(p.chanceB), p.wonA) / split.size();
                refit += loss(dot(w, p.diff), p.wonA) / split.size();
            }
        }
        System.out.printf("held-out log loss a pair one only won: a coin %.5f, the evaluation %.5f, refitted to the pairs %.5f%n",
                Math.log(2), asIs, refit);
    }

    static double logit(double p) {
        double q = Math.min(1 - 1e-9, Math.max(1e-9, p));
        return Math.log(q / (1 - q));
    }

    static double loss(double z, int won) {
        double p = 1 / (1 + Math.exp(-z));
        return -Math.log(Math.max(1e-12, won == 1 ? p : 1 - p));
    }

    /** Gaussian elimination with partial pivoting. */
    static double[] solve(double[][] a, double[] b) {
        int n = b.length;
        double[][] m = new double[n][];
        for (int i = 0; i < n; i++) {
            m[i] = java.util.Arrays.copyOf(a[i], n + 1);
            m[i][n] = b[i];
        }
        for (int c = 0; c < n; c++) {
            int pivot = c;
            for (int r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[pivot][c])) pivot = r;
            double[] t = m[c];
            m[c] = m[pivot];
            m[pivot] = t;
            for (int r = 0; r < n; r++) {
                if (r == c || m[c][c] == 0) continue;
                double f = m[r][c] / m[c][c];
                for (int k = c; k <= n; k++) m[r][k] -= f * m[c][k];
            }
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) x[i] = m[i][i] == 0 ? 0 : m[i][n] / m[i][i];
        return x;
    }
}
