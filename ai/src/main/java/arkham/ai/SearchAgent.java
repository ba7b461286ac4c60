package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.agent.Agent;
import arkham.engine.view.SeatView;
import arkham.engine.view.Simulation;

import java.util.List;

/**
 * Looks ahead with determinised rollouts where it matters. At the first movement question of an
 * investigator's Movement Phase it picks where to head for among a few places (the heuristic's
 * target, its next best-liked places, the best open gate and Clue location, staying put); on
 * questions about monsters in the way and combat, closing or sealing a gate, encounter choices and
 * spending on his own checks (Clue tokens, cards) it picks among the {@link HeuristicAgent}'s few
 * best-liked options. Each candidate is played on
 * copies of the game made by its seat's view ({@link SeatView#simulate}: the visible state with a
 * new future, hidden decks reshuffled and fresh dice), then by the heuristic for every player to
 * the end of the turn after {@link #HORIZON} more, and the end position is scored by
 * {@link Evaluation#winChance}. Each round gives every candidate the same determinisation (common
 * random numbers), and the heuristic's own pick is kept unless another does better on these paired
 * futures by more than their noise. Every other question is answered by the heuristic at once. It
 * never holds the real game, only its seat's view, and given the same seed, budget and sequence of
 * positions it makes the same choices.
 */
public final class SearchAgent implements Agent {
    /** Rollouts per searched decision when no budget is given. */
    public static final int DEFAULT_ITERATIONS = 192;
    /** The heuristic's best-liked options that are searched. */
    static final int CANDIDATES = 3;
    /** Places searched as movement targets. */
    static final int TARGETS = 5;
    /** Whole turns played after the current one before a rollout is scored. */
    static final int HORIZON = 0;
    /** A rollout stops after this many answers even if its horizon has not been reached. */
    private static final int MAX_ROLLOUT_ANSWERS = 400 * (HORIZON + 1);
    /**
     * Standard errors by which an option's paired advantage must exceed zero to overrule the heuristic
     * (measured: 2 won 384 of seeds 1-1500 against 338 with 1, once the heuristic had been mended twice).
     */
    private static final double Z = 2.0;

    private final long seed;
    private final int iterations;
    private final HeuristicAgent policy;
    private long decisions;
    private long rollouts;

    /** @param iterations rollouts per searched decision, shared among its candidates (at least one each) */
    public SearchAgent(long seed, int iterations) {
        this(seed, iterations, HeuristicSettings.DEFAULT);
    }

    /** A search whose candidates and rollouts come from the heuristic with {@code settings}. */
    public SearchAgent(long seed, int iterations, HeuristicSettings settings) {
        if (iterations < 1) throw new IllegalArgumentException("a search needs at least 1 iteration, was " + iterations);
        this.seed = seed;
        this.iterations = iterations;
        this.policy = new HeuristicAgent(settings);
    }

    @Override
    public Choice choose(SeatView view) {
        Question q = view.question();
        List<Choice> options = q.options();
        if (options.size() == 1) return options.get(0);
        Game g = view.state();
        if (isMovement(g, q) && !policy.forced(g, q.player()) && !policy.inLoop()) chooseTarget(view, g, q.player());
        Choice prior = policy.choose(g, q);
        if (!worthSearching(q) || policy.inLoop()) return prior;
        int[] candidates = candidates(policy.scores(g, q), options.indexOf(prior));
        if (candidates.length < 2) return prior;
        double[][] value = new double[candidates.length][];
        long decision = decisions++;
        int rounds = Math.max(1, iterations / candidates.length);
        for (int c = 0; c < candidates.length; c++) value[c] = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long s = mix(seed, decision, r);
            for (int c = 0; c < candidates.length; c++) {
                Simulation copy = view.simulate(s);
                copy.answer(copy.question().option(candidates[c]));
                value[c][r] = playOut(copy, new HeuristicAgent(policy.settings()), g.turn);
            }
        }
        return options.get(candidates[best(value)]);
    }

    /** The first movement question of a player's Movement Phase in Arkham: where to head for is searched. */
    static boolean isMovement(Game g, Question q) {
        if (g.phase != Phase.MOVEMENT) return false;
        for (int k = 0; k < q.optionCount(); k++) if (q.option(k).act() == Act.MOVE) return true;
        return false;
    }

    /** Searches where player {@code p} heads for this Movement Phase and sets it as the policy's target. */
    private void chooseTarget(SeatView view, Game g, int p) {
        int[] targets = policy.targets(g, p, TARGETS);
        if (targets.length >= 2) {
            long decision = decisions++;
            int rounds = Math.max(1, iterations / targets.length);
            double[][] value = new double[targets.length][rounds];
            for (int r = 0; r < rounds; r++) {
                long s = mix(seed, decision, r);
                for (int c = 0; c < targets.length; c++) {
                    Simulation copy = view.simulate(s);
                    HeuristicAgent rest = new HeuristicAgent(policy.settings());
                    rest.force(copy.state(), p, targets[c]);
                    value[c][r] = playOut(copy, rest, g.turn);
                }
            }
            policy.force(g, p, targets[best(value)]);
        } else {
            policy.force(g, p, targets[0]);
        }
    }

    /**
     * The candidate to play: the heuristic's (the first) unless another's paired advantage over it
     * exceeds {@link #Z} standard errors; among those, the best on average.
     */
    static int best(double[][] value) {
        int rounds = value[0].length;
        int best = 0;
        double bestMean = 0;
        for (int c = 1; c < value.length; c++) {
            double sum = 0, squares = 0;
            for (int r = 0; r < rounds; r++) {
                double d = value[c][r] - value[0][r];
                sum += d;
                squares += d * d;
            }
            double mean = sum / rounds;
            double variance = rounds > 1 ? Math.max(0, (squares - rounds * mean * mean) / (rounds - 1)) : Double.POSITIVE_INFINITY;
            double error = Math.sqrt(variance / rounds);
            if (mean > Z * error && mean > bestMean) {
                best = c;
                bestMean = mean;
            }
        }
        return best;
    }

    /**
     * The questions worth a search besides movement: monsters to evade or fight, combat (where
     * fleeing is offered), closing a gate with a check or sealing it with an elder sign, an
     * encounter's choice, and what to spend on his own check (Clue tokens, cards that pass, add to or
     * re-roll it).
     */
    static boolean worthSearching(Question q) {
        Purpose purpose = q.purpose();
        for (int k = 0; k < q.optionCount(); k++) {
            Choice c = q.option(k);
            switch (c.act()) {
                case EVADE, FLEE:
                    return true;
                case CLOSE:
                    if (c.targetKind() == Target.Kind.CHECK) return true;
                    break;
                case SEAL:
                    if (purpose == Purpose.CLOSE_OR_SEAL) return true;
                    break;
                case CHOOSE:
                    if (purpose == Purpose.ENCOUNTER_CHOICE) return true;
                    break;
                case SPEND_CLUE, PASS_CHECK, REROLL, BOOST:
                    // spending on his own check: a Clue token, a card that passes or re-rolls it, a Relationship
                    if (purpose == Purpose.SPEND_CLUES || purpose == Purpose.SKILL_CHECK) return true;
                    break;
                default:
                    break;
            }
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

    /** Plays a search copy on with {@code rest} for every player past the horizon and scores where it ends. */
    private double playOut(Simulation copy, HeuristicAgent rest, int startTurn) {
        rollouts++;
        Game g = copy.state();
        for (int n = 0; n < MAX_ROLLOUT_ANSWERS; n++) {
            Question next = g.question();
            if (next == null || g.turn > startTurn + HORIZON) break;
            copy.answer(rest.choose(g, next));
        }
        return Evaluation.winChance(g);
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
