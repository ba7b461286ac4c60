package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.state.IntList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Game effects that happen at the same moment (rulebook p.23, timing conflicts): the players
 * choose their order, and when they disagree the first player decides, so the first player is
 * asked which comes next while two or more are left. Every place where the engine meets such
 * effects resolves them through {@link #resolve}.
 *
 * @param effects the effects still to resolve
 * @param labels  what each effect is, as the first player reads it
 */
public record Simultaneous(List<Step> effects, List<String> labels) implements Step {
    public Simultaneous {
        effects = List.copyOf(effects);
        labels = List.copyOf(labels);
        if (effects.size() != labels.size()) throw new IllegalArgumentException("one label per effect");
    }

    /** Pushes the effects so they resolve in the first player's order (one alone simply runs). */
    public static void resolve(Game g, List<Step> effects, List<String> labels) {
        if (effects.size() == 1) g.push(effects.get(0));
        else if (effects.size() > 1) g.push(new Simultaneous(effects, labels));
    }

    /** What a source from {@link Game#modifiers}(p) is, as a player reads it when ordering simultaneous effects. */
    public static String sourceName(Game g, Modifiers m, int p) {
        int environment = g.environment();
        int rumor = g.rumor();
        if (m == g.ancientOneHooks()) return g.ancientOneDef().name() + "'s power";
        if (environment >= 0 && g.content.mythosAbility(environment) == m) return g.mythosDef(environment).name();
        if (rumor >= 0 && g.content.mythosAbility(rumor) == m) return "the Rumor " + g.mythosDef(rumor).name();
        for (int k = 0; k < g.lingering.size(); k += 2) {
            if (g.content.mythosAbility(g.lingering.get(k)) == m) return g.mythosDef(g.lingering.get(k)).name();
        }
        if (p >= 0 && g.inv[p].def() >= 0) {
            if (g.content.investigatorAbility(g.inv[p].def()) == m) return g.nameOf(p) + "'s ability";
            IntList cs = g.inv[p].cards;
            for (int k = 0; k < cs.size(); k++) {
                if (g.content.cardAbility(cs.get(k)) == m) return g.content.cardOf(cs.get(k)).name();
            }
        }
        return "an effect in play";
    }

    @Override
    public Question run(Game g) {
        List<Choice> options = new ArrayList<>();
        for (int k = 0; k < effects.size(); k++) {
            String label = labels.get(k);
            options.add(Choice.lazy(Target.option(Act.CHOOSE, k), "first:", k, k, () -> label));
        }
        return Question.lazy(g.first, QuestionKind.ORDER, Purpose.ORDER_EFFECTS, () -> "These happen at the same time: which first?",
                options, () -> Map.of("effects", labels));
    }

    @Override
    public void answer(Game g, Choice c) {
        int k = c.value();
        List<Step> rest = new ArrayList<>(effects);
        List<String> restLabels = new ArrayList<>(labels);
        rest.remove(k);
        restLabels.remove(k);
        resolve(g, rest, restLabels);
        g.push(effects.get(k));
    }
}
