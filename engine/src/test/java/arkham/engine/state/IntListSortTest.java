package arkham.engine.state;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * {@link IntList#sort} puts a list in ascending order whatever its values: distinct and close
 * together (the bitmap's case: a deck's card instances), repeated, far apart, negative, at the ends
 * of the int range, empty or of one value. Copies for a seat or a search depend on this order alone.
 */
class IntListSortTest {
    @Test
    void sortsEveryKindOfListAsArraysSortDoes() {
        Random r = new Random(29);
        int[][] spreads = {{0, 10}, {0, 300}, {-50, 50}, {1000, 1200}, {0, 1_000_000}, {Integer.MIN_VALUE / 2, Integer.MAX_VALUE / 2}};
        int checked = 0;
        for (int[] spread : spreads) {
            for (int n = 0; n <= 90; n += 3) {
                for (boolean distinct : new boolean[]{true, false}) {
                    int[] values = values(r, n, spread[0], spread[1], distinct);
                    if (values == null) continue;
                    IntList l = IntList.of(values);
                    l.sort();
                    int[] expected = values.clone();
                    Arrays.sort(expected);
                    assertArrayEquals(expected, l.toArray(), Arrays.toString(values));
                    checked++;
                }
            }
        }
        assertNotEquals(0, checked);
        IntList ends = IntList.of(Integer.MAX_VALUE, Integer.MIN_VALUE, 0, -1);
        ends.sort();
        assertArrayEquals(new int[]{Integer.MIN_VALUE, -1, 0, Integer.MAX_VALUE}, ends.toArray());
        IntList deck = IntList.of(7, 3, 64, 63, 65, 0, 127, 128);
        deck.sort();
        assertArrayEquals(new int[]{0, 3, 7, 63, 64, 65, 127, 128}, deck.toArray(), "values on both sides of a bitmap word");
    }

    /** n values in [from, to); distinct ones, or with repeats; null when the range is too small for n distinct values. */
    private static int[] values(Random r, int n, int from, int to, boolean distinct) {
        long range = (long) to - from;
        if (distinct && range < n) return null;
        int[] v = new int[n];
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            int x;
            do {
                x = (int) (from + (long) (r.nextDouble() * range));
            } while (distinct && !seen.add(x));
            v[i] = !distinct && i > 0 && r.nextInt(3) == 0 ? v[r.nextInt(i)] : x;
        }
        return v;
    }
}
