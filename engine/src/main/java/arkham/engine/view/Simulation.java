package arkham.engine.view;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;

/**
 * A copy of a game to play on for a look ahead ({@link SeatView#simulate}): the position as one seat
 * knows it, with the hidden order and the dice to come drawn anew, so nothing that happens here
 * tells what will really happen. Agents answer its questions and read where it has got to; the
 * real game never changes.
 */
public final class Simulation {
    private final Game game;

    Simulation(Game game) {
        this.game = game;
    }

    /** The question waiting here, or null when the simulated game is over. */
    public Question question() {
        return game.question();
    }

    /** Answers the waiting question with one of its own options and plays on to the next question. */
    public void answer(Choice choice) {
        Question q = game.question();
        if (q == null) throw new IllegalStateException("the simulated game is over");
        game.answer(q.id(), q.player(), choice);
    }

    /** The simulated game, to read (its hidden order is this simulation's own, not the real game's). */
    public Game state() {
        return game;
    }
}
