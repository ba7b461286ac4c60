package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;

import java.util.ArrayList;
import java.util.List;

/**
 * Starts a phase of the turn (order of play, rulebook p.5): each player acts in turn order from
 * the first player; the Mythos Phase is the first player's alone. A turn opens with Phase 0,
 * Planning, when the setup asks for it, and closes with Phase 6, End of Turn: the first player
 * marker passes to the left and the players are told where the game stands ({@link Debrief}).
 */
public record PhaseStep(Phase phase) implements Step {

    /** The phase after the current one. */
    public static Step next(Game g) {
        return switch (g.phase) {
            case SETUP, END_OF_TURN -> new PhaseStep(g.setup.options().planning() ? Phase.PLANNING : Phase.UPKEEP);
            case PLANNING -> new PhaseStep(Phase.UPKEEP);
            case UPKEEP -> new PhaseStep(Phase.MOVEMENT);
            case MOVEMENT -> new PhaseStep(Phase.ARKHAM_ENCOUNTERS);
            case ARKHAM_ENCOUNTERS -> new PhaseStep(Phase.OTHER_WORLD_ENCOUNTERS);
            case OTHER_WORLD_ENCOUNTERS -> new PhaseStep(Phase.MYTHOS);
            case MYTHOS -> new PhaseStep(Phase.END_OF_TURN);
            case FINAL_BATTLE -> new FinalBattle(FinalBattle.Stage.ROUND_START, 0);
        };
    }

    public static Step finalBattle() {
        return new FinalBattle(FinalBattle.Stage.AWAKEN, 0);
    }

    @Override
    public Question run(Game g) {
        g.phase = phase;
        if (g.turn == 0 && (phase == Phase.PLANNING || phase == Phase.UPKEEP)) g.turn = 1;
        g.startPart(phase, -1);
        if (g.logging()) g.log("phase", -1, "Turn " + g.turn + ": " + name(phase));
        switch (phase) {
            case MYTHOS -> {
                if (g.dunwich.skipMythos) {
                    g.dunwich.skipMythos = false;
                    if (g.logging()) g.log("mythos", -1, "The Mythos Phase is skipped this turn");
                    return null;
                }
                for (; g.dunwich.extraMythos > 0; g.dunwich.extraMythos--) g.push(new MythosStep(MythosStep.Stage.DRAW, -1, false));
                g.push(new MythosStep(MythosStep.Stage.DRAW, -1, false));
                for (int k = 0; k < g.gateOnlyMythos; k++) g.push(new MythosStep(MythosStep.Stage.GATE_ONLY, -1, false));
            }
            case END_OF_TURN -> endOfTurn(g);
            case PLANNING -> g.push(new Planning(0));
            case SETUP, FINAL_BATTLE -> throw new IllegalStateException("no phase step for " + phase);
            default -> g.push(new ForEachPlayer(phase, 0));
        }
        return null;
    }

    /** How the order of play names a phase, e.g. "movement phase", "end of turn". */
    public static String name(Phase p) {
        return switch (p) {
            case PLANNING -> "planning";
            case END_OF_TURN -> "end of turn";
            case FINAL_BATTLE -> "final battle";
            default -> p.name().replace('_', ' ').toLowerCase() + " phase";
        };
    }

    /** Phase 6: Headlines that lasted the turn leave, the first player marker passes to the left, the debrief. */
    private static void endOfTurn(Game g) {
        MythosStep.expireHeadlines(g);
        g.dunwich.passingMonsters = 0;
        int p = g.first;
        for (int k = 1; k <= g.players; k++) {
            int q = (p + k) % g.players;
            if (!g.inv[q].eliminated) {
                g.first = q;
                break;
            }
        }
        if (g.logging()) {
            if (g.first != p) g.log("first-player", g.first, g.nameOf(g.first) + " takes the first player marker");
            g.log("debrief", -1, "End of turn " + g.turn + ": " + Debrief.of(g).text());
        }
        g.turn++;
    }

    /**
     * Phase 0: each player in turn order may look at the board and plan, then answers "ready".
     * Nothing changes in the game until every seat is ready.
     */
    public record Planning(int index) implements Step {
        private static final Choice READY = new Choice(Target.plain(Act.READY), "ready", "Ready: start the turn", 0);

        @Override
        public Question run(Game g) {
            int p = g.inTurnOrder(index);
            if (p < 0) return null;
            List<Choice> options = new ArrayList<>(1);
            options.add(READY);
            return Question.lazy(p, QuestionKind.READY, Purpose.PLANNING, () -> "Turn " + g.turn + ", planning: look around, then answer when ready",
                    options);
        }

        @Override
        public void answer(Game g, Choice c) {
            g.push(new Planning(index + 1));
        }
    }
}
