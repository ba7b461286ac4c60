package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.view.SeatView;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A measuring tool, not a test: plays the search agent over a range of seeds (as {@code simulate}
 * does: {@code Setup.random(players, seed)}, the agent seeded with the game's seed) and prints the
 * wins and the thread CPU time of its decisions: those it searched (movement targets and the
 * rest apart), their mean, median and the slowest, and the median of all its decisions. Run:
 * {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.SearchProbe GAMES FIRST_SEED [PLAYERS [BUDGET]]}.
 */
public final class SearchProbe {
    private SearchProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        int players = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        int budget = args.length > 3 ? Integer.parseInt(args[3]) : SearchAgent.DEFAULT_ITERATIONS;
        Content content = ContentLoader.core();
        var cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        int wins = 0;
        long[] count = new long[3];
        long[] nanos = new long[3];
        long[] slowest = new long[3];
        long rollouts = 0;
        List<List<Long>> times = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(players, seed));
            SearchAgent a = new SearchAgent(seed, budget);
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null) break;
                boolean movement = SearchAgent.isMovement(g, q);
                long before = a.rollouts();
                long t = cpu.getCurrentThreadCpuTime();
                var c = a.choose(SeatView.of(g, q.player()));
                long took = cpu.getCurrentThreadCpuTime() - t;
                int kind = a.rollouts() == before ? 0 : movement ? 1 : 2;
                count[kind]++;
                nanos[kind] += took;
                slowest[kind] = Math.max(slowest[kind], took);
                times.get(kind).add(took);
                g.answer(q.id(), q.player(), c);
            }
            if (g.isOver() && g.outcome().win) wins++;
            rollouts = rollouts + a.rollouts();
        }
        System.out.printf("%d players, seeds %d-%d, budget %d: %d of %d won (%.1f%%), %d rollouts%n",
                players, first, first + games - 1, budget, wins, games, 100.0 * wins / games, rollouts);
        String[] kinds = {"not searched", "movement target searched", "other question searched"};
        for (int k = 0; k < 3; k++) {
            System.out.printf("%-26s %8d decisions, mean %8.3f ms, median %8.3f ms, slowest %7.1f ms%n", kinds[k], count[k],
                    count[k] == 0 ? 0 : nanos[k] / 1e6 / count[k], median(times.get(k)) / 1e6, slowest[k] / 1e6);
        }
        List<Long> searched = new ArrayList<>(times.get(1));
        searched.addAll(times.get(2));
        List<Long> all = new ArrayList<>(searched);
        all.addAll(times.get(0));
        System.out.printf("median decision %.3f ms (all %d), median searched decision %.3f ms (%d)%n",
                median(all) / 1e6, all.size(), median(searched) / 1e6, searched.size());
    }

    private static double median(List<Long> t) {
        if (t.isEmpty()) return 0;
        List<Long> s = new ArrayList<>(t);
        Collections.sort(s);
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2.0;
    }
}
