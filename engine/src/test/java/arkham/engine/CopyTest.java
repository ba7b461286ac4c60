package arkham.engine;

import arkham.engine.agent.RandomAgent;
import arkham.engine.def.Stat;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** A copy is the same game, with the same future, and shares nothing it could change. */
class CopyTest {
    /** A game some answers in (mid-turn, with monsters, gates and cards about). */
    static Game midGame(long seed, int answers) {
        Game g = TinyContent.game(3, seed);
        RandomAgent a = new RandomAgent(seed);
        for (int k = 0; k < answers && g.question() != null; k++) g.answer(g.question().id(), g.question().player(), a.choose(g.question()));
        return g;
    }

    /** Plays to the end with the option ids an agent picks; returns them with the final hash. */
    static List<String> playOut(Game g, long seed) {
        List<String> r = new ArrayList<>();
        RandomAgent a = new RandomAgent(seed);
        while (g.question() != null) {
            Question q = g.question();
            Choice c = a.choose(q);
            r.add(c.id());
            g.answer(q.id(), q.player(), c.id());
        }
        r.add(g.outcome() + " " + g.stateHash());
        return r;
    }

    @Test
    void aCopyHasTheSameStateAndTheSameFuture() {
        for (long seed = 1; seed <= 10; seed++) {
            Game g = midGame(seed, 40);
            Game c = g.copy();
            assertEquals(g.stateHash(), c.stateHash());
            assertEquals(g.question().id(), c.question().id());
            assertEquals(playOut(g, seed), playOut(c, seed), "the copy's dice and draws differ (seed " + seed + ")");
        }
    }

    @Test
    void changingTheCopyLeavesTheOriginalAlone() {
        Game g = midGame(3, 40);
        long before = g.stateHash();
        Game c = g.copy();
        c.lose(0, Stat.STAMINA, 1);
        c.gain(1, Stat.MONEY, 5);
        c.inv[2].slider[0] = (c.inv[2].slider[0] + 1) % 4;
        c.monsterWhere[0] = c.board.find("Dark Woods");
        c.gateStack.add(c.gateStack.get(0));
        c.addDoom(1);
        c.raiseTerror(1);
        c.forcedDice.add(6);
        c.dealRelationship(0, 1);
        playOut(c, 9);
        assertEquals(before, g.stateHash(), "the original changed with its copy");
        assertEquals(playOut(g.copy(), 4), playOut(midGame(3, 40), 4));
    }

    @Test
    void theHashSeesEachPartOfTheState() {
        Game g = midGame(5, 30);
        long h = g.stateHash();
        Game c = g.copy();
        c.gain(0, Stat.CLUES, 1);
        assertNotEquals(h, c.stateHash(), "Clue tokens");
        c = g.copy();
        c.monsterWhere[c.monsterWhere.length - 1] = GameState.trophy(0);
        assertNotEquals(h, c.stateHash(), "a monster trophy");
        c = g.copy();
        c.terror++;
        assertNotEquals(h, c.stateHash(), "the terror level");
        c = g.copy();
        c.rng.nextInt(6);
        assertNotEquals(h, c.stateHash(), "the random source");
    }

    @Test
    void aSearchCopyHidesTheOrderOfTheDecks() {
        Game g = midGame(7, 30);
        Game a = g.copyForSearch(1);
        Game b = g.copyForSearch(2);
        Game a2 = g.copyForSearch(1);
        assertEquals(playOut(a, 3), playOut(a2, 3), "a search copy with one seed is one future");
        assertNotEquals(playOut(g.copy(), 3), playOut(b, 3), "a search copy must not know the real future");
    }
}
