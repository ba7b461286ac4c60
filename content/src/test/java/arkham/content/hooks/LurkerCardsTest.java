package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.Stat;
import arkham.engine.flow.CardActions;
import arkham.engine.flow.Combat;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.MythosStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Status;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Lurker at the Threshold's Common Items, Unique Items and Spells, run by the real steps with forced dice. */
class LurkerCardsTest {
    private static final Setup.Options LURKER_CARDS = new Setup.Options(false, true, false, false, false, false);

    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), LURKER_CARDS, "Azathoth", investigators.length == 0 ? new String[]{"Amanda Sharpe"} : investigators);
        s.run(g -> { }); // cards drawn for a question pending at the start go back to their decks
        s.at(0, "Administration Building");
        s.g.inv[0].slider[2] = 3; // full Lore, so spells have dice
        return s;
    }

    private static int count(Table s, int player, Deck deck) {
        int n = 0;
        var cs = s.g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) if (s.g.content.cardOf(cs.get(k)).deck() == deck) n++;
        return n;
    }

    private static boolean owns(Table s, int player, int card) {
        return s.g.cardWhere[card] == player;
    }

    /** Starts Arkham movement with the given points and uses the card's movement action. */
    private static Table useWhileMoving(Table s, int card, int points) {
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].movePoints = points;
        return s.run(new MovementStep.ArkhamMove(0)).answer("use:" + card);
    }

    /** Forces every die of the next Spell check (the spell's casting modifier included) to succeed. */
    private static Table castPasses(Table s, int spell) {
        return s.checkDice(0, CheckType.SPELL, s.g.content.cardOf(spell).castingMod(), 5);
    }

    // ---------------------------------------------------------------- setup

    @Test
    void lurkerCardsAreInTheDecksOnlyWithTheOption() {
        var content = ContentLoader.core();
        Game core = Game.create(content, Setup.random(2, 3));
        Game lurker = Game.create(content, Setup.random(2, 3).withOptions(Setup.Options.DEFAULT.withLurker()));
        int lurkerCopies = 0;
        for (int c = 0; c < content.cardKind.length; c++) {
            // Dark Pacts come with the Herald variant, not with the cards option (HeraldTest)
            if (content.cardOf(c).expansion() != Expansion.LURKER || content.cardOf(c).has("dark-pact")) continue;
            lurkerCopies++;
            assertEquals(Game.BOX, core.cardWhere[c], content.cardOf(c).name() + " is boxed in a core game");
            assertTrue(lurker.cardWhere[c] != Game.BOX, content.cardOf(c).name() + " is in play with the Lurker cards");
        }
        assertEquals(20, lurkerCopies);
    }

    @Test
    void fourCommonFourUniqueAndTwelveSpellsInTheExpansion() {
        var content = ContentLoader.core();
        int[] byDeck = new int[Deck.values().length];
        for (CardDef d : content.cards) if (d.expansion() == Expansion.LURKER) byDeck[d.deck().ordinal()] += d.count();
        assertEquals(4, byDeck[Deck.COMMON.ordinal()]);
        assertEquals(4, byDeck[Deck.UNIQUE.ordinal()]);
        assertEquals(12, byDeck[Deck.SPELL.ordinal()]);
        assertEquals(12, content.relationships.size());
    }

    // -------------------------------------------------------------- Common

    @Test
    void fineClothingHelpsInArkhamEncountersAndIsLostWithStamina() {
        Table s = scene();
        int before = s.g.checkValue(0, CheckType.LUCK);
        int horror = s.g.checkValue(0, CheckType.HORROR);
        int clothing = s.give(0, "Fine Clothing");
        s.g.phase = Phase.MOVEMENT;
        assertEquals(before, s.g.checkValue(0, CheckType.LUCK), "no bonus outside Arkham encounters");
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        assertEquals(before + 1, s.g.checkValue(0, CheckType.LUCK));
        assertEquals(horror + 1, s.g.checkValue(0, CheckType.HORROR), "special checks too, once");
        s.g.lose(0, Stat.SANITY, 1);
        assertTrue(owns(s, 0, clothing), "Sanity loss keeps it");
        s.g.lose(0, Stat.STAMINA, 1);
        assertFalse(owns(s, 0, clothing));
    }

    @Test
    void handCameraGivesOneMoreClueAndOneToAnotherInvestigator() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        int camera = s.give(0, "Hand Camera");
        s.g.phase = Phase.MOVEMENT;
        s.run(g -> g.gain(0, Stat.CLUES, 2));
        assertTrue(s.asks("Hand Camera"));
        s.answer("camera:1");
        assertEquals(3, s.g.inv[0].clues);
        assertEquals(1, s.g.inv[1].clues);
        assertFalse(owns(s, 0, camera));
    }

    @Test
    void kingJamesBibleRestoresSanityAndStrengthensHorrorChecksThisTurn() {
        Table s = scene();
        int bible = s.give(0, "King James Bible");
        s.g.inv[0].sanity -= 2;
        int horror = s.g.checkValue(0, CheckType.HORROR);
        useWhileMoving(s, bible, 3);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertEquals(1, s.g.inv[0].movePoints);
        assertEquals(horror + 1, s.g.checkValue(0, CheckType.HORROR));
        s.g.exhausted[bible] = false; // refreshed in the next Upkeep: the bonus is over
        assertEquals(horror, s.g.checkValue(0, CheckType.HORROR));
    }

    @Test
    void sledgehammerLowersTheToughnessOfMonstersFoughtWithIt() {
        Table s = scene();
        int hammer = s.give(0, "Sledgehammer");
        int dark = s.monster("Dark Young", s.g.inv[0].place);
        int cultist = s.monster("Cultist", s.g.inv[0].place);
        assertEquals(3, Combat.toughness(s.g, 0, dark), "not held");
        s.g.inv[0].held.add(hammer);
        assertEquals(2, Combat.toughness(s.g, 0, dark));
        assertEquals(1, Combat.toughness(s.g, 0, cultist), "at least 1");
        assertEquals(3, s.g.monster(dark).toughness(), "trophy value unchanged");
    }

    // -------------------------------------------------------------- Unique

    @Test
    void keyOfTawilAtUmrPreventsDelayAndOpensTheWayThereAndBack() {
        Table s = scene();
        int key = s.give(0, "Key of Tawil At'Umr");
        Status.delay(s.g, 0);
        assertFalse(s.g.inv[0].delayed);
        useWhileMoving(s, key, 2).answer("Go to Yuggoth");
        int yuggoth = s.g.board.worldId("Yuggoth");
        assertEquals(s.g.board.otherWorld(yuggoth).firstArea(), s.g.inv[0].place);
        assertFalse(owns(s, 0, key));

        int again = s.give(0, "Key of Tawil At'Umr");
        s.gate("Yuggoth", "Woods");
        s.run(new arkham.engine.flow.CardActions.Window(0, arkham.engine.Hooks.Timing.OTHER_WORLD_MOVEMENT))
                .answer("use:" + again);
        assertEquals(s.place("Woods"), s.g.inv[0].place);
        assertTrue(s.g.inv[0].explored);
    }

    @Test
    void ritualCandlesBurnForThreeUpkeepsAndHelpEveryInvestigatorsSpellChecks() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(1, "Woods");
        int candles = s.give(0, "Ritual Candles");
        int spell = s.g.checkValue(0, CheckType.SPELL);
        int other = s.g.checkValue(1, CheckType.SPELL);
        int lore = s.g.checkValue(1, CheckType.LORE);
        useWhileMoving(s, candles, 1);
        assertEquals(spell + 2, s.g.checkValue(0, CheckType.SPELL), "once for the owner");
        assertEquals(other + 2, s.g.checkValue(1, CheckType.SPELL), "anywhere, for every investigator");
        assertEquals(lore, s.g.checkValue(1, CheckType.LORE), "Spell checks only");
        var a = s.g.content.cardAbility(candles);
        a.upkeep(s.g, 0, candles);
        a.upkeep(s.g, 0, candles);
        assertTrue(owns(s, 0, candles));
        a.upkeep(s.g, 0, candles);
        assertFalse(owns(s, 0, candles), "discarded at the fourth token");
        assertEquals(spell, s.g.checkValue(0, CheckType.SPELL));
        assertEquals(other, s.g.checkValue(1, CheckType.SPELL));
    }

    @Test
    void zanthuTabletsDrawFiveSpellsToKeepOneOnAPass() {
        Table s = scene();
        int tablets = s.give(0, "Zanthu Tablets");
        s.checkDice(0, CheckType.LORE, -2, 5);
        useWhileMoving(s, tablets, 2);
        s.answer(s.q().options().get(0).id());
        assertEquals(1, count(s, 0, Deck.SPELL));
        assertFalse(owns(s, 0, tablets));
    }

    @Test
    void zanthuTabletsReturnTheOtherSpellsOnTopOrAtTheBottomInTheChosenOrder() {
        Table s = scene();
        int tablets = s.give(0, "Zanthu Tablets");
        var deck = s.g.deck(Deck.SPELL);
        int size = deck.size();
        java.util.List<Integer> top5 = new java.util.ArrayList<>();
        for (int k = 1; k <= 5; k++) top5.add(deck.get(size - k));
        s.checkDice(0, CheckType.LORE, -2, 5);
        useWhileMoving(s, tablets, 2).answer("keep:" + top5.get(0));
        assertTrue(owns(s, 0, top5.get(0)));
        s.answer("bottom:" + top5.get(1)).answer("top:" + top5.get(2)).answer("bottom:" + top5.get(3)).answer("top:" + top5.get(4));
        assertEquals(size - 1, deck.size());
        assertEquals(top5.get(4), deck.get(deck.size() - 1), "the last put on top is drawn next");
        assertEquals(top5.get(2), deck.get(deck.size() - 2));
        assertEquals(top5.get(3), deck.get(0), "the last put at the bottom is the very bottom");
        assertEquals(top5.get(1), deck.get(1));
        for (int k = 1; k < 5; k++) assertEquals(Game.IN_DECK, s.g.cardWhere[top5.get(k)]);
        assertFalse(owns(s, 0, tablets));
    }

    @Test
    void staffOfThePharaohCastsASpellWithBothHandsHoldingIt() {
        Table s = scene();
        s.g.phase = Phase.MOVEMENT;
        int staff = s.give(0, "Staff of the Pharaoh");
        int shrivelling = s.give(0, "Shrivelling");
        int ghoul = s.monster("Ghoul", s.place("Administration Building"));
        s.run(Combat.resume(0, ghoul, Combat.Stage.CHOOSE)).answer("hold:" + staff);
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("cast:" + shrivelling)), "no hand is free");
        castPasses(s, shrivelling);
        s.answer("use:" + staff); // the only spell that does not fit is cast at once
        assertTrue(s.g.exhausted[staff]);
        assertTrue(s.g.inv[0].held.contains(shrivelling) && s.g.inv[0].castOk.contains(shrivelling));
        assertEquals(3 + 6, Combat.weaponBonus(s.g, 0, ghoul), "both the staff and the spell count");
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("use:" + staff)), "exhausted");
    }

    @Test
    void staffOfThePharaohLetsInterveneBeCastWithAWeaponInHand() {
        Table s = scene();
        s.g.phase = Phase.MOVEMENT;
        int staff = s.give(0, "Staff of the Pharaoh");
        int intervene = s.give(0, "Intervene");
        int ghoul = s.monster("Ghoul", s.place("Administration Building"));
        s.run(Combat.resume(0, ghoul, Combat.Stage.CHOOSE)).answer("hold:" + staff).answer("fight");
        assertTrue(s.q().options().stream().anyMatch(c -> c.id().equals("pass:" + intervene)));
        castPasses(s, intervene);
        int dice = s.g.checkValue(0, CheckType.COMBAT) + Combat.fightModifier(s.g, 0, ghoul) + 3;
        for (int k = 0; k < dice; k++) s.g.forcedDice.add(2);
        s.answer("pass:" + intervene).acceptChecks();
        assertTrue(s.g.exhausted[staff] && s.g.exhausted[intervene]);
        assertTrue(s.g.inv[0].held.contains(intervene), "Intervene holds its two hands beyond the staff's");
        assertTrue(s.g.forcedDice.isEmpty(), "the check had the staff's +3 and Intervene's +3");
    }

    @Test
    void interveneNeedsBothHandsFreeForItsCastersOwnCheck() {
        Table s = scene();
        s.g.phase = Phase.MOVEMENT;
        int axe = s.give(0, "Axe");
        int intervene = s.give(0, "Intervene");
        int ghoul = s.monster("Ghoul", s.place("Administration Building"));
        s.run(Combat.resume(0, ghoul, Combat.Stage.CHOOSE)).answer("hold:" + axe).answer("fight");
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().equals("pass:" + intervene)), "a hand holds the Axe");
    }

    @Test
    void zanthuTabletsCostOneSanityOnAFailure() {
        Table s = scene();
        int tablets = s.give(0, "Zanthu Tablets");
        s.checkDice(0, CheckType.LORE, -2, 1);
        useWhileMoving(s, tablets, 2);
        assertEquals(s.g.inv[0].maxSanity - 1, s.g.inv[0].sanity);
        assertTrue(owns(s, 0, tablets));
        assertEquals(0, count(s, 0, Deck.SPELL));
    }

    // -------------------------------------------------------------- Spells

    @Test
    void callDownTheStormStrengthensCombatInTheNeighbourhoodThisPhase() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(1, "Woods");
        int storm = s.give(0, "Call Down the Storm");
        int combat = s.g.checkValue(1, CheckType.COMBAT);
        castPasses(s, storm);
        useWhileMoving(s, storm, 1);
        assertEquals(combat, s.g.checkValue(1, CheckType.COMBAT), "another neighbourhood");
        s.at(1, "Library"); // the caster's neighbourhood (Miskatonic University)
        assertEquals(combat + 2, s.g.checkValue(1, CheckType.COMBAT));
        s.at(0, "Woods");
        assertEquals(combat + 2, s.g.checkValue(1, CheckType.COMBAT), "where it was cast, wherever the caster goes");
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        assertEquals(combat, s.g.checkValue(1, CheckType.COMBAT), "the phase is over");
    }

    @Test
    void callDownTheStormHelpsEveryoneFightingInTheNeighbourhoodAndTakesItsCastersHand() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.at(1, "Science Building"); // Miskatonic University, as the caster
        int storm = s.give(0, "Call Down the Storm");
        int combat0 = s.g.checkValue(0, CheckType.COMBAT);
        int combat1 = s.g.checkValue(1, CheckType.COMBAT);
        castPasses(s, storm);
        useWhileMoving(s, storm, 1);
        assertEquals(combat1 + 2, s.g.checkValue(1, CheckType.COMBAT), "another investigator in the neighbourhood");
        s.at(1, "Woods");
        assertEquals(combat1, s.g.checkValue(1, CheckType.COMBAT), "not outside it");
        // the caster's own combat: the storm takes one hand from its start, and helps while held
        int ghoul = s.monster("Ghoul", s.place("Administration Building"));
        s.checkDice(0, CheckType.HORROR, s.g.horrorRating(ghoul), 5);
        s.run(Combat.start(0, ghoul)).acceptChecks();
        assertTrue(s.asks("Combat with"));
        assertTrue(s.g.inv[0].held.contains(storm));
        assertEquals(combat0 + 2, s.g.checkValue(0, CheckType.COMBAT));
        s.answer("release:" + storm);
        assertEquals(combat0, s.g.checkValue(0, CheckType.COMBAT), "released, it stops helping him");
    }

    @Test
    void controlGateSwapsAnOpenGateForTheMarkerOfYourChoice() {
        Table s = scene();
        int spell = s.give(0, "Control Gate");
        int old = s.gate("Yuggoth", "Woods");
        castPasses(s, spell);
        useWhileMoving(s, spell, 1).answer("R'lyeh"); // the only open gate is replaced
        int now = s.g.gateAt[s.place("Woods")];
        assertEquals(s.g.board.worldId("R'lyeh"), s.g.content.gateOf(now).world());
        assertEquals(Game.STACK, s.g.gateWhere[old]);
        assertTrue(s.g.gateStack.contains(old));
        assertFalse(owns(s, 0, spell));
    }

    @Test
    void controlGateAndRitualCandlesAreUsedInOtherWorldMovementToo() {
        Table s = scene();
        int spell = s.give(0, "Control Gate");
        int candles = s.give(0, "Ritual Candles");
        s.gate("Yuggoth", "Woods");
        s.g.phase = Phase.MOVEMENT;
        s.g.inv[0].place = s.g.board.otherWorld(s.g.board.worldId("Yuggoth")).firstArea();
        s.run(new CardActions.Window(0, Hooks.Timing.OTHER_WORLD_MOVEMENT)).answer("use:" + candles);
        assertEquals(1, s.g.cardTokens[candles], "lit in an Other World");
        castPasses(s, spell);
        s.run(new CardActions.Window(0, Hooks.Timing.OTHER_WORLD_MOVEMENT)).answer("use:" + spell).answer("R'lyeh");
        assertEquals(s.g.board.worldId("R'lyeh"), s.g.content.gateOf(s.g.gateAt[s.place("Woods")]).world());
        assertFalse(owns(s, 0, spell));
    }

    @Test
    void curseOfDarknessSendsAMonsterInTheNeighbourhoodToTheOutskirts() {
        Table s = scene();
        int spell = s.give(0, "Curse of Darkness");
        int ghoul = s.monster("Ghoul", s.place("Library"));
        castPasses(s, spell);
        useWhileMoving(s, spell, 1);
        assertEquals(s.g.board.outskirts(), s.g.monsterWhere[ghoul]);
        assertFalse(owns(s, 0, spell));
    }

    @Test
    void curseOfDarknessIsCastInTheMythosPhaseToo() {
        Table s = scene();
        int curse = s.give(0, "Curse of Darkness");
        int ghoul = s.monster("Ghoul", s.place("Library"));
        s.g.phase = Phase.MYTHOS;
        castPasses(s, curse);
        s.run(new MythosStep(MythosStep.Stage.END, -1, false));
        assertTrue(s.asks("Use a card?"), "after the Mythos card, Any Phase actions are offered");
        s.answer("use:" + curse);
        assertEquals(s.g.board.outskirts(), s.g.monsterWhere[ghoul]);
    }

    @Test
    void curseOfDarknessIsCastBeforeAnEncounterAndInCombat() {
        Table s = scene();
        int curse = s.give(0, "Curse of Darkness");
        int ghoul = s.monster("Ghoul", s.place("Library"));
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        castPasses(s, curse);
        s.run(new CardActions.Window(0, Hooks.Timing.ENCOUNTER)).answer("use:" + curse);
        assertEquals(s.g.board.outskirts(), s.g.monsterWhere[ghoul]);
        // in combat: the monster he fights is sent away too, and the combat is over
        Table c = scene();
        int curse2 = c.give(0, "Curse of Darkness");
        int zombie = c.monster("Zombie", c.place("Administration Building"));
        c.g.phase = Phase.MOVEMENT;
        castPasses(c, curse2);
        c.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE)).answer("use:" + curse2);
        assertEquals(c.g.board.outskirts(), c.g.monsterWhere[zombie]);
        assertTrue(c.halted(), "the combat ended");
    }

    @Test
    void interveneHelpsAnotherInvestigatorsCombatCheck() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.g.inv[1].slider[2] = 3;
        int spell = s.give(1, "Intervene");
        int combat = s.g.checkValue(0, CheckType.COMBAT);
        int sanity = s.g.inv[1].sanity;
        s.checkDice(1, CheckType.SPELL, -1, 5);
        for (int k = 0; k < combat + 3; k++) s.g.forcedDice.add(5);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "test"));
        assertEquals(1, s.q().player(), "the caster decides whether to help, and pays");
        s.answer("aid:" + spell).acceptChecks();
        assertEquals(combat + 3, s.g.lastSuccesses);
        assertEquals(sanity - 2, s.g.inv[1].sanity, "the caster pays");
        assertTrue(s.g.exhausted[spell]);
        assertFalse(s.g.inv[1].held.contains(spell), "no hands held outside his own combat");
    }

    @Test
    void anInvestigatorMayDeclineToIntervene() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.g.inv[1].slider[2] = 3;
        int spell = s.give(1, "Intervene");
        int sanity = s.g.inv[1].sanity;
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "test"));
        assertEquals(1, s.q().player());
        s.answer("decline");
        assertFalse(s.g.exhausted[spell]);
        assertEquals(sanity, s.g.inv[1].sanity);
        assertTrue(s.halted() || s.q().player() == 0, "the check goes on without him, and he is not asked again");
    }

    @Test
    void interveneAddsThreeDiceToACombatCheck() {
        Table s = scene();
        int spell = s.give(0, "Intervene");
        int combat = s.g.checkValue(0, CheckType.COMBAT);
        castPasses(s, spell);
        for (int k = 0; k < combat + 3; k++) s.g.forcedDice.add(5);
        s.run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "test")).answer("pass:" + spell).acceptChecks();
        assertEquals(combat + 3, s.g.lastSuccesses);
        assertTrue(s.g.exhausted[spell]);
    }

    @Test
    void plumbTheVoidBringsAnInvestigatorBackThroughAGate() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        int spell = s.give(0, "Plumb the Void");
        s.gate("Yuggoth", "Woods");
        s.g.moveInvestigator(1, s.g.board.otherWorld(s.g.board.worldId("Yuggoth")).secondArea());
        castPasses(s, spell);
        useWhileMoving(s, spell, 1).answer("gate:" + s.place("Woods"));
        assertEquals(s.place("Woods"), s.g.inv[1].place);
        assertTrue(s.g.inv[1].explored);
        assertFalse(owns(s, 0, spell));
    }

    @Test
    void sigilOfHermesTrismegistusAddsTwoToTheCheckToCloseAGate() {
        Table s = scene();
        int spell = s.give(0, "Sigil of Hermes Trismegistus");
        s.gate("Yuggoth", "Woods");
        s.at(0, "Woods");
        s.g.inv[0].explored = true;
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        int lore = s.g.checkValue(0, CheckType.LORE);
        castPasses(s, spell);
        for (int k = 0; k < lore + 2; k++) s.g.forcedDice.add(5);
        s.run(SkillCheck.of(0, CheckType.LORE, 0, 1, "close")).answer("pass:" + spell).acceptChecks();
        assertEquals(lore + 2, s.g.lastSuccesses);
    }

    @Test
    void sigilOfHermesTrismegistusHelpsAnotherInvestigatorCloseAGate() {
        Table s = scene("Amanda Sharpe", "Bob Jenkins");
        s.g.inv[1].slider[2] = 3;
        int spell = s.give(1, "Sigil of Hermes Trismegistus");
        s.gate("Yuggoth", "Woods");
        s.at(0, "Woods").at(1, "Library");
        s.g.phase = Phase.ARKHAM_ENCOUNTERS;
        s.run(SkillCheck.of(0, CheckType.LORE, 0, 1, "close"));
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().startsWith("aid:")), "not at an explored gate");
        s.g.inv[0].explored = true;
        int lore = s.g.checkValue(0, CheckType.LORE);
        s.checkDice(1, CheckType.SPELL, -1, 5);
        for (int k = 0; k < lore + 2; k++) s.g.forcedDice.add(5);
        s.run(SkillCheck.of(0, CheckType.LORE, 0, 1, "close")).answer("aid:" + spell).acceptChecks();
        assertEquals(lore + 2, s.g.lastSuccesses);
        assertTrue(s.g.exhausted[spell]);
    }
}
