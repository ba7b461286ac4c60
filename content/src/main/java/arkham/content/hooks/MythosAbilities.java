package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;

/**
 * Abilities of the core Mythos cards: Headline effects, Environment modifiers and street abilities,
 * Rumors with their pass and fail conditions. Hook ids start with "mythos-".
 */
public final class MythosAbilities {
    private MythosAbilities() {
    }

    public static void register(Hooks h) {
        MythosHeadlines.register(h);
        MythosEnvironments.register(h);
        MythosRumors.register(h);
    }

    /** Whether the card in play as Environment (or Rumor) has the given hook id. */
    static boolean inPlay(Game g, int card, String hookId) {
        return card >= 0 && hookId.equals(g.mythosDef(card).hook());
    }

    /** Whether a monster marker is in Arkham, the Sky or the Outskirts. */
    static boolean onBoard(Game g, int where) {
        return where >= 0 && (g.board.inArkham(where) || where == g.board.sky() || where == g.board.outskirts());
    }

    /** A neighbourhood street's id, failing clearly for a name that is not a street. */
    static int street(Game g, String name) {
        int s = g.board.find(name);
        if (s < 0 || !g.board.isStreet(s)) throw new IllegalArgumentException("'" + name + "' is not a street area of Arkham");
        return s;
    }

    /** Whether a place is the street area or one of the locations of a neighbourhood. */
    static boolean inNeighbourhood(Game g, int place, int street) {
        return place == street || g.board.isLocation(place) && g.board.street(place) == street;
    }
}
