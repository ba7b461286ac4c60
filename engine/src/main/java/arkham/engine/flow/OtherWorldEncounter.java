package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.def.Board;
import arkham.engine.state.Investigator;

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
        int wanted = 1 + EncounterCards.extraCards(g, player, true);
        List<Integer> matching = EncounterCards.drawMatching(g, player, w, wanted, -1);
        if (matching.isEmpty()) {
            if (g.logging()) g.log("encounter", player, "No gate card matches " + w.name());
        } else if (matching.size() == 1) {
            g.push(new DrawnEncounter(player, i.place, matching.get(0), true));
        } else {
            g.push(new ChooseEncounter(player, i.place, List.copyOf(matching), true));
        }
        return null;
    }

}
