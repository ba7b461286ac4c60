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
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Reckoning cards' effects that the effect vocabulary cannot say (content/lurker/reckoning.json
 * names them). Hooks for the whole game are called for the first player; the others are called for
 * each investigator from an "each" effect. "The investigators must choose" is the first player's
 * choice; ties are broken by the first player.
 */
final class Reckonings {
    private Reckonings() {
    }

    static void register(Hooks h) {
        // the whole game
        h.effect("reckoning-least-power", (g, p, arg) -> g.push(LurkerHerald.GrantPower.of(g, leastPowerGetOne(g))));
        h.effect("reckoning-power-per-pact", (g, p, arg) -> g.push(LurkerHerald.GrantPower.of(g, perPlayer(g, q -> pactsHeld(g, q)))));
        h.effect("reckoning-power-begets-power", (g, p, arg) -> g.push(LurkerHerald.GrantPower.of(g,
                perPlayer(g, q -> g.herald.power[q] > 0 ? 1 : 0))));
        h.effect("reckoning-power-to-spellcasters", (g, p, arg) -> g.push(LurkerHerald.GrantPower.of(g,
                perPlayer(g, q -> ownsSpell(g, q) ? 1 : 0))));
        h.effect("reckoning-offer", (g, p, arg) -> g.push(new Pick(active(g), Fate.OFFER)));
        h.effect("reckoning-bargain-of-the-gate", (g, p, arg) -> g.push(new Pick(mostPower(g), Fate.BARGAIN)));
        h.effect("reckoning-humanity-lost", (g, p, arg) -> g.push(new Pick(mostPower(g), Fate.DEVOUR)));
        h.effect("reckoning-prisoners-dilemma", (g, p, arg) -> g.push(new Dilemma()));
        h.effect("reckoning-devils-bargain", (g, p, arg) -> g.push(new DevilsBargain()));
        h.effect("reckoning-debt", (g, p, arg) -> {
            int doom = totalPower(g) / 3;
            if (doom > 0) g.addDoom(doom);
        });
        h.effect("reckoning-everywhere", (g, p, arg) -> {
            for (int q : g.turnOrder()) if (pactsHeld(g, q) == 0 && g.herald.power[q] == 0) return;
            g.addDoom(1);
        });
        h.effect("reckoning-unsettling-aura", (g, p, arg) -> {
            if (totalPower(g) > g.activePlayers()) g.raiseTerror(1);
        });
        h.effect("reckoning-turning-on-one-another", (g, p, arg) -> turnOnOneAnother(g));
        h.effect("reckoning-uncertain-future", (g, p, arg) -> {
            IntList deck = g.herald.reckoning;
            while (!g.herald.reckoningDiscards.isEmpty()) deck.add(g.herald.reckoningDiscards.removeLast());
            g.rng.shuffle(deck);
            g.push(new LurkerHerald.DrawReckoning());
        });
        h.effect("reckoning-spread-curse", (g, p, arg) -> {
            int[] order = g.turnOrder();
            boolean someoneFree = false;
            for (int q : order) someoneFree |= pactsHeld(g, q) == 0;
            if (!someoneFree) return;
            for (int q : order) if (pactsHeld(g, q) > 0) EffectStep.takeCard(g, q, "Curse");
        });
        // one investigator
        h.effect("lose-per-power", (g, p, arg) -> losePer(g, p, arg, g.herald.power[p]));
        h.effect("lose-per-pact", (g, p, arg) -> losePer(g, p, arg, pactsHeld(g, p)));
        h.effect("second-pact", (g, p, arg) -> {
            if (pactsHeld(g, p) == 1) g.push(new LurkerHerald.TakePacts(p, false));
        });
        h.effect("offer-pacts", (g, p, arg) -> g.push(new LurkerHerald.TakePacts(p, true)));
        h.effect("devils-due", (g, p, arg) -> g.push(new DevilsDue(p)));
        h.effect("through-the-threshold", (g, p, arg) -> {
            if (g.herald.power[p] > 0 && g.board.inArkham(g.inv[p].place)) g.push(new ThroughTheThreshold(p));
        });
    }

    static int pactsHeld(Game g, int p) {
        return LurkerHerald.pacts(g, p);
    }

    private static int totalPower(Game g) {
        int n = 0;
        for (int q : g.turnOrder()) n += g.herald.power[q];
        return n;
    }

    private static List<Integer> active(Game g) {
        List<Integer> r = new ArrayList<>();
        for (int q : g.turnOrder()) r.add(q);
        return r;
    }

    private static int[] perPlayer(Game g, java.util.function.IntUnaryOperator f) {
        int[] r = new int[g.players];
        for (int q : g.turnOrder()) r[q] = f.applyAsInt(q);
        return r;
    }

    private static int[] leastPowerGetOne(Game g) {
        int least = Integer.MAX_VALUE;
        for (int q : g.turnOrder()) least = Math.min(least, g.herald.power[q]);
        int fewest = least;
        return perPlayer(g, q -> g.herald.power[q] == fewest ? 1 : 0);
    }

    /** Investigators with the most Power; none when no one has any. */
    private static List<Integer> mostPower(Game g) {
        int most = 0;
        for (int q : g.turnOrder()) most = Math.max(most, g.herald.power[q]);
        List<Integer> r = new ArrayList<>();
        if (most == 0) return r;
        for (int q : g.turnOrder()) if (g.herald.power[q] == most) r.add(q);
        return r;
    }

    private static List<Integer> leastPower(Game g) {
        int least = Integer.MAX_VALUE;
        for (int q : g.turnOrder()) least = Math.min(least, g.herald.power[q]);
        List<Integer> r = new ArrayList<>();
        for (int q : g.turnOrder()) if (g.herald.power[q] == least) r.add(q);
        return r;
    }

    private static boolean ownsSpell(Game g, int p) {
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).isSpell()) return true;
        return false;
    }

    private static void losePer(Game g, int p, String stat, int n) {
        if (n <= 0) return;
        if (stat.equals("either")) {
            g.push(new SplitLoss(p, n));
        } else {
            Harm.harm(g, p, Stat.parse(stat), n);
        }
    }

    /** One Ally from the deck leaves the game per Bound Ally pact held; with none left, terror rises instead. */
    private static void turnOnOneAnother(Game g) {
        int n = DarkPacts.boundAllies(g);
        for (int k = 0; k < n; k++) {
            int ally = g.drawCard(Deck.ALLY);
            if (ally < 0) {
                g.raiseTerror(1);
            } else {
                g.boxCard(-1, ally);
                g.log("reckoning", -1, g.content.cardOf(ally).name() + " leaves town");
            }
        }
    }

    /** What happens to the investigator the first player picks (among those the card names). */
    enum Fate { OFFER, BARGAIN, DEVOUR, INSANE }

    /** The first player picks one of the candidates (one candidate needs no picking); none: no effect. */
    record Pick(List<Integer> candidates, Fate fate) implements Step {
        @Override
        public Question run(Game g) {
            if (candidates.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < candidates.size(); k++) {
                int p = candidates.get(k);
                options.add(new Choice(Target.investigator(Act.CHOOSE, p), "player:" + p, g.nameOf(p), p));
            }
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Reckoning: choose the investigator who "
                    + describe(), options, Map.of());
        }

        private String describe() {
            return switch (fate) {
                case OFFER -> "must take a Dark Pact (or be devoured)";
                case BARGAIN -> "moves to an Other World";
                case DEVOUR -> "is devoured";
                case INSANE -> "is driven insane";
            };
        }

        @Override
        public void answer(Game g, Choice c) {
            int p = c.value();
            switch (fate) {
                case OFFER -> {
                    if (LurkerHerald.takeable(g, p).isEmpty()) {
                        g.log("reckoning", p, g.nameOf(p) + " cannot take a Dark Pact and is devoured");
                        LurkerHerald.devour(g, p);
                    } else {
                        g.push(new LurkerHerald.TakePacts(p, false));
                    }
                }
                case BARGAIN -> g.push(new ChooseWorld(p));
                case DEVOUR -> LurkerHerald.devour(g, p);
                case INSANE -> {
                    g.log("reckoning", p, g.nameOf(p) + " is driven insane");
                    g.lose(p, Stat.SANITY, g.inv[p].sanity);
                }
            }
        }
    }

    /** Prisoner's Dilemma: the most Power devoured, or the least Power driven insane. */
    record Dilemma() implements Step {
        @Override
        public Question run(Game g) {
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Prisoner's Dilemma: the investigators choose", List.of(
                    new Choice(Target.option(Act.CHOOSE, 0), "devour-most", "Most Power: that investigator is devoured", 0),
                    new Choice(Target.option(Act.CHOOSE, 1), "insane-least", "Least Power: that investigator goes insane", 1)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) {
                List<Integer> most = mostPower(g);
                // no Power anywhere: everyone ties for the most
                g.push(new Pick(most.isEmpty() ? active(g) : most, Fate.DEVOUR));
            } else {
                g.push(new Pick(leastPower(g), Fate.INSANE));
            }
        }
    }

    /** Bargain of the Gate: the investigator goes to the first area of an Other World he chooses. */
    record ChooseWorld(int player) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (Board.OtherWorld w : g.board.worlds()) {
                if (g.worldInPlay(w.id())) options.add(new Choice(Target.world(Act.CHOOSE, w.id()), "world:" + w.id(), w.name(), w.id()));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Bargain of the Gate: choose an Other World", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Board.OtherWorld w = g.board.otherWorld(c.value());
            g.interrupt(player);
            g.moveInvestigator(player, w.firstArea());
            g.log("reckoning", player, g.nameOf(player) + " is taken to " + w.name());
        }
    }

    /** Devil's Bargain: each investigator with Power discards a Common or Unique Item, or a doom token. */
    record DevilsBargain() implements Step {
        @Override
        public Question run(Game g) {
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Devil's Bargain: the investigators choose", List.of(
                    new Choice(Target.option(Act.CHOOSE, 0), "items", "Each investigator with Power discards a Common or Unique Item", 0),
                    new Choice(Target.option(Act.CHOOSE, 1), "doom", "Add a doom token", 1)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 1) {
                g.addDoom(1);
                return;
            }
            int[] order = g.turnOrder();
            for (int k = order.length - 1; k >= 0; k--) {
                if (g.herald.power[order[k]] > 0) g.push(new DiscardItem(order[k]));
            }
        }
    }

    /** Discards one Common or Unique Item of his choice, if he has one. */
    record DiscardItem(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                CardDef d = g.content.cardOf(cs.get(k));
                if (d.deck() == Deck.COMMON || d.deck() == Deck.UNIQUE) {
                    options.add(new Choice(Target.card(Act.DISCARD, cs.get(k)), "discard:" + cs.get(k), "Discard " + d.name(), cs.get(k)));
                }
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DISCARD, "Discard a Common or Unique Item", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.discard(player, c.value());
        }
    }

    /**
     * Give the Devil his Due: a gate trophy, 5 toughness of monster trophies or 5 Clue tokens; an
     * investigator who can pay none of them loses all his monster trophies and Clue tokens.
     */
    record DevilsDue(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            if (g.gateTrophies(player) > 0) options.add(new Choice(Target.trophies(Act.PRICE, 0, 1), "gate", "Spend a gate trophy", 0));
            if (Trophies.monsterToughness(g, player) >= 5) options.add(new Choice(Target.trophies(Act.PRICE, 5, 0), "monsters", "Spend 5 toughness of monster trophies", 1));
            if (g.inv[player].clues >= 5) options.add(new Choice(Target.stat(Act.SPEND, Stat.CLUES, 5), "clues", "Discard 5 Clue tokens", 2));
            if (!options.isEmpty()) return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Give the Devil his Due", options, Map.of());
            while (Trophies.spendMonster(g, player)) {
                // every monster trophy goes back to the cup
            }
            g.inv[player].clues = 0;
            g.log("reckoning", player, g.nameOf(player) + " cannot pay and loses every monster trophy and Clue token");
            return null;
        }

        @Override
        public void answer(Game g, Choice c) {
            switch (c.value()) {
                case 0 -> Trophies.spendGate(g, player);
                case 1 -> g.push(new Trophies.Pay(player, 5, 0, new EffectStep(player, Effect.NOTHING)));
                default -> g.inv[player].clues -= 5;
            }
        }
    }

    /** Lose n split between Sanity and Stamina as the investigator chooses. */
    record SplitLoss(int player, int amount) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int s = 0; s <= amount; s++) {
                options.add(new Choice(Target.stat(Act.LOSE, Stat.SANITY, s), "sanity:" + s, "Lose " + s + " Sanity and " + (amount - s) + " Stamina", s));
            }
            return new Question(player, QuestionKind.CHOOSE_AMOUNT, Purpose.SPLIT, "Power Corrupts: split the loss of " + amount, options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Harm.harmBoth(g, player, c.value(), amount - c.value());
        }
    }

    /** Through the Threshold: drawn through the nearest open gate (his choice among the nearest). */
    record ThroughTheThreshold(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Integer> gates = nearestGates(g, g.inv[player].place);
            if (gates.isEmpty()) return null;
            List<Choice> options = new ArrayList<>();
            for (int place : gates) {
                String world = Gates.worlds(g, g.content.gateOf(g.gateAt[place]));
                options.add(new Choice(Target.gate(Act.ENTER, place), "gate:" + place, "The gate to " + world + " at " + g.board.name(place), place));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Through the Threshold: which gate draws you in?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            g.interrupt(player);
            // through a Split gate he chooses which of its two worlds he enters (Lurker rulebook, Split Gate)
            Gates.drawThrough(g, player, c.value());
        }

        /** Open gates fewest areas away (breadth first over Arkham's streets and locations). */
        static List<Integer> nearestGates(Game g, int from) {
            int[] dist = new int[g.board.size()];
            java.util.Arrays.fill(dist, -1);
            IntList queue = IntList.of(from);
            dist[from] = 0;
            List<Integer> found = new ArrayList<>();
            for (int head = 0; head < queue.size(); head++) {
                int at = queue.get(head);
                if (!found.isEmpty() && dist[at] > dist[found.get(0)]) break;
                if (g.gateAt[at] >= 0) found.add(at);
                for (int next : g.board.adjacent(at)) {
                    if (dist[next] < 0 && g.board.inArkham(next)) {
                        dist[next] = dist[at] + 1;
                        queue.add(next);
                    }
                }
            }
            return found;
        }
    }
}
