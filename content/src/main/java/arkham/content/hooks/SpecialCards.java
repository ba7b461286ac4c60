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
import arkham.engine.def.CardDef;
import arkham.engine.def.Cost;
import arkham.engine.def.Effect;
import arkham.engine.def.Names;
import arkham.engine.def.Stat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.Knockout;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Upkeep actions of the special cards (rulebook p.6): Retainer, Bank Loan, Blessing, Curse, Deputy; the Patrol Wagon. */
final class SpecialCards {
    static final String BANK_LOAN = "Bank Loan";
    static final int LOAN = 10;
    private static final String DEFAULT = "bank-loan-default";
    private static final String PATROL_WAGON = "patrol-wagon";

    private SpecialCards() {
    }

    static void register(Hooks h) {
        h.card("retainer", new Retainer());
        h.card("blessing", new LostOnAOne());
        h.card("curse", new LostOnAOne());
        h.card("bank-loan", new BankLoan());
        h.card("deputy", new UpkeepIncome(1));
        h.card("patrol-wagon", new PatrolWagon());
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
        /** No income and no Retainer or Bank Loan rolls once the final battle begins (rulebook p.22). */
        @Override
        public boolean upkeepInFinalBattle() {
            return false;
        }

        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            firstUpkeep(g, player, card);
            if (g.die() == 1) g.discard(player, card);
        }

        /** The first Upkeep spares only the roll (rulebook p.6): the $2 is paid. */
        @Override
        public void firstUpkeep(Game g, int player, int card) {
            g.gain(player, Stat.MONEY, 2);
        }
    }

    /** Money every Upkeep (the Deputy of Arkham; Jenny Barnes' Trust Fund). */
    record UpkeepIncome(int dollars) implements Hooks.CardAbility {
        /** No income and no Retainer or Bank Loan rolls once the final battle begins (rulebook p.22). */
        @Override
        public boolean upkeepInFinalBattle() {
            return false;
        }

        @Override
        public boolean hasUpkeep() {
            return true;
        }

        @Override
        public void upkeep(Game g, int player, int card) {
            g.gain(player, Stat.MONEY, dollars);
        }

        /** No roll to spare: the money comes in the first Upkeep too. */
        @Override
        public void firstUpkeep(Game g, int player, int card) {
            upkeep(g, player, card);
        }
    }

    /**
     * Bank Loan: on an Upkeep roll of 1-3, pay $1 interest or default (the loan and every item
     * are discarded). It may be paid off for $10 whenever card actions are offered.
     */
    static final class BankLoan implements Hooks.CardAbility {
        /** No income and no Retainer or Bank Loan rolls once the final battle begins (rulebook p.22). */
        @Override
        public boolean upkeepInFinalBattle() {
            return false;
        }

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
            // paying in the Mythos Phase gains nothing over the next Upkeep, so it is not asked there
            return when != Hooks.Timing.MYTHOS && g.inv[player].money >= LOAN;
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

    /**
     * Patrol Wagon: in Arkham, before spending any movement point, ride to any street or location
     * instead of the usual movement (first dealing with the monsters where he is). A die at the
     * end of each combat and on returning from an Other World: on a 1 the wagon goes to the box.
     */
    static final class PatrolWagon implements Hooks.CardAbility {
        @Override
        public boolean usable(Game g, int player, int card, Hooks.Timing when) {
            int points = g.inv[player].movePoints;
            return when == Hooks.Timing.MOVEMENT && points > 0 && points == g.movementPoints(player);
        }

        @Override
        public String useLabel(Game g, int player, int card) {
            return "Ride the Patrol Wagon anywhere in Arkham";
        }

        @Override
        public void use(Game g, int player, int card, Hooks.Timing when) {
            g.push(new WagonRide(player, -1));
        }

        @Override
        public void endOfCombat(Game g, int player, int monster) {
            mayBreakDown(g, player);
        }

        @Override
        public void returnedToArkham(Game g, int player) {
            mayBreakDown(g, player);
        }

        private static void mayBreakDown(Game g, int p) {
            int wagon = g.findTagged(p, PATROL_WAGON);
            if (wagon < 0 || g.die() != 1) return;
            g.log("card", p, "The Patrol Wagon breaks down");
            g.boxCard(p, wagon);
        }
    }

    /** Picks where the wagon goes; then deals with the monsters here, and arrives unless a fight ended movement. */
    record WagonRide(int player, int to) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            Investigator i = g.inv[player];
            if (to < 0) {
                List<Choice> options = new ArrayList<>();
                for (int place = 0; place < g.board.size(); place++) {
                    boolean arkham = g.board.isStreet(place) || g.board.isLocation(place);
                    if (arkham && g.onBoard(place) && place != i.place && !g.closed[place]) {
                        options.add(new Choice(Target.place(Act.MOVE, place), "to:" + Names.key(g.board.name(place)), "Ride to " + g.board.name(place), place));
                    }
                }
                return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Where does the Patrol Wagon take you?", options, Map.of());
            }
            if (i.movePoints < 0) {
                i.movePoints = 0; // a fight on the way out ended the ride; he may still end his movement here
                return null;
            }
            g.moveInvestigator(player, to);
            i.movePoints = 0;
            g.log("move", player, g.nameOf(player) + " rides the Patrol Wagon to " + g.board.name(to));
            return null;
        }

        @Override
        public void answer(Game g, Choice c) {
            g.then(new Gauntlet(player), new WagonRide(player, c.value()));
        }
    }

    /** Defaulting on a loan: it and every item are discarded, it counts against the final score, and no new loan. */
    static void defaultOnLoan(Game g, int p) {
        int loan = g.findTagged(p, "bank-loan");
        if (loan < 0) return;
        g.log("loan", p, g.nameOf(p) + " defaults on the Bank Loan");
        g.discard(p, loan);
        IntList cards = new IntList(g.inv[p].cards);
        for (int k = 0; k < cards.size(); k++) {
            CardDef d = g.content.cardOf(cards.get(k));
            if (d.item() && !Knockout.lostOnlyByChoice(d)) g.discard(p, cards.get(k));
        }
        g.defaultedLoans++;
        g.inv[p].loanDefaulted = true;
    }
}
