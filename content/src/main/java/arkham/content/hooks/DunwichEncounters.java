package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.Effect;
import arkham.engine.def.MovementType;
import arkham.engine.def.Skill;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Status;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Bespoke effects of The Dunwich Horror's location cards (Dunwich neighbourhoods). */
final class DunwichEncounters {
    private DunwichEncounters() {
    }

    /** What each Dunwich Ally's encounter gives instead when the Ally is not in the deck. */
    private static final Map<String, Effect> ALLY_FALLBACK = Map.of(
            "Corinna Jones", ItemAbilities.draw(Deck.SKILL),
            "Earl Sawyer", ItemAbilities.seq(ItemAbilities.draw(Deck.SPELL), ItemAbilities.draw(Deck.UNIQUE), ItemAbilities.draw(Deck.COMMON)),
            "Professor Rice", ItemAbilities.seq(ItemAbilities.gain(Stat.MONEY, 5), ItemAbilities.draw(Deck.UNIQUE), ItemAbilities.draw(Deck.UNIQUE)),
            "Zebulon Whateley", ItemAbilities.gain(Stat.CLUES, 4));

    static void register(Hooks h) {
        // arg: the Ally's name; taken from the deck, or his fallback reward
        h.effect("dunwich-ally", DunwichEncounters::ally);
        // arg: "add" or "remove": a token on or off the Dunwich Horror track
        h.effect("dunwich-horror-token", (g, p, arg) -> {
            if ("add".equals(arg)) Dunwich.addHorrorToken(g);
            else if (g.dunwich.horrorTokens > 0) {
                g.dunwich.horrorTokens--;
                g.log("dunwich", p, "A Dunwich Horror token is removed (" + g.dunwich.horrorTokens + " left)");
            }
        });
        // the location where the investigator is closes for the rest of the game
        h.effect("dunwich-vigor", DunwichEncounters::vigor);
        h.effect("dunwich-close-here", (g, p, arg) -> {
            g.closed[g.inv[p].place] = true;
            g.log("closed", p, g.board.name(g.inv[p].place) + " closes for the rest of the game");
        });
        // a die: 6 Blessed, 1 Cursed
        h.effect("dunwich-fortune", (g, p, arg) -> {
            int d = g.die();
            g.log("roll", p, g.nameOf(p) + " rolls " + d);
            if (d == 6) EffectStep.takeCard(g, p, "Blessing");
            else if (d == 1) EffectStep.takeCard(g, p, "Curse");
        });
        // "3 sanity": that many dice, 1 of the stat lost per failed die
        h.effect("dunwich-dice-cost", (g, p, arg) -> {
            String[] a = arg.split(" ");
            int failures = 0;
            for (int k = Integer.parseInt(a[0]); k > 0; k--) if (!ItemAbilities.success(g, p, g.die())) failures++;
            Harm.harm(g, p, Stat.valueOf(a[1].toUpperCase()), failures);
        });
        // lose 1 Stamina and 1 Sanity; reduced to 0 of either, devoured instead of knocked out
        h.effect("dunwich-lose-or-devoured", (g, p, arg) -> {
            var i = g.inv[p];
            if (i.sanity <= 1 || i.stamina <= 1) Status.devour(g, p);
            else Harm.harmBoth(g, p, 1, 1);
        });
    }

    /** Hooks of the expansion's location cards for Arkham's neighbourhoods. */
    static void registerArkham(Hooks h) {
        h.effect("dunwich-clue-per-gate", (g, p, arg) -> {
            int n = 0;
            for (int place = 0; place < g.board.size(); place++) if (g.gateAt[place] >= 0) n++;
            g.gain(p, Stat.CLUES, n);
        });
        h.effect("dunwich-clue-per-gate-trophy", (g, p, arg) -> g.gain(p, Stat.CLUES, g.gateTrophies(p)));
        // per monster trophy, 1 Stamina or 1 Sanity of his choice
        h.effect("dunwich-heal-per-trophy", (g, p, arg) -> {
            Effect one = new Effect.Choose("A monster trophy's reward", java.util.List.of(
                    new Effect.Option("Gain 1 Stamina", arkham.engine.def.Cost.FREE, ItemAbilities.gain(Stat.STAMINA, 1)),
                    new Effect.Option("Gain 1 Sanity", arkham.engine.def.Cost.FREE, ItemAbilities.gain(Stat.SANITY, 1))));
            for (int k = g.monsterTrophies(p); k > 0; k--) g.push(new EffectStep(p, one));
        });
        h.effect("dunwich-end-environment", (g, p, arg) -> {
            if (g.environment() >= 0) arkham.engine.flow.MythosStep.leave(g, g.environment());
        });
        // "lore 4 spell": with the skill at the value or more, draw a card of the deck
        h.effect("dunwich-if-skill", (g, p, arg) -> {
            String[] a = arg.split(" ");
            if (g.checkValue(p, arkham.engine.def.CheckType.valueOf(a[0].toUpperCase())) >= Integer.parseInt(a[1])) {
                g.push(new EffectStep(p, ItemAbilities.draw(Deck.parse(a[2]))));
            }
        });
        // after a loss: still conscious and sane, the named Ally joins (or his fallback)
        h.effect("dunwich-ally-if-standing", (g, p, arg) -> {
            if (g.inv[p].sanity > 0 && g.inv[p].stamina > 0) g.push(new EffectStep(p, new Effect.Hook("enc-ally", arg)));
        });
        h.effect("dunwich-money-per-success", (g, p, arg) -> g.gain(p, Stat.MONEY, g.lastSuccesses * Integer.parseInt(arg)));
        h.effect("dunwich-everyone-to-street", (g, p, arg) -> {
            int here = g.inv[p].place;
            for (int q = 0; q < g.players; q++) if (g.inv[q].place == here) g.moveInvestigator(q, g.board.street(here));
        });
        // "money" ($5) or "bless" (an investigator of his choice): the reward for a moon monster trophy
        h.effect("dunwich-moon-trophy", (g, p, arg) -> {
            if (moonTrophy(g, p) >= 0) g.push(new MoonTrophy(p, "bless".equals(arg)));
        });
        // arg: the price; any one non-Spawn monster on the board becomes his trophy
        h.effect("dunwich-defeat-for-pay", (g, p, arg) -> g.push(new DefeatForPay(p, Integer.parseInt(arg))));
        // arg: the money it gives; a Bank Loan for more than usual, paid back as usual
        h.effect("dunwich-large-loan", (g, p, arg) -> {
            if (g.ownsTagged(p, "bank-loan") || g.inv[p].loanDefaulted || !LocationAbilities.inDeck(g, SpecialCards.BANK_LOAN)) return;
            g.push(new EffectStep(p, new Effect.Choose("Take a Bank Loan for $" + arg + "?", List.of(
                    new Effect.Option("Take the loan", Cost.FREE, new Effect.Hook("dunwich-take-loan", arg)),
                    new Effect.Option("Decline", Cost.FREE, Effect.NOTHING)))));
        });
        h.effect("dunwich-take-loan", (g, p, arg) -> {
            EffectStep.takeCard(g, p, SpecialCards.BANK_LOAN);
            if (g.ownsTagged(p, "bank-loan")) g.gain(p, Stat.MONEY, Integer.parseInt(arg));
        });
        h.effect("dunwich-peek-mythos", (g, p, arg) -> {
            if (!g.mythosDeck.isEmpty()) g.push(new PeekMythos(p));
        });
        h.effect("dunwich-box-mythos", (g, p, arg) -> {
            if (!g.mythosDeck.isEmpty()) g.push(new BoxMythos(p));
        });
        // the weapon: a die per monster on the board, a success sends it back; then a die of Stamina
        h.effect("dunwich-clear-board", (g, p, arg) -> {
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (!MythosAbilities.onBoard(g, g.monsterWhere[m]) || Dunwich.isHorror(g, m)) continue;
                if (ItemAbilities.success(g, p, g.die())) g.returnToCup(m);
            }
            Harm.harm(g, p, Stat.STAMINA, g.die());
        });
        // "white" or "black": every non-Spawn monster on the ground in town takes one normal step along that arrow
        h.effect("dunwich-levers", (g, p, arg) -> levers(g, "white".equals(arg)));
        // "unique tome": a card of that deck with the tag, of his choice; the deck is shuffled after
        h.effect("dunwich-search-tagged", (g, p, arg) -> g.push(new SearchTagged(p, Deck.parse(arg.split(" ")[0]), arg.split(" ")[1])));
        // "unique tome": the first card from the top of the deck without the tag
        h.effect("dunwich-first-without", (g, p, arg) -> {
            IntList deck = g.deck(Deck.parse(arg.split(" ")[0]));
            for (int k = deck.size() - 1; k >= 0; k--) {
                if (!g.content.cardOf(deck.get(k)).has(arg.split(" ")[1])) {
                    g.giveCard(p, deck.removeAt(k));
                    return;
                }
            }
        });
        // arg: a Condition card's name; face down and with the price at hand, he may pay it to turn the card face up
        h.effect("dunwich-condition-offer", (g, p, arg) -> {
            if (!Dunwich.conditionActive(g, arg) && conditionAffordable(g, p, arg)) g.push(new ConditionOffer(p, arg));
        });
        h.effect("dunwich-trade-up", (g, p, arg) -> g.push(new TradeUp(p)));
        // arg: the modifier of Combat checks against it, e.g. "-1"; a monster from the cup, met as an encounter
        h.effect("dunwich-monster-appears", (g, p, arg) -> {
            int place = g.inv[p].place;
            if (g.sealed[place] || Gates.keptAway(g, place)) return;
            int m = g.drawMonster();
            if (m >= 0) meet(g, p, m, Integer.parseInt(arg));
        });
        // the cup is searched for a Rat-thing, fought at -1; with none there, he loses an item of his choice
        h.effect("dunwich-rat-thing", (g, p, arg) -> {
            int kind = g.content.monsterId("Rat-thing");
            for (int m = 0; m < g.monsterWhere.length; m++) {
                if (g.monsterWhere[m] == Game.CUP && g.content.monsterKind[m] == kind) {
                    meet(g, p, m, -1);
                    return;
                }
            }
            g.push(new EffectStep(p, new Effect.DiscardCards("item", 1)));
        });
        // remembered until Old Debts Come Due! calls it in
        h.effect("dunwich-dark-man-deal", (g, p, arg) -> {
            if (!g.dunwich.darkManDeals.contains(g.inv[p].def())) g.dunwich.darkManDeals.add(g.inv[p].def());
            g.log("deal", p, g.nameOf(p) + " has made a deal with the Dark Man");
        });
        // an elder sign off the board (none: 2 doom tokens), then a Skill and an Ally of his choice
        h.effect("dunwich-voice-bargain", (g, p, arg) -> {
            g.push(new EffectStep(p, new Effect.Hook("enc-search-take", "ally")));
            g.push(new EffectStep(p, new Effect.Hook("enc-search-take", "skill")));
            if (g.elderSignsOnBoard() > 0) g.push(new RemoveElderSign(p));
            else g.addDoom(2);
        });
        // one more Mythos card is drawn and resolved in the next Mythos Phase
        h.effect("dunwich-extra-mythos", (g, p, arg) -> {
            g.dunwich.extraMythos++;
            g.log("mythos", p, "An extra Mythos card will be drawn in the next Mythos Phase");
        });
        // arg: the least price; a Unique Item of that price or more given up skips this turn's Mythos Phase
        h.effect("dunwich-statue", (g, p, arg) -> g.push(new Statue(p, Integer.parseInt(arg))));
        h.effect("dunwich-join-gang", (g, p, arg) -> g.push(new JoinGang(p)));
        h.effect("dunwich-swap-gate", (g, p, arg) -> {
            if (g.openGates() > 0 && !g.gateStack.isEmpty()) g.push(new SwapGate(p));
        });
    }

    static final String VELMAS_GRATITUDE = "Velma's Gratitude";
    static final String RARE_BOOK_COLLECTION = "Rare Book Collection";
    static final String CODED_MESSAGES = "Coded Messages";
    static final String DARKES_BLESSING = "Darke's Blessing";

    /** Whether he can pay what the encounter asks to turn this Condition face up. */
    static boolean conditionAffordable(Game g, int p, String condition) {
        return switch (condition) {
            case VELMAS_GRATITUDE -> g.skill(p, Skill.FIGHT) >= 4 && g.setup.options().injuries() && !g.deck(Deck.INJURY).isEmpty();
            case RARE_BOOK_COLLECTION -> owned(g, p, "Necronomicon") >= 0;
            case CODED_MESSAGES -> g.gateTrophies(p) >= 1 && g.monsterTrophies(p) >= 1 && g.inv[p].clues >= 1;
            case DARKES_BLESSING -> g.isBlessed(p);
            default -> throw new IllegalArgumentException("dunwich-condition-offer: no price known for '" + condition + "'");
        };
    }

    private static int owned(Game g, int p, String name) {
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).name().equals(name)) return cs.get(k);
        return -1;
    }

    /** The price of each Condition's encounter: an Injury, the Necronomicon, trophies and a Clue, or his Blessing. */
    record ConditionOffer(int player, String condition) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            String price = switch (condition) {
                case VELMAS_GRATITUDE -> "Draw an Injury card";
                case RARE_BOOK_COLLECTION -> "Give up the Necronomicon";
                case CODED_MESSAGES -> "Spend a gate trophy, a monster trophy and a Clue token";
                default -> "Discard your Blessing";
            };
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Turn " + condition + " face up?", List.of(
                    new Choice(Target.plain(Act.PAY), "pay", price, 1), new Choice(Target.PASS, "decline", "Decline", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) return;
            Dunwich.turnCondition(g, condition, true);
            switch (condition) {
                case VELMAS_GRATITUDE -> DunwichInjuries.drawInto(g, player, Deck.INJURY, null);
                case RARE_BOOK_COLLECTION -> g.boxCard(player, owned(g, player, "Necronomicon"));
                case CODED_MESSAGES -> {
                    Trophies.spendGate(g, player);
                    Trophies.spendMonster(g, player);
                    g.lose(player, Stat.CLUES, 1);
                }
                default -> g.discard(player, g.findTagged(player, "blessing"));
            }
        }
    }

    /**
     * The Sheldon Gang's price: 5 toughness of monster trophies or a gate trophy for a membership;
     * refusing, or unable to pay, he is thrown out to the street and loses 1 Stamina.
     */
    record JoinGang(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!Trophies.canAfford(g, player, Trophies.SMALL)) {
                answer(g, new Choice(Target.PASS, "refuse", "Refuse", 0));
                return null;
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Join the Sheldon Gang?", List.of(
                    new Choice(Target.plain(Act.PAY), "join", "Pay in trophies for a membership", 1),
                    new Choice(Target.PASS, "refuse", "Refuse", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) {
                g.push(new Trophies.Purchase(player, "a Sheldon Gang Membership", Trophies.SMALL,
                        new EffectStep(player, new Effect.TakeCard("Sheldon Gang Membership"))));
            } else {
                g.push(new EffectStep(player, Effect.seq(new Effect.MoveTo(g.board.street(g.inv[player].place), false),
                        new Effect.Lose(Stat.STAMINA, arkham.engine.def.Amount.of(1)))));
            }
        }
    }

    /** The monster appears as an encounter; Combat checks against it take the modifier until it is gone. */
    static void meet(Game g, int p, int m, int combatModifier) {
        g.monsterWhere[m] = Game.ENCOUNTER;
        g.dunwich.encounterCombatMonster = m;
        g.dunwich.encounterCombatModifier = combatModifier;
        g.log("monster", p, "A " + g.monster(m).name() + " appears! (Combat checks " + (combatModifier > 0 ? "+" : "") + combatModifier + ")");
        g.push(new ForgetCombatModifier());
        g.push(new EffectStep.EncounterMonster(p, m));
    }

    /** After the encounter with it, the monster's modifier lapses. */
    record ForgetCombatModifier() implements Step {
        @Override
        public Question run(Game g) {
            g.dunwich.encounterCombatMonster = -1;
            g.dunwich.encounterCombatModifier = 0;
            return null;
        }
    }

    /** He takes an elder sign of his choice off the board. */
    record RemoveElderSign(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.sealed[place]) options.add(new Choice(Target.place(Act.CHOOSE, place), "place:" + g.board.slug(place), "The elder sign at " + g.board.name(place), place));
            }
            return options.isEmpty() ? null : new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which elder sign is removed?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.sealed[c.value()] = false;
            g.log("gate", player, "The elder sign at " + g.board.name(c.value()) + " is removed");
        }
    }

    /** One option ("card:<instance>", the verb and the card's name) for each of his cards that qualifies. */
    /** Stamina Gardners' Place gives above the maximum. */
    static final int EXTRA_STAMINA = 3;

    /**
     * Gardners' Place (Blasted Heath 12, 13): Stamina restored to the maximum, then 3 more above
     * it. The card overrides the rule that Stamina never exceeds the maximum (core rulebook, Sanity and Stamina);
     * gains never raise it past the maximum again, so the extra, once lost, cannot come back
     * (Game.restore). A second visit leaves him at the maximum plus 3, not more.
     */
    private static void vigor(Game g, int p, String arg) {
        var i = g.inv[p];
        g.gain(p, Stat.STAMINA, i.maxStamina - i.stamina);
        if (i.stamina < i.maxStamina || i.stamina >= i.maxStamina + EXTRA_STAMINA) return; // a gain prevented, or already there
        i.stamina = i.maxStamina + EXTRA_STAMINA;
        if (g.logging()) g.log("gain", p, g.nameOf(p) + " has " + i.stamina + " Stamina, " + EXTRA_STAMINA + " above the maximum");
    }

    static List<Choice> ownCards(Game g, int player, java.util.function.Predicate<arkham.engine.def.CardDef> which, String verb) {
        return ownCards(g, player, which, "card:", verb);
    }

    /** As {@link #ownCards(Game, int, java.util.function.Predicate, String)}, the option ids starting with {@code idPrefix}. */
    static List<Choice> ownCards(Game g, int player, java.util.function.Predicate<arkham.engine.def.CardDef> which, String idPrefix, String verb) {
        List<Choice> options = new ArrayList<>();
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            var d = g.content.cardOf(cs.get(k));
            if (which.test(d)) options.add(new Choice(Target.card(Act.DISCARD, cs.get(k)), idPrefix + cs.get(k), verb + d.name(), cs.get(k)));
        }
        return options;
    }

    /** He may give up a Unique Item worth the price or more; then this turn's Mythos Phase is skipped. */
    record Statue(int player, int price) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = ownCards(g, player, d -> d.deck() == Deck.UNIQUE && d.price() >= price, "Give up ");
            if (options.isEmpty()) return null;
            options.add(new Choice(Target.PASS, "keep", "Keep your items", -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Place a Unique Item in the statue's hands?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.discard(player, c.value());
            g.dunwich.skipMythos = true;
            g.log("mythos", player, "This turn's Mythos Phase will be skipped");
        }
    }

    /** He may give up a Common Item, Unique Item or Spell for the best of the top 3 cards of its deck. */
    record TradeUp(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = ownCards(g, player,
                    d -> d.deck() == Deck.COMMON || d.deck() == Deck.UNIQUE || d.deck() == Deck.SPELL, "Trade in ");
            if (options.isEmpty()) return null;
            options.add(new Choice(Target.PASS, "decline", "Decline", -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Trade a card with Harney Jones?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            Deck deck = g.content.cardOf(c.value()).deck();
            g.discard(player, c.value());
            g.push(new EffectStep(player, new Effect.Hook("enc-draw-keep", deck.name().toLowerCase() + " 3 1")));
        }
    }

    /** A card with the tag ("weapon" by its kind); "!tag": a card without it. */
    static boolean matches(arkham.engine.def.CardDef d, String tag) {
        if (tag.startsWith("!")) return !matches(d, tag.substring(1));
        return "weapon".equals(tag) ? d.isWeapon() : d.has(tag);
    }

    /** He takes a card of his choice with the tag (or without it: "!tag") from the deck, which is then shuffled. */
    record SearchTagged(int player, Deck deck, String tag) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            java.util.Set<Integer> seen = new java.util.HashSet<>();
            IntList cs = g.deck(deck);
            for (int k = 0; k < cs.size(); k++) {
                var def = g.content.cardOf(cs.get(k));
                if (matches(def, tag) && seen.add(def.id())) options.add(new Choice(Target.card(Act.TAKE, cs.get(k)), "card:" + def.id(), "Take " + def.name(), def.id()));
            }
            return options.isEmpty() ? null : new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SEARCH_DECK, "Search the deck for a card", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.giveCard(player, g.takeFromDeck(c.value()));
            g.rng.shuffle(g.deck(deck));
        }
    }

    /** His moon (crescent) monster trophy of the least toughness (the cheapest to give up), or -1. */
    static int moonTrophy(Game g, int p) {
        int best = -1;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.trophy(p) && g.monster(m).dimension() == Dimension.CRESCENT
                    && (best < 0 || g.toughness(m) < g.toughness(best))) best = m;
        }
        return best;
    }

    /** Spend a moon trophy, or keep it. */
    record MoonTrophy(int player, boolean bless) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int m = moonTrophy(g, player);
            if (m < 0) return null;
            String reward = bless ? "to Bless an investigator" : "for $5";
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Spend a moon monster trophy " + reward + "?", List.of(
                    new Choice(Target.monster(Act.SPEND, m), "spend", "Spend the " + g.monster(m).name() + " trophy", 1),
                    new Choice(Target.PASS, "keep", "Keep it", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) return;
            Trophies.spendMonster(g, player, moonTrophy(g, player));
            if (bless) g.push(new BlessSomeone(player));
            else g.gain(player, Stat.MONEY, 5);
        }
    }

    /** He picks who is Blessed, himself included. */
    record BlessSomeone(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int q = 0; q < g.players; q++) {
                if (!g.inv[q].eliminated) options.add(new Choice(Target.investigator(Act.CHOOSE, q), "investigator:" + q, g.nameOf(q) + " is Blessed", q));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.BLESS, "Who is Blessed?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            EffectStep.takeCard(g, c.value(), "Blessing");
        }
    }

    /** Pay to have any one non-Spawn monster on the board defeated: it becomes his trophy. */
    record DefeatForPay(int player, int price) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.inv[player].money < price) return null;
            List<Choice> options = new ArrayList<>();
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int w = g.monsterWhere[m];
                if (MythosAbilities.onBoard(g, w) && !g.monster(m).spawn()) {
                    options.add(new Choice(Target.monster(Act.CHOOSE, m), "monster:" + m, "Pay $" + price + ": the " + g.monster(m).name() + " at " + g.board.name(w), m));
                }
            }
            if (options.isEmpty()) return null;
            options.add(new Choice(Target.PASS, "decline", "Decline", -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Pay $" + price + " to have a monster defeated?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.lose(player, Stat.MONEY, price);
            g.log("monster", player, g.nameOf(player) + " pays for the " + g.monster(c.value()).name() + " to be dealt with");
            Combat.defeated(g, player, c.value());
        }
    }

    /** He looks at the top Mythos card and may put it at the bottom, unless it is The Story Continues. */
    record PeekMythos(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int top = g.mythosDeck.get(g.mythosDeck.size() - 1);
            String name = g.mythosDef(top).name();
            g.log("mythos", player, g.nameOf(player) + " sees " + name + " on top of the Mythos deck");
            if (name.startsWith("The Story Continues")) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, name + " is on top of the Mythos deck", List.of(
                    new Choice(Target.mythos(Act.BOTTOM, top), "bottom", "Put it at the bottom", top),
                    new Choice(Target.PASS, "leave", "Leave it on top", top)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            // the card he saw, by instance: still the top one unless the deck was shuffled anew meanwhile (Game.withNewFuture)
            g.mythosDeck.remove(c.value());
            if (c.id().equals("bottom")) g.mythosDeck.insert(0, c.value());
            else g.mythosDeck.add(c.value());
        }
    }

    /** He may return one card of the Mythos deck, of his choice, to the box; the deck is shuffled after the search. */
    record BoxMythos(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (int k = g.mythosDeck.size() - 1; k >= 0; k--) {
                int card = g.mythosDeck.get(k);
                String name = g.mythosDef(card).name();
                if (seen.add(name)) options.add(new Choice(Target.mythos(Act.DISCARD, card), "mythos:" + card, "Return " + name + " to the box", card));
            }
            options.add(new Choice(Target.PASS, "none", "Return none", -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Return a Mythos card to the box?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= 0) {
                for (int k = 0; k < g.mythosDeck.size(); k++) {
                    if (g.mythosDeck.get(k) == c.value()) {
                        g.mythosDeck.removeAt(k);
                        break;
                    }
                }
                g.log("mythos", player, g.nameOf(player) + " returns " + g.mythosDef(c.value()).name() + " to the box");
            }
            g.rng.shuffle(g.mythosDeck);
        }
    }

    /**
     * The levers: every non-Spawn, non-flying monster in town (Arkham and Dunwich streets and
     * locations) moves once along its place's arrow of the lever's colour, as a normal monster would.
     */
    static void levers(Game g, boolean white) {
        List<Integer> movers = new ArrayList<>();
        for (int m = 0; m < g.monsterWhere.length; m++) {
            int w = g.monsterWhere[m];
            if (w >= 0 && g.board.inArkham(w) && !g.monster(m).spawn() && g.movement(m) != MovementType.FLYING) movers.add(m);
        }
        g.log("monster", -1, "The " + (white ? "white" : "black") + " lever is pulled");
        for (int m : movers) {
            int at = g.monsterWhere[m];
            if (at < 0 || anyoneAt(g, at)) continue;
            int to = white ? g.board.whiteArrow(at) : g.board.blackArrow(at);
            if (to < 0 || to == at || g.closed[to]) continue;
            g.monsterWhere[m] = to;
            g.log("monster", -1, g.monster(m).name() + " moves from " + g.board.name(at) + " to " + g.board.name(to));
            if (g.board.isVortex(to)) Dunwich.enterVortex(g, m, to);
        }
    }

    private static boolean anyoneAt(Game g, int place) {
        for (var i : g.inv) if (!i.eliminated && i.place == place) return true;
        return false;
    }

    /**
     * He may send one open gate's marker back to the stack (shuffled in), its monsters back to the
     * cup as if it closed, and put the top marker of the stack in its place.
     */
    record SwapGate(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int place = 0; place < g.board.size(); place++) {
                if (g.gateAt[place] >= 0) options.add(new Choice(Target.gate(Act.CHOOSE, place), "gate:" + g.board.slug(place), "Change the gate at " + g.board.name(place), place));
            }
            if (options.isEmpty() || g.gateStack.isEmpty()) return null;
            options.add(new Choice(Target.PASS, "none", "Leave the gates as they are", -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Change an open gate's marker?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            int place = c.value();
            if (place < 0) return;
            int old = g.gateAt[place];
            int fresh = g.gateStack.removeLast();
            Gates.returnMonsters(g, g.content.gateOf(old));
            g.gateWhere[old] = Game.STACK;
            g.gateStack.add(old);
            g.rng.shuffle(g.gateStack);
            g.gateAt[place] = fresh;
            g.gateWhere[fresh] = place;
            g.log("gate", player, "The gate at " + g.board.name(place) + " now leads to " + Gates.worlds(g, g.content.gateOf(fresh)));
        }
    }

    /** The Conditions' abilities while face up (Dunwich rulebook p.6). */
    static void registerConditions(Hooks h) {
        // anyone may exhaust it to re-roll a check just failed; it refreshes in the Upkeep Phase
        h.card("darkes-blessing", new Hooks.CardAbility() {
            @Override
            public boolean canReroll(Game g, int player, int card, arkham.engine.def.CheckType type) {
                return true;
            }

            @Override
            public boolean rerollsFailedOnly() {
                return true;
            }
        });
        // Velma's Diner's encounters cost nothing and count as paid in full
        h.card("velmas-gratitude", new Hooks.CardAbility() {
            @Override
            public boolean waivesEncounterMoney(Game g, int player) {
                return g.phase == Phase.ARKHAM_ENCOUNTERS && g.inv[player].place == g.board.find("Velma's Diner");
            }
        });
        // the Mission's Effect: he wins the game alone
        h.card("joining-the-winning-team", new Hooks.CardAbility() {
            @Override
            public void completed(Game g, int player, int card) {
                g.log("task", player, g.nameOf(player) + " has joined the winning team");
                g.win(arkham.engine.Outcome.LOSS_WINNING_TEAM);
            }
        });
        h.card("coded-messages", new Hooks.CardAbility() {
            @Override
            public boolean tradesClues(Game g) {
                return g.phase == Phase.MOVEMENT;
            }
        });
        h.locationAbility("Library", "rare-book-collection", new Hooks.LocationAbility() {
            @Override
            public String label() {
                return "Rare Book Collection: lose 1 Sanity for 1 Clue token";
            }

            @Override
            public String grantedBy() {
                return RARE_BOOK_COLLECTION;
            }

            @Override
            public boolean available(Game g, int player) {
                return Dunwich.conditionActive(g, RARE_BOOK_COLLECTION);
            }

            @Override
            public void use(Game g, int player) {
                g.lose(player, Stat.SANITY, 1);
                g.gain(player, Stat.CLUES, 1);
            }
        });
    }

    private static void ally(Game g, int p, String name) {
        int card = g.takeFromDeck(g.content.cardId(name));
        if (card >= 0) {
            g.giveCard(p, card);
            return;
        }
        if ("Ammi Pierce".equals(name)) {
            if (g.dunwich.horrorTokens > 0) g.dunwich.horrorTokens--;
            return;
        }
        Effect fallback = ALLY_FALLBACK.get(name);
        if (fallback == null) throw new IllegalStateException("dunwich-ally: no fallback known for '" + name + "'");
        g.push(new EffectStep(p, fallback));
    }
}
