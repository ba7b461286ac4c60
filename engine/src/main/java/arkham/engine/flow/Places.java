package arkham.engine.flow;

import arkham.engine.Game;

/** Stable option-id keys for places. */
final class Places {
    private Places() {
    }

    static String key(Game g, int place) {
        return g.board.slug(place);
    }
}
