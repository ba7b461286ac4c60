package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Trading (rulebook p.23; FAQ Q39): investigators in the same area may trade money, Common Items,
 * Unique Items and Spells at any time but in combat: before, during or after movement, in any
 * phase, and in the final battle wherever they are (p.22). The active investigator gives freely;
 * taking something needs the other player's agreement, asked as his question.
 *
 * @param anywhere the final battle's trading, as if everyone stood in the same place
 */
public record Trade(int player, int partner, boolean anywhere) implements Step {
    private static final int DONE = -1;
    private static final int GIVE_MONEY = -2;
    private static final int ASK_MONEY = -3;
    private static final int GIVE_CLUE = -4;
    private static final int ASK_CLUE = -5;
    /** In {@link #move} and {@link Consent}: $1 and a Clue token instead of a card. */
    private static final int MONEY = -1;
    private static final int CLUE = -2;
    private static final int GIVE = 1_000_000;
    private static final int ASK = 2_000_000;
    private static final Choice FINISH = new Choice("done", "Finish trading", DONE);

    public Trade(int player, int partner) {
        this(player, partner, false);
    }

    @Override
    public int owner() {
        return player;
    }

    /** Investigators p may trade with where he stands (in the final battle: every one still fighting). */
    public static List<Integer> partners(Game g, int p) {
        List<Integer> r = new ArrayList<>();
        Investigator i = g.inv[p];
        boolean battle = g.phase == Game.Phase.FINAL_BATTLE;
        if (!battle && (i.place < 0 || i.place == g.board.lostInTimeAndSpace())) return r;
        int apart = -1;
        for (int q = 0; q < g.players; q++) {
            if (q == p || g.inv[q].eliminated) continue;
            if (!battle && g.inv[q].place != i.place) {
                // asked only when someone stands elsewhere
                if (apart < 0) apart = itemsTradeableApart(g) ? 1 : 0;
                if (apart == 0) continue;
            }
            r.add(q);
        }
        return r;
    }

    /** Only Common Items, Unique Items and Spells change hands: no Allies, Skills or special cards (FAQ Q39). */
    static boolean tradeable(CardDef d) {
        return d.deck() == Deck.COMMON || d.deck() == Deck.UNIQUE || d.deck() == Deck.SPELL;
    }

    @Override
    public Question run(Game g) {
        Investigator me = g.inv[player];
        Investigator other = g.inv[partner];
        boolean apart = !anywhere && other.place != me.place;
        if (other.eliminated || apart && !itemsTradeableApart(g)) return null;
        List<Choice> options = new ArrayList<>(3 + me.cards.size() + other.cards.size());
        options.add(FINISH);
        String name = g.nameOf(partner);
        if (me.money > 0 && !apart) options.add(Choice.lazy("give-money", GIVE_MONEY, () -> "Give $1 to " + name));
        if (other.money > 0 && !apart) options.add(Choice.lazy("ask-money", ASK_MONEY, () -> "Ask " + name + " for $1"));
        if (cluesTradeable(g) && !apart) {
            if (me.clues > 0) options.add(Choice.lazy("give-clue", GIVE_CLUE, () -> "Give a Clue token to " + name));
            if (other.clues > 0) options.add(Choice.lazy("ask-clue", ASK_CLUE, () -> "Ask " + name + " for a Clue token"));
        }
        addCards(g, me, options, "give:", "Give ", " to ", name, GIVE);
        addCards(g, other, options, "ask:", "Ask for ", " from ", name, ASK);
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, () -> "Trade with " + name, options, () -> Map.of("partner", partner));
    }

    private static void addCards(Game g, Investigator who, List<Choice> options, String id, String verb, String to,
                                 String partner, int base) {
        IntList cs = who.cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            CardDef d = g.content.cardOf(c);
            if (tradeable(d)) options.add(Choice.lazy(id, c, base + c, () -> verb + d.name() + to + partner));
        }
    }

    @Override
    public void answer(Game g, Choice c) {
        int v = c.value();
        if (v == DONE) return;
        g.push(this);
        if (v == GIVE_MONEY) {
            move(g, player, partner, MONEY);
        } else if (v == GIVE_CLUE) {
            move(g, player, partner, CLUE);
        } else if (v == ASK_CLUE) {
            g.push(new Consent(player, partner, CLUE));
        } else if (v >= ASK) {
            g.push(new Consent(player, partner, v - ASK));
        } else if (v >= GIVE) {
            move(g, player, partner, v - GIVE);
        } else if (v == ASK_MONEY) {
            g.push(new Consent(player, partner, MONEY));
        }
    }

    /** Items change hands between investigators in different places only while something in play allows it. */
    static boolean itemsTradeableApart(Game g) {
        for (arkham.engine.Modifiers m : g.modifiers(-1)) if (m.tradesItemsApart(g)) return true;
        return false;
    }

    /** Clue tokens change hands like items only while something in play allows it (Dunwich cards). */
    static boolean cluesTradeable(Game g) {
        for (arkham.engine.Modifiers m : g.modifiers(-1)) if (m.tradesClues(g)) return true;
        return false;
    }

    /** Moves $1 (card -1), a Clue token (card -2) or a card from one investigator to another. */
    static void move(Game g, int from, int to, int card) {
        if (card == CLUE) {
            g.inv[from].clues--;
            g.inv[to].clues++;
            if (g.logging()) g.log("trade", from, g.nameOf(from) + " gives a Clue token to " + g.nameOf(to));
            return;
        }
        if (card < 0) {
            g.inv[from].money--;
            g.inv[to].money++;
            if (g.logging()) g.log("trade", from, g.nameOf(from) + " gives $1 to " + g.nameOf(to));
            return;
        }
        g.inv[from].cards.remove(card);
        g.inv[from].held.remove(card);
        g.inv[from].castOk.remove(card);
        g.inv[to].cards.add(card);
        g.cardWhere[card] = to;
        // a Task or Mission given away loses its Clue tokens (Dunwich rulebook p.5)
        g.dunwich.stepClues[card] = 0;
        if (g.logging()) g.log("trade", from, g.nameOf(from) + " gives " + g.content.cardOf(card).name() + " to " + g.nameOf(to));
    }

    /** The other player agrees, or not, to hand something over. */
    record Consent(int asker, int giver, int card) implements Step {
        private static final List<Choice> ANSWERS = List.of(new Choice("yes", "Hand it over", 1), new Choice("no", "Keep it", 0));

        @Override
        public Question run(Game g) {
            if (card == CLUE ? g.inv[giver].clues <= 0 : card < 0 ? g.inv[giver].money <= 0 : g.cardWhere[card] != giver) return null;
            String what = card == CLUE ? "Clue token" : card < 0 ? "$1" : g.content.cardOf(card).name();
            String who = g.nameOf(asker);
            return Question.lazy(giver, QuestionKind.YES_NO, () -> who + " asks for your " + what, ANSWERS,
                    () -> Map.of("asker", asker));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) move(g, giver, asker, card);
        }
    }

    /**
     * A moment to trade and nothing else (after movement, before an Other World encounter, in the
     * final battle's refresh), ended by "done"; asked only when someone is there to trade with.
     */
    public record Window(int player) implements Step {
        private static final Choice CONTINUE = new Choice("done", "Continue", -1);

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].eliminated) return null;
            List<Integer> ps = partners(g, player);
            if (ps.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            options.add(CONTINUE);
            for (int q : ps) options.add(CardActions.tradeOption(g, q));
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, () -> "Trade?", options, () -> Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.push(this);
            CardActions.use(g, player, c, null);
        }
    }
}
