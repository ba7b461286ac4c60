package arkham.engine.def;

/** Kinds of board areas (rulebook p.21); vortices are on the Dunwich board (Dunwich rulebook p.7). */
public enum PlaceKind {
    LOCATION, STREET, OTHER_WORLD, SKY, OUTSKIRTS, LOST_IN_TIME_AND_SPACE, VORTEX;

    /**
     * Arkham proper: where investigators move with Speed and monsters roam. Dunwich's locations and
     * streets count too: "in Arkham" on a card also means Dunwich (Dunwich rulebook p.5).
     */
    public boolean inArkham() {
        return this == LOCATION || this == STREET;
    }
}
