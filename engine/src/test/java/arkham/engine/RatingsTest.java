package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.Skill;
import arkham.engine.testkit.Table;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Skills from the sliders, card bonuses, special checks and monster ratings (rulebook p.7-8, p.21-24). */
class RatingsTest {
    static Table table() {
        return Table.scene(TinyContent.get(), new Setup.Options(false), TinyContent.ANCIENT_ONE, "Ada Test");
    }

    @Test
    void aSliderSetsTwoSkillsThatMoveApart() {
        Table t = table().sliders(0, 0, 1, 3);
        // the fixture's tracks: Speed 1-4, Sneak 4-1, Fight 1-4, Will 4-1, Lore 1-4, Luck 4-1 by stop
        assertEquals(1, t.g.skill(0, Skill.SPEED));
        assertEquals(4, t.g.skill(0, Skill.SNEAK));
        assertEquals(2, t.g.skill(0, Skill.FIGHT));
        assertEquals(3, t.g.skill(0, Skill.WILL));
        assertEquals(4, t.g.skill(0, Skill.LORE));
        assertEquals(1, t.g.skill(0, Skill.LUCK));
    }

    @Test
    void aCardBonusCountsForItsSkillAndTheChecksBasedOnIt() {
        Table t = table().sliders(0, 0, 0, 0);
        assertEquals(1, t.g.checkValue(0, CheckType.LORE));
        t.give(0, "Lamp");
        assertEquals(2, t.g.checkValue(0, CheckType.LORE));
        assertEquals(2, t.g.checkValue(0, CheckType.SPELL), "a Spell check is a Lore check");
        t.give(0, "Grit");
        assertEquals(2, t.g.checkValue(0, CheckType.COMBAT), "a Combat check is a Fight check");
        assertEquals(4, t.g.checkValue(0, CheckType.LUCK), "no bonus to Luck");
    }

    @Test
    void aMonstersRatingsAreItsPrintedOnes() {
        Table t = table();
        int walker = t.monster("Walker", "Dark Woods");
        int flier = t.monster("Flier", "Dark Woods");
        assertEquals(1, t.g.awareness(walker));
        assertEquals(-1, t.g.awareness(flier));
        assertEquals(1, t.g.toughness(walker));
        assertEquals(-1, t.g.combatRating(walker));
        assertEquals(1, t.g.combatDamage(walker));
        assertEquals(arkham.engine.def.MovementType.FLYING, t.g.movement(flier));
    }

    @Test
    void aSuccessIsAFiveOrSixUnlessBlessedOrCursed() {
        Table t = table();
        assertEquals(5, t.g.successOn(0));
    }
}
