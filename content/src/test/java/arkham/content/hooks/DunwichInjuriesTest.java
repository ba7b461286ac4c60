package arkham.content.hooks;

import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.effect.Effect;
import arkham.engine.effect.Stat;
import arkham.engine.flow.EffectStep;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lasting effects of The Dunwich Horror's Injury and Madness cards (Dunwich rulebook p.6; the cards). */
class DunwichInjuriesTest {
    private static final Setup.Options ALL = new Setup.Options(false).withDunwich();

    private static Scene scene(String... investigators) {
        Scene s = Scene.of(ALL, "Azathoth", investigators.length == 0 ? new String[]{"Bob Jenkins"} : investigators);
        s.run(g -> { });
        return s;
    }

    @Test
    void consumptionAndSchizophreniaLowerAMaximumWhileHeld() {
        Scene s = scene();
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
        Scene s = scene();
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
        Scene s = scene().at(0, "Northside");
        int card = s.give(0, "Agoraphobia");
        int san = s.g.inv[0].sanity;
        s.run(g -> g.content.cardAbility(card).upkeep(g, 0, card));
        assertEquals(san - 1, s.g.inv[0].sanity);
        s.at(0, "Newspaper").run(g -> g.content.cardAbility(card).upkeep(g, 0, card));
        assertEquals(san - 1, s.g.inv[0].sanity, "not at a location");
    }

    @Test
    void amnesiaKeepsAtMostFourClueTokens() {
        Scene s = scene();
        s.give(0, "Amnesia");
        s.run(g -> g.gain(0, Stat.CLUES, 6));
        assertEquals(4, s.g.inv[0].clues);
    }

    @Test
    void paranoiaDiscardsAlliesAndRefusesNewOnes() {
        Scene s = scene();
        int duke = s.give(0, "Duke");
        s.give(0, "Paranoia");
        assertFalse(s.g.inv[0].cards.contains(duke));
        int anna = s.give(0, "Anna Kaslow");
        assertFalse(s.g.inv[0].cards.contains(anna), "no new Allies");
    }

    @Test
    void anEncounterInjuryOfAKindHeldDevours() {
        Scene s = scene();
        int first = s.give(0, "Tainted");
        int def = s.g.inv[0].def;
        s.run(new EffectStep(0, new Effect.Hook("dunwich-draw-card", "injury Tainted")));
        assertNotEquals(def, s.g.inv[0].def, "devoured: a new investigator plays on");
        assertTrue(s.g.cardWhere[first] != 0);
    }
}
