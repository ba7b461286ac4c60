package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Dimension;
import arkham.engine.flow.Combat;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The monsters whose whole marker is printed numbers and keywords (rulebook p.21, 24): each one's
 * keywords shown on that monster itself.
 */
class MonsterKeywordsTest {
    private static Table michael(String ancientOne) {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), ancientOne, "Michael McGlen").emptyHanded(0).sliders(0, 1, 3, 0).at(0, "Rivertown");
        p.g.inv[0].clues = 0;
        return p;
    }

    private static int holding(Table p, String card) {
        int c = p.give(0, card);
        p.g.inv[0].held.add(c);
        return c;
    }

    @Test
    void theFireVampireAmbushesAndIgnoresPhysicalWeapons() {
        Table p = michael("Azathoth");
        int vampire = p.monster("Fire Vampire", "Rivertown");
        holding(p, "Tommy Gun");
        assertEquals(0, Combat.weaponBonus(p.g, 0, vampire), "physical immunity");
        p.g.inv[0].held.clear();
        p.dice(6, 6, 6, 6, 6, 6).run(Combat.start(0, vampire));
        assertTrue(p.q().options().stream().noneMatch(o -> o.id().equals("flee")), "ambush: no fleeing");
    }

    @Test
    void theFlyingPolypHalvesPhysicalWeaponsAndIsNightmarish() {
        Table p = michael("Azathoth").sliders(0, 1, 0, 0); // Will 4 for the Horror check
        int polyp = p.monster("Flying Polyp", "Rivertown");
        holding(p, "Tommy Gun");
        assertEquals(3, Combat.weaponBonus(p.g, 0, polyp), "physical resistance halves +6");
        int sanity = p.g.inv[0].sanity;
        p.dice(6, 6, 6, 6).run(Combat.start(0, polyp));
        assertEquals(sanity - 1, p.g.inv[0].sanity, "Nightmarish 1 after a passed Horror check");
    }

    @Test
    void theFlyingPolypOverwhelmsItsVictor() {
        // Joe Diamond has no ability that softens Stamina loss (Michael McGlen's would)
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Joe Diamond").emptyHanded(0).sliders(0, 1, 0, 0).at(0, "Rivertown");
        p.g.inv[0].clues = 0;
        int polyp = p.monster("Flying Polyp", "Rivertown");
        p.give(0, "Dynamite");
        int stamina = p.g.inv[0].stamina;
        p.dice(6).run(Combat.start(0, polyp)); // Will 3 - 2: one die, the Horror check passes
        p.answer("hold:");
        p.dice(6, 6, 6).answer("fight"); // Fight 2 + 4 (halved Dynamite) - 3 = 3 dice, toughness 3
        assertEquals(Game.trophy(0), p.g.monsterWhere[polyp]);
        assertEquals(stamina - 1, p.g.inv[0].stamina, "Overwhelming 1: Stamina lost even in victory");
    }

    @Test
    void ghostsNeverMoveAndIgnorePhysicalWeapons() {
        Table p = michael("Azathoth").at(0, "Woods");
        int ghost = p.monster("Ghost", "Graveyard");
        holding(p, "Tommy Gun");
        assertEquals(0, Combat.weaponBonus(p.g, 0, ghost));
        p.run(MonsterMovement.start(p.g, Dimension.CRESCENT.bit(), Dimension.CRESCENT.bit()));
        assertEquals(p.place("Graveyard"), p.g.monsterWhere[ghost], "stationary");
    }

    @Test
    void theGodOfTheBloodyTongueIsEndless() {
        Table p = michael("Nyarlathotep");
        int god = p.monster("God of the Bloody Tongue", "Rivertown");
        assertTrue(p.g.monster(god).endless() && p.g.monster(god).mask());
        p.run(new arkham.engine.Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Combat.defeated(g, 0, god);
                return null;
            }
        });
        assertEquals(Game.CUP, p.g.monsterWhere[god], "Endless: back to the cup, no trophy");
    }

    @Test
    void theHighPriestIgnoresMagicalWeapons() {
        Table p = michael("Azathoth");
        int priest = p.monster("High Priest", "Rivertown");
        holding(p, "Enchanted Knife");
        assertEquals(0, Combat.weaponBonus(p.g, 0, priest), "magical immunity");
        p.g.inv[0].held.clear();
        holding(p, "Tommy Gun");
        assertEquals(6, Combat.weaponBonus(p.g, 0, priest), "physical weapons work");
    }

    @Test
    void shoggothsAreFastAndResistPhysicalWeapons() {
        Table p = michael("Azathoth").at(0, "Woods");
        int shoggoth = p.monster("Shoggoth", "Southside");
        holding(p, "Tommy Gun");
        assertEquals(3, Combat.weaponBonus(p.g, 0, shoggoth));
        p.run(MonsterMovement.start(p.g, Dimension.DIAMOND.bit(), 0));
        int once = p.g.board.whiteArrow(p.place("Southside"));
        assertEquals(p.g.board.whiteArrow(once), p.g.monsterWhere[shoggoth], "fast: two moves");
    }

    @Test
    void vampiresResistPhysicalWeaponsAndFearTheCross() {
        Table p = michael("Azathoth");
        int vampire = p.monster("Vampire", "Rivertown");
        assertTrue(p.g.monster(vampire).undead());
        holding(p, "Tommy Gun");
        assertEquals(3, Combat.weaponBonus(p.g, 0, vampire), "physical resistance");
        p.g.inv[0].held.clear();
        holding(p, "Cross");
        assertEquals(3, Combat.weaponBonus(p.g, 0, vampire), "the Cross is +3 magical against the undead");
    }
}
