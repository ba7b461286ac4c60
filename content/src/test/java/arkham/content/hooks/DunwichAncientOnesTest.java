package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Awakening;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.Deck;
import arkham.engine.def.Expansion;
import arkham.engine.def.MovementType;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Gates;
import arkham.engine.flow.Status;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Dunwich Horror's Ancient Ones (their sheets; Dunwich rulebook p.8). */
class DunwichAncientOnesTest {
    private static Table scene(String ancientOne, String... investigators) {
        Table s = Table.scene(ContentLoader.core(), DunwichInvestigatorsTest.DUNWICH, ancientOne,
                investigators.length == 0 ? new String[]{"Amanda Sharpe", "Bob Jenkins"} : investigators);
        s.run(g -> { });
        return s;
    }

    private static Table battle(String ancientOne) {
        Table s = scene(ancientOne);
        s.g.phase = Phase.FINAL_BATTLE;
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
        Table s = scene("Abhoth");
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (AncientOnes.isCultist(s.g, m)) assertEquals(Game.BOX, s.g.monsterWhere[m], "Cultist marker " + m);
        }
    }

    @Test
    void abhothsAttackTakesThreeThingsOrDevours() {
        Table s = battle("Abhoth");
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
        Table s = battle("Glaaki");
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
        Table s = scene("Shudde M'ell").at(0, "Northside");
        int ch = s.monster("Chthonian", s.place("Rivertown"));
        int st = s.g.inv[0].stamina;
        s.dice(2).run(g -> g.content.hooks.monster("chthonian").move(g, ch));
        assertEquals(st - 1, s.g.inv[0].stamina);
        Table core = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", "Amanda Sharpe").at(0, "Northside");
        int ch2 = core.monster("Chthonian", core.place("Rivertown"));
        core.dice(2).run(g -> g.content.hooks.monster("chthonian").move(g, ch2));
        assertEquals(core.g.inv[0].maxStamina, core.g.inv[0].stamina, "a 2 does nothing under another Ancient One");
    }

    @Test
    void shuddeMellsSeventhAttackLeavesNoRubbleAndTheEighthDevours() {
        Table s = battle("Shudde M'ell");
        s.g.battleRound = 7;
        s.run(g -> g.ancientOneHooks().attack(g));
        assertFalse(s.g.inv[0].eliminated, "the seventh token is discarded");
        s.g.battleRound = 8;
        s.run(g -> g.ancientOneHooks().attack(g));
        assertTrue(s.g.inv[0].eliminated && s.g.inv[1].eliminated);
    }

    @Test
    void tsathogguasFormlessSpawnAreTougherStalkersAndUrbanCardsFail() {
        Table s = scene("Tsathoggua");
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
        Table s = battle("Tsathoggua");
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

    private static int onBoard(Table s, String kind) {
        int n = 0;
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (s.g.monsterWhere[m] >= 0 && AncientOnes.isMonster(s.g, s.g.content.monsterKind[m], kind)) n++;
        }
        return n;
    }

    private static int at(Table s, String kind, int place) {
        int n = 0;
        for (int m = 0; m < s.g.monsterWhere.length; m++) {
            if (s.g.monsterWhere[m] == place && AncientOnes.isMonster(s.g, s.g.content.monsterKind[m], kind)) n++;
        }
        return n;
    }

    @Test
    void abhothsAbominationsPutAChildOnEachSurgingGateThenTerrorAndDoom() { // Abhoth's sheet: Abominations
        Table s = scene("Abhoth");
        s.gate("Abyss", "Woods");
        int woods = s.place("Woods");
        for (int surge = 1; surge <= 3; surge++) {
            s.run(g -> Gates.open(g, woods));
            assertEquals(surge, at(s, "Child of Abhoth", woods), "surge " + surge + " brings a Child of Abhoth");
        }
        assertEquals(0, s.g.terror);
        assertEquals(0, s.g.doom);
        s.run(g -> Gates.open(g, woods));
        assertEquals(3, onBoard(s, "Child of Abhoth"), "none is left on his sheet");
        assertEquals(2, s.g.terror, "the fourth surge raises the terror level by 2");
        assertEquals(1, s.g.doom, "and adds a doom token");
    }

    @Test
    void noChildOfAbhothAtASurgeUnderAnotherAncientOne() {
        Table s = scene("Glaaki");
        s.gate("Abyss", "Woods");
        s.run(g -> Gates.open(g, s.place("Woods")));
        assertEquals(0, onBoard(s, "Child of Abhoth"));
    }

    @Test
    void glaakisUndeadServantsComeWithEveryLostAllyThenHeAwakens() { // Glaaki's sheet: Undead Servants
        Table s = scene("Glaaki").at(0, "Northside");
        Set<Integer> shown = new HashSet<>();
        for (int k = 0; k < s.g.mythosDeck.size(); k++) {
            int gate = s.g.mythosDef(s.g.mythosDeck.get(k)).gate();
            if (gate >= 0) shown.add(gate);
        }
        for (int n = 1; n <= 5; n++) {
            int top = s.g.mythosDeck.get(s.g.mythosDeck.size() - 1);
            int ally = s.give(0, s.g.content.cardOf(firstAlly(s)).name());
            s.run(g -> g.discard(0, ally));
            while (s.q().prompt().startsWith("Servant of Glaaki")) s.answer("discard:");
            assertEquals(n, onBoard(s, "Servant of Glaaki"), "a Servant for Ally " + n);
            int gate = s.g.mythosDef(top).gate();
            if (gate >= 0) assertTrue(at(s, "Servant of Glaaki", gate) >= 1, "on the top Mythos card's gate location");
            assertFalse(s.g.awakened);
        }
        int ally = s.give(0, s.g.content.cardOf(firstAlly(s)).name());
        s.run(g -> g.discard(0, ally));
        assertTrue(s.g.awakened, "with all five on the board, Glaaki awakens");
        assertEquals(Awakening.ANCIENT_ONE_POWER, s.g.awakenedBy);
        assertTrue(shown.size() > 1);
    }

    private static int firstAlly(Table s) {
        var deck = s.g.deck(Deck.ALLY);
        return deck.get(deck.size() - 1);
    }

    @Test
    void glaakiRaisesTheTerrorByTwoForTheDevouredAndMakesCultistsUndead() { // Glaaki's sheet
        Table s = scene("Glaaki");
        s.run(g -> Status.devour(g, 1));
        assertEquals(2, s.g.terror);
        int cultist = s.monster("Cultist", Game.CUP);
        assertTrue(DunwichAncientOnes.undead(s.g, s.g.monster(cultist)));
        Table other = scene("Abhoth");
        other.run(g -> Status.devour(g, 1));
        assertEquals(0, other.g.terror, "only Glaaki's power");
        assertFalse(DunwichAncientOnes.undead(other.g, other.g.content.monsters.get(other.g.content.monsterId("Cultist"))));
    }

    @Test
    void tsathogguasMalaiseBarsLocationAbilitiesButTheShopsAndCare() { // Tsathoggua's sheet: Malaise
        Table az = scene("Azathoth").at(0, "Administration Building");
        az.g.inv[0].money = 10;
        az.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(az.q().options().stream().anyMatch(c -> c.id().equals("ability:classes")), "classes, as usual");
        Table s = scene("Tsathoggua").at(0, "Administration Building");
        s.g.inv[0].money = 10;
        assertTrue(s.g.ancientOneHooks().barsLocationAbilities(s.g, 0, s.place("Administration Building")));
        s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertFalse(s.asks("Encounter at"), "the encounter is the only choice: no classes");
        Table t = scene("Tsathoggua").at(0, "Ye Olde Magick Shoppe");
        t.g.inv[0].money = 10;
        t.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(t.q().options().stream().anyMatch(c -> c.id().equals("ability:magic-lessons")), "a shop named on his sheet");
        t.g.awakened = true;
        assertFalse(t.g.ancientOneHooks().barsLocationAbilities(t.g, 0, t.place("Administration Building")), "only while he sleeps");
    }

    @Test
    void glaakisServantsEnterPlayAsTheTerrorSendsAnAllyAwayEvenInTheFinalBattle() { // Dunwich rulebook FAQ: Glaaki
        Table s = battle("Glaaki");
        s.g.terror = 3;
        int allies = s.g.deck(Deck.ALLY).size();
        s.run(g -> g.ancientOneHooks().attack(g));
        while (s.asks("Servant of Glaaki")) s.answer("discard:");
        assertEquals(4, s.g.terror);
        assertEquals(allies - 1, s.g.deck(Deck.ALLY).size(), "an Ally leaves town");
        assertEquals(1, onBoard(s, "Servant of Glaaki"), "and a Servant of Glaaki enters play");
    }

    @Test
    void shuddeMellsWorldCrackingDrawsRubbleAtEachSurgeAndTheEighthSurgeLoses() { // Shudde M'ell's sheet: World Cracking
        Table s = scene("Shudde M'ell");
        s.gate("Abyss", "Woods");
        int woods = s.place("Woods");
        for (int surge = 1; surge <= 7; surge++) {
            for (int m = 0; m < s.g.monsterWhere.length; m++) if (s.g.monsterWhere[m] == woods) s.g.monsterWhere[m] = Game.CUP;
            s.run(g -> Gates.open(g, woods));
            assertEquals(surge, s.g.dunwich.rubbleDrawn);
            assertFalse(s.g.isOver());
        }
        for (int m = 0; m < s.g.monsterWhere.length; m++) if (s.g.monsterWhere[m] == woods) s.g.monsterWhere[m] = Game.CUP;
        s.g.begin(new arkham.engine.flow.Gates.Surge(woods, java.util.List.of(), java.util.List.of()));
        assertEquals(Outcome.LOSS_DEVOURED, s.g.outcome(), "no rubble token left to draw: the investigators lose");
    }

    @Test
    void shuddeMellsAttackFindsOnlyTheRubbleNotDrawnBeforeTheBattle() { // Shudde M'ell's sheet: attack
        Table s = battle("Shudde M'ell");
        s.g.dunwich.rubbleDrawn = 5;
        s.g.battleRound = 2;
        s.run(g -> g.ancientOneHooks().attack(g));
        assertFalse(s.g.inv[0].eliminated, "the last undrawn token is discarded");
        s.g.battleRound = 3;
        s.run(g -> g.ancientOneHooks().attack(g));
        assertTrue(s.g.inv[0].eliminated && s.g.inv[1].eliminated);
    }
}
