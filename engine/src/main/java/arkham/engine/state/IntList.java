package arkham.engine.state;

import java.util.Arrays;

/** A small growable list of ints, cheap to copy. Used for decks, possessions and stacks. */
public final class IntList {
    private int[] a;
    private int n;
    /** Bumped by every change, so a cache can tell cheaply that this list is unchanged. */
    private int version;
    /** Also bumped by every change, if set (see {@link #watchedBy}). */
    private Version watcher;

    public IntList() {
        a = new int[8];
    }

    public IntList(IntList o) {
        a = Arrays.copyOf(o.a, Math.max(o.n, 4));
        n = o.n;
    }

    public static IntList of(int... xs) {
        IntList l = new IntList();
        for (int x : xs) l.add(x);
        return l;
    }

    public int size() { return n; }
    public boolean isEmpty() { return n == 0; }

    public int get(int i) {
        if (i >= n) throw new IndexOutOfBoundsException(i + " of " + n);
        return a[i];
    }

    public void set(int i, int v) {
        if (i >= n) throw new IndexOutOfBoundsException(i + " of " + n);
        a[i] = v;
        changed();
    }

    public void add(int v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2 + 4);
        a[n++] = v;
        changed();
    }

    /** Appends these values in order. */
    public void addAll(int[] vs) {
        if (n + vs.length > a.length) a = Arrays.copyOf(a, n + vs.length);
        System.arraycopy(vs, 0, a, n, vs.length);
        n += vs.length;
        changed();
    }

    public void insert(int i, int v) {
        if (n == a.length) a = Arrays.copyOf(a, n * 2 + 4);
        System.arraycopy(a, i, a, i + 1, n - i);
        a[i] = v;
        n++;
        changed();
    }

    public int removeAt(int i) {
        int v = get(i);
        System.arraycopy(a, i + 1, a, i, n - i - 1);
        n--;
        changed();
        return v;
    }

    public boolean remove(int v) {
        int i = indexOf(v);
        if (i < 0) return false;
        removeAt(i);
        return true;
    }

    public int removeLast() {
        if (n == 0) throw new IllegalStateException("empty list");
        changed();
        return a[--n];
    }

    public int last() {
        if (n == 0) throw new IllegalStateException("empty list");
        return a[n - 1];
    }

    public int indexOf(int v) {
        for (int i = 0; i < n; i++) if (a[i] == v) return i;
        return -1;
    }

    public boolean contains(int v) { return indexOf(v) >= 0; }

    public void clear() {
        n = 0;
        changed();
    }

    /** Changes with every change to this list (not part of its value). */
    public int version() { return version; }

    /** From now on every change to this list also bumps v; a copy of this list is not watched. */
    public void watchedBy(Version v) { watcher = v; }

    private void changed() {
        version++;
        if (watcher != null) watcher.bump();
    }

    public int[] toArray() { return Arrays.copyOf(a, n); }

    /** Sorts in ascending order (a canonical order that tells nothing about how the list was arranged). */
    public void sort() {
        if (!sortDistinct()) Arrays.sort(a, 0, n);
        changed();
    }

    /**
     * Sorts by marking each value in a bitmap and reading the marks back in order, when the values
     * are distinct and close together (a deck's card instances, a pile of markers): several times
     * quicker than a comparison sort for the lists every copy for a seat or a search puts in order.
     * False, changing nothing, when a value repeats or they lie too far apart.
     */
    private boolean sortDistinct() {
        if (n < 2) return true;
        int min = a[0], max = a[0];
        for (int i = 1; i < n; i++) {
            int x = a[i];
            if (x < min) min = x;
            else if (x > max) max = x;
        }
        long range = (long) max - min + 1;
        if (range > 64L * n + 1024) return false;
        long[] marks = new long[(int) ((range + 63) >>> 6)];
        for (int i = 0; i < n; i++) {
            int d = a[i] - min;
            long bit = 1L << d;
            if ((marks[d >>> 6] & bit) != 0) return false;
            marks[d >>> 6] |= bit;
        }
        int i = 0;
        for (int w = 0; w < marks.length; w++) {
            for (long m = marks[w]; m != 0; m &= m - 1) a[i++] = min + (w << 6) + Long.numberOfTrailingZeros(m);
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof IntList l) || l.n != n) return false;
        for (int i = 0; i < n; i++) if (a[i] != l.a[i]) return false;
        return true;
    }

    @Override
    public int hashCode() {
        int h = 1;
        for (int i = 0; i < n; i++) h = 31 * h + a[i];
        return h;
    }

    @Override
    public String toString() { return Arrays.toString(toArray()); }
}
