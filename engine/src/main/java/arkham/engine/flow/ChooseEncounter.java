package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An investigator whose ability draws more than one encounter card picks the one he has: location
 * cards of the neighbourhood deck for a location, or matching gate cards for an Other World.
 *
 * @param place the location or Other World area
 * @param cards location card ids, or gate card ids when {@code otherWorld}
 */
public record ChooseEncounter(int player, int place, List<Integer> cards, boolean otherWorld) implements Step {

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < cards.size(); k++) {
            int card = cards.get(k);
            // the encounter's text, from the (unchanging) cards: built only when read
            options.add(Choice.lazy(Target.encounter(place, card), "card:", card, k, () -> EncounterCards.describe(g, place, card, otherWorld)));
        }
        return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.CHOOSE_ENCOUNTER, "Choose your encounter at " + g.board.name(place), options,
                Map.of("cards", cards.size(), "placeId", place, "otherWorld", otherWorld));
    }

    @Override
    public void answer(Game g, Choice c) {
        g.push(new DrawnEncounter(player, place, cards.get(c.value()), otherWorld));
    }

}
