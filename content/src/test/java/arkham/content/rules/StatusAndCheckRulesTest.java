package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.def.CheckType;
import arkham.engine.def.Stat;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Skill checks (p.13-14), investigator status (p.16-17), Upkeep (p.6). */
class StatusAndCheckRulesTest {
    private static Table michael() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen").emptyHanded(0);
        p.g.inv[0].clues = 0;
        return p.at(0, "Rivertown");
    }

    private static Step lose(int player, Stat stat, int n) {
        return new Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                g.lose(player, stat, n);
                return null;
            }
        };
    }

    @Test
    void modifiersChangeTheDiceAndFivesAndSixesSucceed() { // p.13, Michael McGlen's checks
        Table p = michael().sliders(0, 1, 0, 1); // Sneak 3, Luck 2
        p.dice(2, 5).run(SkillCheck.of(0, CheckType.SNEAK, -1, 1, "Sneak (-1)"));
        assertTrue(p.g.lastPassed, "two dice, 2 and 5: one success");
        assertTrue(p.g.forcedDice.isEmpty(), "exactly two dice were rolled");
        p.dice(2, 5, 3, 6).run(SkillCheck.of(0, CheckType.LUCK, 2, 2, "Luck (+2) [2]"));
        assertTrue(p.g.lastPassed, "four dice, two successes");
        assertTrue(p.g.forcedDice.isEmpty(), "exactly four dice were rolled");
        p.dice(2, 5, 3, 4).run(SkillCheck.of(0, CheckType.LUCK, 2, 2, "Luck (+2) [2]"));
        assertFalse(p.g.lastPassed, "one success is not enough at difficulty 2");
    }

    @Test
    void noDiceMeansFailureUnlessCluesAreSpent() { // p.13-14
        Table p = michael();
        p.g.inv[0].clues = 2;
        p.run(SkillCheck.of(0, CheckType.LORE, -10, 1, "test"));
        assertTrue(p.asks("Lore (-10) check: 0 of 1"), "Clues may be spent even below zero dice");
        p.dice(6).answer("clue");
        assertTrue(p.halted());
        assertTrue(p.g.lastPassed);
        assertEquals(1, p.g.inv[0].clues);
    }

    @Test
    void blessedSucceedsOnFoursAndCursedOnlyOnSixes() { // p.17
        Table p = michael();
        int dice = p.g.checkValue(0, CheckType.LUCK);
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Blessing");
        int[] fours = new int[dice];
        java.util.Arrays.fill(fours, 4);
        p.dice(fours).run(SkillCheck.of(0, CheckType.LUCK, 0, dice, "test"));
        assertTrue(p.g.lastPassed, "Blessed: every 4 succeeds");
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Curse");
        assertFalse(p.g.isBlessed(0) || p.g.isCursed(0), "a Curse cancels the Blessing");
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Curse");
        int[] fives = new int[dice];
        java.util.Arrays.fill(fives, 5);
        p.dice(fives).run(SkillCheck.of(0, CheckType.LUCK, 0, 1, "test"));
        assertFalse(p.g.lastPassed, "Cursed: only sixes succeed");
    }

    @Test
    void specialCheckBonusesHelpOnlyThatCheckButSkillBonusesHelpBoth() { // p.13
        Table p = michael();
        int sneak = p.g.checkValue(0, CheckType.SNEAK);
        int evade = p.g.checkValue(0, CheckType.EVADE);
        p.give(0, "Dark Cloak");
        assertEquals(sneak, p.g.checkValue(0, CheckType.SNEAK));
        assertEquals(evade + 1, p.g.checkValue(0, CheckType.EVADE));
        p.give(0, "Sneak");
        assertEquals(sneak + 1, p.g.checkValue(0, CheckType.SNEAK));
        assertEquals(evade + 2, p.g.checkValue(0, CheckType.EVADE));
    }

    @Test
    void insaneInArkhamDiscardsHalfAndWakesInTheAsylum() { // p.16
        Table p = michael();
        p.give(0, "Tommy Gun");
        p.give(0, "Dynamite");
        p.give(0, "Food");
        p.give(0, "Retainer");
        p.g.inv[0].clues = 5;
        p.run(lose(0, Stat.SANITY, 99));
        assertTrue(p.asks("Insane: discard 1"));
        p.answer("discard:");
        assertTrue(p.halted());
        assertEquals(p.place("Arkham Asylum"), p.g.inv[0].place);
        assertEquals(1, p.g.inv[0].sanity);
        assertEquals(3, p.g.inv[0].clues, "half of 5 Clues, rounded down, are lost");
        assertEquals(2, p.g.inv[0].cards.size(), "one of three items is discarded and the Retainer goes");
        assertFalse(p.g.ownsTagged(0, "retainer"));
        assertTrue(p.g.inv[0].encountersOver);
    }

    @Test
    void unconsciousInArkhamWakesInTheHospital() { // p.16
        Table p = michael();
        p.run(lose(0, Stat.STAMINA, 99));
        assertEquals(p.place("St. Mary's Hospital"), p.g.inv[0].place);
        assertEquals(1, p.g.inv[0].stamina);
    }

    @Test
    void knockedOutInAnOtherWorldIsLostInTimeAndSpace() { // p.16
        Table p = michael();
        p.g.moveInvestigator(0, p.g.board.otherWorld(0).firstArea());
        p.run(lose(0, Stat.STAMINA, 99));
        assertEquals(p.g.board.lostInTimeAndSpace(), p.g.inv[0].place);
        assertTrue(p.g.inv[0].delayed);
        assertTrue(p.g.inv[0].stamina >= 1 && p.g.inv[0].sanity >= 1);
    }

    @Test
    void bothAtZeroAtOnceDevoursAndANewInvestigatorIsDealt() { // p.17
        Table p = michael();
        int before = p.g.inv[0].def();
        int ghoul = p.monster("Ghoul", "Rivertown");
        p.g.monsterWhere[ghoul] = Game.trophy(0);
        p.run(new Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                g.lose(0, Stat.SANITY, 99);
                g.lose(0, Stat.STAMINA, 99);
                return null;
            }
        });
        assertNotEquals(before, p.g.inv[0].def());
        assertEquals(p.g.defOf(0).home(), p.g.inv[0].place);
        assertEquals(Game.trophy(0), p.g.monsterWhere[ghoul], "trophies are kept");
        assertFalse(p.g.unusedInvestigators.contains(p.g.inv[0].def()));
    }

    @Test
    void anEncounterTakingTheLastSanityAndStaminaTogetherDevours() { // p.17
        Table p = michael().at(0, "Woods");
        int before = p.g.inv[0].def();
        p.g.inv[0].sanity = 1;
        p.g.inv[0].stamina = 1;
        p.emptyHanded(0);
        p.run(new arkham.engine.flow.EffectStep(0, new arkham.engine.def.Effect.Seq(java.util.List.of(
                new arkham.engine.def.Effect.Lose(Stat.SANITY, arkham.engine.def.Amount.of(1)),
                new arkham.engine.def.Effect.Lose(Stat.STAMINA, arkham.engine.def.Amount.of(2))))));
        // Michael McGlen's Strong Body takes 1 off the Stamina loss: both reach 0 together
        assertNotEquals(before, p.g.inv[0].def(), "\"lose 1 Sanity and 2 Stamina\" takes both at once: devoured");

        // a card that could soften the Stamina part is still offered before the knockout
        Table q = michael().at(0, "Woods");
        int first = q.g.inv[0].def();
        q.give(0, "Food");
        q.g.inv[0].sanity = 1;
        q.g.inv[0].stamina = 1;
        q.run(new arkham.engine.flow.EffectStep(0, new arkham.engine.def.Effect.Seq(java.util.List.of(
                new arkham.engine.def.Effect.Lose(Stat.SANITY, arkham.engine.def.Amount.of(1)),
                new arkham.engine.def.Effect.Lose(Stat.STAMINA, arkham.engine.def.Amount.of(2))))));
        assertTrue(q.asks("About to lose 1 Stamina"));
        q.answer("accept");
        assertNotEquals(first, q.g.inv[0].def());
    }

    @Test
    void aMaximumAtZeroDevours() { // p.17
        Table p = michael();
        int before = p.g.inv[0].def();
        p.run(lose(0, Stat.MAX_SANITY, 99));
        assertNotEquals(before, p.g.inv[0].def());
    }

    @Test
    void upkeepRefreshesCardsAndLimitsSlidersToFocus() { // p.6
        Table p = michael();
        int gun = p.give(0, "Tommy Gun");
        p.g.exhausted[gun] = true;
        int focus = p.g.defOf(0).focus();
        p.sliders(0, 0, 0, 0);
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(p.g.exhausted[gun]);
        for (int k = 0; k < focus; k++) p.answer("slider:0:right");
        assertTrue(p.halted(), "no focus left");
        assertEquals(focus, p.g.inv[0].slider[0]);
    }

    @Test
    void lostInTimeAndSpaceReturnsAnywhereAtTheNextUpkeep() { // p.17
        Table p = michael();
        arkham.engine.flow.Status.lostInTimeAndSpace(p.g, 0);
        p.run(new arkham.engine.flow.MovementStep(0));
        assertFalse(p.g.inv[0].delayed);
        assertEquals(p.g.board.lostInTimeAndSpace(), p.g.inv[0].place, "the lost turn");
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.asks("Return to Arkham"));
        p.answer("place:woods");
        assertEquals(p.place("Woods"), p.g.inv[0].place);
    }

    @Test
    void upkeepRollsSkipTheFirstUpkeepAfterGainingTheCard() { // p.6
        Table p = michael();
        arkham.engine.flow.EffectStep.takeCard(p.g, 0, "Retainer");
        int money = p.g.inv[0].money;
        p.dice(1).run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        // only the roll is spared: the $2 is paid, and the Retainer stays whatever the die
        assertEquals(money + 2, p.g.inv[0].money, "the Retainer pays in the first Upkeep too");
        assertTrue(p.g.ownsTagged(0, "retainer"), "no roll in the first Upkeep after gaining it");
    }
}
