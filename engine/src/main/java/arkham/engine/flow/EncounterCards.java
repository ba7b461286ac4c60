package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.GateCardDef;
import java.util.ArrayList;
import java.util.List;
/**
 * Encounter cards: drawing location cards and matching gate cards, what a card says at a place,
 * and having its encounter.
 */
public final class EncounterCards {
    private EncounterCards() {
    }

    /** Extra encounter cards the investigator draws, from what is in play. */
    public static int extraCards(Game g, int player, boolean otherWorld) {
        int n = 0;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.EXTRA_ENCOUNTER_CARDS)) n += m.extraEncounterCards(g, player, otherWorld);
        return n;
    }

    static String cardName(Game g, int card, boolean otherWorld) {
        return otherWorld ? g.content.gateCards.get(card).name() : g.content.locationCards.get(card).name();
    }

    /** What the card's encounter for the place says, for a menu. */
    static String describe(Game g, int place, int card, boolean otherWorld) {
        Encounter e = encounter(g, place, card, otherWorld);
        return e == null ? "Nothing happens" : e.text();
    }

    /** Has the encounter of a location card at a location, or of a gate card in an Other World. */
    static void resolveCard(Game g, int player, int place, int card, boolean otherWorld) {
        String where = otherWorld ? g.board.otherWorld(g.board.world(place)).name() : g.board.name(place);
        resolve(g, player, where, encounter(g, place, card, otherWorld), cardName(g, card, otherWorld));
    }

    /** The encounter a location card has at a location, or a gate card in an Other World area (null: nothing happens). */
    public static Encounter encounter(Game g, int place, int card, boolean otherWorld) {
        if (!otherWorld) return g.content.locationCards.get(card).encounters().get(place);
        Board.OtherWorld w = g.board.otherWorld(g.board.world(place));
        GateCardDef d = g.content.gateCards.get(card);
        return d.worlds().getOrDefault(w.id(), d.other());
    }

    /** Has the encounter of the named card (null: nothing happens there). */
    static void resolve(Game g, int player, String where, Encounter e, String card) {
        if (e == null) {
            if (g.logging()) g.log("encounter", player, "Nothing happens at " + where, card);
            return;
        }
        if (g.logging()) g.log("encounter", player, where + ": " + e.text(), card);
        g.push(new EffectStep(player, e.effect()));
    }

    /** One location card of the (just shuffled) deck other than those already drawn: a forced one first. */
    static int drawLocationCard(Game g, int street, int[] deck, List<Integer> drawn) {
        for (int k = 0; k < g.forcedLocationCards.size(); k++) {
            int f = g.forcedLocationCards.get(k);
            if (g.content.locationCards.get(f).street() == street && !drawn.contains(f)) {
                return g.forcedLocationCards.removeAt(k);
            }
        }
        List<Integer> left = new ArrayList<>();
        for (int c : deck) if (!drawn.contains(c)) left.add(c);
        return left.get(g.rng.nextInt(left.size()));
    }

    /**
     * Draws gate cards until {@code wanted} match the world's colours (other than {@code except}):
     * every card drawn goes to the bottom, the reshuffle card shuffles the deck.
     */
    static List<Integer> drawMatching(Game g, int player, Board.OtherWorld w, int wanted, int except) {
        List<Integer> matching = new ArrayList<>();
        int limit = g.gateDeck.size() * 2 + 2;
        for (int k = 0; k < limit && !g.gateDeck.isEmpty() && matching.size() < wanted; k++) {
            int card = g.gateDeck.removeLast();
            GateCardDef d = g.content.gateCards.get(card);
            if (d.isReshuffle()) {
                g.gateDeck.add(card);
                g.rng.shuffle(g.gateDeck);
                if (g.logging()) g.log("encounter", player, "The gate deck is reshuffled", d.name());
                continue;
            }
            g.gateDeck.insert(0, card);
            if (matches(g, player, w, d) && card != except && !matching.contains(card)) matching.add(card);
        }
        return matching;
    }

    /** Whether a gate card's colour is one of the world's encounter colours, for him (Jim Culver: green everywhere). */
    static boolean matches(Game g, int player, Board.OtherWorld w, GateCardDef d) {
        if (w.hasColour(d.colour())) return true;
        for (arkham.engine.Modifiers m : g.modifiers(player, arkham.engine.Modifiers.Hook.EXTRA_ENCOUNTER_COLOUR)) if (m.extraEncounterColour(g, player, d.colour())) return true;
        return false;
    }
}
