package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Upkeep actions of the special cards, run by the real Upkeep step with forced dice. */
class SpecialCardsTest {
    private static Table scene() {
        return Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
    }

    /** Runs the Upkeep actions; with several, the player takes them in the order he holds the cards. */
    private static void upkeep(Table s) {
        s.run(new UpkeepStep(0, UpkeepStep.Stage.ACTIONS, 0));
        while (s.asks("Which Upkeep action next?")) s.answer("upkeep:");
    }

    @Test
    void retainerPaysTwoDollarsAndIsLostOnAOne() {
        Table s = scene();
        int retainer = s.give(0, "Retainer");
        s.dice(2);
        upkeep(s);
        assertEquals(2, s.g.inv[0].money);
        assertEquals(0, s.g.cardWhere[retainer]);
        s.dice(1);
        upkeep(s);
        assertEquals(4, s.g.inv[0].money, "paid before the roll");
        assertEquals(Game.IN_DECK, s.g.cardWhere[retainer]);
    }

    @Test
    void blessingAndCurseEndOnAOne() {
        Table s = scene();
        s.give(0, "Blessing");
        s.dice(6);
        upkeep(s);
        assertTrue(s.g.isBlessed(0));
        s.dice(1);
        upkeep(s);
        assertFalse(s.g.isBlessed(0));
        s.give(0, "Curse");
        s.dice(1);
        upkeep(s);
        assertFalse(s.g.isCursed(0));
    }

    /** Gives a card as the game does, so that the next Upkeep is its first. */
    private static int giveNew(Table s, String card) {
        int inst = s.g.takeFromDeck(s.g.content.cardId(card));
        s.g.giveCard(0, inst);
        return inst;
    }

    @Test
    void freshCardsHaveNoUpkeepRoll() {
        Table s = scene();
        s.g.inv[0].money = 0;
        int retainer = giveNew(s, "Retainer");
        int loan = giveNew(s, "Bank Loan");
        int curse = giveNew(s, "Curse");
        s.dice(1, 1, 1);
        upkeep(s);
        // rulebook p.6: no roll in the first Upkeep, but the Retainer's $2 is still paid
        assertEquals(2, s.g.inv[0].money);
        assertEquals(0, s.g.cardWhere[retainer]);
        assertEquals(0, s.g.cardWhere[loan], "no interest roll yet");
        assertEquals(0, s.g.cardWhere[curse]);
        s.dice(1, 6, 6);
        upkeep(s); // from the second Upkeep on, the rolls come: a 1 ends the Retainer
        assertEquals(4, s.g.inv[0].money);
        assertEquals(Game.IN_DECK, s.g.cardWhere[retainer]);
    }

    @Test
    void deputyOfArkhamPaysInHisFirstUpkeepToo() {
        Table s = scene();
        s.g.inv[0].money = 0;
        giveNew(s, "Deputy of Arkham");
        upkeep(s);
        assertEquals(1, s.g.inv[0].money, "the Deputy has no roll to spare");
    }

    @Test
    void bankLoanInterestIsPaidOrTheLoanDefaults() {
        Table s = scene();
        int loan = s.give(0, "Bank Loan");
        s.g.inv[0].money = 3;
        s.dice(4);
        upkeep(s);
        assertEquals(3, s.g.inv[0].money, "no interest on 4-6");
        s.dice(3);
        upkeep(s);
        s.answer("Pay $1");
        assertEquals(2, s.g.inv[0].money);
        assertEquals(0, s.g.cardWhere[loan]);

        int gun = s.give(0, "Tommy Gun");
        int ally = s.give(0, "Duke");
        s.g.inv[0].money = 0;
        s.dice(1);
        upkeep(s); // unable to pay: the only option, default, resolves at once
        assertEquals(Game.IN_DECK, s.g.cardWhere[loan]);
        assertEquals(Game.IN_DECK, s.g.cardWhere[gun], "items go with the loan");
        assertEquals(0, s.g.cardWhere[ally], "an Ally is not an item");
        assertEquals(1, s.g.defaultedLoans);
    }

    @Test
    void bankLoanCanBePaidOffForTenDollars() {
        Table s = scene();
        int loan = s.give(0, "Bank Loan");
        s.g.inv[0].money = 12;
        s.dice(6);
        upkeep(s);
        s.answer("Pay off the Bank Loan");
        assertEquals(2, s.g.inv[0].money);
        assertEquals(Game.IN_DECK, s.g.cardWhere[loan]);
    }

    @Test
    void deputyOfArkhamPaysADollar() {
        Table s = scene();
        s.give(0, "Deputy of Arkham");
        upkeep(s);
        assertEquals(1, s.g.inv[0].money);
    }

    @Test
    void noNewBankLoanAfterADefault() {
        Table s = scene();
        assertTrue(s.g.content.hooks.locationAbility("bank-loan").available(s.g, 0));
        long before = s.g.stateHash();
        s.give(0, "Bank Loan");
        s.dice(1);
        upkeep(s); // no money: the default resolves at once
        assertTrue(s.g.inv[0].loanDefaulted);
        assertFalse(s.g.content.hooks.locationAbility("bank-loan").available(s.g, 0));
        assertTrue(s.g.copy().inv[0].loanDefaulted);
        assertNotEquals(before, s.g.stateHash());
    }

    @Test
    void patrolWagonDrivesAnywhereInsteadOfMoving() {
        Table s = scene().at(0, "Northside");
        int wagon = s.give(0, "Patrol Wagon");
        s.g.inv[0].movePoints = s.g.movementPoints(0);
        s.run(new MovementStep.ArkhamMove(0));
        s.answer("use:" + wagon).answer("Ride to Woods");
        assertTrue(s.halted(), "no movement points left: movement ends there");
        assertEquals(s.place("Woods"), s.g.inv[0].place);
        assertEquals(0, s.g.cardWhere[wagon]);
    }

    @Test
    void patrolWagonBreaksDownOnAOneAfterCombatOrAReturnFromAnOtherWorld() {
        Table s = scene();
        int wagon = s.give(0, "Patrol Wagon");
        s.dice(2).run(g -> MovementStep.returnTo(g, 0, s.place("Woods")));
        assertEquals(0, s.g.cardWhere[wagon]);
        int zombie = s.monster("Zombie", s.place("Woods"));
        s.g.inv[0].slider[1] = 3; // Fight 4
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        s.checkDice(0, CheckType.COMBAT, -1, 6).dice(1).answer("fight");
        assertTrue(s.halted());
        assertEquals(Game.BOX, s.g.cardWhere[wagon], "a 1 after the combat");
    }

    @Test
    void patrolWagonAlsoRollsAfterACombatEndedByAKnockout() {
        Table s = scene();
        int wagon = s.give(0, "Patrol Wagon");
        int zombie = s.monster("Zombie", s.place("Woods"));
        s.g.moveInvestigator(0, s.place("Woods"));
        s.g.inv[0].stamina = 1;
        s.g.inv[0].clues = 0;
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        s.checkDice(0, CheckType.COMBAT, -1, 1).dice(1).answer("fight"); // fails: 2 damage knocks him out
        assertEquals(s.place("St. Mary's Hospital"), s.g.inv[0].place);
        assertEquals(Game.BOX, s.g.cardWhere[wagon], "the combat still ended: a 1 loses the wagon");
    }
}
