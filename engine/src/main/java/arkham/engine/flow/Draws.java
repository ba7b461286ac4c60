package arkham.engine.flow;

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
/** Investigator cards drawn: from the top or the bottom, one at a time, and which of them to keep. */
public final class Draws {
    private Draws() {
    }

    /**
     * An investigator draws cards from a deck and keeps some; the rest go to the bottom. What is in
     * play may add cards to the draw (the number kept stays) and let him draw each card from the
     * bottom of the deck instead.
     */
    public static void draw(Game g, int p, Deck deck, int count, int keep) {
        int extra = 0;
        boolean bottom = false;
        for (arkham.engine.Modifiers m : g.modifiers(p)) {
            extra += m.extraDraws(g, p, deck);
            bottom |= m.drawsFromBottom(g, p, deck);
        }
        DrawCards d = new DrawCards(p, deck, count + extra, Math.min(keep, count), List.of());
        if (bottom) {
            g.push(d);
        } else {
            d.drawAll(g);
        }
    }

    /** Cards being drawn one at a time, each from the top or (where allowed) the bottom of the deck. */
    record DrawCards(int player, Deck deck, int left, int keep, List<Integer> drawn) implements Step, HoldsCards {
        private static final Choice DRAW_TOP = new Choice(Target.plain(Act.TOP), "top", "Draw the top card", -1);

        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList d = g.deck(deck);
            if (left <= 0 || d.isEmpty()) {
                finish(g, drawn);
                return null;
            }
            if (d.size() == 1) {
                g.push(take(g, d.size() - 1));
                return null;
            }
            int bottom = d.get(0);
            String name = g.content.cardOf(bottom).name();
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.DRAW_TOP_OR_BOTTOM, () -> "Draw from the " + deck.label() + " deck",
                    List.of(DRAW_TOP, Choice.lazy(Target.card(Act.BOTTOM, bottom), "bottom", bottom, () -> "Draw the bottom card (" + name + ")")),
                    () -> Map.of("bottom", name));
        }

        @Override
        public void answer(Game g, Choice c) {
            // the card the question named, found by instance: still the bottom one unless the deck was
            // shuffled anew meanwhile (Game.withNewFuture)
            g.push(take(g, c.id().equals("bottom") ? g.deck(deck).indexOf(c.value()) : g.deck(deck).size() - 1));
        }

        private DrawCards take(Game g, int index) {
            int c = g.deck(deck).removeAt(index);
            g.cardWhere[c] = Game.DRAWN;
            List<Integer> more = new ArrayList<>(drawn);
            more.add(c);
            return new DrawCards(player, deck, left - 1, keep, List.copyOf(more));
        }

        /** Draws every card from the top at once. */
        void drawAll(Game g) {
            List<Integer> all = new ArrayList<>(drawn.size() + left);
            for (int k = 0; k < drawn.size(); k++) all.add(drawn.get(k));
            for (int k = 0; k < left; k++) {
                int c = g.drawCard(deck);
                if (c < 0) break;
                g.cardWhere[c] = Game.DRAWN;
                all.add(c);
            }
            finish(g, all);
        }

        private void finish(Game g, List<Integer> cards) {
            if (cards.size() <= keep) {
                for (int c : cards) g.giveCard(player, c);
            } else {
                g.push(new KeepCards(player, List.copyOf(cards), keep));
            }
        }
    }

    /** Drew more cards than may be kept: the investigator picks, the rest go to the bottom. */
    record KeepCards(int player, List<Integer> drawn, int keep) implements Step, HoldsCards {
        @Override
        public List<Integer> heldCards() {
            return drawn;
        }

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (keep <= 0 || drawn.isEmpty()) {
                for (int c : drawn) {
                    g.cardWhere[c] = Game.IN_DECK;
                    g.deck(g.content.cardOf(c).deck()).insert(0, c);
                }
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int c : drawn) {
                String name = g.content.cardOf(c).name();
                options.add(Choice.lazy(Target.card(Act.KEEP, c), "keep:", c, c, () -> "Keep " + name));
            }
            return Question.lazy(player, QuestionKind.CHOOSE_SEVERAL, Purpose.KEEP_CARDS, () -> "Choose " + arkham.engine.Words.count(keep, "card") + " to keep",
                    options, () -> Map.of("remaining", keep));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.giveCard(player, c.value());
            List<Integer> rest = new ArrayList<>(drawn);
            rest.remove(Integer.valueOf(c.value()));
            g.push(new KeepCards(player, List.copyOf(rest), keep - 1));
        }
    }
}
