package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.agent.Agent;

import java.util.List;

/**
 * Looks ahead with determinised rollouts where it matters: on questions about monsters in the way
 * and combat, closing or sealing a gate and encounter choices, it takes the {@link HeuristicAgent}'s
 * few best-liked options, and for each plays copies of the game made with {@link Game#copyForSearch}
 * (the visible state with a new future: hidden decks reshuffled and fresh dice) with that answer
 * and then the heuristic for every player until the end of the turn (its Mythos Phase included);
 * the option whose copies end best on average ({@link Evaluation}) is chosen. Each round gives
 * every candidate the same determinisation, so they are compared on the same futures. Every
 * other question is answered by the heuristic at once. It never touches the real game's hidden
 * state, and given the same seed, budget and sequence of positions it makes the same choices.
 */
public final class SearchAgent implements Agent {
    /** Rollouts per searched decision when no budget is given. */
    public static final int DEFAULT_ITERATIONS = 48;
    /** The heuristic's best-liked options that are searched. */
    static final int CANDIDATES = 3;
    /** A rollout stops after this many answers even if the turn has not ended. */
    private static final int MAX_ROLLOUT_ANSWERS = 400;
    /** How much better (in evaluation points, on average) an option must do to overrule the heuristic's pick. */
    private static final double MARGIN = 3.0;
    /**
     * Option ids (up to the colon) of the questions worth a search: monsters in the way, combat,
     * closing or sealing a gate, encounter choices. Movement is left to the heuristic's plan:
     * measured, rollouts to the end of the turn chose worse paths than the plan (5 wins in 100
     * games against its 12), since a gate's value shows only turns later.
     */
    private static final List<String> SEARCHED = List.of("evade", "close", "elder-sign", "option", "flee");

    private final long seed;
    private final int iterations;
    private final HeuristicAgent policy = new HeuristicAgent();
    private long decisions;
    private long rollouts;

    /** @param iterations rollouts per searched decision, shared among its candidates (at least one each) */
    public SearchAgent(long seed, int iterations) {
        if (iterations < 1) throw new IllegalArgumentException("a search needs at least 1 iteration, was " + iterations);
        this.seed = seed;
        this.iterations = iterations;
    }

    @Override
    public Choice choose(Game g, Question q) {
        List<Choice> options = q.options();
        if (options.size() == 1) return options.get(0);
        Choice prior = policy.choose(g, q);
        if (!worthSearching(q) || policy.inLoop()) return prior;
        int[] candidates = candidates(policy.scores(g, q), options.indexOf(prior));
        if (candidates.length < 2) return prior;
        long decision = decisions++;
        int rounds = Math.max(1, iterations / candidates.length);
        double[] total = new double[candidates.length];
        for (int r = 0; r < rounds; r++) {
            long s = mix(seed, decision, r);
            for (int c = 0; c < candidates.length; c++) total[c] += rollout(g, candidates[c], s);
        }
        int best = 0; // the heuristic's pick, first among the candidates
        for (int c = 1; c < candidates.length; c++) {
            // The heuristic's own pick wins ties and near-ties: rollouts are noisy.
            if (total[c] > total[best] + MARGIN * rounds && (best != 0 || total[c] > total[0] + MARGIN * rounds)) best = c;
        }
        return options.get(candidates[best]);
    }

    static boolean worthSearching(Question q) {
        for (Choice c : q.options()) {
            String id = c.id();
            int colon = id.indexOf(':');
            if (SEARCHED.contains(colon < 0 ? id : id.substring(0, colon))) return true;
        }
        return false;
    }

    /** The heuristic's pick first, then its next best-liked options, {@link #CANDIDATES} in all. */
    private static int[] candidates(double[] scores, int prior) {
        int n = Math.min(CANDIDATES, scores.length);
        int[] out = new int[n];
        boolean[] taken = new boolean[scores.length];
        out[0] = prior;
        taken[prior] = true;
        int size = 1;
        while (size < n) {
            int best = -1;
            for (int k = 0; k < scores.length; k++) if (!taken[k] && (best < 0 || scores[k] > scores[best])) best = k;
            // options the heuristic rules out (a very low score) are not worth a rollout
            if (scores[best] <= -50) break;
            taken[best] = true;
            out[size++] = best;
        }
        return size == n ? out : java.util.Arrays.copyOf(out, size);
    }

    /** The value of answering option {@code o} on a determinisation of the position. */
    private double rollout(Game real, int o, long s) {
        rollouts++;
        Game g = real.copyForSearch(s);
        HeuristicAgent rest = new HeuristicAgent();
        Question q = g.question();
        answer(g, q, q.options().get(o));
        int startTurn = g.turn;
        for (int n = 0; n < MAX_ROLLOUT_ANSWERS; n++) {
            Question next = g.question();
            if (next == null || g.turn > startTurn) break;
            answer(g, next, rest.choose(g, next));
        }
        return Evaluation.of(g);
    }

    /** The one place a search answers a copy's question. */
    private static void answer(Game g, Question q, Choice c) {
        g.answer(q.id(), q.player(), c);
    }

    /** Rollouts played so far (for benchmarks). */
    public long rollouts() {
        return rollouts;
    }

    private static long mix(long a, long b, long c) {
        long h = a * 0x9E3779B97F4A7C15L + b;
        h = (h ^ (h >>> 31)) * 0xBF58476D1CE4E5B9L + c;
        h = (h ^ (h >>> 29)) * 0x94D049BB133111EBL;
        return (h ^ (h >>> 32)) | 1;
    }
}
