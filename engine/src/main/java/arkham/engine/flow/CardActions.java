package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Offers the actions of an investigator's cards at the points of the turn where they may be used. */
public final class CardActions {
    private static final String PREFIX = "use:";
    private static final String RELATIONSHIP = "use:relationship:";
    static final int BASE = 5_000_000;
    /** Relationship cards' actions: this plus the card (card instances stay far below it). */
    private static final int RELATIONSHIP_BASE = 5_500_000;
    /** The investigator's own ability's action (Marie Lambeau's Witch Blood, Wilson Richards' Odd Jobs); card -1. */
    private static final int OWN = 5_400_000;
    private static final int END = 6_000_000;

    private CardActions() {
    }

    /**
     * Adds a "use" option for every card whose action is usable now, and outside combat one to
     * trade with each investigator in the same area (rulebook p.23).
     */
    static void offer(Game g, int player, Hooks.Timing when, List<Choice> options) {
        if (when != Hooks.Timing.COMBAT) {
            int seats = Trade.partnerSeats(g, player);
            for (int q = 0; q < g.players; q++) if ((seats & 1 << q) != 0) options.add(Trade.offer(g, q));
        }
        IntList cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            if (!g.content.cardActs(c)) continue;
            Hooks.CardAbility a = g.content.cardAbility(c);
            if (a.usable(g, player, c, when)) {
                options.add(Choice.lazy(Target.card(Act.USE, c), PREFIX, c, BASE + c, () -> orUsual(a.useLabel(g, player, c), "Use " + g.content.cardOf(c).name())));
            }
        }
        Hooks.CardAbility own = g.inv[player].def() < 0 || !g.content.investigatorActs(g.inv[player].def()) ? null
                : g.content.investigatorAbility(g.inv[player].def());
        if (own != null && own.usable(g, player, -1, when)) {
            options.add(Choice.lazy(Target.investigator(Act.USE, player), "use:own", OWN, () -> orUsual(own.useLabel(g, player, -1), "Use " + g.nameOf(player) + "'s ability")));
        }
        for (int rel = 0; rel < g.relationshipCards(); rel++) {
            if (!g.inRelationship(rel, player)) continue;
            Hooks.RelationshipAbility a = g.content.relationshipAbility(rel);
            if (a != null && !g.relationshipExhausted[rel] && a.usable(g, player, rel, when)) {
                options.add(new Choice(Target.relationship(Act.USE, rel), RELATIONSHIP + rel,
                        orUsual(a.useLabel(g, player, rel), "Use " + g.content.relationships.get(rel).name()), RELATIONSHIP_BASE + rel));
            }
        }
    }

    /** Whether an option added by {@link #offer} was chosen (told by its value: ids are built lazily). */
    static boolean isAction(Choice c) {
        return c.value() >= BASE && c.value() < END;
    }

    static void use(Game g, int player, Choice c, Hooks.Timing when) {
        if (c.value() >= Trade.TRADE_BASE) {
            Trade.start(g, player, c);
            return;
        }
        if (c.value() >= RELATIONSHIP_BASE) {
            int rel = c.value() - RELATIONSHIP_BASE;
            g.relationshipExhausted[rel] = true;
            g.content.relationshipAbility(rel).use(g, player, rel, when);
            return;
        }
        if (c.value() == OWN) {
            g.content.investigatorAbility(g.inv[player].def()).use(g, player, -1, when);
            return;
        }
        int card = c.value() - BASE;
        g.content.cardAbility(card).use(g, player, card, when);
    }

    static void useInCombat(Game g, int player, Choice c, int monster) {
        if (c.value() >= RELATIONSHIP_BASE) {
            use(g, player, c, Hooks.Timing.COMBAT);
            return;
        }
        if (c.value() == OWN) {
            g.content.investigatorAbility(g.inv[player].def()).useInCombat(g, player, -1, monster);
            return;
        }
        int card = c.value() - BASE;
        g.content.cardAbility(card).useInCombat(g, player, card, monster);
    }

    /** A moment where card actions may be used, ended by "done". */
    public record Window(int player, Hooks.Timing when) implements Step {
        private static final Choice CONTINUE = new Choice(Target.DONE, "done", "Continue", -1);

        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            List<Choice> options = new ArrayList<>();
            offer(g, player, when, options);
            if (options.isEmpty()) return null;
            options.add(0, CONTINUE);
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.USE_CARD, "Use a card?", options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) return;
            g.push(this);
            use(g, player, c, when);
        }
    }

    /** A hook's own words for an option, or the usual ones when it has none (null). */
    static String orUsual(String label, String usual) {
        return label != null ? label : usual;
    }
}
