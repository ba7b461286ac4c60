package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Stat;
import arkham.engine.state.Investigator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
/**
 * Casting a spell (rulebook p.16): pay its Sanity cost, exhaust it, hold it, make a Spell check.
 * Cast with outside aid (the Herald's Rites of Magick), it costs no Sanity and needs no check;
 * the aid's price is paid instead.
 */
public record CastSpell(int player, int card, boolean rolled, boolean aided) implements Step {
    public CastSpell(int player, int card, boolean rolled) {
        this(player, card, rolled, false);
    }

    @Override
    public int owner() {
        return player;
    }

    /** Whether the spell may be cast now with outside aid: ready, not forbidden, and aid is offered. */
    public static boolean aidAvailable(Game g, int player, int card) {
        if (g.exhausted[card]) return false;
        boolean aid = false;
        for (arkham.engine.Modifiers m : g.modifiers(player)) {
            if (m.preventsCasting(g, player, card)) return false;
            aid |= m.aidsCasting(g, player, card);
        }
        return aid;
    }

    /** Pays for casting the spell with aid (the caller exhausts it and counts it cast): pushes the aid's price. */
    public static void payAid(Game g, int player, int card) {
        if (g.logging()) g.log("spell", player, g.nameOf(player) + " casts " + g.content.cardOf(card).name() + " with aid");
        for (arkham.engine.Modifiers m : g.modifiers(player)) {
            if (m.aidsCasting(g, player, card)) {
                m.aidCasting(g, player, card);
                return;
            }
        }
    }

    /** The Sanity a spell costs now: its printed cost plus what is in play. */
    public static int cost(Game g, int player, int card) {
        int c = printedAndInPlay(g, player, card);
        return c > 0 && standIn(g, player, card) != null ? c - 1 : c;
    }

    private static int printedAndInPlay(Game g, int player, int card) {
        int c = g.content.cardOf(card).sanityCost();
        for (arkham.engine.Modifiers m : g.modifiers(player)) c += m.spellCost(g, player, card);
        return Math.max(0, c);
    }

    /** What pays 1 Sanity of this spell's cost in its place now (Dunwich: Seven Cryptical Books of Hsan), or null. */
    private static arkham.engine.Modifiers standIn(Game g, int player, int card) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) if (m.paysSpellSanity(g, player, card)) return m;
        return null;
    }

    /**
     * Every casting of a Spell, in combat or not, goes through here as its cost is paid (or aid
     * accepted), before its Spell check: what is in play may count it. Push the cast's own steps after.
     */
    public static void casting(Game g, int player, int card) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) m.castingSpell(g, player, card);
    }

    /** A Spell cast successfully (its Spell check passed, or cast with aid): recorded for this turn and told to what is in play. */
    public static void succeeded(Game g, int player, int card) {
        g.inv[player].castTurn = g.turn;
        for (arkham.engine.Modifiers m : g.modifiers(player)) m.spellCast(g, player, card);
    }

    /** After a Spell check made to cast a spell outside this step: a pass is a successful cast. */
    public record Result(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) succeeded(g, player, card);
            return null;
        }
    }

    /**
     * The partner who may pay part of the spell's Sanity cost (Practitioners of the Art), or -1.
     * A partner pays at most all his Sanity but 1, so helping never knocks him out.
     */
    public static int costPartner(Game g, int player, int card) {
        for (arkham.engine.Modifiers m : g.modifiers(player)) {
            int q = m.spellCostPartner(g, player, card);
            if (q >= 0 && q != player && !g.inv[q].eliminated && g.inv[q].sanity > 1) return q;
        }
        return -1;
    }

    /** The Sanity available to pay for the spell: the caster's, and what a partner can spare. */
    public static int sanityFor(Game g, int player, int card) {
        int q = costPartner(g, player, card);
        return g.inv[player].sanity + (q < 0 ? 0 : g.inv[q].sanity - 1);
    }

    /** Pays the spell's Sanity cost now, or, when a partner may share it, asks how it is split. */
    public static void payCost(Game g, int player, int card) {
        int cost = cost(g, player, card);
        if (cost < printedAndInPlay(g, player, card)) standIn(g, player, card).paySpellSanity(g, player, card);
        int q = costPartner(g, player, card);
        if (q < 0 || cost == 0) {
            g.lose(player, Stat.SANITY, cost);
        } else {
            g.push(new ShareCost(player, q, cost));
        }
    }

    /** Whether the spell may be cast now: ready, affordable and not forbidden. */
    public static boolean castable(Game g, int player, int card) {
        if (g.exhausted[card] || sanityFor(g, player, card) < cost(g, player, card)) return false;
        for (arkham.engine.Modifiers m : g.modifiers(player)) if (m.preventsCasting(g, player, card)) return false;
        return true;
    }

    @Override
    public Question run(Game g) {
        CardDef d = g.content.cardOf(card);
        Investigator i = g.inv[player];
        if (aided) {
            if (d.hands() > 0 && !i.held.contains(card)) i.held.add(card);
            i.castOk.add(card);
            if (d.exhaustOnUse()) g.exhausted[card] = true;
            casting(g, player, card);
            succeeded(g, player, card);
            payAid(g, player, card);
            return null;
        }
        if (!rolled) {
            if (g.logging()) g.log("spell", player, g.nameOf(player) + " casts " + d.name());
            if (d.exhaustOnUse()) g.exhausted[card] = true;
            if (d.hands() > 0 && !i.held.contains(card)) i.held.add(card);
            casting(g, player, card);
            g.then(SkillCheck.of(player, CheckType.SPELL, d.castingMod(), 1, "cast " + d.name()), new CastSpell(player, card, true));
            payCost(g, player, card);
            return null;
        }
        if (g.lastPassed) {
            i.castOk.add(card);
            if (g.logging()) g.log("spell", player, d.name() + " takes effect");
            succeeded(g, player, card);
        } else {
            if (g.logging()) g.log("spell", player, d.name() + " fails");
        }
        return null;
    }

    /** How much of a spell's Sanity cost the caster's partner pays (the caster answers; each pays his part). */
    public record ShareCost(int player, int partner, int cost) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            // the partner never pays his last Sanity; the caster may pay all of his, as a lone caster may
            int most = Math.max(0, Math.min(cost, g.inv[partner].sanity - 1));
            int least = Math.min(most, Math.max(0, cost - g.inv[player].sanity));
            List<Choice> options = new ArrayList<>();
            for (int k = least; k <= most; k++) {
                int share = k;
                options.add(Choice.lazy(Target.stat(Act.PAY, Stat.SANITY, k), "partner:" + k, k, () -> g.nameOf(player) + " pays " + (cost - share) + ", "
                        + g.nameOf(partner) + " pays " + share));
            }
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.SHARE_SPELL_COST, "Sanity cost of the spell: " + cost, options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            int share = c.value();
            if (g.logging() && share > 0) g.log("spell", partner, g.nameOf(partner) + " pays " + share + " of the Sanity cost");
            if (share > 0) g.lose(partner, Stat.SANITY, share);
            g.lose(player, Stat.SANITY, cost - share);
        }
    }
}
