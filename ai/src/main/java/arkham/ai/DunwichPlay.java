package arkham.ai;

import arkham.engine.Game;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

import java.util.Arrays;
import java.util.List;

/**
 * How the heuristic plays The Dunwich Horror's own pieces, read from the board's data (towns,
 * depots) and the question's purpose:
 * <ul>
 *   <li>the towns are joined only by the train (Dunwich rulebook p.5), so the movement planner takes
 *   a ride from a depot to another town's depot as one more step when he can pay the fare; without
 *   it Dunwich's gates, Clue tokens and places were out of every plan. He leaves Arkham only with the
 *   fare back: stranded without a dollar, Arkham's gates are out of his reach;</li>
 *   <li>back from an Other World, a gate in a town no teammate is in saves someone the ride;</li>
 *   <li>gone under, he takes the Injury or Madness card in place of the usual losses (p.6).</li>
 * </ul>
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

    /** What a way back to another town where no teammate is adds to a gate's worth, on the scale of its closing modifier. */
    private static final double FAR_RETURN = 5;

    /**
     * What coming back from an Other World through the gate at {@code place} adds to it: a gate in
     * another town where no teammate stands spares someone the ride there (a step for the
     * Other World's gates to that town, which nobody else would close soon).
     */
    static double farReturn(Game g, int p, int place) {
        var b = g.board;
        if (!b.inOtherTown(place) || !b.isOtherWorld(g.inv[p].place)) return 0;
        for (int q = 0; q < g.players; q++) {
            int at = g.inv[q].place;
            if (q != p && !g.inv[q].eliminated && b.inArkham(at) && b.town(at) == b.town(place)) return 0;
        }
        return FAR_RETURN;
    }
}
