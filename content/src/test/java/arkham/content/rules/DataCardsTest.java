package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards whose whole effect is their printed numbers and keywords: each one shown doing it in play
 * (weapon bonuses against a plain monster, skill bonuses, one-shot weapons, Ally keywords).
 */
class DataCardsTest {
    private static Table michael() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Michael McGlen").emptyHanded(0).at(0, "Rivertown");
        p.g.inv[0].clues = 0;
        return p;
    }

    @ParameterizedTest(name = "{0} adds {1} in combat")
    @CsvSource({".38 Revolver, 3", "Cavalry Saber, 2", "Dynamite, 8", "Knife, 1", "Rifle, 5", "Enchanted Blade, 4",
            "Enchanted Knife, 3", "Holy Water, 6", "Lamp of Alhazred, 5", "Sword of Glory, 6"})
    void weaponsAddTheirBonusWhileHeld(String card, int bonus) {
        Table p = michael();
        int spawn = p.monster("Star Spawn", "Rivertown"); // no resistances or immunities
        int c = p.give(0, card);
        assertEquals(0, Combat.weaponBonus(p.g, 0, spawn), "nothing held yet");
        p.g.inv[0].held.add(c);
        assertEquals(bonus, Combat.weaponBonus(p.g, 0, spawn));
    }

    @ParameterizedTest(name = "{0} is a physical weapon: halved by physical resistance")
    @CsvSource({"Rifle, 3", "Dynamite, 4", ".38 Revolver, 2"})
    void physicalWeaponsAreHalvedByPhysicalResistance(String card, int halved) {
        Table p = michael();
        int young = p.monster("Dark Young", "Rivertown");
        p.g.inv[0].held.add(p.give(0, card));
        assertEquals(halved, Combat.weaponBonus(p.g, 0, young));
    }

    @ParameterizedTest(name = "{0} is a magical weapon: untouched by physical immunity")
    @CsvSource({"Enchanted Blade, 4", "Holy Water, 6", "Sword of Glory, 6"})
    void magicalWeaponsIgnorePhysicalImmunity(String card, int bonus) {
        Table p = michael();
        int ghost = p.monster("Ghost", "Rivertown");
        p.g.inv[0].held.add(p.give(0, card));
        assertEquals(bonus, Combat.weaponBonus(p.g, 0, ghost));
    }

    @ParameterizedTest(name = "{0} gives +{2} to {1}")
    @CsvSource({"Lantern, LUCK, 1", "Pallid Mask, EVADE, 2", "John Legrasse, WILL, 2", "Professor Armitage, LORE, 2",
            "Tom \"Mountain\" Murphy, FIGHT, 2", "Richard Upton Pickman, SPEED, 1"})
    void passiveBonusesApplyToTheirChecks(String card, CheckType type, int bonus) {
        Table p = michael();
        int before = p.g.checkValue(0, type);
        p.give(0, card);
        assertEquals(before + bonus, p.g.checkValue(0, type));
    }

    @Test
    void theLanternDoesNotHelpOtherChecks() {
        Table p = michael();
        int sneak = p.g.checkValue(0, CheckType.SNEAK);
        p.give(0, "Lantern");
        assertEquals(sneak, p.g.checkValue(0, CheckType.SNEAK));
    }

    @Test
    void dynamiteAndHolyWaterAreUsedUpByACombatCheck() {
        Table p = michael().sliders(0, 0, 3, 0); // Fight 6
        int spawn = p.monster("Star Spawn", "Rivertown");
        int dynamite = p.give(0, "Dynamite");
        p.run(Combat.resume(0, spawn, Combat.Stage.CHOOSE));
        p.answer("hold:" + dynamite);
        p.dice(6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1).answer("fight");
        assertEquals(Game.IN_DECK, p.g.cardWhere[dynamite], "discarded after use");
        assertEquals(Game.trophy(0), p.g.monsterWhere[spawn]);
    }

    @Test
    void combatSpellsAddTheirBonusOnceCast() {
        Table p = michael().sliders(0, 0, 0, 3); // Lore 3
        int spawn = p.monster("Star Spawn", "Rivertown");
        int wither = p.give(0, "Wither");
        int dread = p.give(0, "Dread Curse of Azathoth");
        assertEquals(3, p.g.content.cardOf(wither).magical());
        assertEquals(9, p.g.content.cardOf(dread).magical());
        p.g.inv[0].held.add(wither);
        p.g.inv[0].castOk.add(wither);
        assertEquals(3, Combat.weaponBonus(p.g, 0, spawn));
        p.g.inv[0].held.clear();
        p.g.inv[0].castOk.clear();
        p.g.inv[0].held.add(dread);
        assertEquals(0, Combat.weaponBonus(p.g, 0, spawn), "held but not cast: nothing");
    }

    @Test
    void johnLegrasseClaimsEndlessMonstersAsTrophies() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Nyarlathotep", "Michael McGlen").emptyHanded(0).at(0, "Rivertown");
        p.give(0, "John Legrasse");
        int god = p.monster("God of the Bloody Tongue", "Rivertown");
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Combat.defeated(g, 0, god);
                return null;
            }
        });
        assertEquals(Game.trophy(0), p.g.monsterWhere[god]);
    }

    @Test
    void armitageAndPickmanSetResistancesAside() {
        Table p = michael();
        int dhole = p.monster("Dhole", "Rivertown"); // physical and magical resistance
        p.g.inv[0].held.add(p.give(0, "Rifle"));
        assertEquals(3, Combat.weaponBonus(p.g, 0, dhole));
        p.give(0, "Richard Upton Pickman");
        assertEquals(5, Combat.weaponBonus(p.g, 0, dhole), "Pickman: physical resistance ignored");
        p.g.inv[0].held.clear();
        p.g.inv[0].held.add(p.give(0, "Enchanted Blade"));
        assertEquals(2, Combat.weaponBonus(p.g, 0, dhole));
        p.give(0, "Professor Armitage");
        assertEquals(4, Combat.weaponBonus(p.g, 0, dhole), "Armitage: magical resistance ignored");
    }

    @Test
    void tomMurphyTakesNoOverwhelmingLoss() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Joe Diamond").emptyHanded(0).at(0, "Rivertown");
        p.give(0, "Tom \"Mountain\" Murphy");
        int gug = p.monster("Gug", "Rivertown"); // Overwhelming 1
        int stamina = p.g.inv[0].stamina;
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Combat.defeated(g, 0, gug);
                return null;
            }
        });
        assertEquals(stamina, p.g.inv[0].stamina);
        assertTrue(p.g.inv[0].cards.size() > 0);
        assertFalse(p.g.isOver());
    }
}
