package arkham.engine.def;

/** Monster movement types, shown by the border colour of the marker (rulebook p.10-11; stalker: Dunwich rulebook p.7). */
public enum MovementType {
    NORMAL, FAST, STATIONARY, FLYING, UNIQUE, STALKER
}
