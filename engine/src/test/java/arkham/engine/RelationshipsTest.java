package arkham.engine;

import arkham.engine.state.IntList;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Relationship cards (The Lurker at the Threshold p.6): a card shared with the player to the left. */
class RelationshipsTest {
    static Game game(int players) {
        return arkham.engine.testkit.Table.settled(TinyContent.game(players, 2, TinyContent.relationships()));
    }

    @Test
    void aCardIsSharedWithThePlayerToTheLeft() {
        Game g = game(3);
        g.dealRelationship(0, 2);
        assertTrue(g.inRelationship(0, 2));
        assertTrue(g.inRelationship(0, 0), "the left of the last player is the first");
        assertFalse(g.inRelationship(0, 1));
        assertEquals(0, g.partner(0, 2));
        assertEquals(2, g.partner(0, 0));
    }

    @Test
    void eachInvestigatorBenefitsFromHisOwnAndHisRightNeighboursCard() {
        Game g = game(3);
        g.dealRelationship(0, 0);
        g.dealRelationship(1, 1);
        IntList of1 = g.relationshipsOf(1);
        assertEquals(2, of1.size());
        assertEquals(1, g.relationshipsOf(0).size());
        assertEquals(1, g.relationshipsOf(2).size());
    }

    @Test
    void aDevouredInvestigatorsCardsGoToTheBox() {
        Game g = game(3);
        g.dealRelationship(0, 0);
        g.dealRelationship(1, 1);
        g.relationshipExhausted[0] = true;
        g.endRelationships(0);
        assertEquals(-1, g.relationshipDrawer(0));
        assertFalse(g.relationshipExhausted[0]);
        assertEquals(1, g.relationshipDrawer(1), "a card he does not share stays");
        assertEquals(0, g.relationshipsOf(0).size());
    }

    @Test
    void withTwoPlayersSetupDealsOneCardTheyShare() {
        Game g = game(2);
        int dealt = 0;
        for (int rel = 0; rel < g.relationshipCards(); rel++) if (g.relationshipDrawer(rel) >= 0) dealt++;
        assertEquals(1, dealt, "with two players only the first player draws one");
        assertEquals(1, g.relationshipsOf(0).size());
        assertEquals(1, g.relationshipsOf(1).size());
        g = game(3);
        dealt = 0;
        for (int rel = 0; rel < g.relationshipCards(); rel++) if (g.relationshipDrawer(rel) >= 0) dealt++;
        assertEquals(2, dealt, "each player draws one while cards are left (the fixture has two)");
    }
}
