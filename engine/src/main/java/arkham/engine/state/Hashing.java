package arkham.engine.state;

/** A tiny order-sensitive 64-bit mixer for state hashes. */
public final class Hashing {
    private Hashing() {
    }

    public static long mix(long h, long x) {
        h ^= x + 0x9E3779B97F4A7C15L + (h << 6) + (h >>> 2);
        h *= 0xBF58476D1CE4E5B9L;
        return h ^ (h >>> 29);
    }
}
