import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compares two simulation studies seed by seed: reads the games.csv of each (written by
 * {@code arkham simulate --report DIR}; several directories may be joined with commas) and prints
 * the wins of each on the seeds both played, the difference B - A in points with its paired 95%
 * interval, and the seeds won by one of them only. Each game depends only on its seed and the
 * agent, so the pairs share everything but the agent's play and the noise of a difference is far
 * below that of two separate rates.
 * Run: java tools/PairedWins.java DIR_A DIR_B
 */
public final class PairedWins {
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java tools/PairedWins.java DIR_A[,DIR...] DIR_B[,DIR...]");
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

    /** Seed to won, from games.csv in each of the comma-separated directories. */
    private static Map<Long, Boolean> load(String dirs) throws IOException {
        Map<Long, Boolean> out = new TreeMap<>();
        for (String dir : dirs.split(",")) {
            List<String> lines = Files.readAllLines(Path.of(dir, "games.csv"));
            List<String> header = cells(lines.get(0));
            int seed = header.indexOf("seed");
            int win = header.indexOf("win");
            if (seed < 0 || win < 0) throw new IllegalArgumentException(dir + "/games.csv has no seed or win column");
            for (String line : lines.subList(1, lines.size())) {
                List<String> c = cells(line);
                out.put(Long.parseLong(c.get(seed)), Boolean.parseBoolean(c.get(win)));
            }
        }
        return out;
    }

    /** One CSV line's cells (quoted cells may hold commas and doubled quotes). */
    private static List<String> cells(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int k = 0; k < line.length(); k++) {
            char ch = line.charAt(k);
            if (quoted) {
                if (ch == '"' && k + 1 < line.length() && line.charAt(k + 1) == '"') {
                    cell.append('"');
                    k++;
                } else if (ch == '"') {
                    quoted = false;
                } else {
                    cell.append(ch);
                }
            } else if (ch == '"') {
                quoted = true;
            } else if (ch == ',') {
                out.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(ch);
            }
        }
        out.add(cell.toString());
        return out;
    }
}
