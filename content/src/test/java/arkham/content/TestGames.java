package arkham.content;

import arkham.engine.Game;
import arkham.engine.flow.MythosStep;

/** Helpers the test fixtures share to bring a set-up game to a known position. */
public final class TestGames {
    private TestGames() {
    }

    /**
     * The game past its setup draws: an investigator who draws one card more (Amanda Sharpe's
     * Skills) or may draw from the bottom (Ashcan Pete) is asked during setup; here the first
     * option is taken, so the rest of setup (the Ancient One, the first Mythos card) follows.
     */
    public static Game settled(Game g) {
        while (g.question() != null && g.question().options().stream()
                .anyMatch(c -> c.id().startsWith("keep:") || c.id().equals("bottom"))) {
            g.answer(g.question().id(), g.question().player(), g.question().options().get(0).id());
        }
        return g;
    }

    /** No gates (their markers back on the stack), Clues, Environment or Rumor; doom 0; player 0 first. */
    public static Game clearBoard(Game g) {
        for (int place = 0; place < g.board.size(); place++) {
            if (g.gateAt[place] >= 0) {
                g.gateWhere[g.gateAt[place]] = Game.STACK;
                g.gateStack.add(g.gateAt[place]);
                g.gateAt[place] = -1;
            }
            g.clues[place] = 0;
        }
        if (g.environment() >= 0) MythosStep.leave(g, g.environment());
        if (g.rumor() >= 0) MythosStep.leave(g, g.rumor());
        g.doom = 0;
        g.first = 0;
        return g;
    }
}
