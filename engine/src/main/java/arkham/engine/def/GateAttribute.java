package arkham.engine.def;

/** The extra property printed on each gate marker of The Lurker at the Threshold (its rulebook, "Gate Markers"). */
public enum GateAttribute {
    /** Leads to two Other Worlds; closing it returns the monsters of both dimensions. */
    SPLIT,
    /** Never a trophy: shuffled back into the gate stack whenever it is closed or sealed. */
    ENDLESS,
    /** A failed attempt to close it brings a monster to the investigator's location. */
    MONSTROUS,
    /** A failed attempt to close it costs 1 Stamina. */
    BLOOD,
    /** A failed attempt to close it costs 1 Sanity. */
    MADNESS,
    /** Investigators where it opens are devoured. */
    DEVOURING,
    /** A doom token when it opens on an investigator. */
    DOOM,
    /** Moves like a normal monster when its dimension moves. */
    MOVING;

    public static GateAttribute parse(String s) {
        try {
            return valueOf(s.trim().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown gate attribute '" + s + "'");
        }
    }
}
