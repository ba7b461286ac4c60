package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Step;

/**
 * Gives each player his part of a phase, one after another in turn order. Only the current
 * player's steps are ever on the stack, so a knockout can drop exactly that player's work.
 */
public record ForEachPlayer(Phase phase, int index) implements Step {
    @Override
    public Question run(Game g) {
        int p = g.inTurnOrder(index);
        if (p < 0) return null;
        g.startPart(phase, p);
        g.push(new ForEachPlayer(phase, index + 1));
        if (phase == Phase.ARKHAM_ENCOUNTERS) {
            Tasks.arkhamEncountersPhase(g, p);
            // cards usable in any phase (Curse of Darkness) may be used before the encounter
            g.then(new CardActions.Window(p, Hooks.Timing.ENCOUNTER), new ArkhamEncounter(p, ArkhamEncounter.Stage.START));
            return null;
        }
        if (phase == Phase.OTHER_WORLD_ENCOUNTERS) {
            g.then(new Trade.Window(p), new OtherWorldEncounter(p));
            return null;
        }
        g.push(switch (phase) {
            // his turn may begin with retiring him (Dunwich rulebook p.6)
            case UPKEEP -> UpkeepStep.mayRetire(g, p) ? new UpkeepStep.RetireOffer(p) : new UpkeepStep(p, UpkeepStep.Stage.REFRESH, 0);
            case MOVEMENT -> new MovementStep(p);
            default -> throw new IllegalStateException("no per-player part in " + phase);
        });
        return null;
    }
}
