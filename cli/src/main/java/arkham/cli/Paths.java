package arkham.cli;

import arkham.engine.Game;
import arkham.engine.query.Queries;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;

/**
 * The cheapest ways an investigator can move from where he stands, as the movement rules allow them
 * (rulebook p.7-8): one movement point an area (two for a street once the Riots Rumor has failed),
 * no closed area, nothing in play that bars the step, the train between towns' depots (Dunwich: $1
 * and one point). For {@code reach} and {@code go}; the engine itself still decides each step.
 */
final class Paths {
    private final Game g;
    private final int player;
    private final int from;
    private final int points;
    /** Movement points to reach each place (-1: not within the points). */
    final int[] cost;

    Paths(Game g, int player, int points) {
        this.g = g;
        this.player = player;
        this.from = g.inv[player].place;
        this.points = points;
        this.cost = new int[g.board.size()];
        Arrays.fill(cost, -1);
        if (from < 0 || !g.board.inArkham(from)) return;
        cost[from] = 0;
        PriorityQueue<int[]> queue = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        queue.add(new int[] {0, from});
        while (!queue.isEmpty()) {
            int[] e = queue.poll();
            int at = e[1];
            if (e[0] > cost[at]) continue;
            for (int[] step : steps(at)) {
                int next = step[0];
                int c = cost[at] + step[1];
                if (c <= points && (cost[next] < 0 || c < cost[next])) {
                    cost[next] = c;
                    queue.add(new int[] {c, next});
                }
            }
        }
    }

    /** The moves from a place: {next place, points it costs}. */
    private List<int[]> steps(int at) {
        List<int[]> r = new ArrayList<>();
        for (int next : g.board.adjacent(at)) {
            if (!g.board.inArkham(next) || !g.onBoard(next) || g.closed[next] || Queries.stepBarred(g, player, at, next)) continue;
            r.add(new int[] {next, Queries.entryCost(g, next)});
        }
        if (g.setup.options().dunwichBoard() && g.board.isDepot(at) && (g.inv[player].money >= 1 || g.ownsTagged(player, "rail-pass"))) {
            for (int next : Queries.trainDestinations(g, at)) if (!Queries.stepBarred(g, player, at, next)) r.add(new int[] {next, 1});
        }
        return r;
    }

    /** Whether the step between two places is a train ride (their towns differ). */
    boolean byTrain(int a, int b) {
        return g.board.town(a) != g.board.town(b);
    }

    /** Every cheapest way to the place, each as the places entered in order (empty list: none within the points). */
    List<List<Integer>> cheapest(int to) {
        List<List<Integer>> r = new ArrayList<>();
        if (cost[to] <= 0) return r;
        back(to, new ArrayList<>(List.of(to)), r);
        return r;
    }

    private void back(int at, List<Integer> suffix, List<List<Integer>> out) {
        if (at == from) {
            List<Integer> path = new ArrayList<>(suffix);
            java.util.Collections.reverse(path);
            path.remove(0);
            out.add(path);
            return;
        }
        if (out.size() >= 64) return; // enough to choose from; Arkham's grid has far fewer
        for (int prev = 0; prev < cost.length; prev++) {
            if (cost[prev] < 0 || cost[prev] >= cost[at]) continue;
            for (int[] step : steps(prev)) {
                if (step[0] == at && cost[prev] + step[1] == cost[at]) {
                    suffix.add(prev);
                    back(prev, suffix, out);
                    suffix.remove(suffix.size() - 1);
                }
            }
        }
    }

    /** The places left on the way (not the destination) where monsters wait, with how many: what evading them costs. */
    Map<Integer, Integer> monstersOnTheWay(List<Integer> path) {
        Map<Integer, Integer> r = new LinkedHashMap<>();
        for (int k = 0; k < path.size() - 1; k++) {
            int n = g.monstersAt(path.get(k)).size();
            if (n > 0) r.put(path.get(k), n);
        }
        return r;
    }

    int points() {
        return points;
    }
}
