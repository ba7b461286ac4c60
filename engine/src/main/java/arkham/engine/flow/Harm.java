package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Stat;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An imminent loss of Sanity or Stamina that the investigator's cards may reduce before it lands.
 * His own ability may too; another investigator's ability that may prevent part of it (Leo
 * Anderson's Leadership) is offered to that investigator, once the loser has done with his own.
 */
public record Harm(int player, Stat stat, int amount) implements Step {
    @Override
    public int owner() {
        return player;
    }

    /**
     * Harm from a monster, an encounter or an Ancient One: a loss first reduced by what is in play
     * ({@link Modifiers#reduceLoss}), then offered to the investigator's cards that can prevent
     * some of it (Food, Whiskey, ...). Callers push their continuation before calling this, since
     * the loss may wait for that decision.
     */
    public static void harm(Game g, int p, Stat stat, int n) {
        if (n <= 0 || g.inv[p].eliminated) return;
        if (stat == Stat.SANITY || stat == Stat.STAMINA) {
            int reduced = n;
            for (Modifiers m : g.modifiers(p, Modifiers.Hook.REDUCE_LOSS)) reduced -= m.reduceLoss(g, p, stat, n);
            if (reduced < n && g.logging()) g.log("prevent", p, g.nameOf(p) + " loses " + stat.amount(n - Math.max(0, reduced))
                    + " less");
            n = reduced;
            if (n <= 0) return;
            if (canPrevent(g, p, stat, n)) {
                g.push(new Harm(p, stat, n));
                return;
            }
        }
        g.lose(p, stat, n);
    }

    /**
     * Sanity and Stamina lost at the same time (one card's "lose 1 Sanity and 1 Stamina"): each may
     * still be reduced or prevented first, and both land before a knockout, so both at 0 devours
     * (rulebook p.17).
     */
    public static void harmBoth(Game g, int p, int sanity, int stamina) {
        if (sanity > 0 && stamina > 0) holdKnockout(g, p);
        harm(g, p, Stat.SANITY, sanity);
        harm(g, p, Stat.STAMINA, stamina);
    }

    /**
     * The losses pushed after this call land together: reaching 0 does not knock him out until
     * they have all run (a step below them, pushed here, releases the knockout).
     */
    public static void holdKnockout(Game g, int p) {
        g.push(new ReleaseKnockout(p));
        g.deferKnockout(p);
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
            if (g.inv[q].def() < 0 || g.inv[q].eliminated) continue;
            Hooks.CardAbility a = g.content.investigatorAbility(g.inv[q].def());
            if (a != null && a.preventsFor(g, q, p, stat, n) > 0) return q;
        }
        return -1;
    }

    @Override
    public Question run(Game g) {
        if (amount <= 0) return null;
        List<Choice> options = new ArrayList<>();
        options.add(Choice.lazy(Target.stat(Act.ACCEPT, stat, amount), "accept", -1, () -> "Lose " + stat.amount(amount)));
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            Hooks.CardAbility a = g.content.cardAbility(c);
            int n = a == null ? 0 : a.prevents(g, player, c, stat, amount);
            if (n > 0) {
                String name = g.content.cardOf(c).name();
                int less = Math.min(n, amount);
                options.add(Choice.lazy(Target.card(Act.PREVENT, c), "prevent:", c, c, () -> "Use " + name + " to lose " + less + " less"));
            }
        }
        // another investigator's ability (Leadership) is offered as an option of this loss; its owner's
        // seat is encoded below -1
        if (preventer(g, player, stat, amount, player) == player) {
            options.add(Choice.lazy(Target.investigator(Act.PREVENT, player), "prevent-by:" + player, -2 - player, () -> "Use your ability to prevent "
                    + g.content.investigatorAbility(g.inv[player].def()).preventsFor(g, player, player, stat, amount)));
        }
        if (options.size() == 1) {
            land(g, 0);
            return null;
        }
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.PREVENT_LOSS, () -> "About to lose " + stat.amount(amount),
                options, () -> Map.of("stat", stat.name(), "amount", amount));
    }

    /**
     * The loser has done with his own cards: each other investigator (from seat {@code from}) whose
     * ability may prevent part of the loss is asked in turn; then the rest lands.
     */
    private void land(Game g, int from) {
        for (int q = preventer(g, player, stat, amount, from); q >= 0; q = preventer(g, player, stat, amount, q + 1)) {
            if (q != player) {
                g.push(new Offer(this, q));
                return;
            }
        }
        g.lose(player, stat, amount);
    }

    /** Another investigator is asked whether his ability prevents part of the loss (his decision and his price). */
    record Offer(Harm harm, int preventer) implements Step {
        @Override
        public int owner() {
            return harm.player;
        }

        @Override
        public Question run(Game g) {
            Hooks.CardAbility a = g.content.investigatorAbility(g.inv[preventer].def());
            int n = Math.min(harm.amount, a.preventsFor(g, preventer, harm.player, harm.stat, harm.amount));
            List<Choice> options = List.of(new Choice(Target.PASS, "decline", "Do not help", 0),
                    new Choice(Target.investigator(Act.PREVENT, preventer), "prevent", "Prevent " + n + " of it with your ability", 1));
            return Question.lazy(preventer, QuestionKind.CHOOSE_ONE, Purpose.HELP_PREVENT_LOSS, () -> g.nameOf(harm.player) + " is about to lose "
                    + harm.stat.amount(harm.amount), options, () -> Map.of("stat", harm.stat.name(), "amount", harm.amount, "loser", harm.player));
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == 0) {
                harm.land(g, preventer + 1);
                return;
            }
            Hooks.CardAbility a = g.content.investigatorAbility(g.inv[preventer].def());
            int n = Math.min(harm.amount, a.preventsFor(g, preventer, harm.player, harm.stat, harm.amount));
            if (g.logging()) g.log("prevent", harm.player, g.nameOf(preventer) + "'s ability prevents " + n + " for " + g.nameOf(harm.player));
            a.payPreventionFor(g, preventer, harm.player);
            if (harm.amount - n > 0) g.lose(harm.player, harm.stat, harm.amount - n);
        }
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() == -1) {
            land(g, 0);
            return;
        }
        if (c.value() < -1) {
            int owner = -2 - c.value();
            Hooks.CardAbility own = g.content.investigatorAbility(g.inv[owner].def());
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
        if (!a.payPrevention(g, player, c.value(), stat, n)) g.discard(player, c.value());
    }

    /**
     * The losses of one effect have all landed: a knockout they caused now happens. Owned by no one,
     * so it still runs if his activity is cut short meanwhile.
     */
    public record ReleaseKnockout(int player) implements Step {
        @Override
        public Question run(Game g) {
            g.releaseKnockout(player);
            return null;
        }
    }
}
