import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Fits the logistic win-chance model of arkham.ai.Evaluation to the CSV written by the
 * test-scope arkham.ai.EvaluationData (features, then 0/1 for a won game), by Newton's method
 * (iteratively reweighted least squares) with a small L2 penalty, and prints the WEIGHTS array.
 * Run: java tools/FitEvaluation.java data.csv
 */
public final class FitEvaluation {
    static final double L2 = 1.0;

    public static void main(String[] args) throws IOException {
        List<String> lines = Files.readAllLines(Path.of(args[0]));
        String[] header = lines.get(0).split(",");
        int d = header.length - 1;
        List<double[]> xs = new ArrayList<>();
        List<Integer> ys = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            double[] x = new double[d];
            for (int k = 0; k < d; k++) x[k] = Double.parseDouble(cells[k]);
            xs.add(x);
            ys.add(Integer.parseInt(cells[d]));
        }
        double[] w = new double[d];
        for (int iter = 0; iter < 30; iter++) {
            double[] grad = new double[d];
            double[][] h = new double[d][d];
            double loss = 0;
            for (int n = 0; n < xs.size(); n++) {
                double[] x = xs.get(n);
                double z = 0;
                for (int k = 0; k < d; k++) z += w[k] * x[k];
                double p = 1 / (1 + Math.exp(-z));
                int y = ys.get(n);
                loss -= y == 1 ? Math.log(Math.max(p, 1e-12)) : Math.log(Math.max(1 - p, 1e-12));
                double r = p * (1 - p);
                for (int a = 0; a < d; a++) {
                    grad[a] += (p - y) * x[a];
                    if (x[a] == 0) continue;
                    for (int b = 0; b < d; b++) h[a][b] += r * x[a] * x[b];
                }
            }
            // the bias (feature 0) is not penalised
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
            System.err.printf("iteration %d: log loss %.5f a position, largest step %.2e%n", iter, loss / xs.size(), size);
            if (size < 1e-7) break;
        }
        StringBuilder s = new StringBuilder("    static final double[] WEIGHTS = {");
        for (int k = 0; k < d; k++) {
            if (k % 6 == 0) s.append("\n            ");
            s.append(String.format(java.util.Locale.ROOT, "%.4f", w[k])).append(k + 1 < d ? ", " : "");
        }
        System.out.println(s.append("};"));
        for (int k = 0; k < d; k++) System.err.printf(java.util.Locale.ROOT, "%-18s %9.4f%n", header[k], w[k]);
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
