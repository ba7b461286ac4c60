package arkham.engine;

/** How a game ended. */
public enum Outcome {
    /** The last gate closed with enough gate trophies (rulebook p.12). */
    WIN_CLOSED_GATES(true, "every gate is closed, with enough gate trophies"),
    /** Six elder signs on the board. */
    WIN_SEALED_GATES(true, "six elder signs seal Arkham"),
    /** The Ancient One was defeated in the final battle. */
    WIN_BANISHED(true, "the Ancient One is banished"),
    /** Every investigator was devoured in the final battle (or the Ancient One cannot be fought). */
    LOSS_DEVOURED(false, "the Ancient One devours the world"),
    /** An investigator completed Joining the Winning Team (a Dunwich Mission): he alone wins, the others lose. */
    LOSS_WINNING_TEAM(false, "an investigator joins the winning team and wins alone"),
    /** The game did not end within the step cap given to a driver (never a rules outcome). */
    ABANDONED(false, "the game was abandoned");

    public final boolean win;
    private final String text;

    Outcome(boolean win, String text) {
        this.win = win;
        this.text = text;
    }

    /** A readable ending, e.g. "the Ancient One is banished". */
    public String text() {
        return text;
    }
}
