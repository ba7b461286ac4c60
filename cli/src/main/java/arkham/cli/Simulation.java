package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Setup;
import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Content;

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

/** Plays many games with random legal answers on several threads and tallies how they ended. */
public final class Simulation {
    /**
     * @param ancientOne null for a random one per game
     * @param options    the variant switches of every game
     */
    public record Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                         Setup.Options options) {
        /** The core game. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers) {
            this(games, players, ancientOne, seed, threads, maxAnswers, Setup.Options.DEFAULT);
        }
    }

    /**
     * One game: how it ended ({@code error} set when it threw instead), and how often the Dunwich
     * Horror appeared in it.
     */
    public record GameResult(int index, long seed, Outcome outcome, String ending, int turns, Throwable error,
                             int horrorAppearances) {
    }

    /** {@code horrorAppearances}: the Dunwich Horror's appearances over all games, in {@code gamesWithHorror} of them. */
    public record Summary(int games, Map<Outcome, Integer> outcomes, Map<String, Integer> endings, double averageTurns,
                          int abandoned, List<GameResult> errors, double seconds, int horrorAppearances, int gamesWithHorror) {
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
            Setup setup = Setup.random(p.players(), seed).withOptions(p.options());
            if (p.ancientOne() != null) setup = setup.withAncientOne(p.ancientOne());
            Game g = Game.create(content, setup);
            Outcome o = Driver.playOut(g, new RandomAgent(seed), p.maxAnswers());
            return new GameResult(index, seed, o, ending(o, g.awakenedBy), g.turn, null, g.dunwich.appearances);
        } catch (RuntimeException | StackOverflowError e) {
            return new GameResult(index, seed, null, "threw " + e.getClass().getSimpleName(), 0, e, 0);
        }
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
        return new Summary(results.size(), outcomes, endings, avg, abandoned, errors, seconds, appearances, withHorror);
    }
}
