package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.Amount;
import arkham.engine.def.CheckType;
import arkham.engine.def.Cost;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.FinalBattle;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.Harm;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Abilities of Common and Unique Items, Spells, Skills and Allies, run by the real steps with forced dice. */
class CardAbilitiesTest {
    private static Table scene() {
        return Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe");
    }

    private static int count(Table s, Deck deck) {
        int n = 0;
        var cs = s.g.inv[0].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    private static boolean owns(Table s, int card) {
        return s.g.cardWhere[card] == 0;
    }

    private static boolean offers(Table s, String id) {
        return s.q().options().stream().anyMatch(c -> c.id().equals(id));
    }

    /** Moves the Lore/Luck slider to full Lore, so -2 checks still have dice. */
    private static Table scholar(Table s) {
        s.g.inv[0].slider[2] = 3;
        return s;
    }

    /** Starts Arkham movement with the given points and uses the card's movement action. */
    private static Table useWhileMoving(Table s, int card, int points) {
        s.g.inv[0].movePoints = points;
        return s.run(new MovementStep.ArkhamMove(0)).answer("use:" + card);
    }

    /** Reads a tome with every die of the Lore check showing the value. */
    private static Table read(Table s, int tome, int points, int lore, int die) {
        scholar(s);
        s.checkDice(0, CheckType.LORE, lore, die);
        return useWhileMoving(s, tome, points);
    }

    // ------------------------------------------------------------------ tomes

    @Test
    void ancientTomeDrawsASpellAndIsDiscarded() {
        Table s = scene();
        int tome = s.give(0, "Ancient Tome");
        read(s, tome, 3, -1, 5);
        assertEquals(1, count(s, Deck.SPELL));
        assertFalse(owns(s, tome));
        assertEquals(1, s.g.inv[0].movePoints);
    }

    @Test
    void oldJournalGivesThreeCluesOnlyOnAPass() {
        Table s = scene();
        int journal = s.give(0, "Old Journal");
        read(s, journal, 1, -1, 1);
        assertEquals(0, s.g.inv[0].clues);
        assertTrue(owns(s, journal) && s.g.exhausted[journal], "a failed reading keeps the tome, exhausted");
        s.g.exhausted[journal] = false;
        read(s, journal, 1, -1, 6);
        assertEquals(3, s.g.inv[0].clues);
        assertFalse(owns(s, journal));
    }

    @Test
    void bookOfDzyanLastsForTwoReadings() {
        Table s = scene();
        int book = s.give(0, "Book of Dzyan");
        read(s, book, 2, -1, 5);
        assertTrue(owns(s, book));
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        s.g.exhausted[book] = false;
        read(s, book, 2, -1, 5);
        assertFalse(owns(s, book));
        assertEquals(2, count(s, Deck.SPELL));
    }

    @Test
    void cabalaOfSabothDrawsASkill() {
        Table s = scene();
        int book = s.give(0, "Cabala of Saboth");
        read(s, book, 2, -2, 5);
        // Amanda's Studious draws two Skills and keeps one
        var q = s.g.question();
        if (q != null && q.prompt().startsWith("Choose")) s.g.answer(s.g.question().id(), 0, q.options().get(0).id());
        assertEquals(1, count(s, Deck.SKILL));
        assertFalse(owns(s, book));
    }

    @Test
    void cultesDesGoulesGivesASpellAndAClueForTwoSanity() {
        Table s = scene();
        int book = s.give(0, "Cultes des Goules");
        read(s, book, 2, -2, 5);
        assertEquals(1, count(s, Deck.SPELL));
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(s.g.inv[0].maxSanity - 2, s.g.inv[0].sanity);
    }

    @Test
    void namelessCultsCostsOneMovementPoint() {
        Table s = scene();
        int book = s.give(0, "Nameless Cults");
        read(s, book, 2, -1, 5);
        assertEquals(1, s.g.inv[0].movePoints);
        assertEquals(1, count(s, Deck.SPELL));
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
    }

    @Test
    void necronomiconIsKept() {
        Table s = scene();
        int book = s.give(0, "Necronomicon");
        read(s, book, 2, -2, 5);
        assertTrue(owns(s, book));
        assertEquals(1, count(s, Deck.SPELL));
        assertEquals(s.g.inv[0].maxSanity - 2, s.g.inv[0].sanity);
    }

    @Test
    void theKingInYellowGivesFourClues() {
        Table s = scene();
        int book = s.give(0, "The King in Yellow");
        read(s, book, 2, -2, 5);
        assertEquals(4, s.g.inv[0].clues);
        assertFalse(owns(s, book));
    }

    @Test
    void tomesNeedTheMovementPoints() {
        Table s = scene();
        int book = s.give(0, "Necronomicon");
        s.g.inv[0].movePoints = 1;
        s.run(new MovementStep.ArkhamMove(0));
        assertFalse(offers(s, "use:" + book));
    }

    // ------------------------------------------------------- other items

    @Test
    void alienStatueSuccessGivesAChoiceAndFailureHurts() {
        Table s = scene();
        int statue = s.give(0, "Alien Statue");
        s.dice(6);
        useWhileMoving(s, statue, 2).answer("Gain 3 Clue");
        assertEquals(3, s.g.inv[0].clues);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        s.g.exhausted[statue] = false;
        s.dice(2);
        useWhileMoving(s, statue, 2);
        assertEquals(s.g.inv[0].maxStamina - 2, s.g.inv[0].stamina);
    }

    @Test
    void ancientTabletRollsTwoDiceForSpellsAndClues() {
        Table s = scene();
        int tablet = s.give(0, "Ancient Tablet");
        s.dice(5, 1);
        useWhileMoving(s, tablet, 3);
        assertEquals(1, count(s, Deck.SPELL));
        assertEquals(2, s.g.inv[0].clues);
        assertFalse(owns(s, tablet));
    }

    @Test
    void rubyOfRlyehGivesThreeMovementPoints() {
        Table s = scene();
        int before = s.g.movementPoints(0);
        s.give(0, "Ruby of R'lyeh");
        assertEquals(before + 3, s.g.movementPoints(0));
    }

    @Test
    void gateBoxReturnsThroughAnyOpenGate() {
        Table s = scene();
        s.gate("R'lyeh", "The Witch House");
        var w = s.g.board.otherWorld(s.g.board.worldId("Yuggoth"));
        s.g.moveInvestigator(0, w.secondArea());
        s.give(0, "Gate Box");
        s.run(new MovementStep(0)); // the one way back is taken at once
        assertEquals(s.place("The Witch House"), s.g.inv[0].place);
    }

    @Test
    void healingStoneHealsInUpkeepAndIsLostOnAwakening() {
        Table s = scene();
        int stone = s.give(0, "Healing Stone");
        s.g.inv[0].sanity = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.ACTIONS, 0)).answer("Gain 1 Sanity");
        assertEquals(2, s.g.inv[0].sanity);
        s.run(new FinalBattle(FinalBattle.Stage.AWAKEN, 0));
        assertFalse(owns(s, stone));
    }

    @Test
    void healingStoneHealsInTheFirstUpkeepAfterItIsGained() {
        Table s = scene();
        int stone = s.give(0, "Healing Stone");
        s.g.fresh[stone] = true; // bought this turn: unlike a Retainer or a Blessing, it does not wait a turn
        s.g.inv[0].stamina = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.ACTIONS, 0)).answer("Gain 1 Stamina");
        assertEquals(2, s.g.inv[0].stamina);
    }

    @Test
    void enchantedJewelryAbsorbsThreeStaminaLosses() {
        Table s = scene();
        int jewelry = s.give(0, "Enchanted Jewelry");
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2)).answer("prevent:" + jewelry).answer("prevent:" + jewelry);
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina, "one token for each point");
        assertTrue(owns(s, jewelry));
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2)).answer("prevent:" + jewelry);
        assertEquals(s.g.inv[0].maxStamina - 1, s.g.inv[0].stamina);
        assertFalse(owns(s, jewelry), "the third token uses it up");
    }

    @Test
    void obsidianStatueCancelsAWholeLoss() {
        Table s = scene();
        int statue = s.give(0, "Obsidian Statue");
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 3)).answer("prevent:" + statue);
        assertEquals(s.g.inv[0].maxSanity, s.g.inv[0].sanity);
        assertFalse(owns(s, statue));
    }

    @Test
    void wardingStatueStopsCombatDamageOnly() {
        Table s = scene();
        int statue = s.give(0, "Warding Statue");
        int zombie = s.monster("Zombie", s.g.inv[0].place);
        s.g.begin(new Table.Do(g -> g.lastPassed = false), Combat.resume(0, zombie, Combat.Stage.AFTER_FIGHT));
        s.answer("prevent:" + statue);
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        assertFalse(owns(s, statue));
        s.give(0, "Warding Statue");
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 1));
        assertEquals(s.g.inv[0].maxStamina - 1, s.g.inv[0].stamina, "not offered outside combat");
    }

    @Test
    void wardingStatueIsNotOfferedAfterAFailedFlight() {
        Table s = scene();
        s.give(0, "Warding Statue");
        int zombie = s.monster("Zombie", s.g.inv[0].place);
        s.run(new Table.Do(g -> g.lastPassed = false), Combat.resume(0, zombie, Combat.Stage.AFTER_FLEE));
        assertEquals(s.g.inv[0].maxStamina - s.g.monster(zombie).combatDamage(), s.g.inv[0].stamina,
                "a failed flight is an Evade check, not a Combat check");
    }

    /** Ithaqua's attack (Fight or lose 2 Stamina) with every die failing; Bob Jenkins holds the Warding Statue. */
    private static Table ithaquaAttacks(int[] statue) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", "Amanda Sharpe", "Bob Jenkins");
        statue[0] = s.give(1, "Warding Statue");
        s.g.phase = Phase.FINAL_BATTLE;
        s.g.awakened = true;
        s.g.battleRound = 1;
        s.checkDice(0, CheckType.FIGHT, 1, 1).checkDice(1, CheckType.FIGHT, 1, 1);
        return s.run(new FinalBattle(FinalBattle.Stage.ANCIENT_ONE_ATTACKS, 0));
    }

    @Test
    void wardingStatueCancelsTheAncientOnesWholeAttackForARound() {
        int[] statue = new int[1];
        Table s = ithaquaAttacks(statue);
        assertEquals(1, s.q().player(), "the statue's owner is asked before the attack");
        s.answer("cancel:" + statue[0]);
        assertFalse(s.g.cardWhere[statue[0]] == 1, "discarded");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina, "no one is attacked this round");
        assertEquals(s.g.inv[1].maxStamina, s.g.inv[1].stamina);
        assertEquals(2, s.g.battleRound, "the next round begins");

        s = ithaquaAttacks(statue);
        s.answer("attack").acceptChecks();
        assertEquals(s.g.inv[0].maxStamina - 2, s.g.inv[0].stamina, "kept: the attack comes");
        assertEquals(s.g.inv[1].maxStamina - 2, s.g.inv[1].stamina);
        assertTrue(s.g.cardWhere[statue[0]] == 1);
    }

    @Test
    void silverKeyPassesThreeEvadeChecks() {
        Table s = scene();
        int key = s.give(0, "Silver Key");
        for (int k = 0; k < 3; k++) {
            s.g.lastPassed = false;
            s.run(SkillCheck.of(0, CheckType.EVADE, -5, 1, "evade")).answer("pass:" + key);
            assertTrue(s.g.lastPassed);
        }
        assertFalse(owns(s, key));
    }

    @Test
    void blueWatcherPassesACombatCheckButNotAgainstTheAncientOne() {
        Table s = scene();
        int watcher = s.give(0, "Blue Watcher of the Pyramid");
        s.g.phase = Phase.FINAL_BATTLE;
        s.checkDice(0, CheckType.COMBAT, 0, 1);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "attack"));
        assertFalse(s.g.lastPassed, "rolled: no offer against the Ancient One");
        s.g.phase = Phase.MOVEMENT;
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 3, "combat")).answer("pass:" + watcher);
        assertTrue(s.g.lastPassed);
        assertEquals(s.g.inv[0].maxStamina - 2, s.g.inv[0].stamina);
        assertFalse(owns(s, watcher));
    }

    @Test
    void crossHelpsOnlyAgainstTheUndead() {
        Table s = scene();
        int cross = s.give(0, "Cross");
        s.g.inv[0].held.add(cross);
        assertEquals(3, Combat.weaponBonus(s.g, 0, s.g.content.monsters.get(s.g.content.monsterId("Zombie"))));
        assertEquals(0, Combat.weaponBonus(s.g, 0, s.g.content.monsters.get(s.g.content.monsterId("Cultist"))));
    }

    @Test
    void axeIsStrongerWithTheOtherHandEmpty() {
        Table s = scene();
        var cultist = s.g.content.monsters.get(s.g.content.monsterId("Cultist"));
        int axe = s.give(0, "Axe");
        s.g.inv[0].held.add(axe);
        assertEquals(3, Combat.weaponBonus(s.g, 0, cultist));
        int knife = s.give(0, "Knife");
        s.g.inv[0].held.add(knife);
        assertEquals(2 + 1, Combat.weaponBonus(s.g, 0, cultist));
    }

    @Test
    void shotgunSixesCountTwiceInCombat() {
        Table s = scene();
        int shotgun = s.give(0, "Shotgun");
        s.g.inv[0].held.add(shotgun);
        s.checkDice(0, CheckType.COMBAT, 0, 6);
        int dice = s.g.checkValue(0, CheckType.COMBAT);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "combat")).acceptChecks();
        assertEquals(2 * dice, s.g.lastSuccesses);
    }

    @Test
    void bullwhipRerollsOneFailedDie() {
        Table s = scene();
        int whip = s.give(0, "Bullwhip");
        s.checkDice(0, CheckType.COMBAT, 0, 1);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "combat"));
        s.dice(6).answer("reroll:" + whip);
        assertTrue(s.g.exhausted[whip]);
        assertTrue(s.g.lastPassed, "the one re-rolled die succeeds");
    }

    @Test
    void researchMaterialsStandInForAClue() {
        Table s = scene();
        int notes = s.give(0, "Research Materials");
        s.checkDice(0, CheckType.LUCK, 0, 1);
        s.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "luck"));
        s.dice(5).answer("asclue:" + notes);
        assertTrue(s.g.lastPassed);
        assertFalse(owns(s, notes));
    }

    @Test
    void researchMaterialsPayForAnEncounterChoicesClueCost() {
        Table s = scene();
        int notes = s.give(0, "Research Materials");
        s.g.inv[0].clues = 2;
        Effect spend = new Effect.Choose("Spend 3 Clue tokens?", List.of(
                new Effect.Option("Spend 3 Clue tokens", Cost.clues(3), new Effect.Gain(Stat.MONEY, Amount.of(5))),
                new Effect.Option("Decline", Cost.FREE, Effect.NOTHING)));
        s.run(new EffectStep(0, spend));
        assertFalse(offers(s, "option:0"), "two Clue tokens are not enough alone");
        s.answer("option-cards:0");
        assertFalse(owns(s, notes));
        assertEquals(0, s.g.inv[0].clues, "the card paid for one token");
        assertEquals(5, s.g.inv[0].money);
    }

    @Test
    void powderOfIbnGhaziCostsSanityAndIsUsedUp() {
        Table s = scene();
        int powder = s.give(0, "Powder of Ibn-Ghazi");
        int cultist = s.monster("Cultist", s.g.inv[0].place);
        s.g.inv[0].held.add(powder);
        s.g.begin(new Table.Do(g -> g.lastPassed = true), Combat.resume(0, cultist, Combat.Stage.AFTER_FIGHT),
                new Table.Halt());
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertFalse(owns(s, powder));
    }

    @Test
    void oneShotWeaponsAreUsedUpAttackingTheAncientOne() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", "Amanda Sharpe");
        s.g.phase = Phase.FINAL_BATTLE;
        s.g.awakened = true;
        s.g.battleRound = 1;
        int powder = s.give(0, "Powder of Ibn-Ghazi");
        // Ithaqua -3, Powder +9 magical; with the Powder held the attack is the only option left
        s.checkDice(0, CheckType.COMBAT, -3 + 9, 1);
        s.run(new FinalBattle.Attack(0, false)).answer("hold:" + powder).acceptChecks();
        assertTrue(s.halted());
        assertFalse(owns(s, powder), "discarded after the attack, not kept for the next round");
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
    }

    @Test
    void whiskeyTakesOneOffASanityLoss() {
        Table s = scene();
        int whiskey = s.give(0, "Whiskey");
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 2)).answer("prevent:" + whiskey);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertFalse(owns(s, whiskey));
    }

    @Test
    void luckyCigaretteCaseRerollsAnyCheckOnce() {
        Table s = scene();
        int charm = s.give(0, "Lucky Cigarette Case");
        s.checkDice(0, CheckType.WILL, 0, 1);
        s.run(SkillCheck.of(0, CheckType.WILL, 0, 1, "will"));
        s.checkDice(0, CheckType.WILL, 0, 5).answer("reroll:" + charm);
        assertTrue(s.g.lastPassed);
        assertFalse(owns(s, charm));
    }

    @Test
    void mapOfArkhamGivesOneMovementPoint() {
        Table s = scene();
        int map = s.give(0, "Map of Arkham");
        useWhileMoving(s, map, 1);
        assertEquals(2, s.g.inv[0].movePoints);
        assertTrue(s.g.exhausted[map]);
    }

    // ------------------------------------------------------------- spells

    @Test
    void fleshWardIgnoresAStaminaLossWhenCast() {
        Table s = scene();
        int ward = s.give(0, "Flesh Ward");
        scholar(s).run(g -> Harm.harm(g, 0, Stat.STAMINA, 3));
        s.checkDice(0, CheckType.SPELL, -2, 5);
        s.answer("prevent:" + ward).acceptChecks();
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertTrue(s.g.exhausted[ward]);
    }

    @Test
    void failedFleshWardLetsTheLossLand() {
        Table s = scene();
        int ward = s.give(0, "Flesh Ward");
        scholar(s).run(g -> Harm.harm(g, 0, Stat.STAMINA, 3));
        s.checkDice(0, CheckType.SPELL, -2, 1);
        s.answer("prevent:" + ward).acceptChecks();
        assertEquals(s.g.inv[0].maxStamina - 3, s.g.inv[0].stamina);
    }

    @Test
    void voiceOfRaAddsOneToEverySkillUntilRefreshed() {
        Table s = scene();
        int voice = s.give(0, "Voice of Ra");
        scholar(s);
        int luck = s.g.checkValue(0, CheckType.LUCK);
        int combat = s.g.checkValue(0, CheckType.COMBAT);
        s.checkDice(0, CheckType.SPELL, -1, 5);
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0)).answer("use:" + voice).acceptChecks();
        assertEquals(luck + 1, s.g.checkValue(0, CheckType.LUCK));
        assertEquals(combat + 1, s.g.checkValue(0, CheckType.COMBAT), "once, not once per skill");
        s.g.exhausted[voice] = false;
        assertEquals(luck, s.g.checkValue(0, CheckType.LUCK));
    }

    @Test
    void mistsOfRelehPassesAnEvadeCheck() {
        Table s = scene();
        int mists = s.give(0, "Mists of Releh");
        scholar(s);
        int zombie = s.monster("Zombie", s.g.inv[0].place);
        s.run(new Gauntlet.Evade(0, zombie, false));
        s.checkDice(0, CheckType.SPELL, s.g.awareness(zombie), 5);
        s.answer("pass:" + mists).acceptChecks();
        assertTrue(s.g.inv[0].dealtWith.contains(zombie));
        assertTrue(s.g.exhausted[mists]);
    }

    // ------------------------------------------------------------- skills

    @Test
    void fightSkillAddsADiePerClueOnCombatChecks() {
        Table s = scene();
        s.give(0, "Fight");
        s.g.inv[0].clues = 1;
        s.checkDice(0, CheckType.COMBAT, 0, 1);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 2, "combat"));
        s.dice(5, 6).answer("clue");
        assertTrue(s.g.lastPassed, "one Clue token bought two dice");
    }

    @Test
    void skillCardsOnlyHelpTheirOwnSkill() {
        Table s = scene();
        s.give(0, "Speed");
        s.g.inv[0].clues = 1;
        s.checkDice(0, CheckType.LORE, 0, 1);
        s.run(SkillCheck.of(0, CheckType.LORE, 0, 1, "lore"));
        s.dice(1, 6).answer("clue");
        assertFalse(s.g.lastPassed, "only one die for the Clue token");
    }

    // ------------------------------------------------------------- allies

    private static int join(Table s, String ally) {
        int inst = s.g.takeFromDeck(s.g.content.cardId(ally));
        s.run(g -> g.giveCard(0, inst));
        return inst;
    }

    @Test
    void annaKaslowBringsTwoClues() {
        Table s = scene();
        join(s, "Anna Kaslow");
        assertEquals(2, s.g.inv[0].clues);
    }

    @Test
    void rubyStandishBringsAUniqueItem() {
        Table s = scene();
        join(s, "Ruby Standish");
        assertEquals(1, count(s, Deck.UNIQUE));
    }

    @Test
    void ryanDeanBringsACommonItem() {
        Table s = scene();
        join(s, "Ryan Dean");
        assertEquals(1, count(s, Deck.COMMON));
    }

    @Test
    void thomasMaloneBringsASpell() {
        Table s = scene();
        join(s, "Thomas F. Malone");
        assertEquals(1, count(s, Deck.SPELL));
    }

    @Test
    void dukeRaisesMaximumSanityAndCanBeDiscardedToRestoreIt() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "\"Ashcan\" Pete");
        int printed = s.g.defOf(0).maxSanity();
        int duke = join(s, "Duke");
        assertEquals(printed + 1, s.g.inv[0].maxSanity);
        s.g.inv[0].sanity = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0)).answer("use:" + duke);
        assertEquals(printed, s.g.inv[0].maxSanity);
        assertEquals(printed, s.g.inv[0].sanity);
    }

    @Test
    void sirWilliamBrintonRaisesMaximumStaminaAndCanBeDiscardedToRestoreIt() {
        Table s = scene();
        int printed = s.g.defOf(0).maxStamina();
        int sir = join(s, "Sir William Brinton");
        assertEquals(printed + 1, s.g.inv[0].maxStamina);
        s.g.inv[0].stamina = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0)).answer("use:" + sir);
        assertEquals(printed, s.g.inv[0].stamina);
    }

    @Test
    void ashcanPeteStartsWithDukesExtraSanity() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Azathoth", "\"Ashcan\" Pete");
        Game g = Game.create(s.g.content, s.g.setup);
        assertEquals(g.defOf(0).maxSanity() + 1, g.inv[0].sanity);
    }

    // ------------------------------------------------------ card actions in combat

    /** A combat already past its Horror check, waiting for the investigator's choice. */
    private static Table fighting(Table s, int monster) {
        return s.run(Combat.resume(0, monster, Combat.Stage.CHOOSE));
    }

    @Test
    void bindMonsterPassesTheCombatCheckWithAsManySuccessesAsTheToughness() {
        Table s = scholar(scene());
        int bind = s.give(0, "Bind Monster");
        int spawn = s.monster("Star Spawn", s.g.inv[0].place);
        fighting(s, spawn).answer("fight");
        s.checkDice(0, CheckType.SPELL, 4, 5).answer("pass:" + bind);
        s.acceptChecks();
        assertEquals(Game.trophy(0), s.g.monsterWhere[spawn]);
        assertFalse(owns(s, bind), "discarded once it takes effect");
        assertEquals(s.g.inv[0].maxSanity - 2, s.g.inv[0].sanity);
    }

    @Test
    void enchantWeaponMakesAHeldPhysicalWeaponMagicalForTheCombat() {
        Table s = scene();
        int enchant = s.give(0, "Enchant Weapon");
        int gun = s.give(0, ".45 Automatic");
        int spawn = s.monster("Formless Spawn", s.g.inv[0].place);
        s.g.inv[0].held.add(gun);
        assertEquals(0, Combat.weaponBonus(s.g, 0, spawn), "physical immunity");
        fighting(s, spawn);
        s.checkDice(0, CheckType.SPELL, 0, 5).answer("use:" + enchant).acceptChecks();
        assertTrue(s.asks("Combat with"));
        assertEquals(4, Combat.weaponBonus(s.g, 0, spawn));
        assertTrue(s.g.exhausted[enchant]);
    }

    @Test
    void redSignLowersToughnessAndIgnoresTheChosenAbility() {
        Table s = scene();
        int sign = s.give(0, "Red Sign of Shudde M'ell");
        int gun = s.give(0, ".45 Automatic");
        int dhole = s.monster("Dhole", s.g.inv[0].place);
        s.g.inv[0].held.add(gun);
        assertEquals(2, Combat.weaponBonus(s.g, 0, dhole), "physical resistance halves it");
        fighting(s, dhole);
        s.checkDice(0, CheckType.SPELL, -1, 5).answer("use:" + sign).acceptChecks();
        s.answer("ignore:physical-resistance");
        assertEquals(2, Combat.toughness(s.g, 0, dhole));
        assertEquals(4, Combat.weaponBonus(s.g, 0, dhole));
        s.answer("release:" + sign);
        assertEquals(3, Combat.toughness(s.g, 0, dhole), "released, the spell stops working");
        assertEquals(2, Combat.weaponBonus(s.g, 0, dhole));
    }

    /** Casts the Red Sign (every die a success) in combat with the monster and ignores its special ability. */
    private static Table redSignIgnoresSpecial(Table s, int monster) {
        int sign = s.give(0, "Red Sign of Shudde M'ell");
        fighting(s, monster);
        s.checkDice(0, CheckType.SPELL, -1, 5).answer("use:" + sign).acceptChecks();
        if (offers(s, "ignore:special")) s.answer("ignore:special"); // the only choice is taken at once
        assertTrue(Combat.ignores(s.g, 0, monster, "special"));
        return s;
    }

    @Test
    void redSignIgnoringAManiacsAbilityAtTerrorSixTakesAwayItsRatingAndEndless() {
        Table s = scene();
        s.g.terror = 6;
        int maniac = s.monster("Maniac", s.g.inv[0].place);
        assertEquals(-2, Combat.fightModifier(s.g, 0, maniac), "terror 6: combat rating -2");
        redSignIgnoresSpecial(s, maniac);
        assertEquals(1, Combat.fightModifier(s.g, 0, maniac), "its printed +1");
        s.checkDice(0, CheckType.COMBAT, 1, 5).answer("fight").acceptChecks();
        assertEquals(Game.trophy(0), s.g.monsterWhere[maniac], "kept as a trophy: its Endless is ignored too");
    }

    @Test
    void redSignIgnoresWorshipperAbilitiesButNotAnAncientOnesPower() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Ithaqua", "Amanda Sharpe");
        int cultist = s.monster("Cultist", s.g.inv[0].place);
        assertEquals(3, Combat.toughness(s.g, 0, cultist), "Ithaqua's Cultists +2 toughness");
        redSignIgnoresSpecial(s, cultist);
        assertEquals(1, Combat.toughness(s.g, 0, cultist), "the worshipper ability and 1 more are gone");

        s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Shub-Niggurath", "Amanda Sharpe");
        int young = s.monster("Dark Young", s.g.inv[0].place);
        assertEquals(4, Combat.toughness(s.g, 0, young), "Shub-Niggurath's power: every monster +1 toughness");
        redSignIgnoresSpecial(s, young);
        assertEquals(3, Combat.toughness(s.g, 0, young), "only the spell's 1: the power is not the monster's");
    }

    @Test
    void redSignOnAYigCultistStillFeedsYigsDoomTrack() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Yig", "Amanda Sharpe");
        int cultist = s.monster("Cultist", s.g.inv[0].place);
        assertEquals(0, Combat.fightModifier(s.g, 0, cultist), "Yig's Cultists: combat rating +0");
        redSignIgnoresSpecial(s, cultist);
        assertEquals(1, Combat.fightModifier(s.g, 0, cultist), "the worshipper rating is set aside");
        int doom = s.g.doom;
        s.checkDice(0, CheckType.COMBAT, 1, 5).answer("fight").acceptChecks();
        assertEquals(Game.trophy(0), s.g.monsterWhere[cultist]);
        assertEquals(doom + 1, s.g.doom, "the doom token is Yig's power, not the Cultist's ability");
    }

    @Test
    void fluteOfTheOuterGodsDefeatsEveryMonsterInTheArea() {
        Table s = scene();
        int flute = s.give(0, "Flute of the Outer Gods");
        int place = s.g.inv[0].place;
        int zombie = s.monster("Zombie", place);
        int cultist = s.monster("Cultist", place);
        fighting(s, zombie).answer("use:" + flute);
        assertTrue(s.halted(), "the combat is over");
        assertEquals(Game.trophy(0), s.g.monsterWhere[zombie]);
        assertEquals(Game.trophy(0), s.g.monsterWhere[cultist]);
        assertEquals(s.g.inv[0].maxSanity - 3, s.g.inv[0].sanity);
        assertEquals(s.g.inv[0].maxStamina - 3, s.g.inv[0].stamina);
        assertFalse(owns(s, flute));
    }

    // ------------------------------------------------------ other rules

    @Test
    void dragonsEyeDrawsANewLocationCardInPlaceOfTheFirst() {
        Table s = scene().at(0, "Woods");
        int eye = s.give(0, "Dragon's Eye");
        int place = s.place("Woods");
        int[] deck = s.g.locationDeck(s.g.board.street(place));
        s.g.forcedLocationCards.add(deck[0]);
        s.g.forcedLocationCards.add(deck[1]);
        s.g.logEvents(true);
        s.run(new ArkhamEncounter.LocationEncounter(0, place));
        assertTrue(s.asks("Encounter card drawn"));
        s.answer("redraw:" + eye);
        String second = s.g.content.locationCards.get(deck[1]).name();
        assertTrue(s.g.drainEvents().stream().anyMatch(e -> second.equals(e.card())), "the second card is had");
        assertTrue(s.g.exhausted[eye]);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
    }

    @Test
    void derringerAndDeputysRevolverAreNeverDiscardedAgainstTheOwnersWill() {
        Table s = scene();
        int derringer = s.give(0, ".18 Derringer");
        int revolver = s.give(0, "Deputy's Revolver");
        int knife = s.give(0, "Knife");
        s.g.inv[0].stamina = 0;
        s.run(new Knockout(0, 0));
        assertTrue(owns(s, derringer) && owns(s, revolver));
        assertFalse(owns(s, knife), "three items: one is lost, and only the Knife may be");
        s.g.inv[0].stamina = 0;
        s.run(new Knockout(0, 0));
        assertTrue(owns(s, derringer) && owns(s, revolver), "with only those left, nothing more is lost");
    }
}
