package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random games for the expansion fuzz tests: 1-8 players in turn, every Ancient One of the
 * expansions in use, {@code check} after setup and after every answer, {@code ended} with each
 * finished game. Fails naming the game and its setup; no game may be abandoned.
 */
final class FuzzGames {
    private FuzzGames() {
    }

    static Map<Outcome, Integer> play(int games, long seeds, Setup.Options options, Consumer<Game> check, Consumer<Game> ended) {
        Content c = ContentLoader.core();
        List<String> aos = c.ancientOnes.stream().filter(a -> options.uses(a.expansion())).map(a -> a.name()).toList();
        Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
        for (int n = 0; n < games; n++) {
            Setup setup = Setup.random(1 + n % 8, seeds + n).withAncientOne(aos.get((n / 8) % aos.size())).withOptions(options);
            Game g;
            try {
                g = Game.create(c, setup);
                RandomAgent agent = new RandomAgent(n);
                int answers = 0;
                check.accept(g);
                while (!g.isOver()) {
                    Question q = g.question();
                    if (++answers > FuzzTest.MAX_ANSWERS) fail("game " + n + " did not end within " + FuzzTest.MAX_ANSWERS + " answers");
                    g.answer(q.id(), q.player(), agent.choose(q));
                    check.accept(g);
                }
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("game " + n + " with " + setup + " failed: " + e, e);
            }
            outcomes.merge(g.outcome(), 1, Integer::sum);
            ended.accept(g);
        }
        assertEquals(games, outcomes.values().stream().mapToInt(Integer::intValue).sum());
        assertFalse(outcomes.containsKey(Outcome.ABANDONED));
        return outcomes;
    }
}
