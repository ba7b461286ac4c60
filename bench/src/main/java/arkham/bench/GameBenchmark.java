package arkham.bench;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.SeatView;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Engine speed on one thread: whole random games per second, and the cost of copying a mid-game
 * state (what a search AI pays per node). Run through bench/run.sh, never as a unit test.
 * <p>
 * The forked JVM uses the serial collector, the one that runs on the benchmark's own core only
 * (G1's concurrent threads would use a second core); docs/PERFORMANCE.md also gives G1's numbers.
 */
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@Threads(1)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class GameBenchmark {

    /** Answers a random game may give before it is abandoned (simulate's default); far above any real game's length. */
    static final int STEP_CAP = 100_000;
    static final int PLAYERS = 4;

    /** A new seed per game, so the benchmark averages over many different games. */
    @State(Scope.Thread)
    public static class Games {
        Content content;
        long seed;

        @Setup(Level.Trial)
        public void load() {
            content = ContentLoader.core();
        }
    }

    /**
     * Answers given, reported by JMH as a rate beside the games: how long a random game is changes
     * with the rules (trading everywhere made it 3.5 times as many answers), the cost of an answer
     * much less.
     */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Answers {
        public long answers;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Outcome randomGame(Games s, Answers a) {
        long seed = ++s.seed;
        return play(s, a, seed, new RandomAgent(seed));
    }

    /**
     * Random games in which nobody starts a trade ({@link NoTradeAgent}): as long as random games
     * were when issue 13 set its target, for comparison with that figure. The target itself is
     * {@link #randomGame}'s.
     */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Outcome noTradeRandomGame(Games s, Answers a) {
        long seed = ++s.seed;
        return play(s, a, seed, new NoTradeAgent(seed));
    }

    /** Driver.playOut's loop, counting the answers. */
    private static Outcome play(Games s, Answers a, long seed, Agent agent) {
        Game g = Game.create(s.content, arkham.engine.Setup.random(PLAYERS, seed));
        SeatView[] views = SeatView.players(g);
        for (int n = 0; n < STEP_CAP; n++) {
            Question q = g.question();
            if (q == null) {
                a.answers += n;
                return g.outcome();
            }
            g.answer(q.id(), q.player(), agent.choose(views[q.player()]));
        }
        a.answers += STEP_CAP;
        // An abandoned game is a result here, not a failure: the simulate command reports those.
        return g.isOver() ? g.outcome() : Outcome.ABANDONED;
    }

    /** One fixed mid-game position (a few turns in, monsters and gates on the board). */
    @State(Scope.Thread)
    public static class MidGame {
        Game game;
        long seed;

        @Setup(Level.Trial)
        public void reach() {
            game = midGame(ContentLoader.core(), 42);
        }
    }

    /**
     * Plays random answers until turn 5 (or about 30 turns' worth of answers), skipping seeds
     * whose game ends before that, so the copied state is a live one.
     */
    static Game midGame(Content content, long seed) {
        for (long s = seed; s < seed + 100; s++) {
            Game g = Game.create(content, arkham.engine.Setup.random(PLAYERS, s));
            RandomAgent agent = new RandomAgent(s);
            for (int answers = 0; answers < 30 * 40 && g.turn < 5; answers++) {
                Question q = g.question();
                if (q == null) break;
                g.answer(q.id(), q.player(), agent.choose(q));
            }
            if (!g.isOver()) return g;
        }
        throw new IllegalStateException("no random game from seed " + seed + " lived to turn 5");
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void copy(MidGame s, Blackhole bh) {
        bh.consume(s.game.copy());
    }

    @Benchmark
    @BenchmarkMode(Mode.AverageTime)
    @OutputTimeUnit(TimeUnit.MICROSECONDS)
    public void copyForSearch(MidGame s, Blackhole bh) {
        bh.consume(s.game.copyForSearch(++s.seed));
    }
}
