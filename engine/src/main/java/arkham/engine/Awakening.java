package arkham.engine;

/** Why the Ancient One awoke (rulebook p.20 lists the ways). */
public enum Awakening {
    DOOM_TRACK("the doom track is full"),
    TOO_MANY_GATES("too many gates are open"),
    NO_GATE_MARKERS("no gate markers are left"),
    EMPTY_CUP("the monster cup is empty"),
    OVERRUN("Arkham is overrun by monsters"),
    /** The Ancient One's own power wakes it (Glaaki with every Servant of Glaaki on the board). */
    ANCIENT_ONE_POWER("its own power wakes it");

    private final String text;

    Awakening(String text) {
        this.text = text;
    }

    /** A readable cause, e.g. "the doom track is full". */
    public String text() {
        return text;
    }
}
