package arkham.engine.agent;

import arkham.engine.Choice;
import arkham.engine.view.SeatView;

/**
 * Anything that answers questions: a person at a terminal, a network client, an AI. It decides from
 * what its seat may see ({@link SeatView}: the question, the position to read, copies to play on)
 * and answers with one of {@link SeatView#question()}'s options; it never holds the game itself.
 */
public interface Agent {
    /** One of {@code view.question()}'s options; called only when the view's seat decides. */
    Choice choose(SeatView view);
}
