package arkham.content;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;

/**
 * Plays one seeded random game and prints a hash of every state it passed through (so a
 * difference that later evens out is still seen); run in a separate JVM by a test.
 */
public final class HashProbe {
    private HashProbe() {
    }

    /** {@code expansions}: "core", "lurker" (every Lurker switch) or "all" (every Lurker and Dunwich switch). */
    static long play(int players, long seed, String expansions) {
        Setup.Options options = switch (expansions) {
            case "core" -> Setup.Options.DEFAULT;
            case "lurker" -> Setup.Options.DEFAULT.withLurker();
            case "all" -> Setup.Options.DEFAULT.withLurker().withDunwich();
            default -> throw new IllegalArgumentException("expansions: core, lurker or all, not " + expansions);
        };
        Game g = Game.create(ContentLoader.core(), Setup.random(players, seed).withOptions(options));
        RandomAgent agent = new RandomAgent(seed);
        long h = g.stateHash();
        for (int k = 0; k < 200_000 && !g.isOver(); k++) {
            Question q = g.question();
            g.answer(q.id(), q.player(), agent.choose(q));
            h = h * 31 + g.stateHash();
        }
        return h;
    }

    public static void main(String[] args) {
        System.out.println(play(Integer.parseInt(args[0]), Long.parseLong(args[1]), args[2]));
    }
}
