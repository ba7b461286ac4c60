package arkham.engine;

import arkham.engine.def.Stat;
import arkham.engine.testkit.Table;
import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The step loop: it runs to the next question, takes only answers to that question, and settles between steps. */
class StepLoopTest {
    @Test
    void anAnswerToAnyOtherQuestionIsRejectedAndChangesNothing() {
        Game g = TinyContent.game(2, 3);
        Question q = g.question();
        long before = g.stateHash();
        String option = q.options().get(0).id();
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id() + 1, q.player(), option), "a question not asked yet");
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), 1 - q.player(), option), "the wrong player");
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), q.player(), "no-such-option"), "an unknown option");
        assertEquals(before, g.stateHash());
        g.answer(q.id(), q.player(), option);
        Question next = g.question();
        long after = g.stateHash();
        assertThrows(IllegalAnswerException.class, () -> g.answer(q.id(), q.player(), option), "a stale question");
        assertEquals(after, g.stateHash());
        assertEquals(next.id(), g.question().id());
    }

    @Test
    void noAnswerIsTakenOnceTheGameIsOver() {
        Game g = TinyContent.game(1, 8);
        arkham.engine.agent.Driver.playOut(g, new arkham.engine.agent.RandomAgent(8), 50_000);
        assertNull(g.question());
        assertThrows(IllegalAnswerException.class, () -> g.answer(0, 0, "x"));
    }

    /** Steps run in order, and a question stops the loop until it is answered; the answer reaches the step that asked. */
    @Test
    void stepsRunInOrderAndAQuestionWaitsForItsAnswer() {
        Table t = Table.scene(TinyContent.get(), new Setup.Options(false), TinyContent.ANCIENT_ONE, "Ada Test");
        StringBuilder trace = new StringBuilder();
        t.run(new Table.Do(g -> trace.append("a")), new Ask(trace), new Table.Do(g -> trace.append("c")));
        assertEquals("a?", trace.toString());
        assertEquals("pick", t.q().prompt());
        t.answer("two");
        assertEquals("a?2c", trace.toString());
        assertTrue(t.halted());
    }

    /** A knocked-out investigator is resolved between steps: his pending steps are dropped, and the rest go on. */
    @Test
    void aKnockoutIsSettledBetweenSteps() {
        Table t = Table.scene(TinyContent.get(), new Setup.Options(false), TinyContent.ANCIENT_ONE, "Ada Test", "Ben Test");
        StringBuilder trace = new StringBuilder();
        t.run(new Table.Do(g -> g.lose(0, Stat.STAMINA, g.inv[0].stamina)), new Owned(0, trace), new Owned(1, trace));
        // the knockout asks or moves him at once; answer whatever it asks until the halt
        for (int k = 0; k < 10 && !t.halted(); k++) t.g.answer(t.q().id(), t.q().player(), t.q().options().get(0).id());
        assertTrue(t.halted());
        assertEquals("1", trace.toString(), "the knocked-out investigator's own step must be dropped");
        assertEquals(t.place("St. Mary's Hospital"), t.g.inv[0].place);
    }

    record Ask(StringBuilder trace) implements Step {
        @Override
        public Question run(Game g) {
            trace.append('?');
            return new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "pick",
                    List.of(Choice.of(Target.amount(Target.Act.CHOOSE, 1), "one", "One"), Choice.of(Target.amount(Target.Act.CHOOSE, 2), "two", "Two")), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            trace.append(c.id().equals("two") ? '2' : '1');
        }
    }

    /** A step that is part of an investigator's activity. */
    record Owned(int player, StringBuilder trace) implements Step {
        @Override
        public Question run(Game g) {
            trace.append(player);
            return null;
        }

        @Override
        public int owner() {
            return player;
        }
    }
}
