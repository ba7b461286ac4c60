package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Setup;
import arkham.engine.agent.Driver;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The agents finish games with legal answers only, whatever the player count and Lurker parts. */
class AgentsPlayTest {
    static final Content CONTENT = ContentLoader.core();

    static Game game(int players, long seed, boolean lurker) {
        Setup s = Setup.random(players, seed);
        if (lurker) s = s.withOptions(s.options().withLurker());
        return Game.create(CONTENT, s);
    }

    @Test
    void theHeuristicFinishesGamesOfEveryPlayerCountWithAndWithoutTheLurker() {
        int wins = 0;
        int n = 0;
        for (int players : new int[] {1, 2, 4, 6, 8}) {
            for (long seed = 1; seed <= 6; seed++) {
                Game g = game(players, seed * 31 + players, seed % 2 == 0);
                Outcome o = Driver.playOut(g, new HeuristicAgent(), 200_000);
                assertNotEquals(Outcome.ABANDONED, o, "players " + players + " seed " + seed);
                if (o.win) wins++;
                n++;
            }
        }
        System.out.println("heuristic won " + wins + " of " + n);
    }

    @Test
    void theSearchFinishesGames() {
        for (long seed = 1; seed <= 2; seed++) {
            Game g = game(seed == 1 ? 1 : 3, seed, seed == 2);
            Outcome o = Driver.playOut(g, new SearchAgent(seed, 4), 200_000);
            assertNotEquals(Outcome.ABANDONED, o);
        }
    }

    @Test
    void agentsAreMadeByName() {
        assertEquals(HeuristicAgent.class, Agents.byName("heuristic", 1, 0).getClass());
        assertEquals(SearchAgent.class, Agents.byName("search", 1, 10).getClass());
        assertEquals("arkham.engine.agent.RandomAgent", Agents.byName("random", 1, 0).getClass().getName());
        var e = assertThrows(IllegalArgumentException.class, () -> Agents.byName("clever", 1, 0));
        assertEquals("unknown agent 'clever': choose one of [random, heuristic, search]", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Agents.byName("search", 1, -1));
    }
}
