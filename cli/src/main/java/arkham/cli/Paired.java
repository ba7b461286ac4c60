package arkham.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two runs compared seed by seed: each game depends only on its seed, its settings and the agent's
 * play, so on the seeds both played the pairs share everything the runs do not change, and the noise
 * of a difference in wins is far below that of two separate rates. Each seed's difference B - A is -1,
 * 0 or +1; the mean difference has a 95% interval from its standard error (normal approximation).
 * The comparison page ({@link Report#comparison}) and tools/PairedWins.java use it.
 *
 * @param name  what the pairs are (all seeds, an Ancient One, ...)
 * @param seeds seeds both runs played
 * @param onlyA seeds A won and B lost
 */
public record Paired(String name, int seeds, int winsA, int winsB, int onlyA, int onlyB) {
    static final double Z = 1.959964;

    /** The pairs of (A won, B won) per seed. */
    static Paired of(String name, Iterable<boolean[]> pairs) {
        int n = 0, winsA = 0, winsB = 0, onlyA = 0, onlyB = 0;
        for (boolean[] p : pairs) {
            n++;
            if (p[0]) winsA++;
            if (p[1]) winsB++;
            if (p[0] && !p[1]) onlyA++;
            if (p[1] && !p[0]) onlyB++;
        }
        return new Paired(name, n, winsA, winsB, onlyA, onlyB);
    }

    /** B - A as a share of the seeds. */
    public double difference() {
        return seeds == 0 ? 0 : (double) (onlyB - onlyA) / seeds;
    }

    /** The standard error of {@link #difference} (NaN under 2 seeds). */
    double error() {
        if (seeds < 2) return Double.NaN;
        double mean = difference();
        double variance = (onlyA + onlyB - seeds * mean * mean) / (seeds - 1);
        return Math.sqrt(variance / seeds);
    }

    public double low() {
        return difference() - Z * error();
    }

    public double high() {
        return difference() + Z * error();
    }

    /** The one-line summary tools/PairedWins.java prints. */
    public String line() {
        return String.format(Locale.ROOT, "%d seeds: A %d (%.1f%%), B %d (%.1f%%), B-A %+.1f points (%+.1f to %+.1f); only A %d, only B %d",
                seeds, winsA, 100.0 * winsA / seeds, winsB, 100.0 * winsB / seeds, 100 * difference(), 100 * low(), 100 * high(),
                onlyA, onlyB);
    }

    /** Seed to won, from games.csv in each of the comma-separated folders. */
    public static Map<Long, Boolean> wins(String dirs) throws IOException {
        Map<Long, Boolean> out = new TreeMap<>();
        for (String dir : dirs.split(",")) {
            for (Map<String, String> row : GameRow.readCsvCells(Path.of(dir, GameRow.CSV_FILE))) {
                if (!row.containsKey("seed") || !row.containsKey("win"))
                    throw new IllegalArgumentException(dir + "/" + GameRow.CSV_FILE + " has no seed or win column");
                out.put(Long.parseLong(row.get("seed")), Boolean.parseBoolean(row.get("win")));
            }
        }
        return out;
    }

    /** The pairs of two runs' wins on the seeds both played. */
    public static Paired of(String name, Map<Long, Boolean> a, Map<Long, Boolean> b) {
        List<boolean[]> pairs = new ArrayList<>();
        a.forEach((seed, won) -> {
            Boolean other = b.get(seed);
            if (other != null) pairs.add(new boolean[] {won, other});
        });
        return of(name, pairs);
    }
}
