package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A location or gate card just drawn for an investigator's encounter, before it is resolved. A
 * card of his that can draw a new one in its place (Dragon's Eye) is offered first; the new card
 * is drawn as the first was.
 *
 * @param place the location or Other World area
 * @param card  a location card id, or a gate card id when {@code otherWorld}
 */
public record DrawnEncounter(int player, int place, int card, boolean otherWorld) implements Step {
    private static final int KEEP = -1;

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        List<Choice> options = new ArrayList<>();
        var cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            Hooks.CardAbility a = g.content.cardAbility(c);
            if (a != null && a.redrawsEncounter(g, player, c)) {
                options.add(new Choice(Target.card(Act.REDRAW, c), "redraw:" + c, "Use " + g.content.cardOf(c).name() + " to draw another card", c));
            }
        }
        if (options.isEmpty()) {
            resolve(g);
            return null;
        }
        options.add(0, new Choice(Target.encounter(place, card), "keep", "Keep this card: " + EncounterCards.describe(g, place, card, otherWorld), KEEP));
        return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.REDRAW_ENCOUNTER, "Encounter card drawn: " + EncounterCards.cardName(g, card, otherWorld),
                options, Map.of("cardId", card, "placeId", place, "otherWorld", otherWorld));
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() == KEEP) {
            resolve(g);
            return;
        }
        int next = redraw(g);
        if (next < 0) {
            resolve(g);
            return;
        }
        g.push(new DrawnEncounter(player, place, next, otherWorld));
        g.content.cardAbility(c.value()).payRedraw(g, player, c.value());
    }

    private void resolve(Game g) {
        EncounterCards.resolveCard(g, player, place, card, otherWorld);
    }

    /** Another card in this one's place: from the neighbourhood deck, or the next matching gate card; -1 if none. */
    private int redraw(Game g) {
        if (!otherWorld) {
            int street = g.board.street(place);
            int[] deck = g.locationDeck(street);
            return deck.length < 2 ? -1 : EncounterCards.drawLocationCard(g, street, deck, List.of(card));
        }
        Board.OtherWorld w = g.board.otherWorld(g.board.world(place));
        List<Integer> drawn = EncounterCards.drawMatching(g, player, w, 1, card);
        return drawn.isEmpty() ? -1 : drawn.get(0);
    }
}
