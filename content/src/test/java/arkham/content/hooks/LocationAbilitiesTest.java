package arkham.content.hooks;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Deck;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Location special abilities, offered by the real Arkham encounter step. */
class LocationAbilitiesTest {
    private static Table at(String place) {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", "Amanda Sharpe", "Darrell Simmons").at(0, place);
        s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        return s;
    }

    private static Table encounterAgain(Table s) {
        s.g.inv[0].encountersOver = false; // the setup encounter's card may have ended her encounters
        return s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
    }

    private static boolean offers(Table s, String id) {
        return s.q().options().stream().map(Choice::id).anyMatch(id::equals);
    }

    @Test
    void medicalCareHealsOneFreeOrAllForTwoDollars() {
        Table s = at("St. Mary's Hospital");
        assertFalse(offers(s, "ability:medical-care"), "nothing to heal");
        s.g.inv[0].stamina = 1;
        s.g.inv[0].money = 2;
        encounterAgain(s).answer("ability:medical-care").answer("Pay $2");
        assertEquals(s.g.inv[0].maxStamina, s.g.inv[0].stamina);
        assertEquals(0, s.g.inv[0].money);
        s.g.inv[0].stamina = 1;
        encounterAgain(s).answer("ability:medical-care");
        assertEquals(2, s.g.inv[0].stamina, "without $2 only the free option is left and resolves at once");
    }

    @Test
    void psychiatricCareRestoresSanity() {
        Table s = at("Arkham Asylum");
        s.g.inv[0].sanity = 1;
        s.g.inv[0].money = 3;
        encounterAgain(s).answer("ability:psychiatric-care").answer("Regain 1");
        assertEquals(2, s.g.inv[0].sanity);
        assertEquals(3, s.g.inv[0].money);
    }

    @Test
    void dissectionSpendsMonsterToughnessForClues() {
        Table s = at("Science Building");
        assertFalse(offers(s, "ability:dissection"), "no trophies");
        int spawn = s.monster("Star Spawn", Game.trophy(0));
        int gug = s.monster("Gug", Game.trophy(0));
        int zombie = s.monster("Zombie", Game.trophy(0));
        encounterAgain(s).answer("ability:dissection"); // the one affordable price is taken at once
        s.answer("monster:" + spawn).answer("monster:" + gug);
        assertTrue(s.halted(), "3 + 3 toughness pays 5");
        assertEquals(2, s.g.inv[0].clues);
        assertEquals(Game.CUP, s.g.monsterWhere[spawn]);
        assertEquals(Game.CUP, s.g.monsterWhere[gug]);
        assertEquals(Game.trophy(0), s.g.monsterWhere[zombie]);
    }

    @Test
    void deputizedForTwoGateTrophiesThatGoUnderTheStack() {
        Table s = at("Police Station");
        int a = s.g.gateStack.removeLast();
        int b = s.g.gateStack.removeLast();
        s.g.gateWhere[a] = Game.trophy(0);
        s.g.gateWhere[b] = Game.trophy(0);
        encounterAgain(s).answer("ability:deputized").answer("gate:"); // the last gate trophy is the only option left
        assertTrue(s.halted());
        for (String card : new String[]{"Deputy of Arkham", "Deputy's Revolver", "Patrol Wagon"}) {
            assertTrue(owns(s, card), card);
        }
        assertEquals(Game.STACK, s.g.gateWhere[a]);
        assertTrue(s.g.gateStack.get(0) == a || s.g.gateStack.get(0) == b, "spent gates go to the bottom");
        encounterAgain(s);
        assertFalse(offers(s, "ability:deputized"), "there is only one Deputy");
    }

    private static boolean owns(Table s, String card) {
        int def = s.g.content.cardId(card);
        for (int k = 0; k < s.g.inv[0].cards.size(); k++) if (s.g.content.cardKind[s.g.inv[0].cards.get(k)] == def) return true;
        return false;
    }

    @Test
    void shopDrawsThreeAndSellsOneAtListPrice() {
        Table s = at("General Store");
        s.g.inv[0].money = 100;
        int deck = s.g.deck(Deck.COMMON).size();
        int top = s.g.deck(Deck.COMMON).last();
        encounterAgain(s).answer("ability:general-store-shop");
        assertEquals(3, s.q().options().size(), "three cards, and he must buy one he can afford (FAQ Q6)");
        s.answer("buy:" + top);
        assertEquals(0, s.g.cardWhere[top]);
        assertEquals(100 - s.g.content.cardOf(top).price(), s.g.inv[0].money);
        assertEquals(deck - 1, s.g.deck(Deck.COMMON).size(), "the other two go back under the deck");
    }

    @Test
    void aShopperBuysIfHeCanAndShopsOnlyWithMoney() { // FAQ Q4, Q6
        Table s = at("General Store");
        s.g.inv[0].money = 0;
        assertFalse(offers(encounterAgain(s), "ability:general-store-shop"), "no money to shop with");
        s.g.inv[0].money = 1;
        var common = s.g.deck(Deck.COMMON);
        // the three on top cost more than $1
        int[] dear = java.util.Arrays.stream(common.toArray()).filter(c -> s.g.content.cardOf(c).price() > 1).limit(3).toArray();
        for (int c : dear) {
            common.remove(c);
            common.add(c);
        }
        int deck = common.size();
        int owned = s.g.inv[0].cards.size();
        encounterAgain(s).answer("ability:general-store-shop");
        assertEquals(deck, common.size(), "none affordable for $1: all three go back");
        assertEquals(1, s.g.inv[0].money);
        assertEquals(owned, s.g.inv[0].cards.size());
    }

    @Test
    void magicLessonsCostFiveAndKeepOneOfTwoSpells() {
        Table s = at("Ye Olde Magick Shoppe");
        s.g.inv[0].money = 5;
        encounterAgain(s).answer("ability:magic-lessons");
        assertEquals(2, s.q().options().size());
        s.answer("keep:");
        assertEquals(0, s.g.inv[0].money);
        assertEquals(1, s.g.inv[0].cards.size());
    }

    @Test
    void theCuriositieShoppeSellsUniqueItems() {
        Table s = at("Curiositie Shoppe");
        s.g.inv[0].money = 100;
        int top = s.g.deck(Deck.UNIQUE).last();
        encounterAgain(s).answer("ability:curiositie-shoppe-shop");
        s.answer("buy:" + top);
        assertEquals(0, s.g.cardWhere[top]);
        assertEquals(Deck.UNIQUE, s.g.content.cardOf(top).deck());
        assertEquals(100 - s.g.content.cardOf(top).price(), s.g.inv[0].money);
    }

    @Test
    void classesCostEightAndKeepOneSkill() {
        Table s = Table.scene(ContentLoader.core(), new Setup.Options(false), "Hastur", "Amanda Sharpe", "Darrell Simmons").at(0, "Administration Building");
        s.g.inv[0].money = 8;
        int before = skills(s);
        encounterAgain(s).answer("ability:classes");
        assertEquals(3, s.q().options().size(), "two Skills, and one more for Amanda Sharpe's Studious");
        s.answer("keep:");
        assertEquals(0, s.g.inv[0].money);
        assertEquals(before + 1, skills(s));
    }

    private static int skills(Table s) {
        int n = 0;
        for (int k = 0; k < s.g.inv[0].cards.size(); k++) {
            if (s.g.content.cardOf(s.g.inv[0].cards.get(k)).deck() == Deck.SKILL) n++;
        }
        return n;
    }

    @Test
    void aShadyCharacterAtTheDocksPaysFiveDollarsForTrophies() {
        Table s = at("River Docks");
        assertFalse(offers(s, "ability:shady-character"), "no trophies");
        int gate = s.g.gateStack.removeLast();
        s.g.gateWhere[gate] = Game.trophy(0);
        int money = s.g.inv[0].money;
        encounterAgain(s).answer("ability:shady-character");
        if (s.g.question() != null && !s.halted()) s.answer("gate:");
        assertEquals(money + 5, s.g.inv[0].money);
        assertEquals(Game.STACK, s.g.gateWhere[gate], "a spent gate trophy goes under the stack");
    }

    @Test
    void bankLendsTenDollarsOnce() {
        Table s = at("Bank of Arkham");
        encounterAgain(s).answer("ability:bank-loan");
        assertEquals(10, s.g.inv[0].money);
        assertTrue(s.g.ownsTagged(0, "bank-loan"));
        encounterAgain(s);
        assertFalse(offers(s, "ability:bank-loan"));
    }

    @Test
    void southChurchBlessesAnyInvestigator() {
        Table s = at("South Church");
        s.monster("Gug", Game.trophy(0));
        s.monster("Ghoul", Game.trophy(0));
        s.monster("Zombie", Game.trophy(0));
        s.at(0, "South Church"); // the setup encounter's card may have sent her to the street
        encounterAgain(s).answer("ability:church-blessing").answer("monster:").answer("monster:");
        s.answer("Bless Darrell");
        assertTrue(s.g.isBlessed(1));
        assertFalse(s.g.isBlessed(0));
    }

    @Test
    void recruitAnyAllyFromTheDeck() {
        Table s = at("Ma's Boarding House");
        for (int k = 0; k < 2; k++) s.g.gateWhere[s.g.gateStack.removeLast()] = Game.trophy(0);
        int spawn = s.monster("Star Spawn", Game.trophy(0));
        int gug = s.monster("Gug", Game.trophy(0));
        encounterAgain(s).answer("ability:recruit");
        assertEquals(2, s.q().options().size(), "2 gate trophies, or 5 toughness and a gate; not 10 toughness");
        s.answer("Spend 5 toughness").answer("monster:" + spawn).answer("monster:" + gug).answer("gate:");
        s.answer("Take Duke");
        assertTrue(owns(s, "Duke"));
        assertEquals(0, s.g.monsterTrophies(0));
        assertEquals(1, s.g.gateTrophies(0));
    }

    @Test
    void noSpecialAbilityWhileAGateIsOpenThere() { // p.22: abilities replace an encounter, and an open gate allows none
        Table s = at("Science Building");
        s.monster("Star Spawn", Game.trophy(0));
        s.monster("Gug", Game.trophy(0));
        encounterAgain(s);
        assertTrue(offers(s, "ability:dissection"), "with trophies to pay and no gate, Dissection is offered");
        s.gate("Yuggoth", "Science Building");
        s.g.inv[0].explored = true;
        encounterAgain(s);
        assertFalse(offers(s, "ability:dissection"), "an explored gate: close it or pass, nothing else");
        assertTrue(offers(s, "close:lore"));
        s.g.inv[0].explored = false;
        encounterAgain(s);
        assertFalse(s.q().options().stream().anyMatch(c -> c.id().startsWith("ability:")), "unexplored: drawn through, never an ability");
    }
}
