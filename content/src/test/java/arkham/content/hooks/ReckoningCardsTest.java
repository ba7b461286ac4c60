package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.def.Deck;
import arkham.engine.state.IntList;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each of the 28 Reckoning cards drawn in a small three-investigator position (player 0 is first
 * player), checking what it does and to whom.
 */
class ReckoningCardsTest {
    private static Table scene() {
        return Table.scene(ContentLoader.core(), Table.HERALD, "Azathoth", "Amanda Sharpe", "Bob Jenkins", "Carolyn Fern");
    }

    /** Draws the named card as the next Reckoning card. */
    private static void reckon(Table s, String name) {
        HeraldTest.onTop(s.g, name);
        s.run(new LurkerHerald.DrawReckoning());
    }

    private static void pacts(Table s, int p, String... names) {
        for (String n : names) HeraldTest.pact(s, p, n);
    }

    private static int power(Table s, int p) {
        return s.g.herald.power[p];
    }

    @Test
    void aHumbleServantDoomsThoseWithAllThreePacts() {
        Table s = scene();
        pacts(s, 0, "Blood Pact", "Soul Pact", "Bound Ally");
        pacts(s, 1, "Blood Pact", "Soul Pact");
        reckon(s, "A Humble Servant");
        assertEquals(1, s.g.doom);
    }

    @Test
    void aLittleTasteFeedsTheLeastPowerful() {
        Table s = scene();
        s.g.herald.grant(0, 2);
        reckon(s, "A Little Taste");
        assertEquals(2, power(s, 0));
        assertEquals(1, power(s, 1));
        assertEquals(1, power(s, 2), "even without a pact");
    }

    @Test
    void anOfferYouCantRefuseForcesAPactOrDevours() {
        Table s = scene();
        reckon(s, "An Offer You Can't Refuse");
        s.answer("player:1");
        s.answer("pact:soul-pact");
        assertEquals(1, LurkerHerald.pacts(s.g, 1));

        pacts(s, 2, "Blood Pact", "Soul Pact", "Bound Ally");
        int def = s.g.inv[2].def();
        reckon(s, "An Offer You Can't Refuse");
        s.answer("player:2");
        assertNotEquals(def, s.g.inv[2].def(), "devoured: a new investigator plays on");
    }

    @Test
    void bargainOfTheGateSendsTheMostPowerfulToAnOtherWorld() {
        Table s = scene();
        reckon(s, "Bargain of the Gate");
        assertTrue(s.halted(), "nobody has Power: no effect");
        s.g.herald.grant(1, 2);
        reckon(s, "Bargain of the Gate");
        s.answer("Yuggoth");
        assertEquals(s.g.board.otherWorld(s.g.board.worldId("Yuggoth")).firstArea(), s.g.inv[1].place);
    }

    @Test
    void darkRewardPaysPowerPerPact() {
        Table s = scene();
        pacts(s, 0, "Blood Pact", "Soul Pact");
        reckon(s, "Dark Reward");
        assertEquals(2, power(s, 0));
        assertEquals(0, power(s, 1));
    }

    @Test
    void debtComesDueAddsDoomPerThreePower() {
        Table s = scene();
        s.g.herald.grant(0, 4);
        s.g.herald.grant(1, 3);
        reckon(s, "Debt Comes Due");
        assertEquals(2, s.g.doom);
    }

    @Test
    void devilsBargainCostsItemsOfThoseWithPowerOrADoomToken() {
        Table s = scene();
        int knife = s.give(0, "Knife");
        int axe = s.give(1, "Axe");
        s.g.herald.grant(0, 1);
        reckon(s, "Devil's Bargain");
        s.answer("items");
        assertEquals(Game.IN_DECK, s.g.cardWhere[knife]);
        assertEquals(1, s.g.cardWhere[axe], "no Power, no loss");
        reckon(s, "Devil's Bargain");
        s.answer("doom");
        assertEquals(1, s.g.doom);
    }

    @Test
    void furtherTemptationGivesPactHoldersASpell() {
        Table s = scene();
        pacts(s, 0, "Bound Ally");
        int before = s.g.inv[1].cards.size();
        reckon(s, "Further Temptation");
        assertTrue(hasSpell(s, 0));
        assertEquals(before, s.g.inv[1].cards.size());
    }

    private static boolean hasSpell(Table s, int p) {
        IntList cs = s.g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).isSpell()) return true;
        return false;
    }

    @Test
    void giveTheDevilHisDueTakesTrophiesOrCluesOrEverything() {
        Table s = scene();
        pacts(s, 0, "Blood Pact");
        pacts(s, 1, "Blood Pact");
        s.g.inv[0].clues = 6;
        s.g.inv[1].clues = 2;
        int zombie = s.monster("Zombie", Game.trophy(1));
        s.g.inv[2].clues = 5;
        reckon(s, "Give the Devil his Due");
        assertEquals(1, s.g.inv[0].clues, "5 Clue tokens paid");
        assertEquals(0, s.g.inv[1].clues, "could not pay: every Clue token lost");
        assertEquals(Game.CUP, s.g.monsterWhere[zombie], "and every monster trophy");
        assertEquals(5, s.g.inv[2].clues, "no pact, no due");
    }

    @Test
    void heIsEverywhereWhenEveryoneHasAPactOrPower() {
        Table s = scene();
        pacts(s, 0, "Blood Pact");
        s.g.herald.grant(1, 1);
        reckon(s, "He Is Everywhere");
        assertEquals(0, s.g.doom);
        pacts(s, 2, "Soul Pact");
        reckon(s, "He Is Everywhere");
        assertEquals(1, s.g.doom);
    }

    @Test
    void humanityLostDevoursTheMostPowerful() {
        Table s = scene();
        int[] defs = {s.g.inv[0].def(), s.g.inv[1].def(), s.g.inv[2].def()};
        reckon(s, "Humanity Lost");
        for (int p = 0; p < 3; p++) assertEquals(defs[p], s.g.inv[p].def(), "no Power: no effect");
        s.g.herald.grant(1, 2);
        s.g.herald.grant(2, 1);
        reckon(s, "Humanity Lost");
        assertNotEquals(defs[1], s.g.inv[1].def());
        assertEquals(defs[2], s.g.inv[2].def());
        assertEquals(0, power(s, 1));
    }

    @Test
    void inTooDeepAddsASecondPact() {
        Table s = scene();
        pacts(s, 0, "Blood Pact");
        pacts(s, 1, "Blood Pact", "Soul Pact");
        reckon(s, "In Too Deep");
        s.answer("pact:bound-ally");
        assertEquals(2, LurkerHerald.pacts(s.g, 0));
        assertEquals(2, LurkerHerald.pacts(s.g, 1));
        assertEquals(0, LurkerHerald.pacts(s.g, 2));
    }

    @Test
    void powerBegetsPower() {
        Table s = scene();
        s.g.herald.grant(0, 1);
        reckon(s, "Power Begets Power");
        assertEquals(2, power(s, 0));
        assertEquals(0, power(s, 1));
    }

    @Test
    void powerCorrodesDecaysAndCorrupts() {
        Table s = scene();
        s.g.herald.grant(0, 2);
        int sanity = s.g.inv[0].sanity;
        int stamina = s.g.inv[0].stamina;
        reckon(s, "Power Corrodes");
        assertEquals(sanity - 2, s.g.inv[0].sanity);
        reckon(s, "Power Decays");
        assertEquals(stamina - 2, s.g.inv[0].stamina);
        reckon(s, "Power Corrupts");
        s.answer("sanity:1");
        assertEquals(sanity - 3, s.g.inv[0].sanity);
        assertEquals(stamina - 3, s.g.inv[0].stamina);
        assertEquals(s.g.inv[1].maxSanity, s.g.inv[1].sanity, "no Power, no loss");
    }

    @Test
    void powerCorruptsTakingTheLastSanityAndStaminaTogetherDevours() {
        Table s = scene();
        s.g.herald.grant(0, 2);
        s.give(0, "Food"); // could prevent the Stamina part, so that part waits on his answer
        s.g.inv[0].sanity = 1;
        s.g.inv[0].stamina = 1;
        int def = s.g.inv[0].def();
        reckon(s, "Power Corrupts");
        s.answer("sanity:1");
        assertTrue(s.asks("About to lose 1 Stamina"), "the Sanity part has not knocked him out first");
        s.answer("accept");
        assertNotEquals(def, s.g.inv[0].def(), "both at 0 at once: devoured, not sent to the Asylum (rulebook p.17)");
    }

    @Test
    void prisonersDilemmaDevoursTheMostOrMaddensTheLeast() {
        Table s = scene();
        s.g.herald.grant(0, 3);
        s.g.herald.grant(1, 1);
        reckon(s, "Prisoner's Dilemma");
        s.answer("insane-least");
        assertEquals(s.place("Arkham Asylum"), s.g.inv[2].place);
        int def = s.g.inv[0].def();
        reckon(s, "Prisoner's Dilemma");
        s.answer("devour-most");
        assertNotEquals(def, s.g.inv[0].def());
    }

    @Test
    void spreadTheWordCursesPactHoldersWhileSomeoneResists() {
        Table s = scene();
        pacts(s, 2, "Soul Pact");
        reckon(s, "Spread the Word");
        s.answer("pact:blood-pact");
        s.answer("done");
        s.answer("done");
        s.answer("done");
        assertTrue(s.g.isCursed(0));
        assertFalse(s.g.isCursed(1));
        assertTrue(s.g.isCursed(2));
    }

    @Test
    void strangeBehaviorCostsBoundAllyHoldersCluesOrTerror() {
        Table s = scene();
        pacts(s, 0, "Bound Ally");
        pacts(s, 1, "Bound Ally");
        s.g.inv[0].clues = 4;
        s.g.inv[1].clues = 2;
        reckon(s, "Strange Behavior");
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(2, s.g.inv[1].clues);
        assertEquals(1, s.g.terror);
    }

    @Test
    void terribleRealizationAndTheBodyATemple() {
        Table s = scene();
        pacts(s, 0, "Blood Pact");
        pacts(s, 1, "Soul Pact");
        reckon(s, "Terrible Realization");
        assertEquals(s.g.inv[0].maxSanity - 2, s.g.inv[0].sanity);
        assertEquals(s.g.inv[1].maxSanity, s.g.inv[1].sanity);
        reckon(s, "The Body a Temple");
        assertEquals(s.g.inv[1].maxStamina - 2, s.g.inv[1].stamina);
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
    }

    @Test
    void theBodyDecaysAndTheMindUnravelPerPact() {
        Table s = scene();
        pacts(s, 0, "Bound Ally", "Soul Pact");
        int stamina = s.g.inv[0].stamina;
        reckon(s, "The Body Decays");
        assertEquals(stamina - 2, s.g.inv[0].stamina);
        reckon(s, "The Mind Unravels");
        assertEquals(s.g.inv[0].maxSanity - 2, s.g.inv[0].sanity);
        assertEquals(s.g.inv[1].maxSanity, s.g.inv[1].sanity);
    }

    @Test
    void theMasterOfMagicRewardsSpellcasters() {
        Table s = scene();
        s.give(1, "Wither");
        reckon(s, "The Master of Magic");
        assertEquals(1, power(s, 1));
        assertEquals(0, power(s, 0));
    }

    @Test
    void throughTheThresholdPullsThePowerfulIntoTheNearestGate() {
        Table s = scene();
        s.gate("Yuggoth", "Woods");
        s.gate("Abyss", "Unvisited Isle");
        s.at(0, "Uptown");
        s.at(1, "Uptown");
        s.g.herald.grant(0, 1);
        reckon(s, "Through the Threshold");
        assertEquals(s.g.board.otherWorld(s.g.board.worldId("Yuggoth")).firstArea(), s.g.inv[0].place, "Woods is one step away");
        assertEquals(s.place("Uptown"), s.g.inv[1].place, "no Power, no pull");
    }

    @Test
    void turningOnOneAnotherEmptiesTheAllyDeckThenRaisesTerror() {
        Table s = scene();
        pacts(s, 0, "Bound Ally");
        pacts(s, 1, "Bound Ally");
        IntList allies = s.g.deck(Deck.ALLY);
        int before = allies.size();
        reckon(s, "Turning On One Another");
        assertEquals(before - 2, allies.size());
        while (allies.size() > 1) s.g.boxCard(-1, allies.get(0));
        reckon(s, "Turning On One Another");
        assertEquals(0, allies.size());
        assertEquals(1, s.g.terror, "one Ally missing");
    }

    @Test
    void uncertainFutureReshufflesAndDrawsAgain() {
        Table s = scene();
        HeraldTest.onTop(s.g, "Power Decays");
        s.run(new LurkerHerald.DrawReckoning());
        reckon(s, "Uncertain Future");
        assertEquals(1, s.g.herald.reckoningDiscards.size(), "only the card drawn after the shuffle is discarded");
        assertEquals(27, s.g.herald.reckoning.size());
    }

    @Test
    void unsettlingAuraWhenPowerOutnumbersTheInvestigators() {
        Table s = scene();
        s.g.herald.grant(0, 3);
        reckon(s, "Unsettling Aura");
        assertEquals(0, s.g.terror);
        s.g.herald.grant(1, 1);
        reckon(s, "Unsettling Aura");
        assertEquals(1, s.g.terror);
    }

    @Test
    void twentyEightReckoningCardsAndTwentyFourDarkPacts() {
        Table s = scene();
        assertEquals(28, s.g.content.reckonings.size());
        for (String pact : LurkerHerald.PACTS) {
            assertEquals(8, s.g.content.cards.get(s.g.content.cardId(pact)).count(), pact);
        }
    }
}
