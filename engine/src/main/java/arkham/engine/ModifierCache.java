package arkham.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The last answer of {@link GameState#modifiers} for one investigator (or the game as a whole) and
 * the count of changes to its sources it came from: it is asked for constantly and changes only
 * when cards, the Ancient One or Mythos cards do. Not part of the state; copies build their own.
 */
final class ModifierCache {
    private static final Modifiers[] NO_MODIFIERS = {};

    /** The slot's change count when the list was made (-1: never made; counts start at 0). */
    int version = -1;
    List<Modifiers> list;
    /** Per member of the list, the hooks its class overrides; and all of them together. */
    private long[] masks;
    private long hooks;
    /** Per hook, the members that override it, made on first use after each rebuild. */
    private final Modifiers[][] byHook = new Modifiers[Modifiers.Hook.values().length][];

    /** Starts a new list (the old one stays as it was for whoever still reads it). */
    void begin(int capacity) {
        list = new ArrayList<>(capacity);
        if (masks == null || masks.length < capacity) masks = new long[capacity];
        hooks = 0;
        Arrays.fill(byHook, null);
    }

    void add(Modifiers m, long mask) {
        int n = list.size();
        if (n == masks.length) masks = Arrays.copyOf(masks, 2 * n);
        list.add(m);
        masks[n] = mask;
        hooks |= mask;
    }

    /** Identity look-up: each ability object counts once however many copies of its card are owned. */
    boolean holds(Modifiers a) {
        for (int k = 0; k < list.size(); k++) if (list.get(k) == a) return true;
        return false;
    }

    /** The members whose class has its own method for this hook. */
    Modifiers[] of(Modifiers.Hook hook) {
        if ((hooks & hook.bit) == 0) return NO_MODIFIERS;
        Modifiers[] r = byHook[hook.ordinal()];
        if (r == null) r = byHook[hook.ordinal()] = overriding(hook);
        return r;
    }

    private Modifiers[] overriding(Modifiers.Hook hook) {
        int n = 0;
        for (int k = 0; k < list.size(); k++) if ((masks[k] & hook.bit) != 0) n++;
        Modifiers[] r = new Modifiers[n];
        n = 0;
        for (int k = 0; k < list.size(); k++) if ((masks[k] & hook.bit) != 0) r[n++] = list.get(k);
        return r;
    }
}
