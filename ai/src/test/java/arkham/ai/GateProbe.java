package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/**
 * A measuring tool, not a test: the road from an open gate to a closed one before the awakening
 * (entries, second areas, returns, closes), overall and per Other World, and where it breaks.
 * Run: {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.GateProbe GAMES FIRST_SEED}.
 */
public final class GateProbe {
    private GateProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        var content = ContentLoader.core();
        Map<String, Integer> counts = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed));
            HeuristicAgent a = new HeuristicAgent();
            var b = g.board;
            String[] was = new String[g.players];
            String[] world = new String[g.players];
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null || g.awakened) break;
                for (int p = 0; p < g.players; p++) {
                    var i = g.inv[p];
                    String now = i.eliminated ? "out" : b.isOtherWorld(i.place) ? "world" + b.worldArea(i.place)
                            : i.place == b.lostInTimeAndSpace() ? "lost" : i.explored ? "explored" : b.inArkham(i.place) ? "arkham" : "other";
                    if (was[p] != null && !now.equals(was[p])) counts.merge(was[p] + " -> " + now, 1, Integer::sum);
                    if (b.isOtherWorld(i.place)) world[p] = b.otherWorld(b.world(i.place)).name();
                    if (was[p] != null && !now.equals(was[p]) && was[p].startsWith("world")) counts.merge(String.format("%-28s %s -> %s", world[p], was[p], now), 1, Integer::sum);
                    was[p] = now;
                }
                g.answer(q.id(), q.player(), a.choose(g, q));
            }
            counts.merge("gates closed", g.gatesClosed, Integer::sum);
        }
        counts.forEach((k, v) -> System.out.printf("%6.2f a game  %s%n", (double) v / games, k));
    }
}
