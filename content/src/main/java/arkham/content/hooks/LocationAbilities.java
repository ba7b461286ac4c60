package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Amount;
import arkham.engine.def.Capability;
import arkham.engine.def.CardDef;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.BiPredicate;
import java.util.function.IntFunction;

/**
 * Special abilities of the core board's locations (rulebook p.22), used instead of an encounter
 * when no gate is open there: care, shops, lessons, the bank, and trophy purchases.
 */
final class LocationAbilities {
    private LocationAbilities() {
    }

    static void register(Hooks h) {
        h.locationAbility("St. Mary's Hospital", "medical-care", care(Stat.STAMINA, "Medical care", Capability.HEALS_STAMINA));
        h.locationAbility("Arkham Asylum", "psychiatric-care", care(Stat.SANITY, "Psychiatric care", Capability.HEALS_SANITY));
        h.locationAbility("General Store", "general-store-shop", new Shop(Deck.COMMON, "Common Items"));
        h.locationAbility("Curiositie Shoppe", "curiositie-shoppe-shop", new Shop(Deck.UNIQUE, "Unique Items"));
        h.locationAbility("Ye Olde Magick Shoppe", "magic-lessons", new Lessons(Deck.SPELL, 5, "Magic lessons", "Spells"));
        h.locationAbility("Administration Building", "classes", new Lessons(Deck.SKILL, 8, "Classes", "Skills"));
        h.locationAbility("Bank of Arkham", "bank-loan", ability("Bank Loan: borrow $" + SpecialCards.LOAN, Set.of(Capability.GAINS_MONEY),
                (g, p) -> !g.ownsTagged(p, "bank-loan") && !g.inv[p].loanDefaulted && inDeck(g, SpecialCards.BANK_LOAN), LocationAbilities::takeLoan));
        h.locationAbility("River Docks", "shady-character", purchase("Shady character: $5", Capability.GAINS_MONEY, Trophies.SMALL,
                (g, p) -> true, p -> new EffectStep(p, new Effect.Gain(Stat.MONEY, Amount.of(5)))));
        h.locationAbility("Science Building", "dissection", purchase("Dissection: 2 Clue tokens", Capability.GAINS_CLUES, Trophies.SMALL,
                (g, p) -> true, p -> new EffectStep(p, new Effect.Gain(Stat.CLUES, Amount.of(2)))));
        h.locationAbility("South Church", "church-blessing", purchase("Blessing: an investigator of your choice is Blessed",
                Capability.BLESSES, Trophies.SMALL, (g, p) -> inDeck(g, "Blessing"), BlessAnyone::new));
        h.locationAbility("Ma's Boarding House", "recruit", purchase("Recruit: an Ally of your choice", Capability.GAINS_CARDS, Trophies.LARGE,
                (g, p) -> !g.deck(Deck.ALLY).isEmpty(), p -> new TakeFromDeck(p, Deck.ALLY)));
        h.locationAbility("Police Station", "deputized", purchase("Deputized: become the Deputy of Arkham", Capability.GAINS_CARDS, Trophies.LARGE,
                (g, p) -> inDeck(g, "Deputy of Arkham"), p -> new EffectStep(p, new Effect.Seq(List.of(
                        new Effect.TakeCard("Deputy of Arkham"), new Effect.TakeCard("Deputy's Revolver"),
                        new Effect.TakeCard("Patrol Wagon"))))));
    }

    /** An ability from a label, an availability test and what using it does. */
    static Hooks.LocationAbility ability(String label, BiPredicate<Game, Integer> available, BiConsumer<Game, Integer> use) {
        return ability(label, Set.of(), 0, available, use);
    }

    /** An ability that does these things (for agents and front ends). */
    static Hooks.LocationAbility ability(String label, Set<Capability> capabilities, BiPredicate<Game, Integer> available,
                                         BiConsumer<Game, Integer> use) {
        return ability(label, capabilities, 0, available, use);
    }

    /** An ability that does these things and may be bought with monster trophies of that toughness (0: not). */
    private static Hooks.LocationAbility ability(String label, Set<Capability> capabilities, int trophyToughness,
                                                 BiPredicate<Game, Integer> available, BiConsumer<Game, Integer> use) {
        return new Hooks.LocationAbility() {
            @Override
            public String label() {
                return label;
            }

            @Override
            public Set<Capability> capabilities() {
                return capabilities;
            }

            @Override
            public int trophyToughness() {
                return trophyToughness;
            }

            @Override
            public boolean available(Game g, int player) {
                return available.test(g, player);
            }

            @Override
            public void use(Game g, int player) {
                use.accept(g, player);
            }
        };
    }

    /** Whether a copy of the named card is still in its deck. */
    static boolean inDeck(Game g, String name) {
        int def = g.content.cardId(name);
        IntList deck = g.deck(g.content.cards.get(def).deck());
        for (int k = 0; k < deck.size(); k++) if (g.content.cardKind[deck.get(k)] == def) return true;
        return false;
    }

    /**
     * Regain 1 of the stat for free, or pay $2 to restore it to its maximum. Care is a restoration
     * that no ongoing effect forbids (a plague stops other Stamina gains, not this).
     */
    static Hooks.LocationAbility care(Stat stat, String name, Capability heals) {
        String what = stat == Stat.SANITY ? "Sanity" : "Stamina";
        Effect choose = new Effect.Choose(name, List.of(
                new Effect.Option("Regain 1 " + what, Cost.FREE, new Effect.Restore(stat, 1, false)),
                new Effect.Option("Pay $2 to restore " + what + " to its maximum", Cost.money(2), new Effect.Restore(stat, 0, true))));
        return ability(name + ": recover " + what, Set.of(heals), (g, p) -> current(g.inv[p], stat) < max(g.inv[p], stat),
                (g, p) -> g.push(new EffectStep(p, choose)));
    }

    private static int current(Investigator i, Stat s) {
        return s == Stat.SANITY ? i.sanity : i.stamina;
    }

    private static int max(Investigator i, Stat s) {
        return s == Stat.SANITY ? i.maxSanity : i.maxStamina;
    }

    /** Bank Loan: the card and $10 with it. */
    static void takeLoan(Game g, int p) {
        EffectStep.takeCard(g, p, SpecialCards.BANK_LOAN);
        if (g.ownsTagged(p, "bank-loan")) g.gain(p, Stat.MONEY, SpecialCards.LOAN);
    }

    /** A trophy purchase that does this: pay one of the prices, then the reward step runs. */
    static Hooks.LocationAbility purchase(String label, Capability does, List<Trophies.Price> prices, BiPredicate<Game, Integer> stock,
                                          IntFunction<Step> reward) {
        int toughness = 0;
        for (Trophies.Price p : prices) if (p.gates() == 0) toughness = p.toughness();
        return ability(label, Set.of(does), toughness, (g, p) -> stock.test(g, p) && Trophies.canAfford(g, p, prices),
                (g, p) -> g.push(new Trophies.Purchase(p, label, prices, reward.apply(p))));
    }

    /** Draw 3 cards of a deck and buy at most one at its list price. */
    record Shop(Deck deck, String what) implements Hooks.LocationAbility {
        @Override
        public Set<Capability> capabilities() {
            return deck == Deck.COMMON || deck == Deck.UNIQUE ? Set.of(Capability.BUYS_CARDS, Capability.BUYS_ITEMS) : Set.of(Capability.BUYS_CARDS);
        }

        @Override
        public String label() {
            return "Shop: draw 3 " + what + " and buy one you can afford";
        }

        /** Only with money to shop with (FAQ Q4: an ability is used only if it can be resolved). */
        @Override
        public boolean available(Game g, int player) {
            return g.inv[player].money >= 1 && !g.deck(deck).isEmpty();
        }

        @Override
        public void use(Game g, int player) {
            DrawnCards.draw(g, player, deck, withExtraDraws(g, player, deck, 3), new PickFromTop(player, List.of(), true));
        }
    }

    /** Pay a fee to draw 2 cards of a deck and keep one. */
    record Lessons(Deck deck, int fee, String name, String what) implements Hooks.LocationAbility {
        @Override
        public Set<Capability> capabilities() {
            return Set.of(Capability.BUYS_CARDS);
        }

        @Override
        public String label() {
            return name + ": pay $" + fee + " to draw 2 " + what + " and keep one";
        }

        @Override
        public boolean available(Game g, int player) {
            return g.inv[player].money >= fee && !g.deck(deck).isEmpty();
        }

        @Override
        public void use(Game g, int player) {
            g.inv[player].money -= fee;
            DrawnCards.draw(g, player, deck, withExtraDraws(g, player, deck, 2), new PickFromTop(player, List.of(), false));
        }
    }

    /**
     * How many cards an investigator draws when told to draw n: abilities that draw one more (and
     * discard one) simply widen the choice, since he buys or keeps only one.
     */
    static int withExtraDraws(Game g, int player, Deck deck, int n) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) n += m.extraDraws(g, player, deck);
        return n;
    }

    /**
     * Drawn cards to choose from: buy one at its list price (or none), or keep one. They stay in
     * their deck until the choice is made; the rest then go to the bottom.
     */
    record PickFromTop(int player, List<Integer> cards, boolean buying) implements Step, DrawnCards.Use {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Step with(Game g, List<Integer> drawn) {
            return new PickFromTop(player, drawn, buying);
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int c : cards) {
                CardDef d = g.content.cardOf(c);
                if (!buying) options.add(Choice.lazy(Target.card(Act.KEEP, c), "keep:", c, c, () -> "Keep " + d.name()));
                else if (d.price() <= g.inv[player].money) options.add(Choice.lazy(Target.card(Act.BUY, c), "buy:", c, c, () -> "Buy " + d.name() + " ($" + d.price() + ")"));
            }
            // a shopper who can afford one of the cards drawn must buy one (FAQ Q6)
            if (buying && options.isEmpty()) options.add(new Choice(Target.PASS, "none", "Buy nothing: none is affordable", -1));
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, buying ? Purpose.BUY : Purpose.KEEP_CARDS, buying ? "Shop: buy one card" : "Keep one card", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            for (int card : cards) {
                IntList deck = g.deck(g.content.cardOf(card).deck());
                if (!deck.remove(card)) continue;
                if (card == c.value()) {
                    if (buying) g.inv[player].money -= g.content.cardOf(card).price();
                    g.giveCard(player, card);
                } else {
                    deck.insert(0, card);
                }
            }
        }
    }

    /** Take any one card of a deck (Ma's Boarding House: an Ally of your choice). */
    record TakeFromDeck(int player, Deck deck) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            IntList cards = g.deck(deck);
            for (int k = 0; k < cards.size(); k++) {
                int c = cards.get(k);
                options.add(new Choice(Target.card(Act.TAKE, c), "take:" + c, "Take " + g.content.cardOf(c).name(), c));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SEARCH_DECK, "Choose a card", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.deck(deck).remove(c.value());
            g.giveCard(player, c.value());
        }
    }

    /** Any investigator the buyer chooses becomes Blessed (a Curse is cancelled instead). */
    record BlessAnyone(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int p : g.turnOrder()) {
                if (!g.isBlessed(p)) options.add(new Choice(Target.investigator(Act.CHOOSE, p), "bless:" + p, "Bless " + g.nameOf(p), p));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.BLESS, "Who is Blessed?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            EffectStep.takeCard(g, c.value(), "Blessing");
        }
    }
}
