package arkham.engine.agent;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.state.Rng;

/** Picks a uniformly random legal option, from its own seeded source (never the game's). */
public final class RandomAgent implements Agent {
    private final Rng rng;

    public RandomAgent(long seed) {
        rng = new Rng(seed ^ 0x5DEECE66DL);
    }

    @Override
    public Choice choose(Game game, Question q) {
        return q.option(rng.nextInt(q.optionCount()));
    }
}
