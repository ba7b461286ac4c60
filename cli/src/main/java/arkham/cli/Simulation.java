package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Setup;
import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Content;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * Plays many games with random legal answers on several threads and tallies how they ended.
 * <p>
 * Built to scale with cores and to run for any number of games in a small heap: each worker
 * takes blocks of game numbers from one counter, tallies what it plays in its own {@link Tally}
 * (nothing shared is written per game but the counters, once per block), and keeps no result
 * once it is tallied and handed to the optional per-game sink. The tallies are added up at the
 * end; addition does not care about order, so the summary is the same on any number of threads.
 */
public final class Simulation {
    /** Game numbers a worker takes at a time: few enough for an even finish, many enough that the counter is cold. */
    static final int BLOCK = 16;
    /** How many of the games that threw the summary keeps (the lowest game numbers), to show them. */
    static final int ERRORS_KEPT = 10;

    /**
     * @param ancientOne null for a random one per game
     * @param options    the variant switches of every game
     */
    public record Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                         Setup.Options options) implements Serializable {
        /** The core game. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers) {
            this(games, players, ancientOne, seed, threads, maxAnswers, Setup.Options.DEFAULT);
        }
    }

    /**
     * One game: how it ended ({@code error} set when it threw instead), and how often the Dunwich
     * Horror appeared in it.
     */
    public record GameResult(int index, long seed, Outcome outcome, Awakening awakenedBy, int turns, Throwable error,
                             int horrorAppearances) implements Serializable {
        /** How the game ended, in words, e.g. "lost: devoured after awakening (the doom track is full)". */
        public String ending() {
            return error != null ? "threw " + error.getClass().getSimpleName() : Simulation.ending(outcome, awakenedBy);
        }
    }

    /**
     * @param errors the first {@link #ERRORS_KEPT} games that threw, by game number
     * @param threw  how many games threw
     * @param horrorAppearances the Dunwich Horror's appearances over all games, in {@code gamesWithHorror} of them
     */
    public record Summary(int games, Map<Outcome, Integer> outcomes, Map<String, Integer> endings, double averageTurns,
                          int abandoned, int threw, List<GameResult> errors, double seconds, int horrorAppearances,
                          int gamesWithHorror) {
        public int wins() {
            return outcomes.entrySet().stream().filter(e -> e.getKey().win).mapToInt(Map.Entry::getValue).sum();
        }

        /** Games that reached a losing end of the rules (not abandoned, not thrown). */
        public int losses() {
            return outcomes.entrySet().stream().filter(e -> !e.getKey().win && e.getKey() != Outcome.ABANDONED)
                    .mapToInt(Map.Entry::getValue).sum();
        }

        public boolean clean() {
            return abandoned == 0 && threw == 0;
        }
    }

    private Simulation() {
    }

    /** Runs the games; {@code progress} is told the number finished, a few times a second, on the calling thread. */
    public static Summary run(Content content, Params p, IntConsumer progress) throws InterruptedException {
        return run(content, p, progress, null);
    }

    /**
     * Runs the games, handing each result to {@code sink} (if not null) as soon as its game ends,
     * from the worker thread that played it and in no particular order; the sink must be thread-safe.
     */
    public static Summary run(Content content, Params p, IntConsumer progress, Consumer<GameResult> sink)
            throws InterruptedException {
        long start = System.nanoTime();
        AtomicInteger next = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Tally[] tallies = new Tally[p.threads()];
        Thread[] workers = new Thread[p.threads()];
        for (int t = 0; t < workers.length; t++) {
            Tally tally = tallies[t] = new Tally();
            workers[t] = new Thread(() -> {
                try {
                    for (int from; (from = next.getAndAdd(BLOCK)) < p.games(); ) {
                        int to = Math.min(p.games(), from + BLOCK);
                        for (int i = from; i < to; i++) {
                            GameResult r = playOne(content, p, i);
                            tally.add(r);
                            if (sink != null) sink.accept(r);
                        }
                        done.addAndGet(to - from);
                    }
                } catch (Throwable e) {
                    failure.compareAndSet(null, e);
                    next.set(p.games());
                }
            }, "simulate-" + t);
            workers[t].setDaemon(true);
            workers[t].start();
        }
        try {
            for (Thread w : workers) {
                while (w.isAlive()) {
                    w.join(200);
                    progress.accept((int) done.get());
                }
            }
        } finally {
            next.set(p.games());
        }
        if (failure.get() != null) throw new IllegalStateException("a simulation worker failed outside its game", failure.get());
        Tally all = new Tally();
        for (Tally t : tallies) all.add(t);
        return all.summary(p.games(), (System.nanoTime() - start) / 1e9);
    }

    /**
     * Plays game number {@code index} of a study (seed {@code p.seed() + index}) with the random agent:
     * the one definition of a study's game, used on every thread here and on every Spark executor.
     */
    public static GameResult playOne(Content content, Params p, int index) {
        long seed = p.seed() + index;
        try {
            Setup setup = Setup.random(p.players(), seed).withOptions(p.options());
            if (p.ancientOne() != null) setup = setup.withAncientOne(p.ancientOne());
            Game g = Game.create(content, setup);
            Outcome o = Driver.playOut(g, new RandomAgent(seed), p.maxAnswers());
            return new GameResult(index, seed, o, g.awakenedBy, g.turn, null, g.dunwich.appearances);
        } catch (RuntimeException | StackOverflowError e) {
            return new GameResult(index, seed, null, null, 0, e, 0);
        }
    }

    static String ending(Outcome o, Awakening awakening) {
        String what = switch (o) {
            case WIN_CLOSED_GATES -> "won by closing the gates";
            case WIN_SEALED_GATES -> "won by sealing six gates";
            case WIN_BANISHED -> "won the final battle";
            case LOSS_DEVOURED -> "lost: devoured";
            case ABANDONED -> "abandoned";
        };
        return awakening == null ? what : what + " after awakening (" + awakening.text() + ")";
    }

    /** Counts of games (one worker's, or a whole study's): its size does not grow with the number of games. */
    public static final class Tally {
        private static final int AWAKE_KINDS = Awakening.values().length + 1;
        /** Per outcome and awakening cause (the last slot: never awoke). */
        private final long[][] endings = new long[Outcome.values().length][AWAKE_KINDS];
        /** Games that threw, by the exception's simple class name. */
        private final Map<String, Long> threwBy = new TreeMap<>();
        private final List<GameResult> errors = new ArrayList<>();
        private long turns;
        private long finished;
        private long threw;
        private long horrorAppearances;
        private long gamesWithHorror;

        public void add(GameResult r) {
            horrorAppearances += r.horrorAppearances();
            if (r.horrorAppearances() > 0) gamesWithHorror++;
            if (r.error() != null) {
                threw++;
                threwBy.merge(r.ending(), 1L, Long::sum);
                keepError(r);
                return;
            }
            endings[r.outcome().ordinal()][r.awakenedBy() == null ? AWAKE_KINDS - 1 : r.awakenedBy().ordinal()]++;
            turns += r.turns();
            finished++;
        }

        private void keepError(GameResult r) {
            errors.add(r);
            if (errors.size() > ERRORS_KEPT) {
                errors.sort(Comparator.comparingInt(GameResult::index));
                errors.remove(ERRORS_KEPT);
            }
        }

        void add(Tally o) {
            for (int k = 0; k < endings.length; k++) for (int a = 0; a < AWAKE_KINDS; a++) endings[k][a] += o.endings[k][a];
            o.threwBy.forEach((k, v) -> threwBy.merge(k, v, Long::sum));
            for (GameResult r : o.errors) keepError(r);
            turns += o.turns;
            finished += o.finished;
            threw += o.threw;
            horrorAppearances += o.horrorAppearances;
            gamesWithHorror += o.gamesWithHorror;
        }

        public Summary summary(int games, double seconds) {
            Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
            Map<String, Integer> endingCounts = new TreeMap<>();
            Awakening[] causes = Awakening.values();
            for (Outcome o : Outcome.values()) {
                for (int a = 0; a < AWAKE_KINDS; a++) {
                    long n = endings[o.ordinal()][a];
                    if (n == 0) continue;
                    outcomes.merge(o, (int) n, Integer::sum);
                    endingCounts.put(ending(o, a < causes.length ? causes[a] : null), (int) n);
                }
            }
            threwBy.forEach((k, v) -> endingCounts.put(k, v.intValue()));
            errors.sort(Comparator.comparingInt(GameResult::index));
            int abandoned = outcomes.getOrDefault(Outcome.ABANDONED, 0);
            double avg = finished == 0 ? 0 : (double) turns / finished;
            return new Summary(games, outcomes, endingCounts, avg, abandoned, (int) threw, List.copyOf(errors), seconds,
                    (int) horrorAppearances, (int) gamesWithHorror);
        }
    }
}
