package arkham.ai;

import arkham.engine.Game;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

import java.util.Arrays;
import java.util.List;

/**
 * How the heuristic plays The Dunwich Horror's own pieces. The board (Dunwich rulebook p.5): the towns are joined only by
 * the train, so the movement planner takes a ride from a depot to another town's depot as one more
 * step when he can pay the fare; without it the gates, Clue tokens and places of Dunwich were out of
 * every plan. He leaves Arkham only with the fare back: stranded without a dollar, the gates in
 * Arkham are out of his reach. Injury and Madness cards (p.6): taken in place of the usual losses.
 */
final class DunwichPlay {
    private DunwichPlay() {
    }

    /** The places one step from {@code at} for player {@code p}: its neighbours, and the other towns' depots he can ride to from a depot. */
    static int[] ways(Game g, int p, int at) {
        int[] adjacent = g.board.adjacent(at);
        if (!g.board.isDepot(at)) return adjacent;
        int rides = Queries.trainRides(g, p);
        if (rides == 0) return adjacent;
        List<Integer> to = Queries.trainDestinations(g, at);
        int[] all = Arrays.copyOf(adjacent, adjacent.length + to.size());
        int n = adjacent.length;
        for (int depot : to) if (rides >= (g.board.outsideArkham(depot) ? 2 : 1)) all[n++] = depot;
        return n == adjacent.length ? adjacent : Arrays.copyOf(all, n);
    }

    /**
     * Whether one gone under takes an Injury or Madness card in place of the usual losses (Dunwich
     * rulebook p.6): yes, restored to his maximum with every item and Clue token kept, for a card
     * that lowers one skill or sets one limit; not when that maximum is 1, which the card could
     * take to 0 (measured: always taking it won more games than weighing the losses against a cost
     * for the card).
     */
    static boolean injuryInstead(Game g, int p) {
        Investigator i = g.inv[p];
        return (i.sanity == 0 ? i.maxSanity : i.maxStamina) > 1;
    }
}
