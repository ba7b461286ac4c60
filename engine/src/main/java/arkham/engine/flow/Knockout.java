package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.CardDef;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An investigator reduced to 0 Sanity or Stamina (rulebook p.16-17). Both at once, or a maximum
 * at 0, devours him. Otherwise he discards half his items (his choice) and half his Clue tokens
 * (rounded down) and all Retainers, then goes to Arkham Asylum (insane) or St. Mary's Hospital
 * (unconscious) restored to 1, or, from an Other World, goes to Lost in Time and Space with both at
 * least 1 (unless he is never lost: then to the Asylum or Hospital as in Arkham). In the final battle, 0 of either devours him (p.22).
 * Items lost only by choice count toward the half but are never offered; with only those left, the
 * discarding stops.
 *
 * @param discarded items discarded so far
 */
public record Knockout(int player, int discarded) implements Step {
    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        Investigator i = g.inv[player];
        if (i.eliminated) return null;
        boolean insane = i.sanity == 0;
        boolean unconscious = i.stamina == 0;
        if (!insane && !unconscious) return null;
        if ((insane && unconscious) || i.maxSanity == 0 || i.maxStamina == 0 || g.awakened) {
            Status.devour(g, player);
            return null;
        }
        IntList items = items(g, i);
        int toDiscard = (items.size() + discarded) / 2 - discarded;
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < items.size() && toDiscard > 0; k++) {
            int c = items.get(k);
            // counted among the items, but lost only if he chooses (.18 Derringer, Deputy's Revolver)
            if (!lostOnlyByChoice(g.content.cardOf(c))) {
                String name = g.content.cardOf(c).name();
                options.add(Choice.lazy("discard:", c, c, () -> "Discard " + name));
            }
        }
        if (!options.isEmpty()) {
            int remaining = toDiscard;
            return Question.lazy(player, QuestionKind.CHOOSE_SEVERAL, () -> (insane ? "Insane" : "Unconscious")
                    + ": discard " + arkham.engine.Words.count(remaining, "more item"), options, () -> Map.of("remaining", remaining));
        }
        resolve(g, i, insane);
        return null;
    }

    @Override
    public void answer(Game g, Choice c) {
        g.discard(player, c.value());
        g.push(new Knockout(player, discarded + 1));
    }

    /** Whether the card never has to be given up: it is discarded or stolen only if its owner agrees. */
    public static boolean lostOnlyByChoice(CardDef d) {
        return d.has("lost-only-by-choice");
    }

    private static IntList items(Game g, Investigator i) {
        IntList r = new IntList();
        for (int k = 0; k < i.cards.size(); k++) {
            CardDef d = g.content.cardOf(i.cards.get(k));
            if (d.item()) r.add(i.cards.get(k));
        }
        return r;
    }

    private void resolve(Game g, Investigator i, boolean insane) {
        i.clues -= i.clues / 2;
        IntList cards = new IntList(i.cards);
        for (int k = 0; k < cards.size(); k++) {
            if (g.content.cardOf(cards.get(k)).has("retainer")) g.discard(player, cards.get(k));
        }
        i.held.clear();
        i.castOk.clear();
        Status.returnEncounterMonsters(g);
        i.encountersOver = true;
        i.movePoints = -1;
        if (g.board.inArkham(i.place) || Status.insteadOfLost(g, player) >= 0) {
            String to = insane ? "Arkham Asylum" : "St. Mary's Hospital";
            g.moveInvestigator(player, g.board.id(to));
            if (insane) i.sanity = 1;
            else i.stamina = 1;
            if (g.logging()) g.log("status", player, g.nameOf(player) + (insane ? " is driven insane" : " is knocked unconscious")
                    + " and wakes up at " + to);
        } else {
            i.sanity = Math.max(1, i.sanity);
            i.stamina = Math.max(1, i.stamina);
            Status.lostInTimeAndSpace(g, player);
        }
    }
}
