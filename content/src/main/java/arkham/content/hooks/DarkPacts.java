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
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Dark Pact cards of the Herald variant. Every pact lets its holder spend Power tokens as
 * Clue tokens on checks (offered once however many pacts he holds). Besides:
 * <ul>
 * <li>Blood Pact: Stamina restored to full when taken; while it is refreshed, a Stamina gain may be
 * taken as that much Power instead; a Power token may stand for 1 Sanity of a Sanity loss; Upkeep:
 * exhaust it and lose any Stamina to gain as much Power.</li>
 * <li>Soul Pact: the same with Sanity and Stamina exchanged.</li>
 * <li>Bound Ally: the top Ally of the deck is bound to it and serves the investigator; a Power token
 * may be spent as $1 (offered as an Upkeep or Movement action, so before any purchase); when the
 * Ancient One awakens the Ally is discarded and the pact goes on the Ancient One.</li>
 * </ul>
 */
final class DarkPacts {
    private DarkPacts() {
    }

    static void register(Hooks h) {
        h.card("blood-pact", new StatPact(Stat.STAMINA, "blood-pact"));
        h.card("soul-pact", new StatPact(Stat.SANITY, "soul-pact"));
        h.card("bound-ally", new BoundAlly());
    }

    /** Power spent as a Clue token: offered by the first Dark Pact he holds only, so once. */
    abstract static class Pact implements Hooks.CardAbility {
        @Override
        public boolean spendsAsClue(Game g, int player, int card) {
            return g.herald.power[player] > 0 && g.findTagged(player, "dark-pact") == card;
        }

        @Override
        public String asClueLabel(Game g, int player, int card) {
            return "Spend a Power token as a Clue token (" + g.herald.power[player] + " Power)";
        }

        @Override
        public boolean payAsClue(Game g, int player, int card) {
            g.herald.spend(player, 1);
            return true;
        }
    }

    /**
     * Blood Pact (stat Stamina) or Soul Pact (stat Sanity): restores the stat when taken, trades
     * gains and Upkeep losses of it for Power, and lets Power absorb losses of the other stat.
     */
    static final class StatPact extends Pact {
        private final Stat stat;
        private final String tag;

        StatPact(Stat stat, String tag) {
            this.stat = stat;
            this.tag = tag;
        }

        private Stat other() {
            return stat == Stat.STAMINA ? Stat.SANITY : Stat.STAMINA;
        }

        @Override
        public void gained(Game g, int player, int card) {
            var i = g.inv[player];
            g.restore(player, stat, (stat == Stat.STAMINA ? i.maxStamina - i.stamina : i.maxSanity - i.sanity));
        }

        @Override
        public boolean replacesGain(Game g, int player, Stat s, int amount) {
            if (s != stat || g.herald.pool == 0) return false;
            int card = g.findTagged(player, tag);
            if (card < 0 || g.exhausted[card]) return false;
            g.push(new GainOrPower(player, stat, amount, card));
            return true;
        }

        @Override
        public int prevents(Game g, int player, int card, Stat s, int amount) {
            return s == other() && g.herald.power[player] > 0 ? 1 : 0;
        }

        @Override
        public boolean payPrevention(Game g, int player, int card) {
            g.herald.spend(player, 1);
            return true;
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return when == Hooks.Timing.UPKEEP && !g.exhausted[card] && g.herald.pool > 0 && have(g, player) > 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Exhaust " + g.content.cardOf(card).name() + ": lose " + stat.name().toLowerCase() + " to gain as much Power";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.push(new TradeForPower(player, card, stat));
        }

        private int have(Game g, int player) {
            return stat == Stat.STAMINA ? g.inv[player].stamina : g.inv[player].sanity;
        }
    }

    /** A refreshed Blood or Soul Pact: the gain may be taken as Power instead. */
    record GainOrPower(int player, Stat stat, int amount, int pact) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            String what = stat.name().toLowerCase();
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "About to gain " + amount + " " + what, List.of(
                    new Choice(Target.stat(Act.GAIN, stat, amount), "gain", "Gain " + amount + " " + what, 0),
                    new Choice(Target.card(Act.USE, pact), "power", "Gain " + Math.min(amount, g.herald.pool) + " Power instead ("
                            + g.content.cardOf(pact).name() + ")", 1)), Map.of("stat", stat.name(), "amount", amount));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) g.restore(player, stat, amount);
            else LurkerHerald.GrantPower.give(g, player, amount);
        }
    }

    /** Upkeep action of a Blood or Soul Pact: exhaust it, lose X of the stat, gain X Power. */
    record TradeForPower(int player, int pact, Stat stat) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            int have = stat == Stat.STAMINA ? g.inv[player].stamina : g.inv[player].sanity;
            int max = Math.min(have, g.herald.pool);
            if (max <= 0) return null;
            List<Choice> options = new ArrayList<>();
            for (int x = 1; x <= max; x++) options.add(new Choice(Target.stat(Act.LOSE, stat, x), Integer.toString(x), "Lose " + x + " for " + x + " Power", x));
            return new Question(player, QuestionKind.CHOOSE_AMOUNT, Purpose.PAY, "How much " + stat.name().toLowerCase()
                    + " to trade for Power?", options, Map.of("max", max));
        }

        @Override
        public void answer(Game g, Choice c) {
            g.exhausted[pact] = true;
            LurkerHerald.GrantPower.give(g, player, c.value());
            g.lose(player, stat, c.value());
        }
    }

    /** Bound Ally: binds the top Ally of the deck; Power may be spent as money. */
    static final class BoundAlly extends Pact {
        @Override
        public void gained(Game g, int player, int card) {
            int ally = g.drawCard(Deck.ALLY);
            if (ally < 0) {
                g.log("herald", player, "No Ally is left to bind");
                return;
            }
            g.giveCard(player, ally);
            // something in play may send the Ally away as it comes (an expansion's card or ability): then none is bound
            if (g.cardWhere[ally] != player) return;
            g.herald.boundAlly[player] = ally;
            g.log("herald", player, g.nameOf(player) + " binds " + g.content.cardOf(ally).name());
        }

        @Override
        public void lost(Game g, int player, int card) {
            g.herald.boundAlly[player] = -1;
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            // money is of use only where something can be bought, never in the Mythos Phase
            return when != Hooks.Timing.OTHER_WORLD_MOVEMENT && when != Hooks.Timing.MYTHOS && g.herald.power[player] > 0;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Spend a Power token as $1 (" + g.herald.power[player] + " Power)";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.herald.spend(player, 1);
            g.inv[player].money++;
            g.log("power", player, g.nameOf(player) + " spends a Power token as $1");
        }
    }

    /** Bound Ally pacts held by anyone. */
    static int boundAllies(Game g) {
        int n = 0;
        for (int p = 0; p < g.players; p++) {
            IntList cs = g.inv[p].cards;
            for (int k = 0; k < cs.size(); k++) if (g.content.cardOf(cs.get(k)).has("bound-ally")) n++;
        }
        return n;
    }
}
