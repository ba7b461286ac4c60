package arkham.bench;

import arkham.ai.HeuristicAgent;
import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.SeatView;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Compares two builds of the engine on a busy machine, where wall-clock figures mean little: each
 * jar (a benchmarks.jar) is loaded in its own class loader in one JVM, and both play the same
 * seeded random 4-player games in alternating rounds. Per round it prints, per jar, the thread CPU
 * time and the bytes allocated per game (both independent of other processes' load), answers per
 * game and a checksum of the games' ends (equal checksums: the same games were played); at the end,
 * the ratio of CPU per game, B ÷ A, as the median and range over rounds.
 * <pre>java -cp bench/target/benchmarks.jar arkham.bench.CpuProbe ROUNDS GAMES A.jar B.jar [heuristic]</pre>
 * With {@code heuristic} the games are played by the heuristic agent instead of the random one.
 */
public final class CpuProbe {
    private CpuProbe() {
    }

    private static Content content;

    /** Plays seeds from..from+games-1; returns thread CPU ns, bytes allocated, answers, checksum. */
    public static long[] play(long from, int games, boolean heuristic) {
        if (content == null) content = ContentLoader.core();
        com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long bytes = mx.getThreadAllocatedBytes(thread);
        long cpu = mx.getCurrentThreadCpuTime();
        long answers = 0;
        long sum = 0;
        for (long s = from; s < from + games; s++) {
            Game g = Game.create(content, Setup.random(4, s));
            Agent agent = heuristic ? new HeuristicAgent() : new RandomAgent(s);
            SeatView[] views = SeatView.players(g);
            int n = 0;
            for (Question q = g.question(); q != null && n < GameBenchmark.STEP_CAP; q = g.question(), n++) {
                g.answer(q.id(), q.player(), agent.choose(views[q.player()]));
            }
            answers += n;
            sum = sum * 31 + (g.isOver() ? g.outcome().ordinal() : -1) * 1_000_003L + g.turn * 7919L + n + g.rng.state();
        }
        return new long[]{mx.getCurrentThreadCpuTime() - cpu, mx.getThreadAllocatedBytes(thread) - bytes, answers, sum};
    }

    public static void main(String[] args) throws Exception {
        int rounds = Integer.parseInt(args[0]);
        int games = Integer.parseInt(args[1]);
        boolean heuristic = args.length > 4 && args[4].equals("heuristic");
        Method[] play = new Method[2];
        for (int j = 0; j < 2; j++) {
            // the jar's own classes first; this class from wherever it is missing in that jar
            URL self = CpuProbe.class.getProtectionDomain().getCodeSource().getLocation();
            URLClassLoader loader = new URLClassLoader(new URL[]{Path.of(args[2 + j]).toUri().toURL(), self},
                    ClassLoader.getPlatformClassLoader());
            play[j] = loader.loadClass(CpuProbe.class.getName()).getMethod("play", long.class, int.class, boolean.class);
        }
        // warm-up on other seeds, so the JIT has settled before the counted rounds
        for (int w = 0; w < 8; w++) for (Method m : play) m.invoke(null, 1_000_000L + (long) w * games, games, heuristic);
        double[] ratio = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            double[] cpu = new double[2];
            StringBuilder line = new StringBuilder("round " + (r + 1) + ":");
            for (int k = 0; k < 2; k++) {
                int j = r % 2 == 0 ? k : 1 - k;
                long[] x = (long[]) play[j].invoke(null, 1L, games, heuristic);
                cpu[j] = x[0] / 1000.0 / games;
                line.append(String.format("  %s %.1f µs CPU, %,d B, %.1f answers per game, checksum %x;", j == 0 ? "A" : "B",
                        cpu[j], x[1] / games, x[2] / (double) games, x[3]));
            }
            ratio[r] = cpu[1] / cpu[0];
            System.out.println(line);
        }
        Arrays.sort(ratio);
        System.out.printf("CPU per game, B / A: median %.3f (min %.3f, max %.3f) over %d rounds of %d games%n",
                ratio[rounds / 2], ratio[0], ratio[rounds - 1], rounds, games);
    }
}
