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
import arkham.engine.def.Board;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Dimension;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Harm;
import arkham.engine.flow.MythosStep;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The Lurker at the Threshold's location cards, gate cards and Mythos cards where the effect
 * vocabulary cannot say it: Allies leaving town, rearranging the Mythos deck, a mirror into the
 * Other Worlds, Mythos cards that open two gates, and the two Rumors. Hook ids start with "lurker-".
 */
public final class LurkerEncounters {
    private LurkerEncounters() {
    }

    static final String KEY_AND_THE_GATE = "lurker-key-and-the-gate";
    static final String UNRAVELING_TAPESTRY = "lurker-unraveling-tapestry";

    public static void register(Hooks h) {
        h.effect("lurker-ally-to-box", LurkerEncounters::allyToBox);
        h.effect("lurker-arrange-mythos", (g, p, arg) -> g.push(new ArrangeMythos(p, topMythos(g, Integer.parseInt(arg)), List.of())));
        h.effect("lurker-medical-experiment", LurkerEncounters::medicalExperiment);
        h.effect("lurker-trade-unique", (g, p, arg) -> g.push(new TradeUnique(p)));
        h.effect("lurker-banish-or-clues", (g, p, arg) -> g.push(new BanishOrClues(p)));
        h.effect("lurker-mirror", (g, p, arg) -> g.push(new Mirror(p, -1)));
        h.effect("lurker-nearest-gate", (g, p, arg) -> g.push(new NearestGate(p)));
        h.effect("lurker-discard-all", LurkerEncounters::discardAll);
        h.effect("lurker-per-spell", (g, p, arg) -> {
            int n = count(g, p, "spell");
            g.push(new EffectStep(p, Effect.seq(new Effect.Gain(Stat.CLUES, Amount.of(n)), new Effect.Lose(Stat.SANITY, Amount.of(n)))));
        });
        h.effect("lurker-dice-split", LurkerEncounters::diceSplit);
        h.effect("lurker-swap-stats", LurkerEncounters::swapStats);

        h.effect("lurker-fill-outskirts", (g, p, arg) -> fillOutskirts(g));
        h.effect("lurker-swap-places", (g, p, arg) -> g.push(new SwapPlaces(-1)));
        h.effect("lurker-spend-clues", (g, p, arg) -> g.push(new SpendClues("close".equals(arg))));
        h.effect("lurker-surprise", (g, p, arg) -> surprise(g));
        h.effect("lurker-replace-monsters", (g, p, arg) -> g.push(new ReplaceMonsters()));
        h.effect("lurker-moon-creature", (g, p, arg) -> moonCreature(g));

        h.mythos("lurker-blue-skies", new Hooks.MythosAbility() {
            @Override
            public int checkModifier(Game g, int player, CheckType type) {
                return type == CheckType.SNEAK ? -1 : type == CheckType.SPEED ? 1 : 0;
            }
        });
        h.mythos("lurker-dire-portents", new Hooks.MythosAbility() {
            @Override
            public int closeModifier(Game g, int player, int place) {
                return -1;
            }
        });
        // Every check to close a gate is a Fight or a Lore check.
        h.mythos("lurker-yuggoth-retrograde", new Hooks.MythosAbility() {
            @Override
            public int closeModifier(Game g, int player, int place) {
                return 1;
            }
        });
        h.mythos("lurker-early-frost", new Hooks.MythosAbility() {
            @Override
            public boolean actsAtEndOfMovement(Game g, int player) {
                return g.inv[player].pointsSpent > 3;
            }

            @Override
            public void endOfMovement(Game g, int player) {
                Harm.harm(g, player, Stat.STAMINA, g.inv[player].pointsSpent - 3);
            }
        });
        h.mythos("lurker-leylines", new Hooks.MythosAbility() {
            @Override
            public int spellCost(Game g, int player, int card) {
                return 1;
            }

            // A Spell cast successfully earlier in the turn this card came into play also counts.
            @Override
            public int checkModifier(Game g, int player, CheckType type) {
                boolean boosted = g.inv[player].castTurn == g.turn;
                return boosted && (type == CheckType.FIGHT || type == CheckType.WILL) ? 1 : 0;
            }
        });
        h.mythos("lurker-eccentric", new StreetDealing("French Hill", p -> new Effect.Choose("Show the eccentric a gate trophy?", List.of(
                new Effect.Option("Discard 1 gate trophy: draw 1 Unique Item", new Cost(0, 0, 0, 0, 0, 1), new Effect.Draw(Deck.UNIQUE, 1, 1)),
                new Effect.Option("Walk on", Cost.FREE, Effect.NOTHING)))));
        Effect spells = new Effect.Draw(Deck.SPELL, 3, 1);
        h.mythos("lurker-police-helpless", new StreetDealing("Downtown", p -> new Effect.Choose("Deal with the vagrants?", List.of(
                new Effect.Option("Pay $5: draw 3 Spells, keep 1", Cost.money(5), spells),
                new Effect.Option("Pay 2 Clue tokens: draw 3 Spells, keep 1", Cost.clues(2), spells),
                new Effect.Option("Walk on", Cost.FREE, Effect.NOTHING)))));

        h.mythos("lurker-two-gates-isle-witch-house", new TwoGates("Unvisited Isle", "The Witch House", "Science Building"));
        h.mythos("lurker-two-gates-square-witch-house", new TwoGates("Independence Square", "The Witch House", "Black Cave"));
        h.mythos("lurker-two-gates-isle-woods", new TwoGates("Unvisited Isle", "Woods", "Historical Society"));
        h.mythos("lurker-two-gates-square-woods", new TwoGates("Independence Square", "Woods", "Historical Society"));

        registerRumors(h);
    }

    // ------------------------------------------------------------ location and gate card effects

    /** "random": a random Ally of the deck goes to the box; otherwise the top one. */
    private static void allyToBox(Game g, int p, String arg) {
        IntList allies = g.deck(Deck.ALLY);
        if (allies.isEmpty()) return;
        int a = "random".equals(arg) ? allies.get(g.rng.nextInt(allies.size())) : allies.get(allies.size() - 1);
        g.boxCard(-1, a);
        g.log("card", p, g.content.cardOf(a).name() + " leaves Arkham: the Ally goes to the box");
    }

    /** The top n Mythos cards, the next one to be drawn first. */
    private static List<Integer> topMythos(Game g, int n) {
        List<Integer> r = new ArrayList<>();
        for (int k = g.mythosDeck.size() - 1; k >= 0 && r.size() < n; k--) r.add(g.mythosDeck.get(k));
        return List.copyOf(r);
    }

    /** Only an investigator below his maximum Stamina may volunteer. */
    private static void medicalExperiment(Game g, int p, String arg) {
        Investigator i = g.inv[p];
        if (i.stamina >= i.maxStamina) return;
        Effect test = new Effect.Check(CheckType.LUCK, 0, 2, new Effect.Hook("enc-restore", "stamina"),
                new Effect.Lose(Stat.STAMINA, Amount.of(1)));
        g.push(new EffectStep(p, new Effect.Choose("Volunteer for the medical experiments?", List.of(
                new Effect.Option("Take $3 and volunteer (Luck +0 [2])", Cost.FREE, Effect.seq(new Effect.Gain(Stat.MONEY, Amount.of(3)), test)),
                new Effect.Option("Decline", Cost.FREE, Effect.NOTHING)))));
    }

    /** Every card of a kind ("weapon", "common") the investigator owns is discarded. */
    private static void discardAll(Game g, int p, String kind) {
        IntList cs = g.inv[p].cards;
        for (int k = cs.size() - 1; k >= 0; k--) {
            if (matches(g.content.cardOf(cs.get(k)), kind)) g.discard(p, cs.get(k));
        }
    }

    private static boolean matches(CardDef d, String kind) {
        return switch (kind) {
            case "weapon" -> d.isWeapon();
            case "spell" -> d.isSpell();
            case "common" -> d.deck() == Deck.COMMON;
            case "unique" -> d.deck() == Deck.UNIQUE;
            case "trade" -> d.deck() == Deck.UNIQUE || d.isSpell();
            case "mirror" -> d.item() || d.isSpell();
            default -> throw new IllegalArgumentException("unknown card kind '" + kind + "'");
        };
    }

    private static int count(Game g, int p, String kind) {
        int n = 0;
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (matches(g.content.cardOf(cs.get(k)), kind)) n++;
        return n;
    }

    /**
     * "3 clues sanity": roll 3 dice, a Clue token per success and a point of Sanity lost per other
     * die; "4 - either": roll 4 dice, lose 1 Sanity or 1 Stamina (his choice) per die that fails.
     */
    private static void diceSplit(Game g, int p, String arg) {
        String[] a = arg.split(" ");
        int dice = Integer.parseInt(a[0]);
        int need = g.successOn(p);
        int successes = 0;
        for (int k = 0; k < dice; k++) if (g.die() >= need) successes++;
        g.lastSuccesses = successes;
        int failed = dice - successes;
        g.log("roll", p, g.nameOf(p) + ": " + arkham.engine.flow.SkillCheck.successes(successes) + " on "
                + arkham.engine.flow.SkillCheck.dice(dice));
        List<Effect> effects = new ArrayList<>();
        if (!a[1].equals("-")) effects.add(new Effect.Gain(Stat.parse(a[1]), Amount.of(successes)));
        if (a[2].equals("either")) {
            Effect either = new Effect.Choose("Lose 1 Sanity or 1 Stamina?", List.of(
                    new Effect.Option("Lose 1 Sanity", Cost.FREE, new Effect.Lose(Stat.SANITY, Amount.of(1))),
                    new Effect.Option("Lose 1 Stamina", Cost.FREE, new Effect.Lose(Stat.STAMINA, Amount.of(1)))));
            for (int k = 0; k < failed; k++) effects.add(either);
        } else {
            effects.add(new Effect.Lose(Stat.parse(a[2]), Amount.of(failed)));
        }
        if (!effects.isEmpty()) g.push(new EffectStep(p, new Effect.Seq(effects)));
    }

    /** Sanity and Stamina trade places; anything above a maximum is lost. */
    private static void swapStats(Game g, int p, String arg) {
        Investigator i = g.inv[p];
        int sanity = i.sanity;
        i.sanity = Math.min(i.stamina, i.maxSanity);
        i.stamina = Math.min(sanity, i.maxStamina);
        g.log("stat", p, g.nameOf(p) + " now has " + i.sanity + " Sanity and " + i.stamina + " Stamina");
    }

    private static String key(String s) {
        return s.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    }

    /** Looks at the top Mythos cards and puts them back one by one, the next to be drawn first. */
    record ArrangeMythos(int player, List<Integer> cards, List<Integer> chosen) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int c : cards) {
                if (!chosen.contains(c)) options.add(new Choice(Target.mythos(Act.CHOOSE, c), "mythos:" + key(g.mythosDef(c).name()), g.mythosDef(c).name(), c));
            }
            if (options.size() > 1) {
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which Mythos card comes up "
                        + (chosen.isEmpty() ? "next" : "after " + g.mythosDef(chosen.get(chosen.size() - 1)).name()) + "?",
                        options, Map.of());
            }
            List<Integer> order = new ArrayList<>(chosen);
            for (Choice o : options) order.add(o.value());
            for (int c : order) g.mythosDeck.remove(c);
            for (int k = order.size() - 1; k >= 0; k--) g.mythosDeck.add(order.get(k));
            return null;
        }

        @Override
        public void answer(Game g, Choice c) {
            List<Integer> next = new ArrayList<>(chosen);
            next.add(c.value());
            g.push(new ArrangeMythos(player, cards, List.copyOf(next)));
        }
    }

    /** The top Unique Item may be taken by giving up one of his Unique Items or Spells; it stays in the deck meanwhile. */
    record TradeUnique(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            IntList deck = g.deck(Deck.UNIQUE);
            if (deck.isEmpty()) return null;
            String offered = g.content.cardOf(deck.get(deck.size() - 1)).name();
            List<Choice> options = new ArrayList<>();
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (matches(g.content.cardOf(c), "trade")) {
                    options.add(new Choice(Target.card(Act.GIVE, c), "give:" + c, "Take " + offered + " for your " + g.content.cardOf(c).name(), c));
                }
            }
            options.add(new Choice(Target.PASS, "leave", "Leave " + offered, -1));
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Miriam Beecher offers " + offered + " in trade", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            IntList deck = g.deck(Deck.UNIQUE);
            int offered = deck.removeLast();
            g.discard(player, c.value());
            g.giveCard(player, offered);
        }
    }

    /** Two Clue tokens, or a monster standing at a gate location back to the cup. */
    record BanishOrClues(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.stat(Act.GAIN, Stat.CLUES, 2), "clues", "Gain 2 Clue tokens", -1));
            for (int m = 0; m < g.monsterWhere.length; m++) {
                int at = g.monsterWhere[m];
                if (at >= 0 && g.board.isLocation(at) && g.gateAt[at] >= 0) {
                    options.add(new Choice(Target.monster(Act.CHOOSE, m), "monster:" + m, "Return the " + g.monster(m).name() + " at " + g.board.name(at) + " to the cup", m));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "The banishment ritual succeeds", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) {
                g.gain(player, Stat.CLUES, 2);
            } else {
                g.log("monster", player, "The " + g.monster(c.value()).name() + " at " + g.board.name(g.monsterWhere[c.value()]) + " returns to the cup");
                g.returnToCup(c.value());
            }
        }
    }

    /** Discard an item or a Spell to step through the mirror into the first area of an Other World of his choice. */
    record Mirror(int player, int world) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (count(g, player, "mirror") == 0) return null;
            List<Choice> options = new ArrayList<>();
            if (world < 0) {
                options.add(new Choice(Target.PASS, "stay", "Leave the mirror alone", -1));
                for (Board.OtherWorld w : g.board.worlds()) {
                    if (g.worldInPlay(w.id())) options.add(new Choice(Target.world(Act.ENTER, w.id()), "world:" + key(w.name()), "Step through to " + w.name(), w.id()));
                }
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Step through the mirror?", options, Map.of());
            }
            IntList cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                if (matches(g.content.cardOf(c), "mirror")) options.add(new Choice(Target.card(Act.DISCARD, c), "card:" + c, "Discard " + g.content.cardOf(c).name(), c));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.DISCARD, "Which card do you give up?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (world < 0) {
                if (c.value() >= 0) g.push(new Mirror(player, c.value()));
                return;
            }
            g.discard(player, c.value());
            Board.OtherWorld w = g.board.otherWorld(world);
            g.moveInvestigator(player, w.firstArea());
            g.inv[player].encountersOver = true;
            g.log("move", player, g.nameOf(player) + " steps through the mirror into " + w.name());
        }
    }

    /** Places in Arkham by number of moves from a start, following the board's links. */
    static int[] distances(Game g, int from) {
        int[] d = new int[g.board.size()];
        Arrays.fill(d, Integer.MAX_VALUE);
        d[from] = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>(List.of(from));
        while (!queue.isEmpty()) {
            int at = queue.poll();
            for (int next : g.board.adjacent(at)) {
                if (d[next] == Integer.MAX_VALUE) {
                    d[next] = d[at] + 1;
                    queue.add(next);
                }
            }
        }
        return d;
    }

    /** He may go to the nearest open gate (his choice among equals), take a Retainer and be drawn through. */
    record NearestGate(int player) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (!g.board.inArkham(g.inv[player].place)) return null;
            int[] d = distances(g, g.inv[player].place);
            int best = Integer.MAX_VALUE;
            for (int at = 0; at < g.board.size(); at++) if (g.gateAt[at] >= 0) best = Math.min(best, d[at]);
            if (best == Integer.MAX_VALUE) return null;
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "stay", "Stay out of it", -1));
            for (int at = 0; at < g.board.size(); at++) {
                if (g.gateAt[at] >= 0 && d[at] == best) options.add(new Choice(Target.gate(Act.ENTER, at), "gate:" + key(g.board.name(at)), "Go through the gate at " + g.board.name(at), at));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Report from beyond the nearest gate?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            EffectStep.takeCard(g, player, "Retainer");
            // through a Split gate he chooses which of its two worlds he enters (Lurker rulebook, Split Gate)
            Gates.drawThrough(g, player, c.value());
            g.inv[player].encountersOver = true;
        }
    }

    // ------------------------------------------------------------ Mythos Headlines

    /** Monsters fill the Outskirts to their limit; if already full they all return to the cup and terror rises. */
    private static void fillOutskirts(Game g) {
        int out = g.board.outskirts();
        if (g.monstersIn(out) >= g.outskirtsLimit()) {
            for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == out) g.returnToCup(m);
            g.log("outskirts", -1, "The Outskirts were full: their monsters return to the cup");
            g.raiseTerror(1);
            return;
        }
        while (g.monstersIn(out) < g.outskirtsLimit() && !g.awakened) {
            int m = g.drawMonster();
            if (m < 0) return;
            g.monsterWhere[m] = out;
            g.log("outskirts", -1, g.monster(m).name() + " goes to the Outskirts");
        }
    }

    /** A monster appears at the first player's place; at a stable location, in an Other World or elsewhere outside the streets, in the Outskirts. */
    private static void surprise(Game g) {
        int place = g.inv[g.first].place;
        boolean atStreetOrUnstable = g.board.inArkham(place) && (g.board.isStreet(place) || g.board.isUnstable(place));
        if (atStreetOrUnstable && Gates.keptAway(g, place)) return;
        int m = g.drawMonster();
        if (m < 0) return;
        if (atStreetOrUnstable) {
            g.placeMonster(m, place);
            return;
        }
        toOutskirts(g, m);
    }

    private static void toOutskirts(Game g, int m) {
        int out = g.board.outskirts();
        g.monsterWhere[m] = out;
        if (g.logging()) g.log("outskirts", -1, g.monster(m).name() + " goes to the Outskirts");
        if (g.monstersIn(out) > g.outskirtsLimit()) {
            for (int k = 0; k < g.monsterWhere.length; k++) if (g.monsterWhere[k] == out) g.returnToCup(k);
            if (g.logging()) g.log("outskirts", -1, "The Outskirts overflow: their monsters return to the cup");
            g.raiseTerror(1);
        }
    }

    /**
     * Moon Creature Hoax: a monster from the cup goes to the Sky (the Outskirts at the monster
     * limit, as the Sky counts toward it). There it moves as a flyer whatever it is, until it
     * comes down to a street ({@link Game#movement}).
     */
    private static void moonCreature(Game g) {
        int m = g.drawMonster();
        if (m < 0) return;
        if (g.monstersInArkham() >= g.monsterLimit()) toOutskirts(g, m);
        else g.placeMonster(m, g.board.sky());
    }

    /** The first player picks two investigators, who trade places. */
    record SwapPlaces(int picked) implements Step {
        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int p : g.turnOrder()) {
                if (!g.inv[p].eliminated && p != picked) options.add(new Choice(Target.investigator(Act.CHOOSE, p), "player:" + p, g.nameOf(p), p));
            }
            if (options.size() < (picked < 0 ? 2 : 1)) return null;
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE,
                    picked < 0 ? "The compass points: who trades places?" : "Who trades places with " + g.nameOf(picked) + "?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (picked < 0) {
                g.push(new SwapPlaces(c.value()));
                return;
            }
            int a = g.inv[picked].place;
            int b = g.inv[c.value()].place;
            g.moveInvestigator(picked, b);
            g.moveInvestigator(c.value(), a);
            g.log("move", -1, g.nameOf(picked) + " and " + g.nameOf(c.value()) + " trade places");
        }
    }

    /**
     * The investigators may pool 5 Clue tokens, each of them giving as many as they decide (the
     * first player settles it, p.23): either to close a gate whose marker is shuffled back into the
     * stack (only while two or more are open), or for the first player to take the top gate marker
     * as a trophy.
     */
    record SpendClues(boolean close) implements Step {
        @Override
        public Question run(Game g) {
            int pooled = 0;
            for (Investigator i : g.inv) if (!i.eliminated) pooled += i.clues;
            if (pooled < 5) return null;
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "keep", "Keep the Clue tokens", -1));
            if (close) {
                if (g.openGates() < 2) return null;
                for (int at = 0; at < g.board.size(); at++) {
                    if (g.gateAt[at] >= 0) options.add(new Choice(Target.gate(Act.CLOSE, at), "gate:" + key(g.board.name(at)), "Spend 5 Clue tokens: close the gate at " + g.board.name(at), at));
                }
            } else {
                if (g.gateStack.isEmpty()) return null;
                options.add(new Choice(Target.plain(Act.TAKE), "trophy", "Spend 5 Clue tokens: the first player takes a gate marker as a trophy", 0));
            }
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Pool 5 Clue tokens?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.push(new PoolClues(close, c.value(), 5));
        }
    }

    /**
     * Who gives the pooled Clue tokens is the investigators' choice, one token at a time, asked of
     * the first player (who decides when they disagree, p.23); then the pool buys what was chosen.
     */
    record PoolClues(boolean close, int place, int need) implements Step {
        @Override
        public Question run(Game g) {
            if (need == 0) {
                if (close) {
                    shuffleBack(g, place);
                } else {
                    int marker = g.gateStack.removeLast();
                    g.gateWhere[marker] = Game.trophy(g.first);
                    g.log("trophy", g.first, g.nameOf(g.first) + " takes a gate marker as a trophy");
                }
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int p : g.turnOrder()) {
                if (g.inv[p].clues > 0) options.add(new Choice(Target.investigator(Act.GIVE, p), "give:" + p, g.nameOf(p) + " gives a Clue token", p));
            }
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Who gives the next Clue token (" + need + " to go)?",
                    options, Map.of("need", need));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.lose(c.value(), Stat.CLUES, 1);
            g.push(new PoolClues(close, place, need - 1));
        }
    }

    /** A gate closes without a trophy, as the card says: its marker is shuffled back into the stack. */
    private static void shuffleBack(Game g, int place) {
        Gates.close(g, g.first, place, false, Gates.Marker.STACK_SHUFFLED);
    }

    /** The first player names a dimension; its monsters in Arkham and the Outskirts are replaced by new ones from the cup. */
    record ReplaceMonsters() implements Step {
        private static boolean counts(Game g, int where) {
            return where >= 0 && (g.board.inArkham(where) || where == g.board.outskirts());
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (Dimension d : Dimension.values()) {
                for (int m = 0; m < g.monsterWhere.length; m++) {
                    if (counts(g, g.monsterWhere[m]) && g.monster(m).dimension() == d) {
                        options.add(new Choice(Target.dimension(Act.CHOOSE, d), "dimension:" + key(d.name()), d.name().toLowerCase(java.util.Locale.ROOT), d.ordinal()));
                        break;
                    }
                }
            }
            if (options.isEmpty()) return null;
            return new Question(g.first, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which dimension's monsters are replaced?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Dimension d = Dimension.values()[c.value()];
            List<Integer> replaced = new ArrayList<>();
            for (int m = 0; m < g.monsterWhere.length; m++) if (counts(g, g.monsterWhere[m]) && g.monster(m).dimension() == d) replaced.add(m);
            for (int m : replaced) {
                int fresh = g.drawMonster();
                if (fresh < 0) break;
                g.monsterWhere[fresh] = g.monsterWhere[m];
                g.log("monster", -1, "A " + g.monster(fresh).name() + " takes the place of the " + g.monster(m).name());
            }
            for (int m : replaced) g.returnToCup(m);
        }
    }

    // ------------------------------------------------------------ Environments

    interface Offer {
        Effect offer(int player);
    }

    /** An Environment offering a dealing to each investigator who ends his movement in one street. */
    record StreetDealing(String street, Offer offer) implements Hooks.MythosAbility {
        @Override
        public boolean actsAtEndOfMovement(Game g, int player) {
            return g.inv[player].place == MythosAbilities.street(g, street);
        }

        @Override
        public void endOfMovement(Game g, int player) {
            g.push(new EffectStep(player, offer.offer(player)));
        }
    }

    /**
     * Two gates open, neither adding a doom token, and the second Clue location gets its token; the
     * card's own Clue location follows in the usual Clue step.
     */
    record TwoGates(String first, String second, String secondClue) implements Hooks.MythosAbility {
        @Override
        public boolean opensGates(Game g) {
            g.push(new EffectStep(g.first, new Effect.ClueAt(g.board.id(secondClue)), true));
            Gates.open(g, g.board.id(first), false);
            if (!g.awakened) Gates.open(g, g.board.id(second), false);
            return true;
        }

        @Override
        public int[] gateLocations(Game g) {
            return new int[]{g.board.id(first), g.board.id(second)};
        }
    }

    // ------------------------------------------------------------ Rumors

    private static void registerRumors(Hooks h) {
        h.mythos(KEY_AND_THE_GATE, new Hooks.MythosAbility() {
            // It fails as soon as the tokens reach players + 1: the next Mythos card counts only for its gates, as Gate Bursts.
            @Override
            public void gateOpened(Game g, int place) {
                if (++g.rumorTokens < g.players + 1) return;
                MythosRumors.fail(g, null);
                g.push(new MythosStep(MythosStep.Stage.BURST_ONLY, -1, false));
            }
        });
        MythosRumors.passAt(h, KEY_AND_THE_GATE, "Southside", "Discard 2 gate trophies to shut the Key and the Gate",
                (g, p) -> g.gateTrophies(p) >= 2, (g, p) -> {
                    int n = 2;
                    for (int k = 0; k < g.gateWhere.length && n > 0; k++) {
                        if (g.gateWhere[k] == Game.trophy(p)) {
                            g.gateWhere[k] = Game.STACK;
                            g.gateStack.insert(0, k);
                            n--;
                        }
                    }
                    MythosRumors.pass(g, null);
                    g.gain(p, Stat.CLUES, 2);
                });

        h.mythos(UNRAVELING_TAPESTRY, new Hooks.MythosAbility() {
            @Override
            public void onEnter(Game g) {
                g.rumorTokens = 3;
            }

            // Passed at 6 tokens and failed at 0 as soon as the track gets there; every cast counts, successful or not.
            @Override
            public void gateOpened(Game g, int place) {
                if (--g.rumorTokens <= 0) MythosRumors.fail(g, MythosRumors.each(new Effect.Lose(Stat.SANITY, Amount.of(2))));
            }

            @Override
            public void castingSpell(Game g, int player, int card) {
                if (++g.rumorTokens >= 6) MythosRumors.pass(g, MythosRumors.each(new Effect.Draw(Deck.SPELL, 1, 1)));
            }
        });
    }
}
