package arkham.content;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;

import java.util.List;
import java.util.Map;

/**
 * Marks the end of the content under test: the game stops here with a question of its own (two
 * options, as a one-option question would answer itself).
 */
record Halt() implements Step {
    static final String PROMPT = "(test halt)";

    @Override
    public Question run(Game g) {
        return new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, PROMPT,
                List.of(Choice.of(Target.DONE, "halt", "halt"), Choice.of(Target.DONE, "halt2", "halt")),
                Map.of());
    }

    @Override
    public void answer(Game g, Choice c) {
    }
}
