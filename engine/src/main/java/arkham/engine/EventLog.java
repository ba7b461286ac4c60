package arkham.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * The events a game records while logging, not yet handed out, and the dice rolled that no event
 * has shown yet (reported as an event of their own before the next one, so every roll shows).
 */
final class EventLog {
    private List<Event> events = new ArrayList<>();
    private final StringBuilder rolled = new StringBuilder();
    /** Where the game was when the first of those dice was rolled (the event reporting them says so). */
    private int rolledTurn;
    private Phase rolledPhase = Phase.SETUP;

    /** Goes on with what {@code o} logged and has not handed out yet. */
    void keep(EventLog o) {
        events.addAll(o.events);
        rolled.append(o.rolled);
        rolledTurn = o.rolledTurn;
        rolledPhase = o.rolledPhase;
    }

    void add(Event e) {
        events.add(e);
    }

    /** A die rolled at this point of the game. */
    void roll(int die, int turn, Phase phase) {
        if (rolled.length() == 0) {
            rolledTurn = turn;
            rolledPhase = phase;
        } else {
            rolled.append(' ');
        }
        rolled.append(die);
    }

    /** The dice rolled so far are shown by the event about to be added: none is reported again. */
    void rollsShown() {
        rolled.setLength(0);
    }

    /** Whether dice were rolled that no event has shown yet. */
    boolean diceUnshown() {
        return rolled.length() > 0;
    }

    /** The dice no event has shown, as an event, named for the investigator who rolled them ({@code who} null: no one). */
    void reportDice(int player, String who) {
        events.add(new Event("dice", who != null ? player : -1, (who != null ? who + " rolls " : "Dice rolled: ") + rolled,
                null, rolledTurn, rolledPhase));
        rolled.setLength(0);
    }

    /** Returns and clears the events recorded so far. */
    List<Event> drain() {
        List<Event> r = events;
        events = new ArrayList<>();
        return r;
    }
}
