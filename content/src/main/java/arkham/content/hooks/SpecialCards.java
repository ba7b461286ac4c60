package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.def.CardDef;
import arkham.engine.effect.Cost;
import arkham.engine.effect.Effect;
import arkham.engine.effect.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.state.IntList;

import java.util.List;

/** Upkeep actions of the special cards (rulebook p.6): Retainer, Bank Loan, Blessing, Curse, Deputy. */
final class SpecialCards {
    static final String BANK_LOAN = "Bank Loan";
    static final int LOAN = 10;
    private static final String DEFAULT = "bank-loan-default";

    private SpecialCards() {
    }

    static void register(Hooks h) {
        h.card("retainer", new Retainer());
        h.card("blessing", new LostOnAOne());
        h.card("curse", new LostOnAOne());
        h.card("bank-loan", new BankLoan());
        h.card("deputy", new Deputy());
        h.effect(DEFAULT, (g, p, arg) -> defaultOnLoan(g, p));
    }

    /** Blessing and Curse: roll a die each Upkeep; a 1 ends it. */
    static final class LostOnAOne implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            if (g.die() == 1) g.discard(player, card);
        }
    }

    /** Retainer: $2 each Upkeep, then lost on a roll of 1. */
    static final class Retainer implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            g.gain(player, Stat.MONEY, 2);
            if (g.die() == 1) g.discard(player, card);
        }
    }

    /** Deputy of Arkham: $1 each Upkeep. */
    static final class Deputy implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            g.gain(player, Stat.MONEY, 1);
        }
    }

    /**
     * Bank Loan: on an Upkeep roll of 1-3, pay $1 interest or default (the loan and every item
     * are discarded). It may be paid off for $10 whenever card actions are offered.
     */
    static final class BankLoan implements Hooks.CardAbility {
        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            if (g.die() > 3) return;
            g.push(new EffectStep(player, new Effect.Choose("Bank Loan: interest is due", List.of(
                    new Effect.Option("Pay $1 interest", Cost.money(1), Effect.NOTHING),
                    new Effect.Option("Default: discard the loan and all your items", Cost.FREE,
                            new Effect.Hook(DEFAULT, null))))));
        }

        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            return g.inv[player].money >= LOAN;
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Pay off the Bank Loan ($" + LOAN + ")";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.inv[player].money -= LOAN;
            g.discard(player, card);
        }
    }

    /** Defaulting on a loan: it and every item are discarded, and it counts against the final score. */
    static void defaultOnLoan(Game g, int p) {
        int loan = g.findTagged(p, "bank-loan");
        if (loan < 0) return;
        g.log("loan", p, g.nameOf(p) + " defaults on the Bank Loan");
        g.discard(p, loan);
        IntList cards = new IntList(g.inv[p].cards);
        for (int k = 0; k < cards.size(); k++) {
            CardDef d = g.content.cardOf(cards.get(k));
            // The Deputy's Revolver is never lost unless its owner allows it.
            if (d.item() && !d.name().equals("Deputy's Revolver")) g.discard(p, cards.get(k));
        }
        g.defaultedLoans++;
    }
}
