package arkham.bench;

import arkham.ai.HeuristicAgent;
import arkham.ai.SearchAgent;
import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.SeatView;
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

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Speed of the AI agents on one thread: heuristic decisions per second over many real positions,
 * whole heuristic games per second, and search decisions with a budget of 16 rollouts per second
 * (with the rollouts per second beside them). Run through bench/run.sh AgentBenchmark.
 */
@Fork(value = 1, jvmArgsAppend = "-XX:+UseSerialGC")
@Threads(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class AgentBenchmark {
    static final int PLAYERS = 4;

    /** Positions with a real choice, from 4-player games played part-way by random answers. */
    @State(Scope.Thread)
    public static class Positions {
        Content content;
        List<Game> games = new ArrayList<>();
        HeuristicAgent heuristic = new HeuristicAgent();
        int next;
        long seed;

        @Setup(Level.Trial)
        public void build() {
            content = ContentLoader.core();
            for (long s = 1; games.size() < 500; s++) {
                Game g = Game.create(content, arkham.engine.Setup.random(PLAYERS, s));
                RandomAgent r = new RandomAgent(s);
                int stop = 30 + (int) (s * 53 % 600);
                for (int n = 0; n < stop && g.question() != null; n++) {
                    Question q = g.question();
                    g.answer(q.id(), q.player(), r.choose(q));
                }
                if (g.question() != null && g.question().options().size() > 1) games.add(g);
            }
        }

        Game next() {
            Game g = games.get(next);
            next = (next + 1) % games.size();
            return g;
        }
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Choice heuristicDecision(Positions p) {
        Game g = p.next();
        return p.heuristic.choose(SeatView.of(g, g.question().player()));
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Outcome heuristicGame(Positions p) {
        long seed = ++p.seed;
        Game g = Game.create(p.content, arkham.engine.Setup.random(PLAYERS, seed));
        Outcome o = Driver.playOut(g, new HeuristicAgent(), GameBenchmark.STEP_CAP);
        if (o == Outcome.ABANDONED) throw new IllegalStateException("game with seed " + seed + " got stuck");
        return o;
    }

    /** Rollouts played, reported by JMH as a rate beside the decisions. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Rollouts {
        public long rollouts;
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public Choice searchDecision16(Positions p, Rollouts r) {
        Game g = p.next();
        SearchAgent agent = new SearchAgent(p.next, 16);
        Choice c = agent.choose(SeatView.of(g, g.question().player()));
        r.rollouts += agent.rollouts();
        return c;
    }
}
