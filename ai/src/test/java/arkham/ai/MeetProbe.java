package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/**
 * A measuring tool, not a test: the first monsters each investigator meets in a Movement Phase, by
 * where (where he started, after moving with points left, out of points; a gate, a street or a
 * location; "low" at 1 or 2 Sanity or Stamina), what he chose, and the Sanity and Stamina lost.
 * Run: {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.MeetProbe GAMES FIRST_SEED}.
 */
public final class MeetProbe {
    private MeetProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        var content = ContentLoader.core();
        Map<String, double[]> kinds = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed));
            HeuristicAgent a = new HeuristicAgent();
            int[] startPlace = new int[g.players];
            int[] lastMoveQ = new int[g.players];
            String[] open = new String[g.players];
            int[] health = new int[g.players];
            Phase was = null;
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null) break;
                if (g.phase != was) {
                    for (int p = 0; p < g.players; p++) {
                        if (open[p] != null) close(kinds, open[p], health[p] - g.inv[p].sanity - g.inv[p].stamina);
                        open[p] = null;
                        startPlace[p] = g.inv[p].place;
                    }
                    was = g.phase;
                }
                int p = q.player();
                var c = a.choose(g, q);
                if (g.phase == Phase.MOVEMENT && !g.awakened && q.options().stream().anyMatch(o -> o.id().startsWith("evade:")) && open[p] == null) {
                    var i = g.inv[p];
                    boolean start = i.place == startPlace[p];
                    String where = start ? "at start" : i.movePoints == 0 ? "out of points" : "moved, points left";
                    String gate = g.gateAt[i.place] >= 0 ? " gate" : g.board.isStreet(i.place) ? " street" : " location";
                    int low = Math.min(i.sanity, i.stamina);
                    open[p] = where + gate + (low <= 2 ? " low" : "") + " -> " + c.id().replaceAll(":.*", "") + " n=" + q.options().size() / 2;
                    health[p] = i.sanity + i.stamina;
                }
                g.answer(q.id(), q.player(), c);
            }
        }
        kinds.entrySet().stream().sorted((x, y) -> Double.compare(y.getValue()[0], x.getValue()[0])).limit(40)
                .forEach(e -> System.out.printf("%6.2f a game, lost %5.2f  %s%n", e.getValue()[0] / games, e.getValue()[1] / e.getValue()[0], e.getKey()));
    }

    /** Counts one meeting and the Sanity and Stamina lost by the end of that Movement Phase (a knockout's recovery hides some). */
    private static void close(Map<String, double[]> kinds, String key, int lost) {
        double[] v = kinds.computeIfAbsent(key, k -> new double[2]);
        v[0]++;
        v[1] += Math.max(0, lost);
    }
}
