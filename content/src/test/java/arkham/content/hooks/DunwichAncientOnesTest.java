package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Expansion;
import arkham.engine.def.MovementType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's Ancient Ones (their sheets; Dunwich rulebook p.8). */
class DunwichAncientOnesTest {
    private static Scene scene(String ancientOne, String... investigators) {
        Scene s = Scene.of(DunwichInvestigatorsTest.DUNWICH, ancientOne,
                investigators.length == 0 ? new String[]{"Amanda Sharpe", "Bob Jenkins"} : investigators);
        s.run(g -> { });
        return s;
    }

    private static Scene battle(String ancientOne) {
        Scene s = scene(ancientOne);
        s.g.phase = Game.Phase.FINAL_BATTLE;
        s.g.awakened = true;
        s.g.battleRound = 1;
        return s;
    }

    @Test
    void dunwichAncientOnesArePickedOnlyWithTheExpansionsCards() {
        var content = ContentLoader.core();
        boolean picked = false;
        for (long seed = 1; seed <= 60; seed++) {
            assertEquals(Expansion.CORE, Game.create(content, Setup.random(1, seed)).ancientOneDef().expansion());
            picked |= Game.create(content, Setup.random(1, seed).withOptions(DunwichInvestigatorsTest.DUNWICH))
                    .ancientOneDef().expansion() == Expansion.DUNWICH;
        }
        assertTrue(picked);
    }

    @Test
    void abhothSendsTheCultistsToTheBox() {
        Scene s = scene("Abhoth");
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (AncientOnes.isCultist(s.g, m)) assertEquals(Game.BOX, s.g.monsterWhere[m], "Cultist marker " + m);
        }
    }

    @Test
    void abhothsAttackTakesThreeThingsOrDevours() {
        Scene s = battle("Abhoth");
        s.g.inv[0].clues = 2;
        int tome = s.give(0, "Ancient Tome");
        s.g.inv[1].clues = 2;
        s.run(g -> g.ancientOneHooks().attack(g));
        s.answer("clue").answer("item:" + tome); // the last Clue token is the only option left: taken without asking
        assertEquals(0, s.g.inv[0].clues);
        assertFalse(s.g.inv[0].eliminated);
        assertTrue(s.g.inv[1].eliminated, "two Clue tokens are not enough");
    }

    @Test
    void glaakisCultistsStalkAndHisAttackRaisesTheTerror() {
        Scene s = battle("Glaaki");
        int cultist = s.monster("Cultist", Game.CUP);
        assertEquals(MovementType.STALKER, s.g.movement(cultist));
        s.g.terror = 8;
        s.run(g -> g.ancientOneHooks().attack(g));
        assertEquals(9, s.g.terror);
        assertFalse(s.g.inv[0].eliminated);
        s.run(g -> g.ancientOneHooks().attack(g));
        assertTrue(s.g.inv[0].eliminated && s.g.inv[1].eliminated, "at terror 10 all are devoured");
    }

    @Test
    void shuddeMellsChthoniansHurtOnATwo() {
        Scene s = scene("Shudde M'ell").at(0, "Northside");
        int ch = s.monster("Chthonian", s.place("Rivertown"));
        int st = s.g.inv[0].stamina;
        s.dice(2).run(g -> g.content.hooks.monster("chthonian").move(g, ch));
        assertEquals(st - 1, s.g.inv[0].stamina);
        Scene core = Scene.of("Hastur", "Amanda Sharpe").at(0, "Northside");
        int ch2 = core.monster("Chthonian", core.place("Rivertown"));
        core.dice(2).run(g -> g.content.hooks.monster("chthonian").move(g, ch2));
        assertEquals(core.g.inv[0].maxStamina, core.g.inv[0].stamina, "a 2 does nothing under another Ancient One");
    }

    @Test
    void tsathogguasFormlessSpawnAreTougherStalkersAndUrbanCardsFail() {
        Scene s = scene("Tsathoggua");
        int fs = s.monster("Formless Spawn", Game.CUP);
        assertEquals(MovementType.STALKER, s.g.movement(fs));
        assertEquals(3, s.g.toughness(fs));
        int urban = -1;
        for (int m = 0; m < s.g.content.mythos.size() && urban < 0; m++) {
            if ("urban".equals(s.g.content.mythos.get(m).environmentKind())) urban = m;
        }
        int card = urban;
        assertTrue(s.g.ancientOneHooks().cancelsMythos(s.g, card));
    }

    @Test
    void tsathogguaTakesEveryClueAtTheStartAndTrophiesInHisAttack() {
        Scene s = battle("Tsathoggua");
        s.g.inv[0].clues = 4;
        s.run(g -> g.ancientOneHooks().startOfBattle(g));
        assertEquals(0, s.g.inv[0].clues);
        s.monster("Ghoul", Game.trophy(0));
        s.monster("Zombie", Game.trophy(0));
        s.g.gateWhere[s.g.gateStack.get(0)] = Game.trophy(0);
        s.run(g -> g.ancientOneHooks().attack(g));
        assertFalse(s.g.inv[0].eliminated);
        assertEquals(0, s.g.monsterTrophies(0));
        assertEquals(0, s.g.gateTrophies(0));
        assertTrue(s.g.inv[1].eliminated, "no trophies: devoured");
    }
}
