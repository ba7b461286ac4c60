package arkham.engine;

/** Small helpers for text players read: counts with the noun in the right number. */
public final class Words {
    private Words() {
    }

    /** "1 card", "2 cards", "0 cards": the noun's plural adds an s. */
    public static String count(int n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "s");
    }

    /** "1 die", "3 dice". */
    public static String dice(int n) {
        return n == 1 ? "1 die" : n + " dice";
    }

    /** "1 success", "2 successes". */
    public static String successes(int n) {
        return n == 1 ? "1 success" : n + " successes";
    }
}
