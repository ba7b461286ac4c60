package arkham.engine;

import arkham.engine.testkit.Table;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The monster cup and the limits on the board (rulebook p.18, p.20). */
class MonsterCupTest {
    static Table table(String... investigators) {
        return Table.scene(TinyContent.get(), new Setup.Options(false), TinyContent.ANCIENT_ONE, investigators);
    }

    @Test
    void aDrawTakesAMarkerFromTheCupAndAReturnPutsItBack() {
        Table t = table("Ada Test");
        int inCup = t.g.monstersInCup();
        assertEquals(12, inCup, "three kinds of four markers, all in the cup after the board is cleared");
        int m = t.g.drawMonster();
        assertEquals(GameState.CUP, t.g.monsterWhere[m], "drawing alone does not place it");
        assertEquals(t.place("Dark Woods"), t.g.placeMonster(m, t.place("Dark Woods")));
        assertEquals(inCup - 1, t.g.monstersInCup());
        t.g.returnToCup(m);
        assertEquals(inCup, t.g.monstersInCup());
    }

    @Test
    void forcedKindsAreDrawnFirst() {
        Table t = table("Ada Test");
        int flier = t.c.monsterId("Flier");
        t.g.forcedMonsters.add(flier);
        assertEquals(flier, t.c.monsterKind[t.g.drawMonster()]);
    }

    @Test
    void pastTheLimitMonstersGoToTheOutskirtsAndTheirOverflowRaisesTerror() {
        Table t = table("Ada Test", "Ben Test", "Cy Test", "Di Test");
        int woods = t.place("Dark Woods");
        assertEquals(7, t.g.monsterLimit(), "players + 3");
        assertEquals(4, t.g.outskirtsLimit(), "8 - players");
        for (int k = 0; k < 7; k++) assertEquals(woods, t.g.placeMonster(t.g.drawMonster(), woods));
        int outskirts = t.g.board.outskirts();
        for (int k = 0; k < 4; k++) assertEquals(outskirts, t.g.placeMonster(t.g.drawMonster(), woods));
        assertEquals(4, t.g.monstersIn(outskirts));
        assertEquals(0, t.g.terror);
        t.g.placeMonster(t.g.drawMonster(), woods);
        assertEquals(0, t.g.monstersIn(outskirts), "an overflow sends the Outskirts back to the cup");
        assertEquals(1, t.g.terror);
        assertEquals(7, t.g.monstersInArkham());
    }

    @Test
    void anEmptyCupAwakensTheAncientOne() {
        Table t = table("Ada Test");
        for (int m = 0; m < t.g.monsterWhere.length; m++) t.g.monsterWhere[m] = GameState.BOX;
        assertEquals(-1, t.g.drawMonster());
        assertTrue(t.g.awakened);
    }
}
