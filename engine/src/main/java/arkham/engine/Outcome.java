package arkham.engine;

/** How a game ended. */
public enum Outcome {
    /** The last gate closed with enough gate trophies (rulebook p.12). */
    WIN_CLOSED_GATES(true),
    /** Six elder signs on the board. */
    WIN_SEALED_GATES(true),
    /** The Ancient One was defeated in the final battle. */
    WIN_BANISHED(true),
    /** Every investigator was devoured in the final battle (or the Ancient One cannot be fought). */
    LOSS_DEVOURED(false),
    /** The game did not end within the step cap given to a driver (never a rules outcome). */
    ABANDONED(false);

    public final boolean win;

    Outcome(boolean win) {
        this.win = win;
    }
}
