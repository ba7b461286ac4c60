package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Deck;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Cards drawn to be looked at, bought or kept (shops, lessons, sales), which stay in their decks
 * until the choice is made. Each comes from the top of its deck, or, for an investigator who may
 * draw from the bottom ("Ashcan" Pete's Scrounge), from the top or the bottom as he chooses.
 */
final class DrawnCards {
    private DrawnCards() {
    }

    /** What the drawn cards are for: the step that offers them. */
    interface Use {
        Step with(Game g, List<Integer> cards);
    }

    /** Draws one card from each deck listed, in order, then pushes the step that uses them. */
    static void draw(Game g, int player, List<Deck> decks, Use use) {
        g.push(new Draw(player, List.copyOf(decks), List.of(), use));
    }

    /** Draws n cards from one deck, then pushes the step that uses them. */
    static void draw(Game g, int player, Deck deck, int n, Use use) {
        List<Deck> decks = new ArrayList<>();
        for (int k = 0; k < n; k++) decks.add(deck);
        draw(g, player, decks, use);
    }

    /** Whether what is in play lets the investigator draw from the bottom of the deck. */
    static boolean fromBottom(Game g, int player, Deck deck) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) if (m.drawsFromBottom(g, player, deck)) return true;
        return false;
    }

    /** decks: those still to draw from, one card each; picked: the cards drawn so far (still in their decks). */
    record Draw(int player, List<Deck> decks, List<Integer> picked, Use use) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Integer> cards = new ArrayList<>(picked);
            for (int k = 0; k < decks.size(); k++) {
                Deck deck = decks.get(k);
                int top = end(g, deck, cards, true);
                if (top < 0) continue; // nothing left in that deck
                int bottom = end(g, deck, cards, false);
                if (bottom != top && fromBottom(g, player, deck)) {
                    if (k > 0) { // the question belongs to the step holding the cards drawn so far
                        g.push(new Draw(player, List.copyOf(decks.subList(k, decks.size())), List.copyOf(cards), use));
                        return null;
                    }
                    String name = g.content.cardOf(bottom).name();
                    List<Choice> options = List.of(new Choice(Target.plain(Act.TOP), "top", "Draw the top card", top),
                            new Choice(Target.card(Act.BOTTOM, bottom), "bottom", "Draw the bottom card (" + name + ")", bottom));
                    return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DRAW_TOP_OR_BOTTOM, "Draw from the " + deck.label() + " deck",
                            options, Map.of("bottom", name));
                }
                cards.add(top);
            }
            g.push(use.with(g, List.copyOf(cards)));
            return null;
        }

        @Override
        public void answer(Game g, Choice c) {
            List<Integer> more = new ArrayList<>(picked);
            more.add(c.value());
            g.push(new Draw(player, List.copyOf(decks.subList(1, decks.size())), List.copyOf(more), use));
        }

        /** The topmost (or bottommost) card of the deck not drawn yet; -1 if none. */
        private static int end(Game g, Deck deck, List<Integer> drawn, boolean top) {
            IntList d = g.deck(deck);
            for (int k = 0; k < d.size(); k++) {
                int c = d.get(top ? d.size() - 1 - k : k);
                if (!drawn.contains(c)) return c;
            }
            return -1;
        }
    }
}
