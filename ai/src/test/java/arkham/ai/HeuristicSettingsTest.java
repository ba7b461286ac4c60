package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class HeuristicSettingsTest {
    @Test
    void anEmptySpecIsTheDefaultAndChangesAreReadBack() {
        assertEquals(HeuristicSettings.DEFAULT, HeuristicSettings.parse(""));
        assertEquals("", HeuristicSettings.DEFAULT.changes());
        HeuristicSettings s = HeuristicSettings.parse("covered=20, pushOpen=3,worldWeight=1/0.9/1/1.1/1.1/1.3,enough=5/4/5/4/5/4");
        assertEquals(20, s.covered());
        assertEquals(3, s.pushOpen());
        assertArrayEquals(new double[] {1, 0.9, 1, 1.1, 1.1, 1.3}, s.worldWeight());
        assertArrayEquals(new int[] {5, 4, 5, 4, 5, 4}, s.enough());
        assertEquals(HeuristicSettings.DEFAULT.gateValue(), s.gateValue(), "what is not named stays");
        assertEquals("covered=20,pushOpen=3,worldWeight=1/0.9/1/1.1/1.1/1.3,enough=5/4/5/4/5/4", s.changes());
        assertEquals(s, HeuristicSettings.parse(s.changes()));
        assertNotEquals(HeuristicSettings.DEFAULT, s);
    }

    @Test
    void badSpecsAreNamed() {
        var unknown = assertThrows(IllegalArgumentException.class, () -> HeuristicSettings.parse("courage=3"));
        assertTrue(unknown.getMessage().contains("unknown heuristic setting 'courage'") && unknown.getMessage().contains("covered"), unknown.getMessage());
        var word = assertThrows(IllegalArgumentException.class, () -> HeuristicSettings.parse("covered=lots"));
        assertTrue(word.getMessage().contains("'lots' is not a number"), word.getMessage());
        var whole = assertThrows(IllegalArgumentException.class, () -> HeuristicSettings.parse("pushOpen=3.5"));
        assertTrue(whole.getMessage().contains("a whole number"), whole.getMessage());
        var five = assertThrows(IllegalArgumentException.class, () -> HeuristicSettings.parse("arkhamWeight=1/1/1/1/1"));
        assertTrue(five.getMessage().contains("6 values"), five.getMessage());
        var bare = assertThrows(IllegalArgumentException.class, () -> HeuristicSettings.parse("covered"));
        assertTrue(bare.getMessage().contains("needs a value"), bare.getMessage());
        var random = assertThrows(IllegalArgumentException.class, () -> Agents.byName("random:covered=2", 1, 0));
        assertTrue(random.getMessage().contains("only the heuristic and the search"), random.getMessage());
    }

    @Test
    void theSettingsAreCopiedNotShared() {
        double[] w = {1, 1, 1, 1, 1, 1};
        HeuristicSettings d = HeuristicSettings.DEFAULT;
        HeuristicSettings s = new HeuristicSettings(d.reserveFrom(), d.stopCost(), d.hazardSteps(), d.lossSteps(), d.disaster(),
                d.moveChance(), d.hop(), d.clueValue(), d.gateValue(), d.sealBonus(), d.covered(), d.pushGate(), d.pushCovered(),
                d.pushOpen(), d.pushFit(), d.fit1(), d.fit2(), d.care1(), d.care2(), d.shopUnarmed(), d.trophyTrip(), d.encounter(), d.rumor(), d.shop(), w, w, w, w, d.enough());
        w[0] = 9;
        assertEquals(1, s.arkhamWeight()[0]);
    }

    /** Changed settings change the play (and the same settings play the same game): the heuristic really reads them. */
    @Test
    void theHeuristicPlaysByItsSettings() {
        var content = ContentLoader.core();
        int differ = 0;
        for (long seed = 1; seed <= 5; seed++) {
            String a = play(content, seed, HeuristicSettings.DEFAULT);
            assertEquals(a, play(content, seed, HeuristicSettings.parse("")));
            if (!a.equals(play(content, seed, HeuristicSettings.parse("gateValue=5,covered=0,clueValue=30")))) differ++;
        }
        assertTrue(differ >= 4, differ + " of 5 games changed");
    }

    /** The answers of the first 300 questions of a 4-player game, as ids. */
    private static String play(arkham.engine.Content content, long seed, HeuristicSettings s) {
        Game g = Game.create(content, Setup.random(4, seed));
        HeuristicAgent h = new HeuristicAgent(s);
        StringBuilder out = new StringBuilder();
        for (int n = 0; n < 300; n++) {
            Question q = g.question();
            if (q == null) break;
            var c = h.choose(g, q);
            out.append(c.id()).append(' ');
            g.answer(q.id(), q.player(), c);
        }
        return out.toString();
    }
}
