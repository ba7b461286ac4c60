package arkham.ai;

import arkham.engine.Game;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The learned win chance: a probability, worse with more doom and more open gates, and read from the visible state only. */
class EvaluationTest {
    private static List<Game> positions() {
        return NoPeekingTest.movementPositions(12);
    }

    @Test
    void itIsAProbabilityWithOneFeatureNamePerWeight() {
        assertEquals(Evaluation.NAMES.size(), Evaluation.WEIGHTS.length);
        for (Game g : positions()) {
            double w = Evaluation.winChance(g);
            assertTrue(w > 0 && w < 1, "win chance " + w);
            assertEquals(Evaluation.NAMES.size(), Evaluation.features(g).length);
        }
    }

    @Test
    void moreDoomMeansLessChance() {
        for (Game g : positions()) {
            Game more = g.copy();
            int track = g.ancientOneDef().doomTrack();
            for (int doom = 0; doom < track; doom++) {
                g.doom = doom;
                more.doom = doom + 1;
                assertTrue(Evaluation.winChance(more) < Evaluation.winChance(g), "doom " + doom + " of " + track);
            }
        }
    }

    @Test
    void anotherOpenGateMeansLessChance() {
        for (Game g : positions()) {
            Game more = g.copy();
            int place = -1;
            for (int at : g.board.locations()) {
                if (g.gateAt[at] < 0 && !g.sealed[at] && !g.board.isStreet(at) && noInvestigatorAt(g, at)) place = at;
            }
            int gate = 0;
            while (g.gateWhere[gate] != Game.STACK) gate++;
            more.gateAt[place] = gate;
            assertTrue(Evaluation.winChance(more) < Evaluation.winChance(g), g.openGates() + " open gates");
        }
    }

    @Test
    void itReadsOnlyTheVisibleState() {
        for (Game g : positions()) {
            Game a = g.copyForSearch(1001);
            Game b = g.copyForSearch(2002);
            assertArrayEquals(Evaluation.features(a), Evaluation.features(b));
            assertArrayEquals(Evaluation.features(g), Evaluation.features(a));
        }
    }

    private static boolean noInvestigatorAt(Game g, int place) {
        for (int p = 0; p < g.players; p++) if (g.inv[p].place == place) return false;
        return true;
    }
}
