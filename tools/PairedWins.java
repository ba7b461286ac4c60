import arkham.cli.Report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compares two simulation studies seed by seed: reads the games.csv of each (written by
 * {@code arkham simulate --report DIR}; several directories may be joined with commas) and prints
 * the wins of each on the seeds both played, the difference B - A in points with its paired 95%
 * interval, and the seeds won by one of them only. Each game depends only on its seed and the
 * agent, so the pairs share everything but the agent's play and the noise of a difference is far
 * below that of two separate rates.
 * Run (the command line's jar holds the CSV library): java -cp cli/target/arkham.jar tools/PairedWins.java DIR_A DIR_B
 */
public final class PairedWins {
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java -cp cli/target/arkham.jar tools/PairedWins.java DIR_A[,DIR...] DIR_B[,DIR...]");
            System.exit(2);
        }
        Map<Long, Boolean> a = load(args[0]);
        Map<Long, Boolean> b = load(args[1]);
        int n = 0, winsA = 0, winsB = 0, onlyA = 0, onlyB = 0;
        for (Map.Entry<Long, Boolean> e : a.entrySet()) {
            Boolean other = b.get(e.getKey());
            if (other == null) continue;
            n++;
            if (e.getValue()) winsA++;
            if (other) winsB++;
            if (e.getValue() && !other) onlyA++;
            if (other && !e.getValue()) onlyB++;
        }
        if (n < 2) {
            System.err.println("the two studies share " + n + " seed(s): nothing to compare");
            System.exit(1);
        }
        // each seed's difference is -1, 0 or +1: the mean and its standard error
        double mean = (double) (onlyB - onlyA) / n;
        double squares = onlyA + onlyB;
        double variance = (squares - n * mean * mean) / (n - 1);
        double error = Math.sqrt(variance / n);
        System.out.printf("%d seeds: A %d (%.1f%%), B %d (%.1f%%), B-A %+.1f points (%+.1f to %+.1f); only A %d, only B %d%n",
                n, winsA, 100.0 * winsA / n, winsB, 100.0 * winsB / n, 100 * mean,
                100 * (mean - 1.96 * error), 100 * (mean + 1.96 * error), onlyA, onlyB);
    }

    /** Seed to won, from games.csv in each of the comma-separated directories (read by the report's own CSV reader). */
    private static Map<Long, Boolean> load(String dirs) throws IOException {
        Map<Long, Boolean> out = new TreeMap<>();
        for (String dir : dirs.split(",")) {
            for (Map<String, String> row : Report.readCsv(Path.of(dir, "games.csv"))) {
                if (!row.containsKey("seed") || !row.containsKey("win"))
                    throw new IllegalArgumentException(dir + "/games.csv has no seed or win column");
                out.put(Long.parseLong(row.get("seed")), Boolean.parseBoolean(row.get("win")));
            }
        }
        return out;
    }
}
