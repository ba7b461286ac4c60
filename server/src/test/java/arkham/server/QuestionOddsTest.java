package arkham.server;

import arkham.ai.Odds;
import arkham.content.ContentLoader;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.flow.SkillCheck;
import arkham.engine.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 28 §4: the browser is sent the same odds as the terminal and the AI compute, with the question they are about. */
class QuestionOddsTest {
    @Test
    void aCheckQuestionCarriesTheChanceToPassToItsSeatOnly() {
        Game g = Game.create(ContentLoader.core(), new Setup(2, List.of("Michael McGlen", "Amanda Sharpe"), "Yig", false, 5,
                Setup.Options.DEFAULT.withPlanning(false)));
        while (g.phase == Phase.SETUP) g.answer(g.question().id(), g.question().player(), g.question().option(0).id());
        g.inv[0].clues = 2;
        // a Lore check needing 2 successes rolls nothing but 1s: the Clue tokens are offered
        for (int k = 0; k < 20; k++) g.forcedDice.add(1);
        g.begin(SkillCheck.of(0, CheckType.LORE, 0, 2, "a test"));
        g.forcedDice.clear();
        assertEquals(0, g.question().player());
        assertTrue(g.question().options().stream().anyMatch(c -> c.id().equals("clue")), g.question().options().toString());
        Map<String, Object> mine = Views.question(SeatView.of(g, 0), 7);
        @SuppressWarnings("unchecked")
        Map<String, Object> odds = (Map<String, Object>) mine.get("odds");
        assertNotNull(odds, mine.toString());
        double expected = Odds.ofQuestion(g, g.question()).chance();
        assertEquals(Math.round(expected * 1000) / 1000.0, (Double) odds.get("pass"), 1e-12);
        assertEquals(1 / 9.0, expected, 1e-12, "two tokens buy two dice that may still make two successes: " + expected);
        assertFalse(Views.question(SeatView.of(g, 1), 7).containsKey("odds"), "another seat sees no more than who is asked");
    }
}
