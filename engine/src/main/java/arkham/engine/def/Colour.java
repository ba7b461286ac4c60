package arkham.engine.def;

/** Gate card colours and the encounter symbols of Other Worlds. */
public enum Colour {
    BLUE, GREEN, RED, YELLOW;

    public int bit() {
        return 1 << ordinal();
    }

    public static Colour parse(String s) {
        return valueOf(s.trim().toUpperCase());
    }
}
