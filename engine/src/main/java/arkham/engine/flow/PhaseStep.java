package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Game.Phase;
import arkham.engine.Question;
import arkham.engine.flow.battle.FinalBattle;

/**
 * Starts a phase of the turn (rulebook p.5): each player acts in turn order from the first
 * player; the Mythos Phase is the first player's alone. After the Mythos Phase the first player
 * marker passes to the left and a new turn begins.
 */
public record PhaseStep(Phase phase) implements Step {

    /** The phase after the current one, with the turn end in between. */
    public static Step next(Game g) {
        return switch (g.phase) {
            case SETUP -> new PhaseStep(Phase.UPKEEP);
            case UPKEEP -> new PhaseStep(Phase.MOVEMENT);
            case MOVEMENT -> new PhaseStep(Phase.ARKHAM_ENCOUNTERS);
            case ARKHAM_ENCOUNTERS -> new PhaseStep(Phase.OTHER_WORLD_ENCOUNTERS);
            case OTHER_WORLD_ENCOUNTERS -> new PhaseStep(Phase.MYTHOS);
            case MYTHOS -> new TurnEnd();
            case FINAL_BATTLE -> new FinalBattle(FinalBattle.Stage.ROUND_START, 0);
        };
    }

    public static Step finalBattle() {
        return new FinalBattle(FinalBattle.Stage.AWAKEN, 0);
    }

    @Override
    public Question run(Game g) {
        g.phase = phase;
        if (phase == Phase.UPKEEP && g.turn == 0) g.turn = 1;
        if (g.logging()) g.log("phase", -1, "Turn " + g.turn + ": " + phase.name().replace('_', ' ').toLowerCase() + " phase");
        if (phase == Phase.MYTHOS) {
            g.push(new MythosStep(MythosStep.Stage.DRAW, -1, false));
            for (int k = 0; k < g.gateOnlyMythos; k++) g.push(new MythosStep(MythosStep.Stage.GATE_ONLY, -1, false));
        } else {
            g.push(new ForEachPlayer(phase, 0));
        }
        return null;
    }

    /** The first player marker passes to the left; a new turn starts with Upkeep. */
    record TurnEnd() implements Step {
        @Override
        public Question run(Game g) {
            MythosStep.expireHeadlines(g);
            int p = g.first;
            for (int k = 1; k <= g.players; k++) {
                int q = (p + k) % g.players;
                if (!g.inv[q].eliminated) {
                    g.first = q;
                    break;
                }
            }
            g.turn++;
            g.push(new PhaseStep(Phase.UPKEEP));
            return null;
        }
    }
}
