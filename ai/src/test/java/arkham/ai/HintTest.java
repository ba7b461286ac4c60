package arkham.ai;

import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hint (issue 30 §3) is the AI's choice with a reason in a line, and it depends on what the
 * seat sees alone: two games alike in everything the seat sees but with every face-down pile, the
 * cup, the gate marker stack and the dice to come drawn apart ({@link Game#copyForSearch} under two
 * seeds) give the same hint, word for word, in positions of games the heuristic plays.
 */
class HintTest {
    private static final Pattern PERCENT = Pattern.compile("\\d{1,3}% to (pass|win|evade)");

    @Test
    void theHintDependsOnWhatTheSeatSeesAlone() {
        int compared = 0, differentHidden = 0, withOdds = 0;
        Set<Purpose> purposes = EnumSet.noneOf(Purpose.class);
        boolean closing = false;
        HeuristicAgent play = new HeuristicAgent();
        for (long seed = 1; compared < 400; seed++) {
            Game g = AgentsPlayTest.game(1 + (int) (seed % 4), seed, seed % 3 == 0);
            for (int n = 0; n < 20_000 && g.question() != null; n++) {
                Question q = g.question();
                if (q.options().size() >= 2 && n % 5 == 0) {
                    int p = q.player();
                    Game a = g.copyForSearch(1001);
                    Game b = g.copyForSearch(2002);
                    if (!a.mythosDeck.equals(b.mythosDeck) || a.rng.state() != b.rng.state()) differentHidden++;
                    Hint ha = Hint.of(SeatView.of(a, p));
                    Hint hb = Hint.of(SeatView.of(b, p));
                    assertEquals(ha.choice().id(), hb.choice().id(), q.purpose() + " " + ha.line());
                    assertEquals(ha.line(), hb.line());
                    assertEquals(Hint.of(SeatView.of(g, p)).line(), ha.line(), "the real game gives the hint its copies give");
                    assertTrue(q.options().stream().anyMatch(c -> c.id().equals(ha.choice().id())), "one of the question's options");
                    assertTrue(!ha.why().isBlank() && !ha.line().contains("\n"), "a line: " + ha.line());
                    if (PERCENT.matcher(ha.why()).find()) withOdds++;
                    // the odds of another's check are not this seat's to give (the question does not say whose)
                    if (q.purpose() == Purpose.HELP_CHECK) assertTrue(!PERCENT.matcher(ha.why()).find() && Odds.ofQuestion(g, q) == null, ha.line());
                    if (ha.choice().target().act() == arkham.engine.Target.Act.CLOSE) {
                        closing = true;
                        assertTrue(Pattern.compile("^(Lore|Fight) \\d+( \\+ \\d+ Clue tokens?)?(, \\d+ successes needed)?, \\d+% to pass$")
                                .matcher(ha.why()).matches(), ha.line());
                    }
                    purposes.add(q.purpose());
                    compared++;
                }
                q = g.question();
                g.answer(q.id(), q.player(), play.choose(g, q));
            }
        }
        assertTrue(differentHidden >= compared * 9 / 10, "the copies really differ in what is hidden: " + differentHidden + " of " + compared);
        assertTrue(withOdds >= 20, "reasons with the odds: " + withOdds);
        assertTrue(closing, "a gate closed on the AI's hint");
        assertTrue(purposes.containsAll(EnumSet.of(Purpose.MOVE, Purpose.EVADE_OR_FIGHT, Purpose.COMBAT_ACTION)), purposes.toString());
    }

    /**
     * Every hint says why in words of the position: sliders by what they are set for where he
     * stands; a decision with no reason of its own in words by the option the AI rated next, which
     * is another option of the question.
     */
    @Test
    void everyHintSaysWhy() {
        Set<Purpose> sliders = EnumSet.noneOf(Purpose.class);
        int rather = 0;
        HeuristicAgent play = new HeuristicAgent();
        for (long seed = 1; seed <= 12; seed++) {
            Game g = AgentsPlayTest.game(4, seed, false);
            for (int n = 0; n < 20_000 && g.question() != null; n++) {
                Question q = g.question();
                if (q.options().size() >= 2) {
                    Hint h = Hint.of(SeatView.of(g, q.player()));
                    assertTrue(!h.why().contains("the AI's pick"), h.line());
                    if (q.purpose() == Purpose.PLACE_SLIDER || q.purpose() == Purpose.ADJUST_SKILLS) {
                        sliders.add(q.purpose());
                        assertTrue(h.why().contains("for " + HeuristicAgent.sliderFor(g, q.player()).words), h.line());
                    }
                    if (h.why().startsWith("the AI rates it")) {
                        rather++;
                        assertTrue(q.options().stream().anyMatch(o -> o != h.choice() && h.why().contains("\u201c" + o.label() + "\u201d")), h.line());
                    }
                }
                g.answer(q.id(), q.player(), play.choose(g, q));
            }
        }
        assertEquals(EnumSet.of(Purpose.PLACE_SLIDER, Purpose.ADJUST_SKILLS), sliders);
        assertTrue(rather >= 50, "hints that name the next choice: " + rather);
    }

    @Test
    void aSeatThatDecidesNothingGetsNoHint() {
        Game g = AgentsPlayTest.game(2, 5, false);
        int other = 1 - g.question().player();
        assertNotEquals(g.question().player(), other);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Hint.of(SeatView.of(g, other)));
        assertTrue(e.getMessage().contains("no question"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Hint.of(SeatView.spectator(g)));
    }
}
