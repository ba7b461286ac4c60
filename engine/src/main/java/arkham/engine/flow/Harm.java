package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.effect.Stat;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** An imminent loss of Sanity or Stamina that the investigator's cards may reduce before it lands. */
public record Harm(int player, Stat stat, int amount) implements Step {
    @Override
    public int owner() {
        return player;
    }

    public static boolean canPrevent(Game g, int p, Stat stat, int n) {
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) {
            Hooks.CardAbility a = g.content.cardAbility(cs.get(k));
            if (a != null && a.prevents(g, p, cs.get(k), stat, n) > 0) return true;
        }
        return preventer(g, p, stat, n, 0) >= 0;
    }

    /** The first seat from {@code from} whose investigator's ability may prevent part of this loss, or -1. */
    private static int preventer(Game g, int p, Stat stat, int n, int from) {
        for (int q = from; q < g.players; q++) {
            if (g.inv[q].def < 0 || g.inv[q].eliminated) continue;
            Hooks.CardAbility a = g.content.investigatorAbility(g.inv[q].def);
            if (a != null && a.preventsFor(g, q, p, stat, n) > 0) return q;
        }
        return -1;
    }

    @Override
    public Question run(Game g) {
        if (amount <= 0) return null;
        List<Choice> options = new ArrayList<>();
        options.add(new Choice("accept", "Lose " + stat.amount(amount), -1));
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            Hooks.CardAbility a = g.content.cardAbility(c);
            int n = a == null ? 0 : a.prevents(g, player, c, stat, amount);
            if (n > 0) options.add(new Choice("prevent:" + c, "Use " + g.content.cardOf(c).name() + " to lose "
                    + Math.min(n, amount) + " less", c));
        }
        // another investigator's ability (Leadership) is offered as an option of this loss; its owner's
        // seat is encoded below -1
        for (int q = preventer(g, player, stat, amount, 0); q >= 0; q = preventer(g, player, stat, amount, q + 1)) {
            int owner = q;
            options.add(Choice.lazy("prevent-by:" + q, -2 - q, () -> "Let " + g.nameOf(owner) + "'s ability prevent "
                    + g.content.investigatorAbility(g.inv[owner].def).preventsFor(g, owner, player, stat, amount)));
        }
        if (options.size() == 1) {
            g.lose(player, stat, amount);
            return null;
        }
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, () -> "About to lose " + stat.amount(amount),
                options, () -> Map.of("stat", stat.name(), "amount", amount));
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() == -1) {
            g.lose(player, stat, amount);
            return;
        }
        if (c.value() < -1) {
            int owner = -2 - c.value();
            Hooks.CardAbility own = g.content.investigatorAbility(g.inv[owner].def);
            int n = Math.min(amount, own.preventsFor(g, owner, player, stat, amount));
            if (g.logging()) g.log("prevent", player, g.nameOf(owner) + "'s ability prevents " + n + " for " + g.nameOf(player));
            g.push(new Harm(player, stat, amount - n));
            own.payPreventionFor(g, owner, player);
            return;
        }
        Hooks.CardAbility a = g.content.cardAbility(c.value());
        int n = Math.min(amount, a.prevents(g, player, c.value(), stat, amount));
        if (g.logging()) g.log("prevent", player, g.nameOf(player) + " uses " + g.content.cardOf(c.value()).name());
        g.push(new Harm(player, stat, amount - n));
        a.payPrevention(g, player, c.value(), stat, n);
    }
}
