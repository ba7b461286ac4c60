package arkham.engine;

import arkham.engine.state.IntList;

/** Relationship cards (The Lurker at the Threshold): who shares which, and their end. */
public final class Relationships {
    private Relationships() {
    }

    /** The other partner of a relationship p is in. */
    public static int partner(GameState g, int rel, int p) {
        int a = g.relationshipDrawer(rel);
        return a == p ? (a + 1) % g.players : a;
    }

    /** The Relationship cards p benefits from: his own and the one of the player to his right. */
    public static IntList relationshipsOf(GameState g, int p) {
        IntList r = new IntList();
        for (int rel = 0; rel < g.relationshipCards(); rel++) if (g.inRelationship(rel, p)) r.add(rel);
        return r;
    }

    /** A devoured investigator's relationships end: both cards he shares go to the box. */
    public static void endRelationships(GameState g, int p) {
        for (int rel = 0; rel < g.relationshipCards(); rel++) {
            if (!g.inRelationship(rel, p)) continue;
            if (g.logging) g.log("relationship", p, g.content.relationships.get(rel).name() + " returns to the box");
            g.dealRelationship(rel, -1);
            g.relationshipExhausted[rel] = false;
        }
    }
}
