package arkham.engine;

import java.util.List;
import java.util.Map;

/**
 * A decision the engine is waiting for: who decides, what kind, the legal options, and the
 * context a UI needs to render it (the check being made, the monster being fought, ...).
 */
public record Question(int player, QuestionKind kind, String prompt, List<Choice> options, Map<String, Object> context) {
    public Question {
        // Steps build a fresh list for each question and never touch it again, so wrapping is enough.
        options = java.util.Collections.unmodifiableList(options);
        context = Map.copyOf(context);
        if (options.isEmpty()) throw new IllegalStateException("a question must offer at least one option: " + prompt);
    }

    public Choice option(String id) {
        for (int k = 0; k < options.size(); k++) {
            Choice c = options.get(k);
            if (c.id().equals(id)) return c;
        }
        return null;
    }
}
