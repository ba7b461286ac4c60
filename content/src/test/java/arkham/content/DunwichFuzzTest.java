package arkham.content;

import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Deck;
import arkham.engine.state.DunwichState;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;


import static org.junit.jupiter.api.Assertions.fail;

/**
 * Random-play fuzzing with The Dunwich Horror on (alone, and with every part of The Lurker at the
 * Threshold), across 1-8 players and every Ancient One: the core invariants after every answer,
 * plus Dunwich's: the track holds 0-3 tokens; the Dunwich Horror is on the board only with a full
 * track and only where it appears (Sentinel Hill; it never moves); no monster and no investigator
 * is ever in a vortex, and nothing is in Dunwich without its board; Injury and Madness cards are
 * conserved (in their decks or held, never items), and no one holds two of a name; at most 7 of
 * Shudde M'ell's rubble tokens are drawn.
 */
@Tag("slow")
class DunwichFuzzTest {
    static final int GAMES = Integer.getInteger("arkham.dunwichFuzz.games", 400);

    @Test
    void randomDunwichGamesKeepEveryInvariantAndAllEnd() {
        play(GAMES, 21_000L, new Setup.Options(true).withDunwich());
    }

    @Test
    void randomDunwichAndLurkerGamesKeepEveryInvariantAndAllEnd() {
        play(GAMES, 31_000L, Setup.Options.DEFAULT.withLurker().withDunwich());
    }

    static void play(int games, long seeds, Setup.Options options) {
        int[] appearances = {0};
        var outcomes = FuzzGames.play(games, seeds, options, DunwichFuzzTest::check, g -> appearances[0] += g.dunwich.appearances);
        System.out.println("Dunwich fuzz (" + options + ") outcomes over " + games + " games: " + outcomes
                + "; the Dunwich Horror appeared " + appearances[0] + " times");
    }

    static void check(Game g) {
        Invariants.check(g);
        if (g.setup.options().herald()) LurkerFuzzTest.checkHerald(g);
        checkDunwich(g);
    }

    /** Dunwich's invariants; messages are built only on failure, as this runs after every answer. */
    static void checkDunwich(Game g) {
        DunwichState d = g.dunwich;
        if (d.horrorTokens < 0 || d.horrorTokens > DunwichState.TRACK) fail("Dunwich Horror track at " + d.horrorTokens);
        if (d.rubbleDrawn < 0 || d.rubbleDrawn > 7) fail(d.rubbleDrawn + " of Shudde M'ell's 7 rubble tokens drawn");
        if (d.beastHorrorFailed >= g.players) fail("The Beast remembers a failed Horror check of player " + d.beastHorrorFailed);
        int horror = g.content.dunwichHorrorMarker;
        if (horror >= 0) {
            int w = g.monsterWhere[horror];
            if (w == Game.CUP) fail("the Dunwich Horror is in the cup");
            if (Game.isTrophy(w)) fail("the Dunwich Horror is a trophy");
            if (w >= 0 && d.horrorTokens != DunwichState.TRACK) fail("the Dunwich Horror is on the board with " + d.horrorTokens + " tokens");
            if (w >= 0 && w != g.board.id("Sentinel Hill")) fail("the Dunwich Horror left Sentinel Hill");
        }
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w >= 0 && (g.board.isVortex(w) || !g.onBoard(w))) fail("monster " + m + " is at " + g.board.name(w));
            if (Game.isTrophy(w) && g.monster(m).spawn()) fail("a Spawn monster is a trophy");
            if (w == Game.CUP && g.content.monsterOf(m).spawn()) fail("a Spawn monster is in the cup");
        }
        for (int p = 0; p < g.players; p++) {
            int at = g.inv[p].place;
            if (at >= 0 && (g.board.isVortex(at) || !g.onBoard(at))) fail(g.nameOf(p) + " is at " + g.board.name(at));
        }
        for (int place = 0; place < g.board.size(); place++) {
            if (!g.onBoard(place) && (g.gateAt[place] >= 0 || g.clues[place] > 0)) fail("a gate or Clue off the board at " + g.board.name(place));
        }
        int injuryCards = 0;
        for (int c = 0; c < g.cardWhere.length; c++) {
            Deck deck = g.content.cardOf(c).deck();
            if (!deck.isInjuryOrMadness()) continue;
            injuryCards++;
            int w = g.cardWhere[c];
            if (w == Game.BOX) {
                if (g.setup.options().injuries()) fail("an Injury/Madness card left the game");
            } else if (w >= 0) {
                var cards = g.inv[w].cards;
                for (int k = 0; k < cards.size(); k++) {
                    int o = cards.get(k);
                    if (o != c && g.content.cardKind[o] == g.content.cardKind[c]) fail(g.nameOf(w) + " holds two " + g.content.cardOf(c).name());
                }
            } else if (w != Game.IN_DECK || !g.deck(deck).contains(c)) {
                fail("an Injury/Madness card is neither held nor in its deck");
            }
        }
        if (g.setup.options().injuries() && g.deck(Deck.INJURY).size() + g.deck(Deck.MADNESS).size() > injuryCards)
            fail("more Injury/Madness cards in the decks than exist");
    }
}
