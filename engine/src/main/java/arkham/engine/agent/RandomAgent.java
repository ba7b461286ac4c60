package arkham.engine.agent;

import arkham.engine.Choice;
import arkham.engine.Question;
import arkham.engine.state.Rng;
import arkham.engine.view.SeatView;

/** Picks a uniformly random legal option, from its own seeded source (never the game's). */
public final class RandomAgent implements Agent {
    private final Rng rng;

    public RandomAgent(long seed) {
        rng = new Rng(seed ^ 0x5DEECE66DL);
    }

    @Override
    public Choice choose(SeatView view) {
        return choose(view.question());
    }

    /** A random option of the question: all this agent needs to know. */
    public Choice choose(Question q) {
        return q.option(rng.nextInt(q.optionCount()));
    }
}
