package arkham.engine.state;

/**
 * The game's only source of chance: a SplitMix64 generator whose whole state is one long, so a
 * copy of the game copies it exactly (or reseeds it for search, so copies cannot see the future).
 */
public final class Rng {
    private long state;

    public Rng(long seed) {
        this.state = seed;
    }

    public Rng(Rng o) {
        this.state = o.state;
    }

    public long state() { return state; }

    /** Replaces the future with an independent one (for search copies). */
    public void reseed(long seed) {
        state = seed * 0x2545F4914F6CDD1DL + 0x632BE59BD9B4E019L;
    }

    public long nextLong() {
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound). */
    public int nextInt(int bound) {
        if (bound <= 0) throw new IllegalArgumentException("bound must be positive: " + bound);
        return (int) Math.floorMod(nextLong() >>> 1, (long) bound);
    }

    public int die() {
        return 1 + nextInt(6);
    }

    /** Fisher-Yates shuffle of a list in place. */
    public void shuffle(IntList l) {
        for (int i = l.size() - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = l.get(i);
            l.set(i, l.get(j));
            l.set(j, t);
        }
    }
}
