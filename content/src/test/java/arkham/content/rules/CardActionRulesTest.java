package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Harm;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Card actions: casting outside combat (p.16), re-rolls, movement aids. */
class CardActionRulesTest {

    @Test
    void harveyWaltersCastsHealForTwoStamina() { // p.16 example
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Harvey Walters").emptyHanded(0).sliders(0, 0, 0, 1); // Lore 4
        int heal = p.give(0, "Heal");
        p.g.inv[0].clues = 0;
        p.g.inv[0].stamina = 1;
        int sanity = p.g.inv[0].sanity;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        p.dice(5, 6, 1, 2, 3).answer("use:" + heal); // Lore 4 + 1 = 5 dice, two successes
        // alone in his area, Harvey is the only one Heal can restore: no question
        assertEquals(3, p.g.inv[0].stamina);
        assertEquals(sanity - 1, p.g.inv[0].sanity, "Sanity cost 1");
        assertTrue(p.g.exhausted[heal]);
        assertTrue(p.g.forcedDice.isEmpty(), "exactly five dice");
    }

    @Test
    void marksmanReRollsAFailedCombatCheck() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Michael McGlen").emptyHanded(0).sliders(0, 0, 0, 0);
        p.g.inv[0].clues = 0;
        int marksman = p.give(0, "Marksman");
        int dice = p.g.checkValue(0, CheckType.COMBAT);
        int[] ones = new int[dice];
        java.util.Arrays.fill(ones, 1);
        int[] sixes = new int[dice];
        java.util.Arrays.fill(sixes, 6);
        p.dice(ones).run(SkillCheck.of(0, CheckType.COMBAT, 0, 1, "test"));
        p.dice(sixes).answer("reroll:" + marksman);
        assertTrue(p.halted());
        assertTrue(p.g.lastPassed);
        assertTrue(p.g.exhausted[marksman]);
    }

    @Test
    void aMotorcycleGivesTwoMoreMovementPoints() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Michael McGlen").emptyHanded(0).sliders(0, 0, 0, 0).at(0, "Rivertown");
        int bike = p.give(0, "Motorcycle");
        p.run(new MovementStep(0));
        int points = p.g.inv[0].movePoints;
        p.answer("use:" + bike);
        assertEquals(points + 2, p.g.inv[0].movePoints);
        assertFalse(p.q().options().stream().anyMatch(o -> o.id().equals("use:" + bike)), "exhausted");
    }

    @Test
    void foodPreventsOneStaminaOfMonsterDamage() {
        // not Michael McGlen, whose Strong Body would take 1 off the damage first
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Jenny Barnes").emptyHanded(0).at(0, "Rivertown");
        p.g.inv[0].clues = 0;
        int food = p.give(0, "Food");
        int stamina = p.g.inv[0].stamina;
        p.run(harm(2));
        p.answer("prevent:" + food);
        assertEquals(stamina - 1, p.g.inv[0].stamina);
        assertEquals(arkham.engine.Game.IN_DECK, p.g.cardWhere[food], "Food is discarded");
    }

    @Test
    void ericColtIgnoresNightmarish() { // his Ally card
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "\"Ashcan\" Pete").emptyHanded(0).sliders(0, 2, 0, 0).at(0, "Rivertown");
        p.g.inv[0].clues = 0;
        p.give(0, "Eric Colt");
        int young = p.monster("Dark Young", "Rivertown");
        int sanity = p.g.inv[0].sanity;
        p.dice(6, 6, 6, 6, 6, 6, 6).run(arkham.engine.flow.Combat.start(0, young));
        assertEquals(sanity, p.g.inv[0].sanity);
    }

    private static arkham.engine.Step harm(int n) {
        return new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(arkham.engine.Game g) {
                Harm.harm(g, 0, arkham.engine.def.Stat.STAMINA, n);
                return null;
            }
        };
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} re-rolls a failed {1} check")
    @org.junit.jupiter.params.provider.CsvSource({"Bravery, HORROR", "Expert Occultist, SPELL", "Stealth, EVADE", "Marksman, COMBAT"})
    void skillsReRollTheirOwnCheck(String skill, CheckType type) {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Joe Diamond").emptyHanded(0).sliders(0, 0, 0, 0);
        p.g.inv[0].clues = 0;
        int card = p.give(0, skill);
        int dice = p.g.checkValue(0, type) + 3;
        int[] ones = new int[dice];
        java.util.Arrays.fill(ones, 1);
        int[] sixes = new int[dice];
        java.util.Arrays.fill(sixes, 6);
        p.dice(ones).run(SkillCheck.of(0, type, 3, 1, "test"));
        p.dice(sixes).answer("reroll:" + card);
        assertTrue(p.halted());
        assertTrue(p.g.lastPassed);
        assertTrue(p.g.exhausted[card]);
    }

    @Test
    void findGateBringsTheCasterBackThroughAnOpenGate() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Yog-Sothoth", "Harvey Walters").emptyHanded(0).sliders(0, 0, 0, 3); // Lore 6
        p.g.inv[0].clues = 0;
        int spell = p.give(0, "Find Gate");
        p.gate("Yuggoth", "Woods");
        var world = p.g.board.otherWorld(p.g.board.worldId("Yuggoth"));
        p.g.moveInvestigator(0, world.firstArea());
        p.run(new MovementStep(0));
        p.dice(6, 1, 1, 1, 1, 1).answer("use:" + spell);
        assertEquals(p.place("Woods"), p.g.inv[0].place, "back at once, from the first area");
        assertTrue(p.g.inv[0].explored);
    }
}
