package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random-play fuzzing: complete games with random legal answers across 1-8 players and every
 * Ancient One, checking the invariants after every answer.
 */
@Tag("slow")
class FuzzTest {
    static final int GAMES = Integer.getInteger("arkham.fuzz.games", 2000);
    static final int MAX_ANSWERS = 100_000;

    @Test
    void randomGamesKeepEveryInvariantAndAllEnd() {
        Content c = ContentLoader.core();
        Map<Outcome, Integer> outcomes = new EnumMap<>(Outcome.class);
        for (int n = 0; n < GAMES; n++) {
            int players = 1 + n % 8;
            // the core game's Ancient Ones (the expansions' need their cards in the game)
            List<String> aos = c.ancientOnes.stream().filter(a -> Setup.Options.DEFAULT.uses(a.expansion())).map(a -> a.name()).toList();
            String ao = aos.get((n / 8) % aos.size());
            Setup setup = Setup.random(players, 1000L + n).withAncientOne(ao);
            Game g;
            try {
                g = Game.create(c, setup);
                RandomAgent agent = new RandomAgent(n);
                int answers = 0;
                Invariants.check(g);
                while (!g.isOver()) {
                    Question q = g.question();
                    if (++answers > MAX_ANSWERS) fail("game " + n + " (" + setup + ") did not end within " + MAX_ANSWERS + " answers");
                    g.answer(q.id(), q.player(), agent.choose(q).id());
                    Invariants.check(g);
                }
            } catch (RuntimeException | AssertionError e) {
                throw new AssertionError("game " + n + " with " + setup + " failed: " + e, e);
            }
            outcomes.merge(g.outcome(), 1, Integer::sum);
        }
        assertEquals(GAMES, outcomes.values().stream().mapToInt(Integer::intValue).sum());
        assertTrue(!outcomes.containsKey(Outcome.ABANDONED));
        System.out.println("fuzz outcomes over " + GAMES + " games: " + outcomes);
    }
}
