package arkham.engine.agent;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;

/** Anything that answers questions: a person at a terminal, a network client, an AI. */
public interface Agent {
    Choice choose(Game game, Question question);
}
