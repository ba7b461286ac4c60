package arkham.cli;

import arkham.ai.Agents;
import arkham.engine.Awakening;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.def.Content;
import arkham.engine.state.IntList;
import arkham.engine.state.Rng;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;

/** Plays many games with one agent answering for every player, on several threads, and tallies how they ended. */
public final class Simulation {
    /**
     * @param ancientOne   null for a random one per game
     * @param options      the variant switches of every game (ignored when {@code randomLurker})
     * @param randomLurker each game turns each Lurker part on or off at random (from its seed)
     * @param agent        "random", "heuristic" or "search" ({@link Agents#byName})
     * @param budget       the search agent's rollouts per decision (0: its default)
     */
    public record Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                         Setup.Options options, boolean randomLurker, String agent, int budget) {
        /** Random answers, fixed switches. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                      Setup.Options options) {
            this(games, players, ancientOne, seed, threads, maxAnswers, options, false, "random", 0);
        }

        /** The core game with random answers. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers) {
            this(games, players, ancientOne, seed, threads, maxAnswers, Setup.Options.DEFAULT);
        }
    }

    /**
     * One game: its setup, how it ended ({@code error} set when it threw instead) and what happened,
     * for reports. {@code doomByTurn[t]} and {@code terrorByTurn[t]} are the levels at the start of turn t+1
     * (index 0: after setup) and at the end; {@code horrorAppearances}: how often the Dunwich Horror appeared.
     */
    public record GameResult(int index, long seed, Outcome outcome, String ending, int turns, Throwable error,
                             int players, List<String> investigators, String ancientOne, String lurker, String agent,
                             Awakening awakening, int doom, int terror, int gatesClosed, int sealed,
                             int monstersKilled, int devoured, Integer score, int[] doomByTurn, int[] terrorByTurn,
                             int horrorAppearances) {
        static GameResult threw(int index, long seed, Params p, Throwable e) {
            return new GameResult(index, seed, null, "threw " + e.getClass().getSimpleName(), 0, e, p.players(),
                    List.of(), "", "", p.agent(), null, 0, 0, 0, 0, 0, 0, null, new int[0], new int[0], 0);
        }

        public boolean win() {
            return outcome != null && outcome.win;
        }
    }

    /** {@code horrorAppearances}: the Dunwich Horror's appearances over all games, in {@code gamesWithHorror} of them. */
    public record Summary(int games, Map<Outcome, Integer> outcomes, Map<String, Integer> endings, double averageTurns,
                          int abandoned, List<GameResult> errors, double seconds, List<GameResult> results,
                          int horrorAppearances, int gamesWithHorror) {
        public int wins() {
            return outcomes.entrySet().stream().filter(e -> e.getKey().win).mapToInt(Map.Entry::getValue).sum();
        }

        /** Games that reached a losing end of the rules (not abandoned, not thrown). */
        public int losses() {
            return outcomes.entrySet().stream().filter(e -> !e.getKey().win && e.getKey() != Outcome.ABANDONED)
                    .mapToInt(Map.Entry::getValue).sum();
        }

        public boolean clean() {
            return abandoned == 0 && errors.isEmpty();
        }
    }

    private Simulation() {
    }

    /** Runs the games; {@code progress} is told the number finished after each game (from any thread). */
    public static Summary run(Content content, Params p, IntConsumer progress) throws InterruptedException {
        long start = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(p.threads());
        List<GameResult> results = new ArrayList<>();
        try {
            AtomicInteger done = new AtomicInteger();
            List<Future<GameResult>> futures = new ArrayList<>();
            for (int i = 0; i < p.games(); i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    GameResult r = playOne(content, p, index);
                    progress.accept(done.incrementAndGet());
                    return r;
                }));
            }
            for (Future<GameResult> f : futures) results.add(f.get());
        } catch (ExecutionException e) {
            throw new IllegalStateException("a simulation task failed outside its game", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return summarise(results, (System.nanoTime() - start) / 1e9);
    }

    static GameResult playOne(Content content, Params p, int index) {
        long seed = p.seed() + index;
        try {
            Setup.Options options = p.randomLurker() ? randomLurker(seed, p.options()) : p.options();
            Setup setup = Setup.random(p.players(), seed).withOptions(options);
            if (p.ancientOne() != null) setup = setup.withAncientOne(p.ancientOne());
            Game g = Game.create(content, setup);
            Agent agent = Agents.byName(p.agent(), seed, p.budget());
            IntList doom = new IntList();
            IntList terror = new IntList();
            int turn = -1;
            Outcome o = null;
            for (int n = 0; n < p.maxAnswers(); n++) {
                if (g.turn != turn) {
                    turn = g.turn;
                    doom.add(g.doom);
                    terror.add(g.terror);
                }
                Question q = g.question();
                if (q == null) {
                    o = g.outcome();
                    break;
                }
                Choice c = agent.choose(g, q);
                g.answer(q.id(), q.player(), c);
            }
            if (o == null) o = g.isOver() ? g.outcome() : Outcome.ABANDONED;
            doom.add(g.doom);
            terror.add(g.terror);
            List<String> investigators = new ArrayList<>();
            for (int k = 0; k < g.players; k++) investigators.add(g.inv[k].def < 0 ? "" : g.nameOf(k));
            return new GameResult(index, seed, o, ending(o, g.awakenedBy), g.turn, null, g.players, investigators,
                    g.ancientOne < 0 ? "" : g.ancientOneDef().name(), Cli.lurkerParts(options), p.agent(), g.awakenedBy,
                    g.doom, g.terror, g.gatesClosed, g.elderSignsOnBoard(), g.monstersDefeated, g.investigatorsDevoured,
                    o.win ? Score.of(g).total() : null, doom.toArray(), terror.toArray(), g.dunwich.appearances);
        } catch (RuntimeException | StackOverflowError e) {
            return GameResult.threw(index, seed, p, e);
        }
    }

    /**
     * Each Lurker part on or off with even odds, drawn from the game's seed (not the game's own
     * source); the other switches as in {@code base}.
     */
    static Setup.Options randomLurker(long seed, Setup.Options base) {
        Rng r = new Rng(seed * 0x9E3779B97F4A7C15L + 17);
        return new Setup.Options(base.pickSliders(), r.nextInt(2) == 1, r.nextInt(2) == 1, r.nextInt(2) == 1,
                r.nextInt(2) == 1, r.nextInt(2) == 1, base.dunwichBoard(), base.dunwichCards(), base.injuries(),
                base.planning(), base.faq());
    }

    private static String ending(Outcome o, Awakening awakening) {
        String what = switch (o) {
            case WIN_CLOSED_GATES -> "won by closing the gates";
            case WIN_SEALED_GATES -> "won by sealing six gates";
            case WIN_BANISHED -> "won the final battle";
            case LOSS_DEVOURED -> "lost: devoured";
            case ABANDONED -> "abandoned";
        };
        return awakening == null ? what : what + " after awakening (" + awakening.text() + ")";
    }

    private static Summary summarise(List<GameResult> results, double seconds) {
        Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
        Map<String, Integer> endings = new TreeMap<>();
        List<GameResult> errors = new ArrayList<>();
        long turns = 0;
        int finished = 0;
        int abandoned = 0;
        int appearances = 0;
        int withHorror = 0;
        for (GameResult r : results) {
            endings.merge(r.ending(), 1, Integer::sum);
            appearances += r.horrorAppearances();
            if (r.horrorAppearances() > 0) withHorror++;
            if (r.error() != null) {
                errors.add(r);
                continue;
            }
            outcomes.merge(r.outcome(), 1, Integer::sum);
            if (r.outcome() == Outcome.ABANDONED) abandoned++;
            turns += r.turns();
            finished++;
        }
        double avg = finished == 0 ? 0 : (double) turns / finished;
        return new Summary(results.size(), outcomes, endings, avg, abandoned, errors, seconds, results, appearances, withHorror);
    }
}
