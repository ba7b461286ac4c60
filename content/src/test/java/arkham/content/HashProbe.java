package arkham.content;

import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.agent.Driver;
import arkham.engine.agent.RandomAgent;

/** Plays one seeded random game and prints its final state hash; run in a separate JVM by a test. */
public final class HashProbe {
    private HashProbe() {
    }

    static long play(int players, long seed) {
        Game g = Game.create(ContentLoader.core(), Setup.random(players, seed));
        Driver.playOut(g, new RandomAgent(seed), 200_000);
        return g.stateHash();
    }

    public static void main(String[] args) {
        System.out.println(play(Integer.parseInt(args[0]), Long.parseLong(args[1])));
    }
}
