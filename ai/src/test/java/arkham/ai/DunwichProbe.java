package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;

import java.util.Map;
import java.util.TreeMap;

/**
 * A measuring tool, not a test: how four heuristic seats use the Dunwich board. Train rides, gates
 * opened and closed in each town, open gates, Clue tokens and investigators in each town at the start
 * of each turn and at the awakening, what added doom, terror risen (most of it monsters entering
 * vortices), the Dunwich Horror's appearances.
 * Run: {@code java -cp ai/target/test-classes:ai/target/classes:cli/target/arkham.jar arkham.ai.DunwichProbe GAMES FIRST_SEED}.
 */
public final class DunwichProbe {
    private DunwichProbe() {
    }

    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        long first = Long.parseLong(args[1]);
        // a third argument names the Dunwich parts (board,cards,injuries as in simulate; none for core): every part by default
        String parts = args.length > 2 ? args[2] : "board,cards,injuries";
        boolean board = parts.contains("board");
        boolean cards = parts.contains("cards");
        var content = ContentLoader.core();
        Map<String, Double> counts = new TreeMap<>();
        for (long seed = first; seed < first + games; seed++) {
            Game g = Game.create(content, Setup.random(4, seed).withOptions(Setup.Options.DEFAULT.withDunwich(board, cards, parts.contains("injuries"))));
            HeuristicAgent a = new HeuristicAgent();
            var b = g.board;
            int[] town = new int[g.players];
            int turn = -1;
            int terror = 0;
            int[] gate = g.gateAt.clone();
            int doom = 0;
            boolean horror = false;
            for (int n = 0; n < 200_000; n++) {
                Question q = g.question();
                if (q == null || g.awakened) break;
                for (int p = 0; p < g.players; p++) {
                    var i = g.inv[p];
                    int t = b.inArkham(i.place) ? b.town(i.place) : -1;
                    if (t >= 0 && town[p] >= 0 && t != town[p]) counts.merge(t == 0 ? "rides back to Arkham" : "rides out of Arkham", 1.0, Double::sum);
                    if (t >= 0) town[p] = t;
                }
                // since the last question: gates opened and closed in each town, and doom added (with a gate opening, or else by phase)
                boolean opened = false;
                for (int place = 0; place < gate.length; place++) {
                    if ((gate[place] >= 0) == (g.gateAt[place] >= 0)) continue;
                    opened |= g.gateAt[place] >= 0;
                    counts.merge((g.gateAt[place] >= 0 ? "gate opens in " : "gate closes in ") + (b.inOtherTown(place) ? "other town" : "Arkham"), 1.0, Double::sum);
                    gate[place] = g.gateAt[place];
                }
                if (g.doom > doom) {
                    String why = opened ? "a gate opens" : horror ? g.phase + ", the Dunwich Horror in play" : g.phase.toString();
                    counts.merge("doom rises: " + why, (double) g.doom - doom, Double::sum);
                }
                doom = g.doom;
                horror = g.content.dunwichHorrorMarker >= 0 && g.monsterWhere[g.content.dunwichHorrorMarker] >= 0;
                if (g.terror > terror) counts.merge("terror rises", (double) g.terror - terror, Double::sum);
                terror = g.terror;
                if (g.turn != turn) {
                    turn = g.turn;
                    counts.merge("turns", 1.0, Double::sum);
                    tally(g, counts, "each turn: ");
                }
                g.answer(q.id(), q.player(), a.choose(g, q));
            }
            if (g.awakened) {
                counts.merge("awakened: " + g.awakenedBy, 1.0, Double::sum);
                tally(g, counts, "at awakening (" + g.awakenedBy + "): ");
            }
            counts.merge("horror appearances", (double) g.dunwich.appearances, Double::sum);
            counts.merge("gates closed", (double) g.gatesClosed, Double::sum);
        }
        counts.forEach((k, v) -> System.out.printf("%8.2f a game  %s%n", v / games, k));
    }

    /** Open gates and Clue tokens in each town, investigators in the other town and in Other Worlds, the Dunwich Horror track. */
    private static void tally(Game g, Map<String, Double> counts, String when) {
        var b = g.board;
        for (int place = 0; place < b.size(); place++) {
            String where = b.inOtherTown(place) ? "other town" : "Arkham";
            if (g.gateAt[place] >= 0) counts.merge(when + "open gates in " + where, 1.0, Double::sum);
            if (b.isLocation(place) && g.clues[place] > 0 && g.onBoard(place)) counts.merge(when + "Clue tokens in " + where, (double) g.clues[place], Double::sum);
        }
        for (int p = 0; p < g.players; p++) {
            if (b.inOtherTown(g.inv[p].place)) {
                counts.merge(when + "investigators in the other town", 1.0, Double::sum);
                if (g.inv[p].money == 0) counts.merge(when + "investigators in the other town without a dollar", 1.0, Double::sum);
                if (g.gateAt[g.inv[p].place] >= 0) counts.merge(when + "investigators in the other town at a gate", 1.0, Double::sum);
            }
            if (b.isOtherWorld(g.inv[p].place)) counts.merge(when + "investigators in Other Worlds", 1.0, Double::sum);
        }
        counts.merge(when + "horror track", (double) g.dunwich.horrorTokens, Double::sum);
        counts.merge(when + "count", 1.0, Double::sum);
    }
}
