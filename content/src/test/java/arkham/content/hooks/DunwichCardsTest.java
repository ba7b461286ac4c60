package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.Stat;
import arkham.engine.flow.CardActions;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Harm;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's Common and Unique Items, Spells, Skills and Allies, run by the real steps with forced dice. */
class DunwichCardsTest {
    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), DunwichInvestigatorsTest.DUNWICH, "Azathoth",
                investigators.length == 0 ? new String[]{"Amanda Sharpe"} : investigators);
        s.run(g -> { });
        s.at(0, "Northside");
        s.g.inv[0].slider[2] = 3; // full Lore, so spells have dice
        return s;
    }

    private static Table castPasses(Table s, int spell) {
        return s.checkDice(0, CheckType.SPELL, s.g.content.cardOf(spell).castingMod(), 5);
    }

    @Test
    void dunwichCardsAreInTheDecksOnlyWithTheOption() {
        var content = ContentLoader.core();
        Game core = Game.create(content, Setup.random(2, 3));
        Game dunwich = Game.create(content, Setup.random(2, 3).withOptions(DunwichInvestigatorsTest.DUNWICH));
        int copies = 0;
        for (int c = 0; c < content.cardKind.length; c++) {
            // Injury and Madness cards have their own switch; Conditions wait face down in the box
            if (content.cardOf(c).expansion() != Expansion.DUNWICH || content.cardOf(c).deck().isInjuryOrMadness()
                    || content.cardOf(c).has("condition")) continue;
            assertEquals(Game.BOX, core.cardWhere[c], content.cardOf(c).name() + " is boxed in a core game");
            // the Tasks and Missions whose steps no source gives stay out of the decks
            if (content.leftOut(content.cardKind[c]) != null) {
                assertEquals(Game.BOX, dunwich.cardWhere[c], content.cardOf(c).name() + " is left out");
                continue;
            }
            copies++;
            assertTrue(dunwich.cardWhere[c] != Game.BOX, content.cardOf(c).name() + " is in play with the Dunwich cards");
        }
        assertEquals((15 - 5) + (25 - 7) + 21 + 11 + 5 + 8 + 8, copies,
                "investigator cards but the 5 Tasks and 7 Missions left out, Rail Passes and Sheldon Gang Memberships");
    }

    @Test
    void handlessWeaponsHelpWithoutHands() {
        Table s = scene();
        int ghoul = s.monster("Ghoul", s.place("Northside"));
        s.give(0, "Brass Knuckles");
        s.give(0, "Alien Device");
        assertEquals(1 + 2, Combat.weaponBonus(s.g, 0, ghoul));
    }

    @Test
    void flamethrowerIsExhaustedForSevenMoreDiceOnOneCheck() {
        Table s = scene();
        int ghoul = s.monster("Ghoul", s.place("Northside"));
        int flame = s.give(0, "Flamethrower");
        s.run(Combat.resume(0, ghoul, Combat.Stage.CHOOSE)).answer("hold:" + flame).answer("fight");
        int dice = s.g.checkValue(0, CheckType.COMBAT) + Combat.fightModifier(s.g, 0, ghoul) + 7;
        for (int k = 0; k < dice; k++) s.g.forcedDice.add(2);
        s.answer("pass:" + flame).acceptChecks();
        assertTrue(s.g.exhausted[flame]);
        assertTrue(s.g.forcedDice.isEmpty(), "the check had 7 more dice");
    }

    @Test
    void goldenSwordIsHalvedByMagicalResistance() {
        Table s = scene();
        int vampire = s.monster("Star Vampire", s.place("Northside")); // physical resistance only
        int sword = s.give(0, "Golden Sword of Y'ha-Talla");
        s.run(Combat.resume(0, vampire, Combat.Stage.CHOOSE)).answer("hold:" + sword).answer("fight");
        int dice = s.g.checkValue(0, CheckType.COMBAT) + Combat.fightModifier(s.g, 0, vampire) + 5;
        for (int k = 0; k < dice; k++) s.g.forcedDice.add(2);
        s.answer("pass:" + sword).acceptChecks();
        assertTrue(s.g.forcedDice.isEmpty(), "a magical +5 against physical resistance is whole");
        Table h = scene();
        int hunting = h.monster("Hunting Horror", h.place("Northside")); // magical resistance
        int sword2 = h.give(0, "Golden Sword of Y'ha-Talla");
        h.run(Combat.resume(0, hunting, Combat.Stage.CHOOSE)).answer("hold:" + sword2).answer("fight");
        int dice2 = h.g.checkValue(0, CheckType.COMBAT) + Combat.fightModifier(h.g, 0, hunting) + 3;
        for (int k = 0; k < dice2; k++) h.g.forcedDice.add(2);
        h.answer("pass:" + sword2).acceptChecks();
        assertTrue(h.g.forcedDice.isEmpty(), "halved, rounded up: +3");
    }

    @Test
    void dholChantsGiveAnAllyForTwoSanity() {
        Table s = scene();
        int chants = s.give(0, "Dhol Chants");
        int san = s.g.inv[0].sanity;
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].movePoints = 4;
        s.checkDice(0, CheckType.LORE, -2, 5);
        s.run(new MovementStep.ArkhamMove(0)).answer("use:" + chants);
        s.acceptChecks();
        assertEquals(san - 2, s.g.inv[0].sanity);
        assertEquals(Game.BOX == s.g.cardWhere[chants] || s.g.cardWhere[chants] != 0, true, "discarded after its pass");
        assertEquals(1, count(s, Deck.ALLY));
    }

    @Test
    void trueMagickGivesAClueForASanity() {
        Table s = scene();
        int book = s.give(0, "True Magick");
        int san = s.g.inv[0].sanity;
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].movePoints = 4;
        s.checkDice(0, CheckType.LORE, -1, 5);
        s.run(new MovementStep.ArkhamMove(0)).answer("use:" + book);
        s.acceptChecks();
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(san - 1, s.g.inv[0].sanity);
        assertEquals(0, s.g.cardWhere[book], "kept");
    }

    @Test
    void goldenTrumpetTakesThreeSanityLossesThenGoes() {
        Table s = scene();
        int trumpet = s.give(0, "Golden Trumpet");
        int san = s.g.inv[0].sanity;
        for (int k = 0; k < 3; k++) {
            s.run(g -> Harm.harm(g, 0, Stat.SANITY, 1));
            s.answer("prevent:" + trumpet);
        }
        assertEquals(san, s.g.inv[0].sanity);
        assertFalse(s.g.cardWhere[trumpet] == 0, "the third token discards it");
    }

    @Test
    void lightningGunClearsTheSky() {
        Table s = scene();
        int gun = s.give(0, "Lightning Gun");
        int m1 = s.monster("Byakhee", s.g.board.sky());
        int m2 = s.monster("Wraith", s.g.board.sky());
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + gun);
        assertEquals(Game.trophy(0), s.g.monsterWhere[m1]);
        assertEquals(Game.trophy(0), s.g.monsterWhere[m2]);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertEquals(s.g.inv[0].maxStamina - 1, s.g.inv[0].stamina);
    }

    @Test
    void alchemicalProcessMakesThreeDollars() {
        Table s = scene();
        int spell = s.give(0, "Alchemical Process");
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        assertEquals(3, s.g.inv[0].money);
        assertTrue(s.g.exhausted[spell]);
    }

    @Test
    void blessIsCastOnAnotherInvestigator() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        int spell = s.give(0, "Bless");
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        s.answer("bless:1");
        assertTrue(s.g.isBlessed(1));
        assertFalse(s.g.cardWhere[spell] == 0, "cast and discarded");
    }

    @Test
    void cloudMemoryTradesStaminaForSanity() {
        Table s = scene();
        int spell = s.give(0, "Cloud Memory");
        s.g.inv[0].sanity = 1;
        int sta = s.g.inv[0].stamina;
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        assertEquals(2, s.g.inv[0].sanity);
        assertEquals(sta - 1, s.g.inv[0].stamina);
    }

    @Test
    void greaterBanishmentReturnsADimensionToTheCup() {
        Table s = scene();
        int spell = s.give(0, "Greater Banishment");
        int goat = s.monster("Goat Spawn", s.place("Rivertown")); // hexagon
        int ghoul = s.monster("Ghoul", s.place("Rivertown")); // hexagon
        int star = s.monster("Star Vampire", s.place("Rivertown"));
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("dimension:crescent")), "not the moon");
        s.answer("dimension:hexagon");
        assertEquals(Game.CUP, s.g.monsterWhere[goat]);
        assertEquals(Game.CUP, s.g.monsterWhere[ghoul]);
        assertEquals(s.place("Rivertown"), s.g.monsterWhere[star]);
    }

    @Test
    void mythosLoreLowersMaximumSanityAndStandsInForAClue() {
        Table s = scene();
        int max = s.g.inv[0].maxSanity;
        int lore = s.give(0, "Mythos Lore");
        assertEquals(max - 1, s.g.inv[0].maxSanity);
        s.checkDice(0, CheckType.LUCK, 0, 1).dice(6);
        s.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        s.answer("asclue:" + lore);
        assertTrue(s.g.lastPassed);
        assertTrue(s.g.exhausted[lore]);
        s.run(g -> g.discard(0, lore));
        assertEquals(max, s.g.inv[0].maxSanity, "given back when the card goes");
    }

    @Test
    void grappleTurnsEveryFourIntoASuccessOfFightAndCombatChecks() {
        Table s = scene();
        s.give(0, "Grapple");
        int dice = s.g.checkValue(0, CheckType.FIGHT);
        for (int k = 0; k < dice; k++) s.g.forcedDice.add(4);
        s.run(SkillCheck.counting(0, CheckType.FIGHT, 0, 1, "test")).acceptChecks();
        assertEquals(dice, s.g.lastSuccesses, "every 4 succeeds");
        int luck = s.g.checkValue(0, CheckType.LUCK);
        for (int k = 0; k < luck; k++) s.g.forcedDice.add(4);
        s.run(SkillCheck.counting(0, CheckType.LUCK, 0, 1, "test")).acceptChecks();
        assertEquals(0, s.g.lastSuccesses, "not Luck checks");
    }

    @Test
    void ammiPierceAndEarlSawyerAreExhaustedToPreventALoss() {
        Table s = scene();
        int ammi = s.give(0, "Ammi Pierce");
        int earl = s.give(0, "Earl Sawyer");
        int san = s.g.inv[0].sanity;
        int sta = s.g.inv[0].stamina;
        s.run(g -> Harm.harm(g, 0, Stat.SANITY, 2)).answer("prevent:" + ammi);
        s.run(g -> Harm.harm(g, 0, Stat.STAMINA, 2)).answer("prevent:" + earl);
        assertEquals(san - 1, s.g.inv[0].sanity);
        assertEquals(sta - 1, s.g.inv[0].stamina);
        assertTrue(s.g.exhausted[ammi] && s.g.exhausted[earl]);
        assertEquals(1 + s.g.defOf(0).skill(arkham.engine.def.Skill.WILL, s.g.inv[0].slider[1]),
                s.g.checkValue(0, CheckType.WILL), "Ammi Pierce: +1 Will");
    }

    @Test
    void corinnaJonesDrawsASkillAndProfessorRicePlacesClues() {
        Table s = scene("Bob Jenkins"); // not Amanda Sharpe, who would choose among two Skills
        s.run(g -> s.give(0, "Corinna Jones"));
        assertEquals(1, count(s, Deck.SKILL));
        int unstable = s.place("Woods");
        int gated = s.place("Unvisited Isle");
        s.gate("Abyss", "Unvisited Isle");
        s.give(0, "Professor Rice");
        assertEquals(1, s.g.clues[unstable]);
        assertEquals(0, s.g.clues[gated], "not where a gate is open");
    }

    @Test
    void zebulonWhateleyRefreshesASpell() {
        Table s = scene();
        int zeb = s.give(0, "Zebulon Whateley");
        int spell = s.give(0, "Alchemical Process");
        s.g.exhausted[spell] = true;
        s.run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + zeb);
        assertFalse(s.g.exhausted[spell]);
        assertTrue(s.g.exhausted[zeb]);
    }

    private static int count(Table s, Deck deck) {
        int n = 0;
        var cs = s.g.inv[0].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    @Test
    void fisticuffsBuysASuccessForTwoCluesAfterACombatCheck() { // Fisticuffs card (Conceal, Mystic Gift, Strong Will share its hook)
        Table s = scene();
        s.give(0, "Fisticuffs");
        s.g.inv[0].clues = 5;
        s.run(SkillCheck.of(0, CheckType.COMBAT, -20, 2, "combat: test"));
        s.answer("clue-success").answer("clue-success");
        assertTrue(s.g.lastPassed, "two successes bought, no die rolled");
        assertEquals(1, s.g.inv[0].clues);
        Table lore = scene();
        lore.give(0, "Fisticuffs");
        lore.g.inv[0].clues = 5;
        lore.run(SkillCheck.of(0, CheckType.LORE, -20, 2, "test"));
        assertFalse(lore.q().options().stream().anyMatch(c -> c.id().equals("clue-success")), "only after a Combat check");
        Table arm = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(), "Azathoth", "Bob Jenkins");
        arm.run(g -> { });
        arm.give(0, "Fisticuffs");
        arm.give(0, "Injured Arm");
        arm.g.inv[0].clues = 5;
        arm.run(SkillCheck.of(0, CheckType.COMBAT, -20, 2, "combat: test"));
        arm.answer("clue-success");
        assertFalse(arm.q().options().stream().anyMatch(c -> c.id().startsWith("clue")), "an Injured Arm: no more than 2 Clue tokens on it");
    }

    @Test
    void wrackEndsTheCombatAsIfEvaded() { // Wrack card
        Table s = scene().at(0, "Northside");
        int wrack = s.give(0, "Wrack");
        s.g.inv[0].sanity = s.g.inv[0].maxSanity;
        int zombie = s.monster("Zombie", s.place("Northside"));
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        s.checkDice(0, CheckType.SPELL, s.g.content.cardOf(wrack).castingMod(), 6).answer("use:" + wrack).acceptChecks();
        assertTrue(s.halted(), "the combat is over");
        assertEquals(s.place("Northside"), s.g.monsterWhere[zombie], "the monster stays, not defeated");
        assertTrue(s.g.exhausted[wrack]);
        Table t = scene().at(0, "Northside");
        int w2 = t.give(0, "Wrack");
        t.g.inv[0].sanity = t.g.inv[0].maxSanity;
        int z2 = t.monster("Zombie", t.place("Northside"));
        t.run(Combat.resume(0, z2, Combat.Stage.CHOOSE));
        t.checkDice(0, CheckType.SPELL, t.g.content.cardOf(w2).castingMod(), 1).answer("use:" + w2).acceptChecks();
        assertTrue(t.asks("Combat with the Zombie"), "a failed cast: the combat goes on");
    }

    private static Table moving(Table s, int points) {
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].movePoints = points;
        s.g.inv[0].pointsSpent = 0;
        return s;
    }

    @Test
    void callFriendBringsAnInvestigatorStillToMoveWhoThenDoesNotMove() { // Call Friend card
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.g.first = 0;
        s.at(1, "Rivertown");
        int spell = s.give(0, "Call Friend");
        castPasses(moving(s, 4), spell).run(new MovementStep.ArkhamMove(0)).answer("use:" + spell).acceptChecks();
        // the one investigator to call is called without a question
        assertEquals(s.place("Northside"), s.g.inv[1].place, "brought to the caster");
        assertTrue(s.g.exhausted[spell]);
        s.run(new MovementStep(1));
        assertTrue(s.asks("Move (0 movement points"), "his own movement is skipped: " + s.q().prompt());
        s.run(new MovementStep(1));
        assertTrue(s.asks("Move (" + s.g.movementPoints(1) + " movement points"), "only for this turn: " + s.q().prompt());
        Table t = scene("Amanda Sharpe", "Bob Jenkins");
        t.g.first = 1; // Bob has moved already this turn
        t.at(1, "Rivertown");
        int s2 = t.give(0, "Call Friend");
        moving(t, 4).run(new MovementStep.ArkhamMove(0));
        assertFalse(t.q().options().stream().anyMatch(c -> c.id().equals("use:" + s2)), "no one left to call");
    }

    @Test
    void foreseeCastsToRerollACheckAndAFailedCastLeavesTheRoll() { // Foresee card
        Table s = scene();
        int spell = s.give(0, "Foresee");
        int luck = s.g.checkValue(0, CheckType.LUCK);
        s.checkDice(0, CheckType.LUCK, 0, 1);
        s.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        castPasses(s, spell).checkDice(0, CheckType.LUCK, 0, 6);
        int san = s.g.inv[0].sanity;
        s.answer("reroll:" + spell).acceptChecks();
        assertTrue(s.g.lastPassed, "rolled again after the cast");
        assertTrue(s.g.forcedDice.isEmpty(), luck + " dice re-rolled after the Spell check");
        assertEquals(san - 1, s.g.inv[0].sanity, "its Sanity cost");
        assertTrue(s.g.exhausted[spell]);
        Table t = scene();
        int s2 = t.give(0, "Foresee");
        t.checkDice(0, CheckType.LUCK, 0, 1);
        t.run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        t.checkDice(0, CheckType.SPELL, t.g.content.cardOf(s2).castingMod(), 1);
        t.answer("reroll:" + s2);
        assertTrue(t.halted(), "a failed cast: the check stands as rolled (Foresee exhausted, nothing more to offer)");
        assertFalse(t.g.lastPassed);
        assertTrue(t.g.forcedDice.isEmpty());
    }

    @Test
    void lureMonsterBringsAMonsterFromTheSkyToHim() { // Lure Monster card
        Table s = scene();
        int spell = s.give(0, "Lure Monster");
        int byakhee = s.monster("Byakhee", s.g.board.sky());
        int ghoul = s.monster("Ghoul", s.place("Rivertown"));
        int horror = s.g.content.dunwichHorrorMarker;
        s.g.monsterWhere[horror] = s.place("Sentinel Hill");
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("monster:" + horror)), "the Dunwich Horror stays on Sentinel Hill");
        s.answer("monster:" + byakhee);
        assertEquals(s.place("Northside"), s.g.monsterWhere[byakhee]);
        assertEquals(s.place("Rivertown"), s.g.monsterWhere[ghoul]);
        Table t = scene();
        int s2 = t.give(0, "Lure Monster");
        t.monster("Byakhee", t.g.board.sky());
        t.gate("Abyss", "Unvisited Isle");
        t.g.moveInvestigator(0, t.g.board.otherWorld(t.g.board.worldId("Abyss")).firstArea());
        t.run(new CardActions.Window(0, Hooks.Timing.UPKEEP));
        assertFalse(t.asks("Upkeep") && t.q().options().stream().anyMatch(c -> c.id().equals("use:" + s2)), "only while in Arkham");
    }

    @Test
    void summonShantakGivesAMovementPointAndPassesTheMonsters() { // Summon Shantak card
        Table s = scene();
        int spell = s.give(0, "Summon Shantak");
        int ghoul = s.monster("Ghoul", s.place("Northside"));
        castPasses(moving(s, 4), spell).run(new MovementStep.ArkhamMove(0)).answer("use:" + spell).acceptChecks();
        assertEquals(5, s.g.inv[0].movePoints);
        s.answer("stop");
        assertTrue(s.halted(), "movement ends beside the Ghoul without meeting it");
        assertEquals(s.place("Northside"), s.g.monsterWhere[ghoul]);
        Table t = scene();
        t.monster("Ghoul", t.place("Northside"));
        moving(t, 4).run(new MovementStep.ArkhamMove(0)).answer("stop");
        assertTrue(t.asks("Monsters at Northside"), "without the spell the Ghoul is met");
    }

    @Test
    void visionQuestTakesTheCluesOfHisNeighbourhoodWhenMovementEnds() { // Vision Quest card
        Table s = scene();
        int spell = s.give(0, "Vision Quest");
        s.g.clues[s.place("Newspaper")] = 2;
        s.g.clues[s.place("Train Station")] = 1;
        s.g.clues[s.place("Unvisited Isle")] = 1;
        castPasses(moving(s, 0), spell).run(new MovementStep.ArkhamMove(0)); // no point left: the stop is taken for him
        s.answer("cast").acceptChecks();
        assertEquals(3, s.g.inv[0].clues, "Northside's locations only");
        assertEquals(0, s.g.clues[s.place("Newspaper")]);
        assertEquals(1, s.g.clues[s.place("Unvisited Isle")]);
        assertTrue(s.g.exhausted[spell]);
    }

    @Test
    void visionQuestIsNotOfferedOnceTradedAway() { // found by QuestionMeaningTest: the offer named a card in another's hands
        Table s = scene("Sister Mary", "Michael McGlen").at(1, "Northside");
        int spell = s.give(0, "Vision Quest");
        s.g.clues[s.place("Newspaper")] = 2;
        // the offer waits while the moment to trade after movement comes first, and the spell changes hands there
        s.g.inv[0].cards.remove(spell);
        s.g.inv[1].cards.add(spell);
        s.g.cardWhere[spell] = 1;
        s.run(new DunwichCards.VisionOffer(0, spell));
        assertTrue(s.halted(), "no offer to cast a spell he no longer holds");
        assertEquals(2, s.g.clues[s.place("Newspaper")]);
    }

    @Test
    void deVermiisMysteriisClosesAGateAnywhere() { // De Vermiis Mysteriis card
        Table s = scene();
        int book = s.give(0, "De Vermiis Mysteriis");
        int gate = s.gate("Abyss", "Unvisited Isle");
        s.gate("Abyss", "Woods");
        int san = s.g.inv[0].sanity;
        s.checkDice(0, CheckType.LORE, -2, 5);
        moving(s, 4).run(new MovementStep.ArkhamMove(0)).answer("use:" + book).acceptChecks();
        s.answer("gate:unvisited-isle");
        assertEquals(Game.trophy(0), s.g.gateWhere[gate], "closed far away, his trophy");
        assertFalse(s.g.sealed[s.place("Unvisited Isle")]);
        assertEquals(san - 1, s.g.inv[0].sanity);
        assertFalse(s.g.cardWhere[book] == 0, "discarded after its pass");
        assertEquals(2, s.g.inv[0].movePoints);
    }

    @Test
    void elixirOfLifeIsDiscardedInPlaceOfAnInjuryCard() { // Elixir of Life card
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(false, true, true), "Azathoth", "Bob Jenkins");
        s.run(g -> { });
        s.at(0, "Northside");
        int elixir = s.give(0, "Elixir of Life");
        int injuries = s.g.deck(Deck.INJURY).size();
        s.run(g -> g.lose(0, Stat.STAMINA, g.inv[0].stamina));
        s.answer("instead:" + elixir);
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina, "restored to the maximum");
        assertEquals(s.place("St. Mary's Hospital"), s.g.inv[0].place);
        assertEquals(injuries, s.g.deck(Deck.INJURY).size(), "no Injury card drawn");
        assertFalse(s.g.cardWhere[elixir] == 0, "the Elixir is gone");
        Table t = Table.scene(ContentLoader.core(), new Setup.Options(false).withDunwich(false, true, true), "Azathoth", "Bob Jenkins");
        t.run(g -> { });
        int e2 = t.give(0, "Elixir of Life");
        int madness = t.g.deck(Deck.MADNESS).size();
        t.run(g -> DunwichInjuries.drawInto(g, 0, Deck.MADNESS, null)).answer("instead:" + e2);
        assertEquals(madness, t.g.deck(Deck.MADNESS).size(), "an encounter's Madness card is not drawn either");
        assertFalse(t.g.cardWhere[e2] == 0);
    }

    @Test
    void fireOfAsshurbanipalLetsOneMoreGateOpenBeforeTheAwakening() { // Fire of Asshurbanipal card
        Table s = scene();
        int limit = s.g.tooManyGates();
        int fire = s.give(0, "Fire of Asshurbanipal");
        assertEquals(limit + 1, s.g.tooManyGates());
        s.run(g -> g.discard(0, fire));
        assertEquals(limit, s.g.tooManyGates(), "only while someone holds it");
    }

    @Test
    void miGoBrainCaseChangesPlacesWithAMonsterForAllHisMovement() { // Mi-Go Brain Case card
        Table s = scene();
        int brain = s.give(0, "Mi-Go Brain Case");
        int ghoul = s.monster("Ghoul", s.place("Rivertown"));
        s.monster("Zombie", s.place("Downtown"));
        int horror = s.g.content.dunwichHorrorMarker;
        s.g.monsterWhere[horror] = s.place("Sentinel Hill");
        moving(s, 4).run(new MovementStep.ArkhamMove(0)).answer("use:" + brain);
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("swap-monster:" + horror)), "never the Dunwich Horror");
        s.answer("swap-monster:" + ghoul);
        assertEquals(s.place("Rivertown"), s.g.inv[0].place);
        assertEquals(s.place("Northside"), s.g.monsterWhere[ghoul]);
        assertEquals(4, s.g.inv[0].pointsSpent, "all his movement points spent");
        assertTrue(s.halted(), "his movement is over");
        assertTrue(s.g.exhausted[brain]);
        Table t = scene();
        int b2 = t.give(0, "Mi-Go Brain Case");
        t.monster("Ghoul", t.place("Rivertown"));
        moving(t, 4);
        t.g.inv[0].pointsSpent = 1;
        t.run(new MovementStep.ArkhamMove(0));
        assertFalse(t.q().options().stream().anyMatch(c -> c.id().equals("use:" + b2)), "not once a movement point is spent");
    }

    @Test
    void sevenCrypticalBooksOfHsanPayOneSanityOfASpellsCost() { // Seven Cryptical Books of Hsan card
        Table s = scene();
        int books = s.give(0, "Seven Cryptical Books of Hsan");
        int spell = s.give(0, "Alchemical Process"); // costs 1 Sanity
        int san = s.g.inv[0].sanity;
        castPasses(s, spell).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + spell).acceptChecks();
        assertEquals(san, s.g.inv[0].sanity, "the books paid the Sanity");
        assertTrue(s.g.exhausted[books]);
        int other = s.give(0, "Alchemical Process");
        castPasses(s, other).run(new CardActions.Window(0, Hooks.Timing.UPKEEP)).answer("use:" + other).acceptChecks();
        assertEquals(san - 1, s.g.inv[0].sanity, "exhausted, the books pay no more");
    }
}
