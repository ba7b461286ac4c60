package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.agent.Agent;

import java.util.List;

/**
 * Looks ahead with determinised rollouts: for every option, copies of the game made with
 * {@link Game#copyForSearch} (the visible state with a new future: hidden decks reshuffled and
 * fresh dice) answer with it and play on with the {@link HeuristicAgent} for every player until
 * the end of the turn (its Mythos Phase included); the option whose copies end best on average ({@link Evaluation}) is
 * chosen. Each round gives every option the same determinisation, so options are compared on the
 * same futures. It never touches the real game's hidden state, and given the same seed, budget
 * and sequence of positions it makes the same choices.
 */
public final class SearchAgent implements Agent {
    /** Rollouts per decision when no budget is given. */
    public static final int DEFAULT_ITERATIONS = 64;
    /** A rollout stops after this many answers even if the turn has not ended. */
    private static final int MAX_ROLLOUT_ANSWERS = 400;
    /** How much better (in evaluation points, on average) an option must do to overrule the heuristic's pick. */
    private static final double MARGIN = 3.0;

    private final long seed;
    private final int iterations;
    private final HeuristicAgent policy = new HeuristicAgent();
    private long decisions;
    private long rollouts;

    /** @param iterations rollouts per decision, shared among its options (at least one per option) */
    public SearchAgent(long seed, int iterations) {
        if (iterations < 1) throw new IllegalArgumentException("a search needs at least 1 iteration, was " + iterations);
        this.seed = seed;
        this.iterations = iterations;
    }

    @Override
    public Choice choose(Game g, Question q) {
        List<Choice> options = q.options();
        int k = options.size();
        if (k == 1) return options.get(0);
        Choice prior = policy.choose(g, q);
        long decision = decisions++;
        int rounds = Math.max(1, iterations / k);
        double[] total = new double[k];
        for (int r = 0; r < rounds; r++) {
            long s = mix(seed, decision, r);
            for (int o = 0; o < k; o++) total[o] += rollout(g, o, s);
        }
        int best = options.indexOf(prior);
        for (int o = 0; o < k; o++) {
            // The heuristic's own pick wins ties and near-ties: rollouts are noisy.
            if (total[o] > total[best] + MARGIN * rounds) best = o;
        }
        return options.get(best);
    }

    /** The value of answering option {@code o} on a determinisation of the position. */
    private double rollout(Game real, int o, long s) {
        rollouts++;
        Game g = real.copyForSearch(s);
        Question q = g.question();
        answer(g, q, q.options().get(o));
        int startTurn = g.turn;
        for (int n = 0; n < MAX_ROLLOUT_ANSWERS; n++) {
            Question next = g.question();
            if (next == null || g.turn > startTurn) break;
            answer(g, next, policy.choose(g, next));
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
