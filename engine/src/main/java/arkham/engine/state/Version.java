package arkham.engine.state;

/**
 * A handle on one slot of an array of change counts, or on all of them: whatever it watches bumps
 * it, and a cache built for a slot tells with one load and one compare that nothing it read has
 * changed since. The counts sit in one array so that reading one costs no chain of loads. Not part
 * of the state's value: copies start their own.
 */
public final class Version {
    private final int[] counts;
    private final int slot;

    /** A handle on {@code counts[slot]}; with slot -1, on every count at once. */
    public Version(int[] counts, int slot) {
        this.counts = counts;
        this.slot = slot;
    }

    public void bump() {
        if (slot >= 0) {
            counts[slot]++;
        } else {
            for (int k = 0; k < counts.length; k++) counts[k]++;
        }
    }
}
