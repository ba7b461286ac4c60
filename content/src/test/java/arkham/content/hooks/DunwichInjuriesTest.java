package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;
import arkham.engine.flow.Combat;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lasting effects of The Dunwich Horror's Injury and Madness cards (Dunwich rulebook p.6; the cards). */
class DunwichInjuriesTest {
    private static final Setup.Options ALL = new Setup.Options(false).withDunwich();

    private static Table scene(String... investigators) {
        Table s = Table.scene(ContentLoader.core(), ALL, "Azathoth", investigators.length == 0 ? new String[]{"Bob Jenkins"} : investigators);
        s.run(g -> { });
        return s;
    }

    @Test
    void consumptionAndSchizophreniaLowerAMaximumWhileHeld() {
        Table s = scene();
        int sta = s.g.inv[0].maxStamina;
        int san = s.g.inv[0].maxSanity;
        int c = s.give(0, "Consumption");
        int z = s.give(0, "Schizophrenia");
        assertEquals(sta - 1, s.g.inv[0].maxStamina);
        assertEquals(san - 1, s.g.inv[0].maxSanity);
        s.run(g -> {
            g.discard(0, c);
            g.discard(0, z);
        });
        assertEquals(sta, s.g.inv[0].maxStamina);
        assertEquals(san, s.g.inv[0].maxSanity);
    }

    @Test
    void anInjuredArmWeakensFightAndCombat() {
        Table s = scene();
        int fight = s.g.checkValue(0, CheckType.FIGHT);
        int combat = s.g.checkValue(0, CheckType.COMBAT);
        int lore = s.g.checkValue(0, CheckType.LORE);
        s.give(0, "Injured Arm");
        assertEquals(fight - 1, s.g.checkValue(0, CheckType.FIGHT));
        assertEquals(combat - 1, s.g.checkValue(0, CheckType.COMBAT), "Combat checks are Fight checks");
        assertEquals(lore, s.g.checkValue(0, CheckType.LORE));
    }

    @Test
    void agoraphobiaCostsSanityInAStreetInUpkeep() {
        Table s = scene().at(0, "Northside");
        int card = s.give(0, "Agoraphobia");
        int san = s.g.inv[0].sanity;
        s.run(g -> g.content.cardAbility(card).upkeep(g, 0, card));
        assertEquals(san - 1, s.g.inv[0].sanity);
        s.at(0, "Newspaper").run(g -> g.content.cardAbility(card).upkeep(g, 0, card));
        assertEquals(san - 1, s.g.inv[0].sanity, "not at a location");
    }

    @Test
    void amnesiaKeepsAtMostFourClueTokens() {
        Table s = scene();
        s.give(0, "Amnesia");
        s.run(g -> g.gain(0, Stat.CLUES, 6));
        assertEquals(4, s.g.inv[0].clues);
    }

    @Test
    void paranoiaDiscardsAlliesAndRefusesNewOnes() {
        Table s = scene();
        int duke = s.give(0, "Duke");
        s.give(0, "Paranoia");
        assertFalse(s.g.inv[0].cards.contains(duke));
        int[] anna = new int[1];
        s.run(g -> anna[0] = s.give(0, "Anna Kaslow"));
        assertFalse(s.g.inv[0].cards.contains(anna[0]), "no new Allies");
    }

    @Test
    void backInjuryKeepsAtMostThreeCommonAndUniqueItems() {
        Table s = scene();
        s.give(0, "Tommy Gun");
        s.give(0, "Food");
        s.give(0, "Cross");
        int whiskey = s.give(0, "Whiskey");
        s.run(g -> s.give(0, "Back Injury"));
        s.answer("discard:" + whiskey);
        assertTrue(s.halted(), "three are left: no more to discard");
        s.run(g -> s.give(0, "Motorcycle"));
        assertTrue(s.asks("Back Injury"), "a fourth item asks again");
    }

    @Test
    void anEncounterInjuryOfAKindHeldDevours() {
        Table s = scene();
        int first = s.give(0, "Tainted");
        int def = s.g.inv[0].def();
        s.run(new EffectStep(0, new Effect.Hook("dunwich-draw-card", "injury Tainted")));
        assertNotEquals(def, s.g.inv[0].def(), "devoured: a new investigator plays on");
        assertTrue(s.g.cardWhere[first] != 0);
    }

    private static boolean offers(Table s, String id) {
        return s.q().options().stream().anyMatch(c -> c.id().startsWith(id));
    }

    @Test
    void anInjuredArmAllowsAtMostTwoClueTokensOnAFightCheck() { // Injured Arm card
        Table s = scene();
        s.give(0, "Injured Arm");
        s.g.inv[0].clues = 5;
        s.dice(1, 1, 1).run(SkillCheck.of(0, CheckType.COMBAT, -20, 3, "combat: test"));
        s.answer("clue").answer("clue");
        assertFalse(offers(s, "clue"), "a third Clue token may not be spent on a Combat (Fight) check");
        assertEquals(3, s.g.inv[0].clues);
        Table t = scene();
        t.give(0, "Injured Arm");
        t.g.inv[0].clues = 5;
        t.dice(1, 1, 1).run(SkillCheck.of(0, CheckType.LORE, -20, 3, "test"));
        t.answer("clue").answer("clue");
        assertTrue(offers(t, "clue"), "a Lore check has no limit");
    }

    @Test
    void depressionWastesTheFirstClueOutsideCombatAndHysteriaInCombat() { // Depression and Hysteria cards
        Table s = scene();
        s.give(0, "Depression");
        s.g.inv[0].clues = 2;
        s.dice(6).run(SkillCheck.of(0, CheckType.LUCK, -20, 1, "encounter"));
        s.answer("clue");
        assertEquals(1, s.g.forcedDice.size(), "the first Clue token rolls no die");
        s.answer("clue");
        assertEquals(0, s.g.forcedDice.size());
        assertTrue(s.halted(), "the second Clue token's 6 passes the check");
        assertTrue(s.g.lastPassed);
        Table h = scene();
        h.give(0, "Hysteria");
        h.g.inv[0].clues = 1;
        h.dice(6).run(SkillCheck.of(0, CheckType.LUCK, -20, 1, "encounter"));
        h.answer("clue");
        assertTrue(h.g.lastPassed, "outside combat Hysteria wastes nothing");
        Table c = scene();
        c.give(0, "Hysteria");
        c.g.inv[0].clues = 2;
        c.dice(6).run(SkillCheck.of(0, CheckType.HORROR, -20, 1, "horror: test"));
        c.answer("clue");
        assertEquals(1, c.g.forcedDice.size(), "a Horror check is made in combat: the first Clue token rolls nothing");
    }

    @Test
    void maniaSpendsClueTokensTwoAtATime() { // Mania card
        Table s = scene();
        s.give(0, "Mania");
        s.g.inv[0].clues = 3;
        s.dice(1, 1).run(SkillCheck.of(0, CheckType.LORE, -20, 3, "test"));
        s.answer("clue");
        assertEquals(1, s.g.inv[0].clues);
        assertEquals(0, s.g.forcedDice.size(), "two Clue tokens, two dice");
        assertFalse(s.asks("Lore"), "a single Clue token left cannot be spent: the check settles");
    }

    @Test
    void deliriumCostsSanityForAnEncounterCheckWithNoSuccess() { // Delirium card
        Table s = scene();
        s.give(0, "Delirium");
        int san = s.g.inv[0].sanity;
        s.checkDice(0, CheckType.LUCK, 0, 1).run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "encounter")).acceptChecks();
        assertEquals(san - 1, s.g.inv[0].sanity);
        s.checkDice(0, CheckType.COMBAT, 0, 1).run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "combat: test")).acceptChecks();
        assertEquals(san - 1, s.g.inv[0].sanity, "a combat's check is not the encounter's");
        s.checkDice(0, CheckType.LUCK, 0, 6).run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "encounter")).acceptChecks();
        assertEquals(san - 1, s.g.inv[0].sanity, "a success costs nothing");
    }

    @Test
    void aBrokenHandLeavesOneHandForWeapons() { // Broken Hand card
        Table s = scene().at(0, "Northside");
        int gun = s.give(0, "Tommy Gun");
        int knife = s.give(0, "Knife");
        s.give(0, "Broken Hand");
        int zombie = s.monster("Zombie", s.place("Northside"));
        s.run(Combat.resume(0, zombie, Combat.Stage.CHOOSE));
        assertFalse(offers(s, "hold:" + gun), "a two-handed weapon no longer fits");
        s.answer("hold:" + knife);
        assertFalse(offers(s, "hold:"), "nor a second weapon");
    }

    @Test
    void concussionMovesEachSliderOneStopATurn() { // Concussion card
        Table s = scene("Amanda Sharpe");
        s.give(0, "Concussion");
        s.g.inv[0].slider[0] = 1;
        s.g.inv[0].slider[1] = 1;
        s.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0)).answer("slider:0:right");
        assertFalse(offers(s, "slider:0:"), "the first slider moved its one stop");
        assertTrue(offers(s, "slider:1:"));
        Table t = scene("Amanda Sharpe");
        t.g.inv[0].slider[0] = 1;
        t.run(new UpkeepStep(0, UpkeepStep.Stage.SLIDERS, 0)).answer("slider:0:right");
        assertTrue(offers(t, "slider:0:"), "without it, Focus is the only limit");
    }

    @Test
    void doubleVisionPicksUpNoClueTokensFromTheBoard() { // Double Vision card
        Table s = scene().at(0, "Woods");
        s.give(0, "Double Vision");
        s.g.clues[s.place("Woods")] = 2;
        s.g.inv[0].delayed = true;
        s.run(new MovementStep(0));
        assertEquals(0, s.g.inv[0].clues);
        assertEquals(2, s.g.clues[s.place("Woods")]);
        Table t = scene().at(0, "Woods");
        t.g.clues[t.place("Woods")] = 2;
        t.g.inv[0].delayed = true;
        t.run(new MovementStep(0));
        assertEquals(2, t.g.inv[0].clues, "without it, picked up as movement ends");
    }

    @Test
    void necrophobiaGivesTheUndeadNightmarishOne() { // Necrophobia card
        Table s = scene().at(0, "Northside");
        s.give(0, "Necrophobia");
        int san = s.g.inv[0].sanity;
        int zombie = s.monster("Zombie", s.place("Northside"));
        s.checkDice(0, CheckType.HORROR, s.g.horrorRating(zombie), 6).run(Combat.start(0, zombie)).acceptChecks();
        assertEquals(san - 1, s.g.inv[0].sanity, "a passed Horror check still costs 1 Sanity");
        Table t = scene().at(0, "Northside");
        t.give(0, "Necrophobia");
        int ghoul = t.monster("Ghoul", t.place("Northside"));
        t.checkDice(0, CheckType.HORROR, t.g.horrorRating(ghoul), 6).run(Combat.start(0, ghoul)).acceptChecks();
        assertEquals(t.g.inv[0].maxSanity, t.g.inv[0].sanity, "not against the living");
    }

    @Test
    void addictionTakesADollarOrTheFocusAndCorinnaJonesAddsOne() { // Addiction card; Corinna Jones card
        Table s = scene("Amanda Sharpe");
        int focus = s.g.focus(0);
        int card = s.give(0, "Addiction");
        s.g.inv[0].money = 1;
        s.run(g -> g.content.cardAbility(card).upkeep(g, 0, card)).answer("pay");
        assertEquals(0, s.g.inv[0].money);
        assertEquals(focus, s.g.focus(0));
        s.run(g -> g.content.cardAbility(card).upkeep(g, 0, card));
        assertEquals(0, s.g.focus(0), "no money: no Focus this turn");
        s.give(0, "Corinna Jones");
        assertEquals(0, s.g.focus(0), "Corinna Jones does not undo it");
        s.run(g -> g.exhausted[card] = false);
        assertEquals(focus + 1, s.g.focus(0), "next turn: her +1 Focus");
        @SuppressWarnings("unchecked")
        var view = (java.util.List<java.util.Map<String, Object>>) arkham.engine.view.GameView.of(s.g).get("investigators");
        assertEquals(focus + 1, view.get(0).get("focus"), "players see the Focus they have");
    }
}
