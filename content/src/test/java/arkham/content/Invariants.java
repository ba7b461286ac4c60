package arkham.content;

import arkham.engine.Game;
import arkham.engine.Step;
import arkham.engine.flow.HoldsEncounterMonster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Invariants that hold after every answer of every game (messages built only on failure: this runs very often). */
final class Invariants {
    private Invariants() {
    }

    private static boolean heldByAnEncounter(Game g, int monster) {
        if (holds(g.waitingStep(), monster)) return true;
        for (Step s : g.pendingSteps()) if (holds(s, monster)) return true;
        return false;
    }

    private static boolean holds(Step s, int monster) {
        return s instanceof HoldsEncounterMonster h && h.monster() == monster;
    }

    static void check(Game g) {
        int places = g.board.size();
        // every monster marker is in exactly one place: the array gives one position each; check it is a legal one
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            // on a Rumor card (The Terrible Experiment) only while a Rumor is in play
            boolean ok = w == Game.CUP || w == Game.BOX || w == Game.RUMOR && g.rumor() >= 0 || Game.isTrophy(w) && Game.trophyOwner(w) < g.players
                    || (w >= 0 && w < places && (g.board.inArkham(w) || w == g.board.sky() || w == g.board.outskirts()));
            // drawn for an encounter: only while that encounter's steps still hold it (they return it to the cup)
            if (w == Game.ENCOUNTER) ok = heldByAnEncounter(g, m);
            if (!ok) fail("monster " + m + " is at an impossible position " + w);
        }
        // gate markers: open at exactly the places that say so, or in the stack, or trophies
        int inStack = 0;
        for (int k = 0; k < g.gateWhere.length; k++) {
            int w = g.gateWhere[k];
            if (w == Game.STACK) {
                inStack++;
                if (!g.gateStack.contains(k)) fail("gate marker " + k + " says stack but is not in it");
            } else if (w >= 0) {
                if (g.gateAt[w] != k) fail("gate marker " + k + " open at " + w + " but the place disagrees");
            } else {
                if (!Game.isTrophy(w) && w != Game.BOX) fail("gate marker " + k + " at impossible position " + w);
            }
        }
        assertEquals(inStack, g.gateStack.size(), "gate stack size");
        for (int p = 0; p < places; p++) {
            if (g.gateAt[p] >= 0) assertEquals(p, g.gateWhere[g.gateAt[p]]);
            assertTrue(g.clues[p] >= 0);
            assertTrue(!(g.sealed[p] && g.gateAt[p] >= 0), "a gate is open on a sealed place");
        }
        // doom within the track
        if (g.ancientOne() >= 0) {
            assertTrue(g.doom >= 0 && g.doom <= g.ancientOneDef().doomTrack(), () -> "doom " + g.doom + " outside the track");
        }
        assertTrue(g.terror >= 0 && g.terror <= 10, () -> "terror " + g.terror);
        // monster limit and Outskirts (the limit may be exceeded only by monsters that moved, never by placement;
        // monsters only enter Arkham by placement, so the count never passes the limit; with the Dunwich board
        // a flyer may move from a Dunwich street into the Sky, and so into the count: Dunwich rulebook p.5)
        if (g.terror < 10 && !g.awakened && !g.setup.options().dunwichBoard()) {
            assertTrue(g.monstersInArkham() <= g.monsterLimit(), () -> "monster limit exceeded: " + g.monstersInArkham());
        }
        assertTrue(g.monstersIn(g.board.outskirts()) <= Math.max(0, g.outskirtsLimit()), "Outskirts over capacity");
        // cards: owner and possession lists agree
        for (int c = 0; c < g.cardWhere.length; c++) {
            int w = g.cardWhere[c];
            if (w >= 0 && !g.inv[w].cards.contains(c)) fail("card " + c + " owner list mismatch");
        }
        int owned = 0;
        for (int p = 0; p < g.players; p++) {
            var i = g.inv[p];
            owned += i.cards.size();
            if (!i.eliminated) {
                assertTrue(i.sanity >= 0 && i.sanity <= i.maxSanity, "sanity out of range");
                // Gardners' Place (Dunwich) gives 3 Stamina above the maximum, and no more
                assertTrue(i.stamina >= 0 && i.stamina <= i.maxStamina + 3, "stamina out of range");
                assertTrue(i.money >= 0 && i.clues >= 0);
            }
        }
        int inDecks = 0;
        for (var d : g.decks) inDecks += d.size();
        int boxed = 0;
        int drawn = 0;
        for (int w : g.cardWhere) {
            if (w == Game.BOX) boxed++;
            if (w == Game.DRAWN) drawn++;
        }
        assertTrue(drawn == 0 || g.question() != null || g.isOver(), "cards drawn but no choice pending");
        assertEquals(g.cardWhere.length, owned + inDecks + boxed + drawn, "cards are not conserved");
    }
}
