package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.GateCardDef;
import arkham.engine.state.Investigator;

/**
 * One investigator's Other World encounter (rulebook p.9): gate cards are drawn until one's
 * colour matches an encounter symbol of the world; non-matching cards go to the bottom. The
 * world's own entry is used, else the card's "Other" entry; the card then goes to the bottom.
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
        int limit = g.gateDeck.size() * 2 + 2;
        for (int k = 0; k < limit && !g.gateDeck.isEmpty(); k++) {
            int card = g.gateDeck.removeLast();
            GateCardDef d = g.content.gateCards.get(card);
            if (d.isReshuffle()) {
                g.gateDeck.add(card);
                g.rng.shuffle(g.gateDeck);
                if (g.logging()) g.log("encounter", player, "The gate deck is reshuffled", d.name());
                continue;
            }
            g.gateDeck.insert(0, card);
            if (!w.hasColour(d.colour())) continue;
            Encounter e = d.worlds().getOrDefault(w.id(), d.other());
            if (g.logging()) g.log("encounter", player, w.name() + ": " + e.text(), d.name());
            g.push(new EffectStep(player, e.effect()));
            return null;
        }
        if (g.logging()) g.log("encounter", player, "No gate card matches " + w.name());
        return null;
    }
}
