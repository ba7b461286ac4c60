package arkham.engine.flow;

import arkham.engine.Game;

/** Stable option-id keys for places; who may pick up Clue tokens from them. */
final class Places {
    private Places() {
    }

    static String key(Game g, int place) {
        return g.board.slug(place);
    }

    /** Whether something in play keeps the investigator from picking up Clue tokens on the board (Double Vision). */
    static boolean preventsCluePickup(Game g, int player) {
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.PREVENTS_CLUE_PICKUP)) if (m.preventsCluePickup(g, player)) return true;
        return false;
    }
}
