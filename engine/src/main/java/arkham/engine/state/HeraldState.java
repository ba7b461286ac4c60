package arkham.engine.state;

import java.util.Arrays;

/**
 * The Herald variant's pieces (The Lurker at the Threshold): Power tokens held by each investigator
 * and the pool they come from, the Ally bound by each investigator's Bound Ally pact, the Bound
 * Ally pacts placed on the Ancient One at its awakening, and the Reckoning deck with its discards.
 * The Dark Pacts themselves are special cards. Unused (all zero) when the variant is off.
 */
public final class HeraldState {
    /** Power tokens in the box (Lurker rulebook component list). */
    public static final int POWER_TOKENS = 35;

    /** Power tokens per investigator. */
    public final int[] power;
    /** Power tokens not held by anyone. */
    public int pool;
    /** Per investigator: the Ally card bound by his Bound Ally pact, or -1. */
    public final int[] boundAlly;
    /** Bound Ally pacts put on the Ancient One when it awoke: each makes a doom token cost one more success. */
    public int onAncientOne;
    /** Reckoning card ids, top = last element. */
    public final IntList reckoning;
    public final IntList reckoningDiscards;

    public HeraldState(int players) {
        power = new int[players];
        boundAlly = new int[players];
        Arrays.fill(boundAlly, -1);
        reckoning = new IntList();
        reckoningDiscards = new IntList();
    }

    public HeraldState(HeraldState o) {
        power = o.power.clone();
        pool = o.pool;
        boundAlly = o.boundAlly.clone();
        onAncientOne = o.onAncientOne;
        reckoning = new IntList(o.reckoning);
        reckoningDiscards = new IntList(o.reckoningDiscards);
    }

    /** Gives up to n tokens from the pool; returns how many there were to give. */
    public int grant(int p, int n) {
        int k = Math.max(0, Math.min(n, pool));
        pool -= k;
        power[p] += k;
        return k;
    }

    /** Returns n of the investigator's tokens to the pool. */
    public void spend(int p, int n) {
        int k = Math.min(n, power[p]);
        power[p] -= k;
        pool += k;
    }

    public long hash(long h) {
        h = Hashing.mix(h, Arrays.hashCode(power));
        h = Hashing.mix(h, pool);
        h = Hashing.mix(h, Arrays.hashCode(boundAlly));
        h = Hashing.mix(h, onAncientOne);
        h = Hashing.mix(h, reckoning.hashCode());
        return Hashing.mix(h, reckoningDiscards.hashCode());
    }
}
