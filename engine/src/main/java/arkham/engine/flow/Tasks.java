package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.TaskDef;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Tasks and Missions (Dunwich rulebook p.5; flowchart "Tasks & Missions"): the areas on the card
 * are visited in order and each step done puts a Clue token on the card. A Task's step is done by
 * spending the Arkham Encounters Phase in the area; a Mission's by paying the listed sacrifice there
 * at the start of the Upkeep Phase. An area with an open gate cannot be visited. With the last step
 * the card's reward happens, the card goes to the box, and the score gains 1. The Clues go when
 * the card is discarded or given away ({@link Game#discard}, {@link Game#giveCard}).
 */
public final class Tasks {
    private Tasks() {
    }

    /** The step a Task or Mission card is at: its next area, or null when none is due. */
    static TaskDef.Step next(Game g, int card) {
        TaskDef t = g.content.taskOf(card);
        if (t == null) return null;
        int done = g.dunwich.stepClues[card];
        return done < t.steps().size() ? t.steps().get(done) : null;
    }

    /** The investigator spends his Arkham Encounters Phase where he is: his Tasks whose next area this is advance. */
    public static void arkhamEncountersPhase(Game g, int player) {
        Investigator i = g.inv[player];
        if (i.eliminated || i.place < 0 || g.gateAt[i.place] >= 0) return;
        for (int k = i.cards.size() - 1; k >= 0; k--) {
            int card = i.cards.get(k);
            TaskDef t = g.content.taskOf(card);
            if (t == null || t.mission()) continue;
            TaskDef.Step s = next(g, card);
            if (s != null && s.place() == i.place) stepDone(g, player, card);
        }
    }

    /** At the start of his Upkeep: each Mission whose next area he is in may take its sacrifice. */
    static void offerMissionSteps(Game g, int player) {
        Investigator i = g.inv[player];
        if (i.eliminated || i.place < 0 || g.gateAt[i.place] >= 0) return;
        for (int k = 0; k < i.cards.size(); k++) {
            int card = i.cards.get(k);
            TaskDef t = g.content.taskOf(card);
            if (t == null || !t.mission()) continue;
            TaskDef.Step s = next(g, card);
            if (s != null && s.place() == i.place) g.push(new MissionSacrifice(player, card));
        }
    }

    /** A Clue token on the card for a step done; the last step completes it. */
    static void stepDone(Game g, int player, int card) {
        TaskDef t = g.content.taskOf(card);
        g.dunwich.stepClues[card]++;
        String name = g.content.cardOf(card).name();
        if (g.logging()) g.log("task", player, g.nameOf(player) + " completes step " + g.dunwich.stepClues[card] + " of "
                + t.steps().size() + " of " + name);
        if (g.dunwich.stepClues[card] < t.steps().size()) return;
        g.dunwich.completed++;
        if (g.logging()) g.log("task", player, g.nameOf(player) + " completes " + name);
        Hooks.CardAbility a = g.content.cardAbility(card);
        if (a != null) a.completed(g, player, card);
        if (g.cardWhere[card] == player) g.boxCard(player, card);
        g.dunwich.stepClues[card] = 0;
        // a reward in the data (as a content pack types one in) happens after the card is gone
        if (t.reward() != null) g.push(new EffectStep(player, t.reward()));
    }

    /** A Mission's sacrifice at its next area: pay it (choosing which card, if one must go) or not now. */
    public record MissionSacrifice(int player, int card) implements Step {
        @Override
        public int owner() {
            return player;
        }

        @Override
        public Question run(Game g) {
            if (g.cardWhere[card] != player) return null;
            TaskDef.Step s = next(g, card);
            if (s == null || s.place() != g.inv[player].place || !EffectStep.canPay(g, player, s.cost())) return null;
            String name = g.content.cardOf(card).name();
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "not-now", "Not now", -1));
            if (s.discard() == null) {
                options.add(new Choice(Target.card(Act.USE, card), "sacrifice", "Make the sacrifice for " + name, -2));
            } else {
                Investigator i = g.inv[player];
                for (int k = 0; k < i.cards.size(); k++) {
                    int c = i.cards.get(k);
                    if (c != card && EffectStep.matches(g.content.cardOf(c), s.discard())) {
                        options.add(new Choice(Target.card(Act.SACRIFICE, c), "sacrifice:" + c, "Sacrifice " + g.content.cardOf(c).name() + " for " + name, c));
                    }
                }
            }
            if (options.size() == 1) return null;
            return new Question(player, QuestionKind.CHOOSE_ONE, Purpose.MISSION, "Mission " + name + ": step " + (g.dunwich.stepClues[card] + 1)
                    + " of " + g.content.taskOf(card).steps().size(), options, Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == -1) return;
            TaskDef.Step s = next(g, card);
            if (c.value() >= 0) g.discard(player, c.value());
            EffectStep.pay(g, player, s.cost());
            stepDone(g, player, card);
        }
    }
}
