package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.state.HeraldState;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;


import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random-play fuzzing with every part of The Lurker at the Threshold on (Herald variant
 * included), across 1-8 players and every Ancient One: the core invariants after every answer,
 * plus the Herald's: Power tokens conserved (pool plus held is 35), Dark Pacts conserved (in the
 * deck, held, or on the Ancient One), never two pacts of a type in one hand, bound Allies held by
 * their investigator, and the 28 Reckoning cards all in the deck or its discards.
 */
@Tag("slow")
class LurkerFuzzTest {
    static final int GAMES = Integer.getInteger("arkham.lurkerFuzz.games", 500);
    /** Games of the Herald variant alone, with the core gate markers (a selective variant the rulebook allows). */
    static final int HERALD_ONLY_GAMES = Integer.getInteger("arkham.lurkerFuzz.heraldGames", 500);

    @Test
    void randomLurkerGamesKeepEveryInvariantAndAllEnd() {
        play(GAMES, 5000L, Setup.Options.DEFAULT.withLurker());
    }

    @Test
    void randomHeraldGamesWithCoreGateMarkersKeepEveryInvariantAndAllEnd() {
        play(HERALD_ONLY_GAMES, 9000L, new Setup.Options(true, false, false, true, false, false));
    }

    private static void play(int games, long seeds, Setup.Options options) {
        var outcomes = FuzzGames.play(games, seeds, options, LurkerFuzzTest::check, g -> { });
        System.out.println("Lurker fuzz (" + options + ") outcomes over " + games + " games: " + outcomes);
    }

    static void check(Game g) {
        Invariants.check(g);
        checkHerald(g);
    }

    /** The Herald's invariants; messages are built only on failure, as this runs after every answer. */
    static void checkHerald(Game g) {
        HeraldState h = g.herald;
        int held = 0;
        for (int p = 0; p < g.players; p++) {
            if (h.power[p] < 0) fail("negative Power");
            held += h.power[p];
        }
        if (h.pool < 0) fail("negative Power pool");
        if (h.pool + held != HeraldState.POWER_TOKENS) fail("Power tokens are not conserved: pool " + h.pool + ", held " + held);

        int[] pacts = pactInstances(g.content);
        if (pacts.length != 24) fail("there are " + pacts.length + " Dark Pact cards, not 24");
        int onAncientOne = 0;
        for (int card : pacts) {
            int w = g.cardWhere[card];
            if (w == Game.DRAWN) fail("a Dark Pact is left drawn");
            if (w == Game.BOX) onAncientOne++;
            if (w >= 0) {
                IntList cs = g.inv[w].cards;
                for (int k = 0; k < cs.size(); k++) {
                    if (cs.get(k) != card && g.content.cardKind[cs.get(k)] == g.content.cardKind[card])
                        fail(g.nameOf(w) + " holds two Dark Pacts of a type");
                }
            }
        }
        if (onAncientOne != h.onAncientOne) fail("Dark Pacts out of play but not on the Ancient One: " + onAncientOne);
        for (int p = 0; p < g.players; p++) {
            if (h.boundAlly[p] >= 0 && g.cardWhere[h.boundAlly[p]] != p) fail("a bound Ally is not with its investigator");
        }
        boolean[] seen = new boolean[g.content.reckonings.size()];
        int n = 0;
        for (IntList l : new IntList[]{h.reckoning, h.reckoningDiscards}) {
            for (int k = 0; k < l.size(); k++) {
                if (seen[l.get(k)]) fail("a Reckoning card is doubled");
                seen[l.get(k)] = true;
                n++;
            }
        }
        if (n != seen.length) fail("Reckoning cards are not conserved: " + n);
    }

    private static int[] pacts;

    /** The Dark Pact card instances (content is loaded once, so found once). */
    private static int[] pactInstances(Content c) {
        if (pacts == null) {
            pacts = java.util.stream.IntStream.range(0, c.cardKind.length).filter(k -> c.cardOf(k).has("dark-pact")).toArray();
        }
        return pacts;
    }
}
