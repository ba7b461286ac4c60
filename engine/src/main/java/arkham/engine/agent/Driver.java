package arkham.engine.agent;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.view.SeatView;

/** Plays a game with one agent answering for every player, each question from the view of the seat it asks. */
public final class Driver {
    private Driver() {
    }

    /**
     * Answers questions until the game ends or {@code maxAnswers} answers were given; in the latter
     * case the game is reported as {@link Outcome#ABANDONED} (a stuck game, which tests treat as a bug).
     */
    public static Outcome playOut(Game g, Agent agent, int maxAnswers) {
        SeatView[] views = SeatView.players(g);
        for (int n = 0; n < maxAnswers; n++) {
            Question q = g.question();
            if (q == null) return g.outcome();
            Choice c = agent.choose(views[q.player()]);
            g.answer(q.id(), q.player(), c);
        }
        return g.isOver() ? g.outcome() : Outcome.ABANDONED;
    }
}
