package arkham.engine.def;

/** Kinds of board areas (rulebook p.21). */
public enum PlaceKind {
    LOCATION, STREET, OTHER_WORLD, SKY, OUTSKIRTS, LOST_IN_TIME_AND_SPACE;

    /** Arkham proper: where investigators move with Speed and monsters roam. */
    public boolean inArkham() {
        return this == LOCATION || this == STREET;
    }
}
