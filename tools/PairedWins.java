import arkham.cli.Paired;

import java.io.IOException;

/**
 * Compares two simulation studies seed by seed: reads the games.csv of each (written by
 * {@code arkham simulate --report DIR}; several directories may be joined with commas) and prints
 * the wins of each on the seeds both played, the difference B - A in points with its paired 95%
 * interval, and the seeds won by one of them only ({@link Paired}, which {@code arkham report A B}
 * also uses for its comparison page, compare.html, with the same figures per Ancient One).
 * Run (the command line's jar holds the CSV library): java -cp cli/target/arkham.jar tools/PairedWins.java DIR_A DIR_B
 */
public final class PairedWins {
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: java -cp cli/target/arkham.jar tools/PairedWins.java DIR_A[,DIR...] DIR_B[,DIR...]");
            System.exit(2);
        }
        Paired p = Paired.of("all seeds", Paired.wins(args[0]), Paired.wins(args[1]));
        if (p.seeds() < 2) {
            System.err.println("the two studies share " + p.seeds() + " seed(s): nothing to compare");
            System.exit(1);
        }
        System.out.println(p.line());
    }
}
