package arkham.engine;


/**
 * One unit of pending work on the game's stack. Steps are immutable data, so the stack is the
 * game's continuation and copying a game copies where it is. The engine pops a step and runs it;
 * the step changes the state, pushes any follow-up steps (its own continuation first, then what
 * must happen before it), and either finishes or returns a question. When the question is
 * answered, {@link #answer} is called on the same step.
 */
public interface Step {
    Question run(Game g);

    default void answer(Game g, Choice choice) {
        throw new IllegalStateException(getClass().getSimpleName() + " asked no question");
    }

    /** The investigator whose activity this step is part of, or -1 for game-wide steps. */
    default int owner() {
        return -1;
    }
}
