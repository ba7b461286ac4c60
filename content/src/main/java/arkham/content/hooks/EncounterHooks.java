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
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Encounter;
import arkham.engine.def.LocationCardDef;
import arkham.engine.def.MythosDef;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.EncounterCards;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.OtherWorldEncounter;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Arkham location encounters that the effect vocabulary cannot say: shopping, moving anywhere,
 * visiting an Other World for one encounter, Allies with a fallback reward, and the like. Hook
 * ids start with "enc-"; an argument, where used, is a short space-separated string.
 */
public final class EncounterHooks {
    private EncounterHooks() {
    }

    /** What an encounter gives instead when the named Ally has already been taken or left town. */
    static final Map<String, Effect> ALLY_FALLBACK = Map.ofEntries(
            Map.entry("Anna Kaslow", new Effect.Gain(Stat.CLUES, Amount.of(2))),
            Map.entry("Duke", new Effect.Gain(Stat.MONEY, Amount.of(3))),
            Map.entry("Eric Colt", new Effect.Gain(Stat.CLUES, Amount.of(3))),
            Map.entry("John Legrasse", new Effect.Hook("enc-restore", "both")),
            Map.entry("Professor Armitage", new Effect.Draw(Deck.UNIQUE, 1, 1)),
            Map.entry("Richard Upton Pickman", new Effect.Draw(Deck.SPELL, 1, 1)),
            Map.entry("Ruby Standish", new Effect.Draw(Deck.UNIQUE, 1, 1)),
            Map.entry("Ryan Dean", new Effect.Draw(Deck.COMMON, 2, 2)),
            Map.entry("Sir William Brinton", new Effect.Gain(Stat.MONEY, Amount.of(5))),
            Map.entry("Thomas F. Malone", new Effect.Gain(Stat.CLUES, Amount.of(2))),
            Map.entry("Tom \"Mountain\" Murphy", new Effect.Hook("enc-first", "common weapon")));

    public static void register(Hooks h) {
        h.effect("enc-ally", EncounterHooks::ally);
        h.effect("enc-switch-investigator", (g, p, arg) -> g.push(new SwitchInvestigator(p)));
        h.effect("enc-visit-world", EncounterHooks::visitWorld);
        h.effect("enc-move-anywhere", (g, p, arg) -> g.push(new MoveAnywhere(p, "may".equals(arg))));
        h.effect("enc-mythos-gate-move", (g, p, arg) -> mythosGateMove(g, p));
        h.effect("enc-redraw", (g, p, arg) -> g.push(new ArkhamEncounter.LocationEncounter(p, g.inv[p].place)));
        h.effect("enc-move-two-cards", EncounterHooks::moveTwoCards);
        h.effect("enc-buy", EncounterHooks::buy);
        h.effect("enc-draw-keep", EncounterHooks::drawKeep);
        h.effect("enc-search-buy", (g, p, arg) -> g.push(new Search(p, decks(arg), true)));
        h.effect("enc-search-take", (g, p, arg) -> g.push(new Search(p, decks(arg), false)));
        h.effect("enc-first", EncounterHooks::first);
        h.effect("enc-sell", (g, p, arg) -> g.push(new Sell(p, Deck.parse(arg.split(" ")[0]), Integer.parseInt(arg.split(" ")[1]))));
        h.effect("enc-split", (g, p, arg) -> g.push(new Split(p, "die".equals(arg) ? g.die() : Integer.parseInt(arg))));
        h.effect("enc-buy-healing", (g, p, arg) -> g.push(new BuyHealing(p, Integer.parseInt(arg))));
        h.effect("enc-roll-die", EncounterHooks::rollDice);
        h.effect("enc-restore", EncounterHooks::restore);
        h.effect("enc-lose-half", EncounterHooks::loseHalf);
        h.effect("enc-lost-knowledge", (g, p, arg) -> g.push(new LostKnowledge(p)));
        h.effect("enc-remove-doom", (g, p, arg) -> {
            if (g.doom > 0) g.doom--;
            g.log("doom", p, "A doom token is removed (" + g.doom + ")");
        });
        h.effect("enc-monster-trophy", (g, p, arg) -> {
            int m = g.drawMonster();
            if (m >= 0) g.monsterWhere[m] = Game.trophy(p);
        });
        h.effect("enc-spend-toughness", (g, p, arg) -> {
            int need = Integer.parseInt(arg.substring(0, arg.indexOf(' ')));
            if (trophyToughness(g, p) >= need) g.push(new SpendToughness(p, need, arg.substring(arg.indexOf(' ') + 1), 0));
        });
        h.effect("enc-claim-monster", (g, p, arg) -> g.push(new ClaimMonster(p)));
        h.effect("enc-close-gate", (g, p, arg) -> g.push(new CloseAnyGate(p)));
        h.effect("enc-foresee", (g, p, arg) -> g.push(new Foresee(p)));
        h.effect("enc-beam", (g, p, arg) -> beam(g, p));
        h.effect("enc-pyramid-relic", EncounterHooks::pyramidRelic);
    }

    // ------------------------------------------------------------------ simple effects

    private static void push(Game g, int p, Effect e) {
        g.push(new EffectStep(p, e));
    }

    /** Takes the named Ally from the deck, or resolves his fallback reward. */
    private static void ally(Game g, int p, String name) {
        Effect fallback = ALLY_FALLBACK.get(name);
        if (fallback == null) throw new IllegalStateException("enc-ally: no fallback known for '" + name + "'");
        int card = g.takeFromDeck(g.content.cardId(name));
        if (card >= 0) g.giveCard(p, card);
        else push(g, p, fallback);
    }

    /** Pulled into an Other World for one encounter there, then straight back to this location. */
    private static void visitWorld(Game g, int p, String world) {
        int home = g.inv[p].place;
        int area = g.board.otherWorld(g.board.worldId(world)).firstArea();
        g.moveInvestigator(p, area);
        g.log("move", p, g.nameOf(p) + " is drawn into " + world);
        g.then(new OtherWorldEncounter(p), new ReturnFromVisit(p, area, home));
    }

    /** Draws Mythos cards until one shows a gate location (each to the bottom), then moves there with an encounter. */
    private static void mythosGateMove(Game g, int p) {
        for (int k = 0; k < g.mythosDeck.size(); k++) {
            int card = g.mythosDeck.removeLast();
            g.mythosDeck.insert(0, card);
            MythosDef d = g.mythosDef(card);
            if (d.gate() >= 0) {
                push(g, p, new Effect.MoveTo(d.gate(), true));
                return;
            }
        }
    }

    /**
     * Moves to a location, draws two of its neighbourhood's cards and lets the investigator pick one;
     * one who draws an extra card (Darrell Simmons) draws three (FAQ Q22). The monsters there are
     * evaded or fought first (FAQ Q7).
     */
    private static void moveTwoCards(Game g, int p, String placeName) {
        int place = g.board.id(placeName);
        if (g.gateAt[place] >= 0 || g.closed[place]) {
            push(g, p, new Effect.MoveTo(place, true));
            return;
        }
        g.moveInvestigator(p, place);
        int[] deck = g.locationDeck(g.board.street(place));
        int n = Math.min(deck.length, 2 + EncounterCards.extraCards(g, p, false));
        List<Integer> drawn = new ArrayList<>();
        while (drawn.size() < n) {
            int c = deck[g.rng.nextInt(deck.length)];
            if (!drawn.contains(c)) drawn.add(c);
        }
        g.then(new Gauntlet(p), new PickEncounter(p, place, List.copyOf(drawn)));
    }

    /**
     * "enc-buy common common common +1": cards drawn from decks offered at list price plus or
     * minus; they stay in their decks until bought, so nothing is lost if the sale is cut short.
     * "all" offers them to every investigator in turn, "one" lets each buyer take one card at most.
     */
    private static void buy(Game g, int p, String arg) {
        List<Deck> decks = new ArrayList<>();
        String price = "";
        boolean everyone = false;
        boolean one = false;
        for (String t : arg.split(" ")) {
            if (t.equals("all")) everyone = true;
            else if (t.equals("one")) one = true;
            else if (t.startsWith("+") || t.startsWith("-") || t.equals("half")) price = t;
            else decks.add(Deck.parse(t));
        }
        List<Integer> buyers = new ArrayList<>();
        if (everyone) {
            for (int k = 0; k < g.players; k++) {
                int q = (p + k) % g.players;
                if (!g.inv[q].eliminated) buyers.add(q);
            }
        } else {
            buyers.add(p);
        }
        DrawnCards.draw(g, p, decks, new Shop(List.copyOf(buyers), List.of(), price, one));
    }

    /** "enc-draw-keep spell 2 1": draw cards of a deck and keep some; they stay in the deck until kept. */
    private static void drawKeep(Game g, int p, String arg) {
        String[] a = arg.split(" ");
        DrawnCards.draw(g, p, Deck.parse(a[0]), Integer.parseInt(a[1]), new Keep(p, List.of(), Integer.parseInt(a[2])));
    }

    /** "enc-first unique tome": the first card from the top of a deck with a tag. */
    private static void first(Game g, int p, String arg) {
        String[] a = arg.split(" ");
        IntList deck = g.deck(Deck.parse(a[0]));
        for (int k = deck.size() - 1; k >= 0; k--) {
            if (g.content.cardOf(deck.get(k)).has(a[1])) {
                g.giveCard(p, deck.removeAt(k));
                return;
            }
        }
    }

    /** Keeps the sum of dice as the last check's successes, so following effects can use "successes". */
    private static void rollDice(Game g, int p, String arg) {
        int n = arg == null ? 1 : Integer.parseInt(arg);
        int sum = 0;
        for (int k = 0; k < n; k++) sum += g.die();
        g.lastSuccesses = sum;
        g.log("roll", p, g.nameOf(p) + "'s dice add up to " + sum);
    }

    /** "sanity", "stamina" or "both" back to the maximum. */
    private static void restore(Game g, int p, String arg) {
        Investigator i = g.inv[p];
        if (!"stamina".equals(arg)) g.gain(p, Stat.SANITY, i.maxSanity - i.sanity);
        if (!"sanity".equals(arg)) g.gain(p, Stat.STAMINA, i.maxStamina - i.stamina);
    }

    /** "money up", "item down", ...: give up half, rounded as said. */
    private static void loseHalf(Game g, int p, String arg) {
        String[] a = arg.split(" ");
        boolean up = a[1].equals("up");
        if (a[0].equals("money")) {
            int m = g.inv[p].money;
            g.lose(p, Stat.MONEY, up ? (m + 1) / 2 : m / 2);
            return;
        }
        int n = countCards(g, p, a[0]);
        n = up ? (n + 1) / 2 : n / 2;
        if (n > 0) push(g, p, new Effect.DiscardCards(a[0], n));
    }

    private static int countCards(Game g, int p, String kind) {
        int n = 0;
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) {
            CardDef d = g.content.cardOf(cs.get(k));
            boolean match = switch (kind) {
                case "item" -> d.item();
                case "spell" -> d.isSpell();
                case "skill" -> d.deck() == Deck.SKILL;
                default -> d.has(kind);
            };
            if (match) n++;
        }
        return n;
    }

    private static int trophyToughness(Game g, int p) {
        int t = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(p)) t += g.toughness(m);
        return t;
    }

    /**
     * Rolls a die for each open gate; a success (Blessing and Curse count) closes it, the marker going back under the gate
     * stack instead of becoming a trophy, as the card says.
     */
    private static void beam(Game g, int p) {
        for (int place = 0; place < g.board.size(); place++) {
            if (g.gateAt[place] < 0 || g.die() < g.successOn(p)) continue;
            Gates.close(g, p, place, false, Gates.Marker.STACK_BOTTOM);
        }
    }

    /** With two or fewer Spells: a Unique Item and out to the street. */
    private static void pyramidRelic(Game g, int p, String arg) {
        if (countCards(g, p, "spell") > 2) return;
        push(g, p, Effect.seq(new Effect.Draw(Deck.UNIQUE, 1, 1),
                new Effect.MoveTo(g.board.street(g.inv[p].place), false)));
    }

    private static List<Deck> decks(String arg) {
        List<Deck> r = new ArrayList<>();
        for (String t : arg.split(" ")) r.add(Deck.parse(t));
        return List.copyOf(r);
    }

    private static int price(CardDef d, String mode) {
        if (mode.equals("half")) return (d.price() + 1) / 2;
        if (mode.isEmpty()) return d.price();
        return Math.max(0, d.price() + Integer.parseInt(mode));
    }

    private static Question ask(int p, Purpose purpose, String prompt, List<Choice> options) {
        return new Question(p, QuestionKind.CHOOSE_ONE, purpose, prompt, options, Map.of());
    }

    /** Several picks, one per answer, until "done" (buying or selling any number of cards). */
    private static Question askSeveral(int p, Purpose purpose, String prompt, List<Choice> options) {
        return new Question(p, QuestionKind.CHOOSE_SEVERAL, purpose, prompt, options, Map.of());
    }

    // ------------------------------------------------------------------ steps

    private interface Owned extends Step {
        int player();

        @Override
        default int owner() {
            return player();
        }
    }

    /** Back from a one-encounter visit, unless something else (lost, knocked out) moved him meanwhile. */
    record ReturnFromVisit(int player, int area, int home) implements Owned {
        @Override
        public Question run(Game g) {
            Investigator i = g.inv[player];
            if (i.place == area) {
                g.moveInvestigator(player, home);
                g.log("move", player, g.nameOf(player) + " returns to " + g.board.name(home));
            }
            i.encountersOver = true;
            return null;
        }
    }

    /** Move to any location or street in Arkham; a location means an encounter there at once. */
    record MoveAnywhere(int player, boolean optional) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            if (optional) options.add(new Choice(Target.PASS, "stay", "Stay here", -1));
            for (int s : g.board.streets()) if (g.onBoard(s)) options.add(g.content.placeChoices.move(s));
            for (int l : g.board.locations()) {
                if (!g.closed[l] && g.onBoard(l)) options.add(g.content.placeChoices.move(l));
            }
            return ask(player, Purpose.EFFECT_CHOICE, "Move to any location or street in Arkham", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) push(g, player, new Effect.MoveTo(c.value(), g.board.isLocation(c.value())));
        }
    }

    private static String key(Game g, int place) {
        return g.board.slug(place);
    }

    /** Two location cards drawn for a place: the investigator resolves the one he chooses. */
    record PickEncounter(int player, int place, List<Integer> cards) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int c : cards) {
                Encounter e = g.content.locationCards.get(c).encounters().get(place);
                if (e != null) options.add(new Choice(Target.encounter(place, c), "card:" + c, e.text(), c));
            }
            return options.isEmpty() ? null : ask(player, Purpose.CHOOSE_ENCOUNTER, "Choose the encounter to have at " + g.board.name(place), options);
        }

        @Override
        public void answer(Game g, Choice c) {
            LocationCardDef d = g.content.locationCards.get(c.value());
            Encounter e = d.encounters().get(place);
            g.log("encounter", player, g.board.name(place) + ": " + e.text(), d.name());
            push(g, player, e.effect());
        }
    }

    /**
     * Cards turned over for sale; each buyer in turn buys any he can afford (one at most if {@code one}),
     * the rest go to the bottom.
     */
    record Shop(List<Integer> buyers, List<Integer> cards, String priceMode, boolean one) implements Step, DrawnCards.Use {
        @Override
        public int owner() {
            return buyers.isEmpty() ? -1 : buyers.get(0);
        }

        @Override
        public Step with(Game g, List<Integer> drawn) {
            return new Shop(buyers, drawn, priceMode, one);
        }

        @Override
        public Question run(Game g) {
            if (buyers.isEmpty() || cards.isEmpty()) {
                for (int c : cards) {
                    IntList deck = g.deck(g.content.cardOf(c).deck());
                    if (deck.remove(c)) deck.insert(0, c);
                }
                return null;
            }
            int p = buyers.get(0);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.DONE, "done", "Buy nothing more", -1));
            for (int c : cards) {
                CardDef d = g.content.cardOf(c);
                int cost = price(d, priceMode);
                if (g.inv[p].money >= cost) options.add(new Choice(Target.card(Act.BUY, c), "buy:" + c, "Buy " + d.name() + " for $" + cost, c));
            }
            return one ? ask(p, Purpose.BUY, "Items for sale", options) : askSeveral(p, Purpose.BUY, "Items for sale", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            int p = buyers.get(0);
            if (c.value() < 0) {
                g.push(new Shop(buyers.subList(1, buyers.size()), cards, priceMode, one));
                return;
            }
            g.lose(p, Stat.MONEY, price(g.content.cardOf(c.value()), priceMode));
            g.deck(g.content.cardOf(c.value()).deck()).remove(c.value());
            g.giveCard(p, c.value());
            List<Integer> rest = new ArrayList<>(cards);
            rest.remove(Integer.valueOf(c.value()));
            g.push(new Shop(one ? buyers.subList(1, buyers.size()) : buyers, List.copyOf(rest), priceMode, one));
        }
    }

    /** Cards looked at on top of a deck: keep some, the rest go to the bottom. */
    record Keep(int player, List<Integer> cards, int keep) implements Owned, DrawnCards.Use {
        @Override
        public Step with(Game g, List<Integer> drawn) {
            return new Keep(player, drawn, keep);
        }

        @Override
        public Question run(Game g) {
            if (keep <= 0 || cards.size() <= keep) {
                for (int c : cards) {
                    IntList deck = g.deck(g.content.cardOf(c).deck());
                    deck.remove(c);
                    if (keep > 0) g.giveCard(player, c);
                    else deck.insert(0, c);
                }
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int c : cards) options.add(new Choice(Target.card(Act.KEEP, c), "keep:" + c, "Keep " + g.content.cardOf(c).name(), c));
            if (keep == 1) return ask(player, Purpose.KEEP_CARDS, "Choose 1 card to keep", options);
            return new Question(player, QuestionKind.CHOOSE_SEVERAL, Purpose.KEEP_CARDS, "Choose " + arkham.engine.Words.count(keep, "card") + " to keep",
                    options, Map.of("remaining", keep));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.deck(g.content.cardOf(c.value()).deck()).remove(c.value());
            g.giveCard(player, c.value());
            List<Integer> rest = new ArrayList<>(cards);
            rest.remove(Integer.valueOf(c.value()));
            g.push(new Keep(player, List.copyOf(rest), keep - 1));
        }
    }

    /** Search decks for any one card: bought at list price, or taken free; the decks are then shuffled. */
    record Search(int player, List<Deck> decks, boolean pay) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            if (pay) options.add(new Choice(Target.PASS, "none", "Buy nothing", -1));
            List<Integer> seen = new ArrayList<>();
            for (Deck d : decks) {
                IntList cs = g.deck(d);
                for (int k = 0; k < cs.size(); k++) {
                    CardDef def = g.content.cardOf(cs.get(k));
                    if (seen.contains(def.id()) || (pay && g.inv[player].money < def.price())) continue;
                    seen.add(def.id());
                    options.add(new Choice(Target.card(pay ? Act.BUY : Act.TAKE, cs.get(k)), "card:" + def.id(), (pay ? "Buy " : "Take ") + def.name()
                            + (pay ? " for $" + def.price() : ""), def.id()));
                }
            }
            return options.isEmpty() ? null : ask(player, Purpose.SEARCH_DECK, "Search the deck for one card", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) {
                CardDef def = g.content.cards.get(c.value());
                if (pay) g.lose(player, Stat.MONEY, def.price());
                g.giveCard(player, g.takeFromDeck(def.id()));
            }
            for (Deck d : decks) g.rng.shuffle(g.deck(d));
        }
    }

    /** Sell cards of one deck for a multiple of their list price. */
    record Sell(int player, Deck deck, int times) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.DONE, "done", "Sell nothing more", -1));
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                CardDef d = g.content.cardOf(cs.get(k));
                if (d.deck() == deck) options.add(new Choice(Target.card(Act.SELL, cs.get(k)), "sell:" + cs.get(k), "Sell " + d.name() + " for $" + d.price() * times, cs.get(k)));
            }
            return options.size() == 1 ? null : askSeveral(player, Purpose.SELL, "Sell items", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.gain(player, Stat.MONEY, g.content.cardOf(c.value()).price() * times);
            g.discard(player, c.value());
            g.push(this);
        }
    }

    /** Points split between Sanity and Stamina as the investigator likes. */
    record Split(int player, int points) implements Owned {
        @Override
        public Question run(Game g) {
            if (points <= 0) return null;
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k <= points; k++) options.add(new Choice(Target.stat(Act.GAIN, Stat.SANITY, k), Integer.toString(k), k + " Sanity, " + (points - k) + " Stamina", k));
            return new Question(player, QuestionKind.CHOOSE_AMOUNT, Purpose.SPLIT, "Split " + points + " points between Sanity and Stamina",
                    options, Map.of("points", points));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.gain(player, Stat.SANITY, c.value());
            g.gain(player, Stat.STAMINA, points - c.value());
        }
    }

    /** Pay up to a limit in dollars for as many points of Sanity and Stamina. */
    record BuyHealing(int player, int max) implements Owned {
        @Override
        public Question run(Game g) {
            if (EffectStep.moneyWaived(g, player)) {
                // paid in full, for nothing (Velma's Gratitude)
                g.push(new Split(player, max));
                return null;
            }
            int most = Math.min(max, g.inv[player].money);
            if (most <= 0) return null;
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k <= most; k++) options.add(new Choice(Target.stat(Act.PAY, Stat.MONEY, k), Integer.toString(k), "Pay $" + k, k));
            return new Question(player, QuestionKind.CHOOSE_AMOUNT, Purpose.PAY, "Pay up to $" + most + " for as many points", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(player, Stat.MONEY, c.value());
            g.push(new Split(player, c.value()));
        }
    }

    /** Give up 4 Clue tokens, 2 Spells or 1 Skill, whichever he can and chooses. */
    record LostKnowledge(int player) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            if (g.inv[player].clues >= 4) options.add(new Choice(Target.stat(Act.LOSE, Stat.CLUES, 4), "clues", "Lose 4 Clue tokens", 0));
            if (countCards(g, player, "spell") >= 2) options.add(new Choice(Target.option(Act.DISCARD, 1), "spells", "Discard 2 Spells", 1));
            if (countCards(g, player, "skill") >= 1) options.add(new Choice(Target.option(Act.DISCARD, 2), "skill", "Discard 1 Skill", 2));
            return options.isEmpty() ? null : ask(player, Purpose.EFFECT_CHOICE, "What knowledge is lost?", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) g.lose(player, Stat.CLUES, 4);
            else push(g, player, new Effect.DiscardCards(c.value() == 1 ? "spell" : "skill", c.value() == 1 ? 2 : 1));
        }
    }

    /** Spend monster trophies worth at least {@code need} toughness for an Ally (or his fallback). */
    record SpendToughness(int player, int need, String ally, int spent) implements Owned {
        @Override
        public Question run(Game g) {
            if (spent >= need) {
                EncounterHooks.ally(g, player, ally);
                return null;
            }
            List<Choice> options = new ArrayList<>();
            if (spent == 0) options.add(new Choice(Target.PASS, "decline", "Spend nothing", -1));
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] == Game.trophy(player)) {
                    options.add(new Choice(Target.monster(Act.SPEND, m), "trophy:" + m, "Spend " + g.monster(m).name() + " (toughness "
                            + g.toughness(m) + ")", m));
                }
            }
            return ask(player, Purpose.SPEND_TROPHIES, "Spend monster trophies worth " + (need - spent) + " more toughness", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            int t = g.toughness(c.value());
            g.returnToCup(c.value());
            g.push(new SpendToughness(player, need, ally, spent + t));
        }
    }

    /** Any monster on the board becomes the investigator's trophy. */
    record ClaimMonster(int player) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int w = g.monsterWhere[m];
                if (w >= 0 && (g.board.inArkham(w) || w == g.board.sky() || w == g.board.outskirts())) {
                    options.add(new Choice(Target.monster(Act.TAKE, m), "monster:" + m, g.monster(m).name() + " at " + g.board.name(w), m));
                }
            }
            return options.isEmpty() ? null : ask(player, Purpose.EFFECT_CHOICE, "Claim a monster on the board as a trophy", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            g.monsterWhere[c.value()] = Game.trophy(player);
        }
    }

    /** Close any one open gate, taking it as a trophy. */
    record CloseAnyGate(int player) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int l = 0; l < g.board.size(); l++) {
                if (g.gateAt[l] >= 0) options.add(new Choice(Target.gate(Act.CLOSE, l), "gate:" + key(g, l), "Close the gate at " + g.board.name(l), l));
            }
            return options.isEmpty() ? null : ask(player, Purpose.EFFECT_CHOICE, "Close a gate", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            Gates.close(g, player, c.value(), false);
        }
    }

    /** The next encounter in a chosen neighbourhood is fixed now (the card is turned face up). */
    record Foresee(int player) implements Owned {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int s : g.board.streets()) {
                if (g.onBoard(s) && g.locationDeck(s).length > 0) options.add(new Choice(Target.place(Act.CHOOSE, s), "street:" + key(g, s), g.board.name(s), s));
            }
            return options.isEmpty() ? null : ask(player, Purpose.EFFECT_CHOICE, "Which neighbourhood's next encounter do you see?", options);
        }

        @Override
        public void answer(Game g, Choice c) {
            int[] deck = g.locationDeck(c.value());
            int card = deck[g.rng.nextInt(deck.length)];
            g.forcedLocationCards.add(card);
            g.log("encounter", player, "The next card for " + g.board.name(c.value()) + " is "
                    + g.content.locationCards.get(card).name());
        }
    }

    /**
     * The body switch at the Science Building: the player may bring an unused investigator into play
     * instead of his own, who is discarded with everything he has, trophies included (spent trophies
     * go back as when spent: monsters to the cup, gates under the stack).
     */
    record SwitchInvestigator(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "keep", "Stay " + g.nameOf(player), -1));
            for (int k = 0; k < g.unusedInvestigators.size(); k++) {
                int def = g.unusedInvestigators.get(k);
                options.add(new Choice(Target.sheet(Act.CHOOSE, def), "investigator:" + def, "Become " + g.content.investigators.get(def).name(), def));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.CHOOSE_INVESTIGATOR, "Switch to an unused investigator?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            Investigator i = g.inv[player];
            IntList cards = new IntList(i.cards);
            for (int k = 0; k < cards.size(); k++) g.discard(player, cards.get(k));
            for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(player)) g.returnToCup(m);
            for (int k = 0; k < g.gateWhere.length; k++) {
                if (g.gateWhere[k] == Game.trophy(player)) {
                    g.gateWhere[k] = Game.STACK;
                    g.gateStack.insert(0, k);
                }
            }
            if (g.logging()) g.log("switch", player, g.nameOf(player) + " leaves the game");
            arkham.engine.flow.NewInvestigator.replaceInvestigator(g, player, c.value());
        }
    }
}
