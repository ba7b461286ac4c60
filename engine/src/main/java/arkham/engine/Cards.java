package arkham.engine;

import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

/** Investigator cards between their decks, the investigators and the box: draws, gains, discards. */
public final class Cards {
    private Cards() {
    }

    /** Draws the top card of an investigator deck; -1 if empty. */
    public static int drawCard(GameState g, Deck d) {
        IntList l = g.deck(d);
        return l.isEmpty() ? -1 : l.removeLast();
    }

    /** Takes a specific card instance out of its deck; -1 if no copy of that card is in the deck. */
    public static int takeFromDeck(GameState g, int cardDef) {
        CardDef def = g.content.cards.get(cardDef);
        IntList l = g.deck(def.deck());
        for (int k = l.size() - 1; k >= 0; k--) {
            if (g.content.cardKind[l.get(k)] == cardDef) return l.removeAt(k);
        }
        return -1;
    }

    /** Gives a card instance (already out of its deck) to an investigator. */
    public static void giveCard(Game g, int p, int card) {
        giveCard(g, p, card, true);
    }

    /**
     * Gives a card instance; {@code notify}: what is in play hears of the gain after setup (false
     * for a card given by a Relationship card, which does not set off another gift).
     */
    public static void giveCard(Game g, int p, int card, boolean notify) {
        g.inv[p].cards.add(card);
        g.cardWhere[card] = p;
        g.exhausted[card] = false;
        g.fresh[card] = true;
        g.cardTokens[card] = 0;
        // a Task or Mission given to someone else loses its Clue tokens (Dunwich rulebook p.5)
        g.dunwich.stepClues[card] = 0;
        if (g.logging) g.log("card", p, g.nameOf(p) + " gains " + g.content.cardOf(card).name());
        Hooks.CardAbility a = g.content.cardAbility(card);
        if (a != null) a.gained(g, p, card);
        if (notify && g.phase != Phase.SETUP) for (Modifiers m : g.modifiers(p, Modifiers.Hook.GAINED_CARD)) m.gainedCard(g, p, card);
    }

    /** Discards a card to the bottom of its deck (rulebook p.22). */
    public static void discard(Game g, int p, int card) {
        release(g, p, card);
        allyLost(g, p, card);
        g.cardWhere[card] = GameState.IN_DECK;
        g.exhausted[card] = false;
        g.fresh[card] = false;
        g.dunwich.stepClues[card] = 0;
        g.deck(g.content.cardOf(card).deck()).insert(0, card);
        if (g.logging) g.log("discard", p, g.nameOf(p) + " discards " + g.content.cardOf(card).name());
    }

    /** Returns a card to the box for the rest of the game (used elder signs, Allies who leave town). */
    public static void boxCard(Game g, int p, int card) {
        if (p >= 0) {
            release(g, p, card);
        } else {
            g.deck(g.content.cardOf(card).deck()).remove(card);
        }
        allyLost(g, p, card);
        g.cardWhere[card] = GameState.BOX;
        g.exhausted[card] = false;
        g.fresh[card] = false;
    }

    /** What is in play hears of an Ally leaving its investigator (not for another investigator), or the Ally deck for the box (p -1). */
    private static void allyLost(Game g, int p, int card) {
        if (g.content.cardOf(card).deck() != Deck.ALLY || g.phase == Phase.SETUP) return;
        for (Modifiers m : g.modifiers(-1, Modifiers.Hook.ALLY_LOST)) m.allyLost(g, p, card);
    }

    private static void release(Game g, int p, int card) {
        Investigator i = g.inv[p];
        boolean owned = i.cards.remove(card);
        int h = i.held.indexOf(card);
        if (h >= 0) {
            i.held.removeAt(h);
            i.castOk.remove(card);
        }
        g.cardTokens[card] = 0;
        if (g.herald.boundAlly[p] == card) g.herald.boundAlly[p] = -1;
        Hooks.CardAbility a = g.content.cardAbility(card);
        if (owned && a != null) a.lost(g, p, card);
    }

    /** A card drawn and held for a choice that will not be made goes back to the bottom of its deck. */
    static void returnDrawn(GameState g, int card) {
        if (g.cardWhere[card] != GameState.DRAWN) return;
        g.cardWhere[card] = GameState.IN_DECK;
        g.deck(g.content.cardOf(card).deck()).insert(0, card);
    }
}
