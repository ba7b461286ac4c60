package arkham.engine.def;

/**
 * How much: a fixed number, the successes of the last check, one die roll, or half (rounded
 * down) of what the investigator has of the stat in question.
 */
public record Amount(Kind kind, int value) {
    public enum Kind { FIXED, SUCCESSES, DIE, HALF, ALL }

    public static final Amount SUCCESSES = new Amount(Kind.SUCCESSES, 0);
    public static final Amount DIE = new Amount(Kind.DIE, 0);
    public static final Amount HALF = new Amount(Kind.HALF, 0);
    public static final Amount ALL = new Amount(Kind.ALL, 0);

    public static Amount of(int n) {
        if (n < 0) throw new IllegalArgumentException("an amount cannot be negative: " + n);
        return new Amount(Kind.FIXED, n);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case FIXED -> Integer.toString(value);
            case SUCCESSES -> "one per success";
            case DIE -> "a die roll";
            case HALF -> "half";
            case ALL -> "all";
        };
    }
}
