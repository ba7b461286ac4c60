package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Target;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.GateCardDef;

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

    /** Extra encounter cards the investigator draws, from what is in play. */
    public static int extraCards(Game g, int player, boolean otherWorld) {
        int n = 0;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.EXTRA_ENCOUNTER_CARDS)) n += m.extraEncounterCards(g, player, otherWorld);
        return n;
    }

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
            options.add(Choice.lazy(Target.encounter(place, card), "card:", card, k, () -> describe(g, place, card, otherWorld)));
        }
        return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.CHOOSE_ENCOUNTER, "Choose your encounter at " + g.board.name(place), options,
                Map.of("cards", cards.size(), "placeId", place, "otherWorld", otherWorld));
    }

    @Override
    public void answer(Game g, Choice c) {
        g.push(new DrawnEncounter(player, place, cards.get(c.value()), otherWorld));
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
}
