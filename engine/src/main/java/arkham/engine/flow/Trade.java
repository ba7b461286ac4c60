package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Trading (rulebook p.23; FAQ Q39): investigators in the same area may trade money, Common Items,
 * Unique Items and Spells at any time but in combat: before, during or after movement, in any
 * phase, and in the final battle wherever they are (p.22). The active investigator gives freely;
 * taking something needs the other player's agreement, asked as his question.
 *
 * @param anywhere the final battle's trading, as if everyone stood in the same place
 */
public record Trade(int player, int partner, boolean anywhere) implements Step {
    /** Trading with another investigator as a card action: this plus the partner's seat (above the other card actions' values). */
    static final int TRADE_BASE = 5_900_000;
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
    private static final Choice FINISH = new Choice(Target.DONE, "done", "Finish trading", DONE);
    /** Which of the money and Clue token options a trading question offers, as bits. */
    private static final int GIVES_MONEY = 1;
    private static final int ASKS_MONEY = 2;
    private static final int GIVES_CLUE = 4;
    private static final int ASKS_CLUE = 8;

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
        int seats = partnerSeats(g, p);
        for (int q = 0; q < g.players; q++) if ((seats & 1 << q) != 0) r.add(q);
        return r;
    }

    /**
     * The seats p may trade with where he stands (in the final battle: anyone still fighting), as
     * bits. Whether items may change hands apart ({@link #itemsTradeableApart}) is asked only when
     * someone stands elsewhere, once for all of them.
     */
    static int partnerSeats(Game g, int p) {
        Investigator i = g.inv[p];
        boolean battle = g.phase == Phase.FINAL_BATTLE;
        if (!battle && (i.place < 0 || i.place == g.board.lostInTimeAndSpace())) return 0;
        int seats = 0;
        int apart = -1;
        for (int q = 0; q < g.players; q++) {
            if (q == p || g.inv[q].eliminated) continue;
            if (!battle && g.inv[q].place != i.place) {
                if (apart < 0) apart = itemsTradeableApart(g) ? 1 : 0;
                if (apart == 0) continue;
            }
            seats |= 1 << q;
        }
        return seats;
    }

    /** Starts the trade an option from {@link #offer} names. */
    static void start(Game g, int player, Choice c) {
        g.push(new Trade(player, c.value() - TRADE_BASE, g.phase == Phase.FINAL_BATTLE));
    }

    /** The option to start trading with investigator q (a card action, rulebook p.23). */
    static Choice offer(Game g, int q) {
        return options(g).with(g.inv[q].def()).offer(q);
    }

    private static Options options(Game g) {
        return g.ruleCache(Options.class, () -> new Options(g.content));
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
        Options all = options(g);
        all.during(this);
        if (other.eliminated || apart && !all.itemsTradeableApart(g)) return null;
        int offers = 0;
        if (me.money > 0 && !apart) offers |= GIVES_MONEY;
        if (other.money > 0 && !apart) offers |= ASKS_MONEY;
        if (!apart && (me.clues > 0 || other.clues > 0) && all.cluesTradeable(g)) {
            if (me.clues > 0) offers |= GIVES_CLUE;
            if (other.clues > 0) offers |= ASKS_CLUE;
        }
        Options.Partner with = all.with(g.inv[partner].def());
        List<Choice> options = all.sameOptions(offers, me.cards, other.cards);
        if (options == null) {
            // sized exactly ("done", $1 and a Clue token each way, the cards that may change hands)
            options = new ArrayList<>(5 + all.tradeableCards(me) + all.tradeableCards(other));
            options.add(FINISH);
            if ((offers & GIVES_MONEY) != 0) options.add(with.giveMoney);
            if ((offers & ASKS_MONEY) != 0) options.add(with.askMoney);
            if ((offers & GIVES_CLUE) != 0) options.add(with.giveClue);
            if ((offers & ASKS_CLUE) != 0) options.add(with.askClue);
            addCards(all, me, options, with, false);
            addCards(all, other, options, with, true);
            all.keepOptions(options, offers, me.cards, other.cards);
        }
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.TRADE, with.texts, options, with.context(partner));
    }

    private static void addCards(Options all, Investigator who, List<Choice> options, Options.Partner with, boolean ask) {
        IntList cs = who.cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            if (all.tradeable[c]) options.add(with.card(c, ask));
        }
    }

    /**
     * Trading's options, made the first time they are offered and reused after: trading questions
     * come a dozen at a time and offer the same cards again and again. Each option depends only on
     * the card, the direction and the partner investigator (by definition, as his name is in its
     * label), so a question may offer the very object an earlier one did (answers name their
     * question, so an old answer still cannot be taken). Not state: a copy of the game makes its own.
     */
    public static final class Options {
        private final Content content;
        private final Partner[] byInvestigator;
        /** Per card instance: whether it may change hands, looked up once rather than in every question. */
        final boolean[] tradeable;
        /**
         * The trade the memos below belong to (its own step object: {@link Trade#answer} pushes the
         * same one back), and whether items change hands apart and whether Clue tokens change hands
         * (-1 until asked). Those come from what is in play for the game as a whole and the phase,
         * which nothing a trade does (moving money, Clue tokens and cards between its two
         * investigators) can change, so each is asked once per trade, not at each of its questions.
         */
        private Trade current;
        private int apart;
        private int clues;
        /**
         * This trade's last options and what they were made from: the money and Clue token options
         * offered, and both hands (by identity and version). A question that offers the same
         * reuses the list (shared like the options themselves: a question's list is never changed).
         */
        private List<Choice> last;
        private int lastOffers;
        private IntList mine;
        private int mineVersion;
        private IntList theirs;
        private int theirsVersion;

        Options(Content content) {
            this.content = content;
            byInvestigator = new Partner[content.investigators.size()];
            tradeable = new boolean[content.cardKind.length];
            for (int c = 0; c < tradeable.length; c++) tradeable[c] = Trade.tradeable(content.cardOf(c));
        }

        /** A new trade asks afresh. */
        void during(Trade t) {
            if (current == t) return;
            current = t;
            apart = -1;
            clues = -1;
            last = null;
        }

        boolean itemsTradeableApart(Game g) {
            if (apart < 0) apart = Trade.itemsTradeableApart(g) ? 1 : 0;
            return apart == 1;
        }

        boolean cluesTradeable(Game g) {
            if (clues < 0) clues = Trade.cluesTradeable(g) ? 1 : 0;
            return clues == 1;
        }

        /** This trade's last options if they were made from the same offers and hands, else null. */
        List<Choice> sameOptions(int offers, IntList mine, IntList theirs) {
            boolean same = last != null && lastOffers == offers && this.mine == mine && mineVersion == mine.version()
                    && this.theirs == theirs && theirsVersion == theirs.version();
            return same ? last : null;
        }

        void keepOptions(List<Choice> options, int offers, IntList mine, IntList theirs) {
            last = options;
            lastOffers = offers;
            this.mine = mine;
            mineVersion = mine.version();
            this.theirs = theirs;
            theirsVersion = theirs.version();
        }

        /** How many of his cards may change hands. */
        int tradeableCards(Investigator who) {
            IntList cs = who.cards;
            int n = 0;
            for (int k = 0; k < cs.size(); k++) if (tradeable[cs.get(k)]) n++;
            return n;
        }

        Partner with(int investigatorDef) {
            Partner p = byInvestigator[investigatorDef];
            if (p == null) p = byInvestigator[investigatorDef] = new Partner(content, content.investigator(investigatorDef).name());
            return p;
        }

        static final class Partner {
            final Texts texts;
            final Choice giveMoney;
            final Choice askMoney;
            final Choice giveClue;
            final Choice askClue;
            /** Per card instance: give at 2 × card, ask at 2 × card + 1. */
            private final Choice[] cards;
            /** The option to start trading with him and his questions' context, and the seat they were made for. */
            private Choice offer;
            private Supplier<Map<String, Object>> context;
            private int seat = -1;

            Partner(Content content, String name) {
                texts = new Texts(content, name);
                giveMoney = Choice.labelled(Target.stat(Act.GIVE, Stat.MONEY, 1), "give-money", GIVE_MONEY, texts);
                askMoney = Choice.labelled(Target.stat(Act.ASK, Stat.MONEY, 1), "ask-money", ASK_MONEY, texts);
                giveClue = Choice.labelled(Target.stat(Act.GIVE, Stat.CLUES, 1), "give-clue", GIVE_CLUE, texts);
                askClue = Choice.labelled(Target.stat(Act.ASK, Stat.CLUES, 1), "ask-clue", ASK_CLUE, texts);
                cards = new Choice[2 * content.cardKind.length];
            }

            Choice offer(int seat) {
                at(seat);
                return offer;
            }

            Supplier<Map<String, Object>> context(int seat) {
                at(seat);
                return context;
            }

            private void at(int seat) {
                if (this.seat == seat) return;
                this.seat = seat;
                offer = Choice.labelled(Target.investigator(Act.TRADE, seat), "trade:", seat, TRADE_BASE + seat, texts);
                context = () -> Map.of("partner", seat);
            }

            Choice card(int card, boolean ask) {
                int k = 2 * card + (ask ? 1 : 0);
                Choice c = cards[k];
                if (c == null) {
                    c = cards[k] = ask ? Choice.labelled(Target.card(Act.ASK, card), "ask:", card, ASK + card, texts)
                            : Choice.labelled(Target.card(Act.GIVE, card), "give:", card, GIVE + card, texts);
                }
                return c;
            }
        }
    }

    /**
     * A trading question's prompt and option labels, built only when read (random agents and
     * simulations never do): one object for all of them.
     */
    private record Texts(Content content, String partner) implements Supplier<String>, Choice.Labels {
        @Override
        public String get() {
            return "Trade with " + partner;
        }

        @Override
        public String label(int value) {
            if (value >= TRADE_BASE) return get();
            if (value == GIVE_MONEY) return "Give $1 to " + partner;
            if (value == ASK_MONEY) return "Ask " + partner + " for $1";
            if (value == GIVE_CLUE) return "Give a Clue token to " + partner;
            if (value == ASK_CLUE) return "Ask " + partner + " for a Clue token";
            if (value >= ASK) return "Ask for " + content.cardOf(value - ASK).name() + " from " + partner;
            return "Give " + content.cardOf(value - GIVE).name() + " to " + partner;
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
        for (arkham.engine.Modifiers m : g.modifiers(-1, arkham.engine.Modifiers.Hook.TRADES_ITEMS_APART)) if (m.tradesItemsApart(g)) return true;
        return false;
    }

    /** Clue tokens change hands like items only while something in play allows it (Dunwich cards). */
    static boolean cluesTradeable(Game g) {
        for (arkham.engine.Modifiers m : g.modifiers(-1, arkham.engine.Modifiers.Hook.TRADES_CLUES)) if (m.tradesClues(g)) return true;
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
        private static final List<Choice> ANSWERS = List.of(new Choice(Target.YES, "yes", "Hand it over", 1), new Choice(Target.NO, "no", "Keep it", 0));
        /** The question's context by asking seat, made once: consents come hundreds to a game. */
        @SuppressWarnings("unchecked")
        private static final Supplier<Map<String, Object>>[] ASKERS = new Supplier[8];

        static {
            for (int seat = 0; seat < ASKERS.length; seat++) {
                int asker = seat;
                ASKERS[seat] = () -> Map.of("asker", asker);
            }
        }

        @Override
        public Question run(Game g) {
            if (card == CLUE ? g.inv[giver].clues <= 0 : card < 0 ? g.inv[giver].money <= 0 : g.cardWhere[card] != giver) return null;
            String what = card == CLUE ? "Clue token" : card < 0 ? "$1" : g.content.cardOf(card).name();
            String who = g.nameOf(asker);
            return Question.lazy(giver, QuestionKind.YES_NO, Purpose.TRADE_REQUEST, () -> who + " asks for your " + what, ANSWERS,
                    asker < ASKERS.length ? ASKERS[asker] : () -> Map.of("asker", asker));
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
        private static final Choice CONTINUE = new Choice(Target.DONE, "done", "Continue", -1);

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].eliminated) return null;
            List<Choice> options = null;
            int seats = partnerSeats(g, player);
            for (int q = 0; q < g.players; q++) {
                if ((seats & 1 << q) == 0) continue;
                if (options == null) {
                    options = new ArrayList<>(g.players);
                    options.add(CONTINUE);
                }
                options.add(offer(g, q));
            }
            if (options == null) return null;
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.START_TRADE, () -> "Trade?", options, () -> Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.push(this);
            start(g, player, c);
        }
    }
}
