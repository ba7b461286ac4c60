package arkham.bench;

import arkham.engine.Choice;
import arkham.engine.Question;
import arkham.engine.agent.Agent;
import arkham.engine.state.Rng;
import arkham.engine.view.SeatView;

/**
 * A random agent whose investigators never start a trade: uniform over the other options, as
 * {@code RandomAgent} is over all of them. Its 4-player games last about 300 answers, as random
 * games did before trading was offered in every phase (318 when issue 13's target was set); a
 * {@code RandomAgent} game lasts about 1,140, two thirds of them trading.
 */
final class NoTradeAgent implements Agent {
    private final Rng rng;
    private int[] kept = new int[16];

    NoTradeAgent(long seed) {
        rng = new Rng(seed ^ 0x5DEECE66DL);
    }

    @Override
    public Choice choose(SeatView view) {
        Question q = view.question();
        int n = q.optionCount();
        if (kept.length < n) kept = new int[n];
        int m = 0;
        for (int k = 0; k < n; k++) if (!q.option(k).idStartsWith("trade:")) kept[m++] = k;
        // every question that offers a trade also offers to go on without one
        if (m == 0) throw new IllegalStateException("only trades offered: " + q.prompt());
        return q.option(kept[rng.nextInt(m)]);
    }
}
