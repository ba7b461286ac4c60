package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.Skill;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Setup step 10: each slider may go on any of its four stops, free of the Focus limit. */
public record PlaceSliders(int player, int slider) implements Step {
    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        if (slider >= 3) return null;
        InvestigatorDef d = g.defOf(player);
        Skill a = PlaceSliders.SKILLS[slider * 2];
        Skill b = PlaceSliders.SKILLS[slider * 2 + 1];
        List<Choice> options = new ArrayList<>(4);
        for (int stop = 0; stop < 4; stop++) {
            int at = stop;
            options.add(Choice.lazy(Target.slider(slider, stop), STOPS[stop], stop, () -> label(a) + " " + d.skill(a, at) + " / " + label(b) + " " + d.skill(b, at)));
        }
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.PLACE_SLIDER, () -> "Place your " + label(a) + "/" + label(b) + " slider",
                options, () -> Map.of("slider", slider));
    }

    @Override
    public void answer(Game g, Choice c) {
        g.inv[player].slider[slider] = c.value();
        g.push(new PlaceSliders(player, slider + 1));
    }

    private static final String[] STOPS = {"stop:0", "stop:1", "stop:2", "stop:3"};
    /** The skills in slider order (pairs per slider); {@code Skill.values()} would copy the array on each call. */
    static final Skill[] SKILLS = Skill.values();
    private static final String[] LABELS = {"Speed", "Sneak", "Fight", "Will", "Lore", "Luck"};

    static String label(Skill s) {
        return LABELS[s.ordinal()];
    }
}
