package arkham.cli;

import arkham.ai.Agents;
import arkham.engine.Awakening;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.state.IntList;
import arkham.engine.state.Rng;
import arkham.engine.view.SeatView;

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
 * Plays many games with one agent answering for every player, on several threads, and tallies how they ended.
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
     * @param ancientOne   null for a random one per game
     * @param options      the variant switches of every game (the Lurker parts ignored when {@code randomLurker})
     * @param randomLurker each game turns each Lurker part on or off at random (from its seed)
     * @param agent        "random", "heuristic" or "search" ({@link Agents#byName})
     * @param budget       the search agent's rollouts per decision (0: its default)
     */
    public record Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                         Setup.Options options, boolean randomLurker, String agent, int budget) implements Serializable {
        /** Random answers, fixed switches. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers,
                      Setup.Options options) {
            this(games, players, ancientOne, seed, threads, maxAnswers, options, false, "random", 0);
        }

        /** The core game with random answers. */
        public Params(int games, int players, String ancientOne, long seed, int threads, int maxAnswers) {
            this(games, players, ancientOne, seed, threads, maxAnswers, Setup.Options.DEFAULT);
        }

        /** The search's rollouts per decision as it plays them (0 stands for its default); null for the other agents. */
        public Integer effectiveBudget() {
            boolean search = agent.equals("search") || agent.startsWith("search:");
            return search ? Integer.valueOf(budget == 0 ? arkham.ai.SearchAgent.DEFAULT_ITERATIONS : budget) : null;
        }
    }

    /**
     * One game: its setup, how it ended ({@code error} set when it threw instead) and what happened,
     * for reports. {@code doomByTurn[t]} and {@code terrorByTurn[t]} are the levels at the start of turn t+1
     * (index 0: after setup) and at the end; {@code horrorAppearances} how often the Dunwich Horror appeared.
     * {@code lurker}, {@code dunwich} and {@code faq} name the parts and rulings the game was played with
     * ({@link Cli#lurkerParts}, ...), {@code unverified} the components no source confirms that its setup uses.
     */
    public record GameResult(int index, long seed, Outcome outcome, Awakening awakenedBy, int turns, Throwable error,
                             int players, List<String> investigators, String ancientOne, String lurker, String dunwich,
                             String faq, List<String> unverified, String agent, int doom, int terror, int gatesClosed,
                             int sealed, int monstersKilled, int devoured, Integer score, int[] doomByTurn, int[] terrorByTurn,
                             int horrorAppearances) implements Serializable {
        static GameResult threw(int index, long seed, Params p, Throwable e) {
            return new GameResult(index, seed, null, null, 0, e, p.players(), List.of(), "", "", "", "", List.of(), p.agent(),
                    0, 0, 0, 0, 0, 0, null, new int[0], new int[0], 0);
        }

        /** How the game ended, in words, e.g. "lost: devoured after awakening (the doom track is full)". */
        public String ending() {
            return error != null ? "threw " + error.getClass().getSimpleName() : Simulation.ending(outcome, awakenedBy);
        }

        /** What woke the Ancient One, or null. */
        public Awakening awakening() {
            return awakenedBy;
        }

        public boolean win() {
            return outcome != null && outcome.win;
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
     * Plays game number {@code index} of a study (seed {@code p.seed() + index}) with the study's agent:
     * the one definition of a study's game, used on every thread here and on every Spark executor.
     */
    public static GameResult playOne(Content content, Params p, int index) {
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
            SeatView[] views = SeatView.players(g);
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
                Choice c = agent.choose(views[q.player()]);
                g.answer(q.id(), q.player(), c);
            }
            if (o == null) o = g.isOver() ? g.outcome() : Outcome.ABANDONED;
            doom.add(g.doom);
            terror.add(g.terror);
            List<String> investigators = new ArrayList<>();
            for (int k = 0; k < g.players; k++) investigators.add(g.inv[k].def() < 0 ? "" : g.nameOf(k));
            List<String> unverified = content.unverifiedInUse(options, g.ancientOne()).stream()
                    .map(arkham.engine.def.Unverified::name).toList();
            return new GameResult(index, seed, o, g.awakenedBy, g.turn, null, g.players, investigators,
                    g.ancientOne() < 0 ? "" : g.ancientOneDef().name(), Cli.lurkerParts(options), Cli.dunwichParts(options),
                    Cli.faqNames(options), unverified, p.agent(), g.doom, g.terror, g.gatesClosed, g.elderSignsOnBoard(),
                    g.monstersDefeated, g.investigatorsDevoured, o.win ? Score.of(g).total() : null, doom.toArray(),
                    terror.toArray(), g.dunwich.appearances);
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

    static String ending(Outcome o, Awakening awakening) {
        String what = switch (o) {
            case WIN_CLOSED_GATES -> "won by closing the gates";
            case WIN_SEALED_GATES -> "won by sealing six gates";
            case WIN_BANISHED -> "won the final battle";
            case LOSS_DEVOURED -> "lost: devoured";
            case LOSS_WINNING_TEAM -> "lost: one investigator joined the winning team";
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
