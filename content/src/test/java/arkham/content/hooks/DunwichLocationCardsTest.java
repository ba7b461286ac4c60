package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Tasks;
import arkham.engine.flow.Trade;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Dunwich Horror's location cards for Arkham and Dunwich, and its Urban and Mystic Environments,
 * whose effects need hooks (the cards' wiring is on record in the golden files of DunwichOutcomesTest).
 */
class DunwichLocationCardsTest {
    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(), "Azathoth", investigators);
        s.run(g -> { });
        return s;
    }

    private static Table hook(Table s, int player, String id, String arg) {
        return s.run(new EffectStep(player, new Effect.Hook(id, arg)));
    }

    private static void enter(Table s, String name) {
        int card = s.g.content.mythosId(name);
        s.g.mythosDeck.remove(card);
        s.g.phase = Phase.MYTHOS;
        s.run(new MythosStep(MythosStep.Stage.ABILITY, card, false));
    }

    @Test
    void riverDocksPaysSixDollarsToHaveAMonsterAnywhereDefeated() {
        Table s = scene("Amanda Sharpe");
        s.g.inv[0].money = 7;
        int cultist = s.monster("Cultist", s.place("Northside"));
        hook(s, 0, "dunwich-defeat-for-pay", "6").answer("monster:" + cultist);
        assertEquals(1, s.g.inv[0].money);
        assertEquals(Game.trophy(0), s.g.monsterWhere[cultist], "the monster is his trophy");

        s.g.inv[0].money = 5;
        s.monster("Ghoul", s.place("Northside"));
        hook(s, 0, "dunwich-defeat-for-pay", "6");
        assertTrue(s.halted(), "nothing is offered for less than $6");
    }

    @Test
    void policeStationSpendsAMoonTrophyForFiveDollars() {
        Table s = scene("Amanda Sharpe");
        int ghoul = s.monster("Ghoul", Game.trophy(0));
        hook(s, 0, "dunwich-moon-trophy", "money");
        assertTrue(s.halted(), "no moon trophy, no offer");

        int cultist = s.monster("Cultist", Game.trophy(0));
        hook(s, 0, "dunwich-moon-trophy", "money").answer("spend");
        assertEquals(5, s.g.inv[0].money);
        assertEquals(Game.CUP, s.g.monsterWhere[cultist], "the moon trophy is spent");
        assertEquals(Game.trophy(0), s.g.monsterWhere[ghoul], "the other trophy is kept");
    }

    @Test
    void coldSpringGlenBlessesAnyInvestigatorForAMoonTrophy() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.monster("Zombie", Game.trophy(0));
        hook(s, 0, "dunwich-moon-trophy", "bless").answer("spend").answer("investigator:1");
        assertTrue(s.g.isBlessed(1));
        assertFalse(s.g.isBlessed(0));
        assertEquals(0, s.g.monsterTrophies(0));
    }

    @Test
    void bankOfArkhamLendsFifteenDollarsOnce() {
        Table s = scene("Amanda Sharpe");
        hook(s, 0, "dunwich-large-loan", "15").answer("Take the loan");
        assertEquals(15, s.g.inv[0].money);
        assertTrue(s.g.ownsTagged(0, "bank-loan"));
        hook(s, 0, "dunwich-large-loan", "15");
        assertTrue(s.halted(), "no second loan");
        assertEquals(15, s.g.inv[0].money);
    }

    @Test
    void independenceSquareSendsTheTopMythosCardToTheBottomButNotTheStoryContinues() {
        Table s = scene("Amanda Sharpe");
        int top = s.g.mythosDeck.get(s.g.mythosDeck.size() - 1);
        if (s.g.mythosDef(top).name().startsWith("The Story Continues")) {
            s.g.mythosDeck.insert(0, s.g.mythosDeck.removeLast());
            top = s.g.mythosDeck.get(s.g.mythosDeck.size() - 1);
        }
        hook(s, 0, "dunwich-peek-mythos", null).answer("bottom");
        assertEquals(top, s.g.mythosDeck.get(0));

        int story = s.g.content.mythosId("The Story Continues...");
        s.g.mythosDeck.remove(story);
        s.g.mythosDeck.add(story);
        hook(s, 0, "dunwich-peek-mythos", null);
        assertTrue(s.halted(), "The Story Continues stays on top without a question");
        assertEquals(story, s.g.mythosDeck.get(s.g.mythosDeck.size() - 1));
    }

    /** He decides about the card he saw, even if the deck is shuffled anew while he decides (an import of the game). */
    @Test
    void independenceSquareMovesTheMythosCardHeSaw() {
        Table s = scene("Amanda Sharpe");
        int story = s.g.content.mythosId("The Story Continues...");
        s.g.mythosDeck.remove(story);
        s.g.mythosDeck.insert(0, story);
        int seen = s.g.mythosDeck.last();
        hook(s, 0, "dunwich-peek-mythos", null);
        for (String choice : List.of("bottom", "leave")) {
            Game g = s.g.withNewFuture(1);
            for (long seed = 2; g.mythosDeck.last() == seen || g.mythosDeck.get(0) == seen; seed++) g = s.g.withNewFuture(seed);
            g.answer(g.question().id(), 0, choice);
            assertEquals(seen, choice.equals("bottom") ? g.mythosDeck.get(0) : g.mythosDeck.last(), choice);
            assertEquals(s.g.mythosDeck.size(), g.mythosDeck.size());
        }
    }

    @Test
    void curiositieShoppeReturnsAMythosCardOfHisChoiceToTheBox() {
        Table s = scene("Amanda Sharpe");
        int card = s.g.mythosDeck.get(0);
        int size = s.g.mythosDeck.size();
        hook(s, 0, "dunwich-box-mythos", null).answer("mythos:" + card);
        assertEquals(size - 1, s.g.mythosDeck.size());
        assertFalse(s.g.mythosDeck.contains(card));
    }

    @Test
    void scienceBuildingMachineSendsMonstersBackOnSuccessesThenCostsADieOfStamina() {
        Table s = scene("Amanda Sharpe");
        int first = s.monster("Cultist", s.place("Northside"));
        int second = s.monster("Ghoul", s.place("Woods"));
        int stamina = s.g.inv[0].stamina;
        s.dice(6, 1, 3);
        hook(s, 0, "dunwich-clear-board", null);
        assertEquals(Game.CUP, s.g.monsterWhere[first], "a success sends it back");
        assertEquals(s.place("Woods"), s.g.monsterWhere[second], "a failure leaves it");
        assertEquals(stamina - 3, s.g.inv[0].stamina);
    }

    @Test
    void scienceBuildingLeversMoveGroundMonstersAlongOneColourOfArrows() {
        Table s = scene("Amanda Sharpe");
        int from = s.place("Northside");
        int cultist = s.monster("Cultist", from);
        int byakhee = s.monster("Byakhee", from);
        s.at(0, "Woods");
        hook(s, 0, "dunwich-levers", "black");
        assertEquals(s.g.board.blackArrow(from), s.g.monsterWhere[cultist], "a Cultist follows the black arrow");
        assertNotEquals(from, s.g.monsterWhere[cultist]);
        assertEquals(from, s.g.monsterWhere[byakhee], "flyers do not move");
    }

    @Test
    void unvisitedIsleSwapsAnOpenGatesMarker() {
        Table s = scene("Amanda Sharpe");
        int old = s.gate("Abyss", "Woods");
        hook(s, 0, "dunwich-swap-gate", null).answer("gate:");
        int woods = s.place("Woods");
        assertTrue(s.g.gateAt[woods] >= 0, "a gate is still open there");
        assertNotEquals(old, s.g.gateAt[woods]);
        assertEquals(Game.STACK, s.g.gateWhere[old]);
        assertTrue(s.g.gateStack.contains(old));
    }

    @Test
    void bluePlateSpecialSellsMealsAtVelmasDiner() {
        Table s = scene("Amanda Sharpe");
        enter(s, "Blue Plate Special");
        s.at(0, "Velma's Diner");
        s.g.inv[0].money = 5;
        s.g.inv[0].stamina = 1;
        s.g.inv[0].sanity = 1;
        assertTrue(s.g.content.hooks.locationAbility("dunwich-blue-plate-special-offer").available(s.g, 0));
        s.run(g -> g.content.hooks.locationAbility("dunwich-blue-plate-special-offer").use(g, 0));
        assertEquals(4, s.q().options().size(), "$1 to $4");
        s.answer("pay:3");
        assertEquals(2, s.g.inv[0].money);
        assertEquals(4, s.g.inv[0].stamina);
        assertEquals(4, s.g.inv[0].sanity);
    }

    @Test
    void bookSaleSellsTheFirstTomeOnlyWhileInPlay() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Library");
        s.g.inv[0].money = 3;
        var offer = s.g.content.hooks.locationAbility("dunwich-book-sale-offer");
        assertFalse(offer.available(s.g, 0), "not before the card is in play");
        enter(s, "Book Sale");
        assertTrue(offer.available(s.g, 0));
        s.run(g -> offer.use(g, 0));
        assertEquals(1, s.g.inv[0].money);
        assertTrue(s.g.ownsTagged(0, "tome"), "the first Tome of the Unique Item deck");
    }

    @Test
    void whippoorwillsDevourOnAOneWhenAnInvestigatorFalls() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        enter(s, "Whippoorwills of Dunwich");
        int terror = s.g.terror;
        s.dice(1);
        s.run(g -> g.lose(0, Stat.SANITY, 20));
        assertEquals(1, s.g.investigatorsDevoured, "a 1 devours him");
        assertEquals(terror + 1, s.g.terror);
        s.dice(2);
        s.run(g -> g.lose(1, Stat.STAMINA, 20));
        assertEquals(1, s.g.investigatorsDevoured, "a 2 spares him");
        assertEquals(terror + 1, s.g.terror);
    }

    @Test
    void joiningTheWinningTeamTakesAnAllyAtEachOfItsPlacesInOrder() {
        Table s = scene("Amanda Sharpe");
        int mission = s.give(0, "Joining the Winning Team");
        int ally = s.give(0, "Duke");
        s.at(0, "Arkham Asylum");
        s.run(new Tasks.MissionSacrifice(0, mission));
        assertTrue(s.halted(), "the first step is at St. Mary's Hospital, not the Asylum");
        s.at(0, "St. Mary's Hospital");
        s.run(new Tasks.MissionSacrifice(0, mission)).answer("sacrifice:" + ally);
        assertEquals(1, s.g.dunwich.stepClues[mission]);
        assertFalse(s.g.inv[0].cards.contains(ally), "the Ally is given up");
        int completed = s.g.dunwich.completed;
        String[][] steps = {{"Arkham Asylum", "Ruby Standish"}, {"South Church", "Eric Colt"}, {"Lost in Time and Space", "John Legrasse"}};
        for (String[] step : steps) {
            int next = s.give(0, step[1]);
            s.at(0, step[0]);
            s.run(new Tasks.MissionSacrifice(0, mission)).answer("sacrifice:" + next);
        }
        assertEquals(completed + 1, s.g.dunwich.completed, "all four steps complete it");
        assertFalse(s.g.inv[0].cards.contains(mission), "the card goes to the box");
        assertEquals(arkham.engine.Outcome.LOSS_WINNING_TEAM, s.g.outcome(), "he alone wins: the game is over");
    }

    @Test
    void darkesCarnivalTakesABlessingForDarkesBlessingWhichRerollsAnyonesCheck() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.run(g -> EffectStep.takeCard(g, 0, "Blessing"));
        hook(s, 1, "dunwich-condition-offer", "Darke's Blessing");
        assertTrue(s.halted(), "Bob is not Blessed: no offer");
        hook(s, 0, "dunwich-condition-offer", "Darke's Blessing").answer("pay");
        assertTrue(Dunwich.conditionActive(s.g, "Darke's Blessing"));
        assertFalse(s.g.isBlessed(0), "the Blessing is the price");

        s.checkDice(1, CheckType.LUCK, 0, 1);
        s.run(SkillCheck.of(1, CheckType.LUCK, 0, 1, "a test"));
        s.checkDice(1, CheckType.LUCK, 0, 6).answer("reroll:");
        s.acceptChecks();
        assertTrue(s.g.lastPassed, "Bob re-rolls his failed check with the face-up Condition");
        int card = s.g.dunwich.conditions.get(0);
        assertTrue(s.g.exhausted[card]);
        s.checkDice(1, CheckType.LUCK, 0, 1);
        s.run(SkillCheck.of(1, CheckType.LUCK, 0, 1, "a test"));
        assertTrue(s.q().options().stream().noneMatch(c -> c.id().startsWith("reroll:")), "exhausted until the Upkeep Phase");
    }

    @Test
    void libraryTakesTheNecronomiconForTheRareBookCollection() {
        Table s = scene("Amanda Sharpe");
        var offer = s.g.content.hooks.locationAbility("rare-book-collection");
        assertFalse(offer.available(s.g, 0), "face down at first");
        int book = s.give(0, "Necronomicon");
        hook(s, 0, "dunwich-condition-offer", "Rare Book Collection").answer("pay");
        assertFalse(s.g.inv[0].cards.contains(book), "the Necronomicon goes to the box");
        assertTrue(offer.available(s.g, 0));
        int sanity = s.g.inv[0].sanity;
        s.run(g -> offer.use(g, 0));
        assertEquals(sanity - 1, s.g.inv[0].sanity);
        assertEquals(1, s.g.inv[0].clues);
    }

    @Test
    void newspaperTakesTrophiesAndAClueForCodedMessages() {
        Table s = scene("Amanda Sharpe");
        s.monster("Cultist", Game.trophy(0));
        s.g.inv[0].clues = 2;
        hook(s, 0, "dunwich-condition-offer", "Coded Messages");
        assertTrue(s.halted(), "no gate trophy: no offer");
        int gate = s.gate("Abyss", "Woods");
        s.g.gateAt[s.place("Woods")] = -1;
        s.g.gateWhere[gate] = Game.trophy(0);
        hook(s, 0, "dunwich-condition-offer", "Coded Messages").answer("pay");
        assertTrue(Dunwich.conditionActive(s.g, "Coded Messages"));
        assertEquals(0, s.g.gateTrophies(0));
        assertEquals(0, s.g.monsterTrophies(0));
        assertEquals(1, s.g.inv[0].clues);
    }

    @Test
    void velmasDinerTakesAnInjuryFromAStrongInvestigatorForVelmasGratitude() {
        Table s = scene("Michael McGlen");
        assertTrue(s.g.skill(0, arkham.engine.def.Skill.FIGHT) >= 4, "the test needs a Fight of 4");
        hook(s, 0, "dunwich-condition-offer", "Velma's Gratitude").answer("pay");
        assertTrue(Dunwich.conditionActive(s.g, "Velma's Gratitude"));
        assertTrue(s.g.ownsTagged(0, "injury"), "an Injury card is the price");
    }

    @Test
    void anotherTimeSearchesForATomeAndGardnersPlaceSkipsTomes() {
        Table s = scene("Amanda Sharpe");
        int tome = s.g.content.cardId("Necronomicon");
        hook(s, 0, "dunwich-search-tagged", "unique tome").answer("card:" + tome);
        assertEquals(tome, s.g.content.cardKind[s.g.inv[0].cards.get(0)]);

        var deck = s.g.deck(arkham.engine.def.Deck.UNIQUE);
        int book = s.g.takeFromDeck(s.g.content.cardId("Cultes des Goules"));
        deck.add(book);
        hook(s, 0, "dunwich-first-without", "unique tome");
        int got = s.g.inv[0].cards.get(1);
        assertFalse(s.g.content.cardOf(got).has("tome"), "the Tome on top is passed over");
        assertEquals(book, deck.last(), "and stays on top");
    }

    @Test
    void harneyJonesOffersEveryCommonItemButWeapons() {
        Table s = scene("Amanda Sharpe");
        hook(s, 0, "dunwich-search-tagged", "common !weapon");
        assertTrue(s.q().options().size() > 3);
        for (var c : s.q().options()) {
            assertFalse(s.g.content.cards.get(c.value()).isWeapon(), c.label() + " is a weapon");
        }
        assertTrue(s.q().options().stream().anyMatch(c -> c.label().equals("Take Food")));
    }

    @Test
    void anotherTimesHominidsAreEscapedByDiscardingDynamite() {
        Table s = scene("Amanda Sharpe");
        Effect escape = null;
        for (var card : s.g.content.gateCards) {
            for (var e : card.worlds().values()) if (e.text().startsWith("Escape by a Speed")) escape = e.effect();
        }
        int dynamite = s.give(0, "Dynamite");
        Effect effect = escape;
        s.run(new EffectStep(0, effect)).answer("Discard Dynamite");
        assertFalse(s.g.inv[0].cards.contains(dynamite));
        assertEquals(2, s.g.inv[0].clues);
        assertFalse(s.g.inv[0].delayed);
    }

    @Test
    void codedMessagesLetsClueTokensBeTradedInTheMovementPhaseOnly() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(0, "Train Station").at(1, "Train Station");
        s.g.inv[0].clues = 2;
        s.g.phase = Phase.MOVEMENT;
        s.run(new Trade(0, 1));
        assertTrue(s.q().options().stream().noneMatch(c -> c.id().equals("give-clue")), "face down: no Clue trading");
        s.run(g -> Dunwich.turnCondition(g, "Coded Messages", true));
        s.run(new Trade(0, 1)).answer("give-clue").answer("done");
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(1, s.g.inv[1].clues);
        s.run(new Trade(0, 1)).answer("ask-clue").answer("yes");
        assertEquals(2, s.g.inv[0].clues, "Bob agrees to hand his back");
        s.g.phase = Phase.UPKEEP;
        s.run(new Trade(0, 1));
        assertTrue(s.q().options().stream().noneMatch(c -> c.id().equals("give-clue")), "only in the Movement Phase");
    }

    @Test
    void gossipRunsWildLetsClueTokensBeTraded() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(0, "Train Station").at(1, "Train Station");
        s.g.inv[0].clues = 1;
        enter(s, "Gossip Runs Wild!");
        s.g.phase = Phase.UPKEEP;
        s.run(new Trade(0, 1)).answer("give-clue");
        assertEquals(1, s.g.inv[1].clues);
    }

    @Test
    void harneyJonesTradesAnItemForTheBestOfThreeOfItsDeck() {
        Table s = scene("Amanda Sharpe");
        int food = s.give(0, "Food");
        hook(s, 0, "dunwich-trade-up", null).answer("card:" + food);
        assertFalse(s.g.inv[0].cards.contains(food), "the Food is given up");
        s.answer(s.q().options().get(0).id());
        while (!s.halted()) s.answer(s.q().options().get(s.q().options().size() - 1).id());
        assertEquals(1, s.g.inv[0].cards.size(), "one card of the three is kept");
        assertEquals(arkham.engine.def.Deck.COMMON, s.g.content.cardOf(s.g.inv[0].cards.get(0)).deck());
    }

    @Test
    void couriersInTownLetItemsBeTradedApartInTheUpkeepPhase() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(0, "Train Station").at(1, "Woods");
        int food = s.give(0, "Food");
        s.g.inv[0].money = 3;
        s.g.phase = Phase.UPKEEP;
        assertTrue(Trade.partners(s.g, 0).isEmpty(), "apart, no trading before the card");
        enter(s, "Couriers in Town!");
        s.g.phase = Phase.UPKEEP;
        assertEquals(java.util.List.of(1), Trade.partners(s.g, 0));
        s.run(new Trade(0, 1));
        assertTrue(s.q().options().stream().noneMatch(c -> c.id().equals("give-money")), "items only, not money");
        s.answer("give:" + food).answer("done");
        assertEquals(1, s.g.cardWhere[food]);
        s.g.phase = Phase.MOVEMENT;
        assertTrue(Trade.partners(s.g, 0).isEmpty(), "only in the Upkeep Phase");
    }

    @Test
    void woodsSheldonGangTakesFiveToughnessOrAGateTrophyElseThrowsHimOut() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Woods");
        int stamina = s.g.inv[0].stamina;
        hook(s, 0, "dunwich-join-gang", null);
        assertEquals(s.place("Uptown"), s.g.inv[0].place, "unable to pay, he is thrown out");
        assertEquals(stamina - 1, s.g.inv[0].stamina);

        s.at(0, "Woods");
        int ghoul = s.monster("Ghoul", Game.trophy(0));
        int cultist = s.monster("Cultist", Game.trophy(0));
        assertTrue(s.g.toughness(ghoul) + s.g.toughness(cultist) < 5, "the test needs trophies short of 5");
        hook(s, 0, "dunwich-join-gang", null);
        assertEquals(s.place("Uptown"), s.g.inv[0].place, "short of 5 toughness");

        s.at(0, "Woods");
        s.monster("Dark Young", Game.trophy(0));
        hook(s, 0, "dunwich-join-gang", null).answer("join");
        while (!s.halted()) s.answer("monster:");
        assertTrue(s.g.ownsTagged(0, "sheldon-gang"));
        assertEquals(s.place("Woods"), s.g.inv[0].place);
    }

    /** The effect of the expansion's location card entry whose text starts so. */
    private static Effect entry(Table s, String textStart) {
        for (var card : s.g.content.locationCards) {
            if (card.expansion() != arkham.engine.def.Expansion.DUNWICH) continue;
            for (var e : card.encounters().values()) if (e.text().startsWith(textStart)) return e.effect();
        }
        throw new AssertionError("no entry '" + textStart + "'");
    }

    @Test
    void whiskeyAndFoodStandInForChecksAndSouthChurchLiftsEveryCurse() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        int whiskey = s.give(0, "Whiskey");
        s.run(new EffectStep(0, entry(s, "Luck (-2), or discard Whiskey"))).answer("Discard Whiskey");
        assertFalse(s.g.inv[0].cards.contains(whiskey));
        assertTrue(s.g.inv[0].cards.size() == 1, "Tom Murphy, or the first Weapon, without a Luck check");

        int food = s.give(1, "Food");
        s.run(new EffectStep(1, entry(s, "Speed (-2), or discard Food"))).answer("Discard Food");
        assertFalse(s.g.inv[1].cards.contains(food));
        assertEquals(1, s.g.inv[1].cards.size(), "Duke, or $3");

        s.run(g -> EffectStep.takeCard(g, 0, "Curse"));
        s.run(g -> EffectStep.takeCard(g, 1, "Curse"));
        s.checkDice(1, CheckType.LUCK, -2, 6);
        s.run(new EffectStep(1, entry(s, "Luck (-2): pass, every Cursed"))).acceptChecks();
        assertFalse(s.g.isCursed(0), "Amanda too");
        assertFalse(s.g.isCursed(1));
    }

    @Test
    void coldSpringGlensStatueTakesAUniqueItemOfFiveDollarsToSkipTheMythosPhase() {
        Table s = scene("Amanda Sharpe");
        int cheap = s.give(0, "Holy Water");
        hook(s, 0, "dunwich-statue", "5");
        assertTrue(s.halted(), "a $4 item does not do");
        int book = s.give(0, "Necronomicon");
        hook(s, 0, "dunwich-statue", "5");
        assertEquals(2, s.q().options().size(), "the Necronomicon or keep");
        s.answer("card:" + book);
        assertFalse(s.g.inv[0].cards.contains(book));
        assertTrue(s.g.inv[0].cards.contains(cheap));
        int deck = s.g.mythosDeck.size();
        s.run(new arkham.engine.flow.PhaseStep(Phase.MYTHOS));
        assertEquals(deck, s.g.mythosDeck.size(), "no Mythos card is drawn this turn");
        assertFalse(s.g.dunwich.skipMythos, "only once");
    }

    @Test
    void wizardsHillsVoiceAddsAMythosCardToTheNextMythosPhase() {
        Table s = scene("Amanda Sharpe");
        hook(s, 0, "dunwich-extra-mythos", null);
        assertEquals(1, s.g.dunwich.extraMythos);
        s.g.logEvents(true);
        s.run(new arkham.engine.flow.PhaseStep(Phase.MYTHOS));
        while (!s.halted()) s.answer(s.q().options().get(0).id());
        long drawn = s.g.drainEvents().stream().filter(e -> e.text().startsWith("Mythos: ")).count();
        assertEquals(2, drawn, "two Mythos cards this phase");
        assertEquals(0, s.g.dunwich.extraMythos);
    }

    @Test
    void wizardsHillsVoiceTakesAnElderSignOrTwoDoomForASkillAndAnAlly() {
        Table s = scene("Amanda Sharpe");
        int doom = s.g.doom;
        hook(s, 0, "dunwich-voice-bargain", null).answer("card:").answer("card:");
        assertEquals(doom + 2, s.g.doom, "no elder sign on the board: 2 doom tokens");
        assertEquals(2, s.g.inv[0].cards.size(), "a Skill and an Ally of his choice");

        s.g.sealed[s.place("Woods")] = true;
        hook(s, 0, "dunwich-voice-bargain", null).answer("card:").answer("card:");
        assertFalse(s.g.sealed[s.place("Woods")], "the elder sign is removed");
        assertEquals(doom + 2, s.g.doom, "no doom this time");
    }

    @Test
    void oldDebtsComeDueDevoursWhoeverDealtWithTheDarkMan() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        hook(s, 1, "dunwich-dark-man-deal", null);
        int bob = s.g.inv[1].def();
        int doom = s.g.doom;
        hook(s, 0, "dunwich-old-debts", null);
        assertEquals(1, s.g.investigatorsDevoured, "Bob is devoured");
        assertNotEquals(bob, s.g.inv[1].def(), "a new investigator takes his seat");
        assertEquals(doom + 3, s.g.doom);
        assertTrue(s.g.dunwich.darkManDeals.isEmpty(), "the debts are paid");
        hook(s, 0, "dunwich-old-debts", null);
        assertEquals(1, s.g.investigatorsDevoured, "nothing more is owed");
    }

    @Test
    void witchHouseRatThingIsFoughtAtMinusOneAndWithoutOneAnItemIsLost() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "The Witch House");
        int kind = s.g.content.monsterId("Rat-thing");
        hook(s, 0, "dunwich-rat-thing", null);
        int rat = s.g.dunwich.encounterCombatMonster;
        assertEquals(kind, s.g.content.monsterKind[rat], "a Rat-thing from the cup");
        assertEquals(Game.ENCOUNTER, s.g.monsterWhere[rat]);
        int met = arkham.engine.flow.Combat.fightModifier(s.g, 0, rat);
        s.g.dunwich.encounterCombatModifier = 0;
        assertEquals(met + 1, arkham.engine.flow.Combat.fightModifier(s.g, 0, rat), "Combat checks at -1");
        s.g.dunwich.encounterCombatModifier = -1;
        s.answer("evade");
        s.checkDice(0, CheckType.EVADE, s.g.awareness(rat), 6).acceptChecks();
        while (!s.halted()) s.answer(s.q().options().get(0).id());
        assertEquals(-1, s.g.dunwich.encounterCombatMonster, "the modifier lapses with the encounter");

        for (int m = 0; m < s.g.monsterWhere.length; m++) if (s.g.content.monsterKind[m] == kind) s.g.monsterWhere[m] = Game.BOX;
        int food = s.give(0, "Food");
        hook(s, 0, "dunwich-rat-thing", null);
        assertFalse(s.g.inv[0].cards.contains(food), "no Rat-thing: the item is lost");
    }

    @Test
    void devilsHopyardsMonsterIsFoughtAtPlusOne() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Devil's Hopyard");
        hook(s, 0, "dunwich-monster-appears", "1");
        int m = s.g.dunwich.encounterCombatMonster;
        assertEquals(Game.ENCOUNTER, s.g.monsterWhere[m]);
        s.g.dunwich.encounterCombatModifier = 0;
        int plain = arkham.engine.flow.Combat.fightModifier(s.g, 0, m);
        s.g.dunwich.encounterCombatModifier = 1;
        assertEquals(plain + 1, arkham.engine.flow.Combat.fightModifier(s.g, 0, m));
    }

    @Test
    void theTempestSendsFlyersThatReachTheSkyBackToTheCup() {
        Table s = scene("Amanda Sharpe");
        int early = s.monster("Byakhee", s.g.board.sky());
        enter(s, "The Tempest");
        assertEquals(Game.CUP, s.g.monsterWhere[early], "in the Sky when it comes");
        int card = s.g.environment();
        int late = s.monster("Byakhee", s.g.board.sky());
        s.run(g -> g.content.mythosAbility(card).endOfMythos(g));
        assertEquals(Game.CUP, s.g.monsterWhere[late], "arrived while it stays");
        assertTrue(s.g.content.mythosAbility(card).actsAtEndOfMythos());
    }

    @Test
    void velmasGratitudeMakesVelmasDinerFreeAndPaidInFull() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Velma's Diner");
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        s.g.inv[0].money = 1;
        s.g.inv[0].stamina = 1;
        s.g.inv[0].sanity = 1;
        Effect pie = new Effect.Choose("Pie?", java.util.List.of(
                new Effect.Option("Pay $2", new arkham.engine.def.Cost(2, 0, 0, 0, 0, 0), ItemAbilities.gain(Stat.STAMINA, 2)),
                new Effect.Option("Decline", arkham.engine.def.Cost.FREE, Effect.NOTHING)));
        s.run(new EffectStep(0, pie));
        assertTrue(s.halted(), "$2 is out of reach while the Condition is face down: only Decline, taken at once");
        assertEquals(1, s.g.inv[0].stamina);
        s.run(g -> Dunwich.turnCondition(g, "Velma's Gratitude", true));
        s.run(new EffectStep(0, pie)).answer("Pay $2");
        assertEquals(1, s.g.inv[0].money, "nothing is paid");
        assertEquals(3, s.g.inv[0].stamina);
        s.run(new EffectStep(0, new Effect.Lose(Stat.MONEY, arkham.engine.def.Amount.of(1))));
        assertEquals(1, s.g.inv[0].money, "no money lost there");
        s.g.inv[0].stamina = 1;
        hook(s, 0, "enc-buy-healing", "6").answer("3");
        assertEquals(4, s.g.inv[0].sanity, "6 points as if $6 were paid: 3 Sanity");
        assertEquals(4, s.g.inv[0].stamina, "and 3 Stamina");
        assertEquals(1, s.g.inv[0].money);
        s.at(0, "Train Station");
        s.run(new EffectStep(0, new Effect.Lose(Stat.MONEY, arkham.engine.def.Amount.of(1))));
        assertEquals(0, s.g.inv[0].money, "elsewhere money is lost as usual");
    }

    private static void moveCircles(Table s) {
        int circle = arkham.engine.def.Dimension.CIRCLE.bit();
        s.run(g -> g.push(arkham.engine.flow.MonsterMovement.start(g, circle, 0)));
    }

    @Test
    void angryRedSkiesKeepFlyersOutOfTheSkyAndInIt() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Northside");
        int high = s.monster("Byakhee", s.g.board.sky());
        int low = s.monster("Byakhee", s.place("Rivertown"));
        moveCircles(s);
        assertEquals(s.place("Northside"), s.g.monsterWhere[high], "without the card the flyer swoops");

        s.g.monsterWhere[high] = s.g.board.sky();
        s.g.monsterWhere[low] = s.place("Rivertown");
        enter(s, "Angry Red Skies");
        moveCircles(s);
        assertEquals(s.g.board.sky(), s.g.monsterWhere[high], "it does not come down");
        assertEquals(s.place("Rivertown"), s.g.monsterWhere[low], "nor go up");
    }

    @Test
    void windyLetsFlyersSwoopOnUnstableLocations() {
        Table s = scene("Amanda Sharpe");
        s.at(0, "Woods");
        assertTrue(s.g.board.isUnstable(s.place("Woods")));
        int flyer = s.monster("Byakhee", s.g.board.sky());
        moveCircles(s);
        assertEquals(s.g.board.sky(), s.g.monsterWhere[flyer], "a location is out of the Sky's reach");
        enter(s, "Windy");
        moveCircles(s);
        assertEquals(s.place("Woods"), s.g.monsterWhere[flyer], "the wind brings it down on him");
    }

    @Test
    void balmyLetsStalkersReachTwoAreasAway() {
        Table s = scene("Amanda Sharpe");
        int from = s.place("Northside");
        int target = -1;
        for (int a : s.g.board.adjacent(from)) {
            if (!s.g.board.isStreet(a)) continue;
            for (int a2 : s.g.board.adjacent(a)) {
                boolean near = a2 == from;
                for (int x : s.g.board.adjacent(from)) near |= x == a2;
                if (!near && s.g.board.isStreet(a2)) target = a2;
            }
        }
        assertTrue(target >= 0, "a street two areas from Northside");
        s.g.inv[0].place = target;
        int stalker = s.monster("Mummy", from);
        assertEquals(arkham.engine.def.MovementType.STALKER, s.g.movement(stalker));
        int bit = s.g.monster(stalker).dimension().bit();
        enter(s, "Balmy");
        s.g.monsterWhere[stalker] = from;
        s.run(g -> g.push(arkham.engine.flow.MonsterMovement.start(g, bit, 0)));
        assertEquals(target, s.g.monsterWhere[stalker], "it reaches him two areas away");
    }

    @Test
    void riotsFailingMakesEveryStreetAreaCostTwoMovementPoints() {
        Table s = scene("Amanda Sharpe");
        enter(s, "Riots");
        int card = s.g.rumor();
        s.g.rumorTokens = 5;
        s.run(g -> g.content.mythosAbility(card).eachMythos(g));
        while (!s.halted()) s.answer(s.q().options().get(0).id());
        assertEquals(-1, s.g.rumor(), "failed at 6 tokens");
        assertTrue(s.g.dunwich.streetsCostTwo);

        s.at(0, "Train Station");
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].movePoints = 1;
        s.run(new arkham.engine.flow.MovementStep.ArkhamMove(0));
        assertTrue(s.q().options().stream().noneMatch(c -> c.label().contains("Northside")), "1 point is not enough for a street");
        s.g.inv[0].movePoints = 3;
        s.run(new arkham.engine.flow.MovementStep.ArkhamMove(0)).answer("Move to Northside");
        assertEquals(s.place("Northside"), s.g.inv[0].place);
        assertEquals(1, s.g.inv[0].movePoints, "2 points spent");
    }

    @Test
    void gardnersPlaceGivesThreeStaminaAboveTheMaximumThatNoGainRestores() { // Blasted Heath 12 and 13, Gardners' Place
        Table s = scene("Amanda Sharpe");
        int max = s.g.inv[0].maxStamina;
        s.g.inv[0].stamina = 1;
        hook(s, 0, "dunwich-vigor", null);
        assertEquals(max + 3, s.g.inv[0].stamina, "restored, then 3 above the maximum");
        s.run(g -> g.gain(0, Stat.STAMINA, 2));
        assertEquals(max + 3, s.g.inv[0].stamina, "a gain does not pull it down to the maximum");
        s.run(g -> g.lose(0, Stat.STAMINA, 2));
        s.run(g -> g.gain(0, Stat.STAMINA, 2));
        assertEquals(max + 1, s.g.inv[0].stamina, "the extra, once lost, does not come back");
        s.run(g -> g.lose(0, Stat.STAMINA, 3));
        s.run(g -> g.gain(0, Stat.STAMINA, 5));
        assertEquals(max, s.g.inv[0].stamina, "below the maximum, gains stop at it");
        hook(s, 0, "dunwich-vigor", null);
        hook(s, 0, "dunwich-vigor", null);
        assertEquals(max + 3, s.g.inv[0].stamina, "a second visit does not stack");
    }
}
