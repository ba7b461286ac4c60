package arkham.content.hooks;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Spending trophies (rulebook p.23): monster trophies go back to the cup, gate trophies face
 * down to the bottom of the gate marker stack. Prices in monster trophies count their toughness
 * as modified now (FAQ Q5: an Ancient One's or Environment's bonus counts); overpaying gives no change.
 */
final class Trophies {
    private Trophies() {
    }

    /** One way to pay: this much monster toughness and this many gate trophies. */
    record Price(int toughness, int gates) {
        boolean affordable(Game g, int p) {
            return monsterToughness(g, p) >= toughness && g.gateTrophies(p) >= gates;
        }

        String label() {
            if (gates == 0) return toughness + " toughness of monster trophies";
            if (toughness == 0) return gates + " gate troph" + (gates == 1 ? "y" : "ies");
            return toughness + " toughness of monster trophies and " + gates + " gate troph" + (gates == 1 ? "y" : "ies");
        }
    }

    /** 5 toughness of monster trophies or 1 gate trophy (River Docks, Science Building, South Church). */
    static final List<Price> SMALL = List.of(new Price(5, 0), new Price(0, 1));
    /** 10 toughness, 2 gate trophies, or 5 toughness and 1 gate trophy (Ma's Boarding House, Police Station). */
    static final List<Price> LARGE = List.of(new Price(10, 0), new Price(0, 2), new Price(5, 1));

    static int monsterToughness(Game g, int p) {
        int t = 0;
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.trophy(p)) t += g.toughness(m);
        return t;
    }

    static boolean canAfford(Game g, int p, List<Price> prices) {
        for (Price price : prices) if (price.affordable(g, p)) return true;
        return false;
    }

    static void spendMonster(Game g, int p, int m) {
        g.returnToCup(m);
        g.log("trophy", p, g.nameOf(p) + " spends a " + g.monster(m).name() + " trophy");
    }

    static void spendGate(Game g, int p, int marker) {
        g.gateWhere[marker] = Game.STACK;
        g.gateStack.insert(0, marker);
        g.log("trophy", p, g.nameOf(p) + " spends a gate trophy");
    }

    /** The monster trophy he loses first (the lowest-toughness one: the cheapest to lose), or -1. */
    static int cheapestMonster(Game g, int p) {
        int best = -1;
        for (int m = 0; m < g.monsterWhere.length; m++) {
            if (g.monsterWhere[m] == Game.trophy(p) && (best < 0 || g.toughness(m) < g.toughness(best))) best = m;
        }
        return best;
    }

    /** The gate trophy he loses first, or -1. */
    static int firstGate(Game g, int p) {
        for (int k = 0; k < g.gateWhere.length; k++) if (g.gateWhere[k] == Game.trophy(p)) return k;
        return -1;
    }

    /** Loses one monster trophy ({@link #cheapestMonster}); false if none. */
    static boolean spendMonster(Game g, int p) {
        int best = cheapestMonster(g, p);
        if (best >= 0) spendMonster(g, p, best);
        return best >= 0;
    }

    /** Loses one gate trophy ({@link #firstGate}); false if none. */
    static boolean spendGate(Game g, int p) {
        int k = firstGate(g, p);
        if (k >= 0) spendGate(g, p, k);
        return k >= 0;
    }

    /** The investigator picks one of the affordable prices, pays it trophy by trophy, then gets the reward. */
    record Purchase(int player, String what, List<Price> prices, Step reward) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            for (int k = 0; k < prices.size(); k++) {
                Price price = prices.get(k);
                if (price.affordable(g, player)) options.add(new Choice(Target.trophies(Act.PRICE, price.toughness(), price.gates()), "price:" + k, "Spend " + price.label(), k));
            }
            if (options.isEmpty()) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Pay for " + what, options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            Price price = prices.get(c.value());
            g.push(new Pay(player, price.toughness(), price.gates(), reward));
        }
    }

    /** Spends the trophies the investigator picks until the price is met. */
    record Pay(int player, int toughness, int gates, Step reward) implements Step {
        private static final int GATE = 100_000;

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (toughness <= 0 && gates <= 0) {
                g.push(reward);
                return null;
            }
            List<Choice> options = new ArrayList<>();
            for (int m = 0; m < g.monsterWhere.length && toughness > 0; m++) {
                if (g.monsterWhere[m] == Game.trophy(player)) {
                    options.add(new Choice(Target.monster(Act.SPEND, m), "monster:" + m, "Spend the " + g.monster(m).name() + " trophy (toughness "
                            + g.toughness(m) + ")", m));
                }
            }
            for (int k = 0; k < g.gateWhere.length && gates > 0; k++) {
                if (g.gateWhere[k] == Game.trophy(player)) {
                    String world = g.board.otherWorld(g.content.gateOf(k).world()).name();
                    options.add(new Choice(Target.gateMarker(Act.SPEND, k), "gate:" + k, "Spend the gate trophy to " + world, GATE + k));
                }
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SPEND_TROPHIES, "Spend trophies: " + Math.max(0, toughness)
                    + " toughness and " + arkham.engine.Words.count(Math.max(0, gates), "gate") + " still to pay", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() >= GATE) {
                spendGate(g, player, c.value() - GATE);
                g.push(new Pay(player, toughness, gates - 1, reward));
            } else {
                int t = g.toughness(c.value());
                spendMonster(g, player, c.value());
                g.push(new Pay(player, toughness - t, gates, reward));
            }
        }
    }
}
