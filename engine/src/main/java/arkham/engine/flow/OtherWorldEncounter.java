package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.def.Board;
import arkham.engine.def.GateCardDef;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;

/**
 * One investigator's Other World encounter (rulebook p.9): gate cards are drawn until one's
 * colour matches an encounter symbol of the world (or one an ability adds for him); non-matching cards go to the bottom. The
 * world's own entry is used, else the card's "Other" entry; the card then goes to the bottom. An
 * ability may draw more matching cards, one of which is then chosen.
 */
public record OtherWorldEncounter(int player) implements Step {
    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        if (i.encountersOver || i.eliminated || !g.board.isOtherWorld(i.place)) return null;
        Board.OtherWorld w = g.board.otherWorld(g.board.world(i.place));
        int wanted = 1 + ChooseEncounter.extraCards(g, player, true);
        List<Integer> matching = drawMatching(g, player, w, wanted, -1);
        if (matching.isEmpty()) {
            if (g.logging()) g.log("encounter", player, "No gate card matches " + w.name());
        } else if (matching.size() == 1) {
            g.push(new DrawnEncounter(player, i.place, matching.get(0), true));
        } else {
            g.push(new ChooseEncounter(player, i.place, List.copyOf(matching), true));
        }
        return null;
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
