package arkham.engine;

import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Whole games of the small content, answered at random: each ends, and each decision says what it means. */
class PlayTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4})
    void everyGameEnds(int players) {
        for (long seed = 0; seed < 40; seed++) {
            Game g = TinyContent.game(players, seed);
            Outcome o = Driver.playOut(g, new RandomAgent(seed), 50_000);
            assertNotEquals(Outcome.ABANDONED, o, "game " + seed + " of " + players + " is stuck");
            assertTrue(g.isOver());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void everyQuestionHasAPurposeAndEveryOptionATarget(int players) {
        for (long seed = 0; seed < 20; seed++) {
            Game g = TinyContent.game(players, seed, TinyContent.relationships());
            RandomAgent a = new RandomAgent(seed);
            while (g.question() != null) {
                Question q = g.question();
                assertNotNull(q.purpose(), q.prompt());
                for (Choice c : q.options()) assertNotNull(c.target(), q.purpose() + ": " + c.id());
                g.answer(q.id(), q.player(), a.choose(q));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 3})
    void setupSeedAndAnswersReproduceAGame(int players) {
        Game a = TinyContent.game(players, 11);
        Game b = TinyContent.game(players, 11);
        RandomAgent ra = new RandomAgent(5);
        while (a.question() != null) {
            Question q = a.question();
            Choice c = ra.choose(q);
            a.answer(q.id(), q.player(), c.id());
            b.answer(b.question().id(), b.question().player(), c.id());
            assertEquals(a.stateHash(), b.stateHash());
        }
        assertEquals(a.outcome(), b.outcome());
    }
}
