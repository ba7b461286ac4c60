package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.Rulebook;
import arkham.engine.Step;

import java.util.ArrayList;
import java.util.List;

/** Arkham Horror's rulebook as the step loop reads it (see {@link Rulebook}). */
public final class Rules implements Rulebook {
    /** The one instance: the rules keep no state of their own. */
    public static final Rules ARKHAM_HORROR = new Rules();

    private Rules() {
    }

    @Override
    public Step setup() {
        return new SetupStep(SetupStep.Stage.START);
    }

    @Override
    public Step next(Game g) {
        return PhaseStep.next(g);
    }

    @Override
    public Step finalBattle() {
        return PhaseStep.finalBattle();
    }

    @Override
    public void knockOut(Game g, int players) {
        // several at once resolve in the order the first player picks (p.23)
        List<Step> outs = new ArrayList<>();
        for (int p : g.turnOrder()) if ((players & (1 << p)) != 0) outs.add(new Knockout(p, 0));
        // named only when the first player orders them; one alone simply happens
        List<String> who = new ArrayList<>();
        if (outs.size() > 1) for (Step s : outs) who.add(g.nameOf(s.owner()) + " is knocked out");
        Simultaneous.resolve(g, outs, who);
    }

    @Override
    public Step encounter(int player) {
        return new ArkhamEncounter(player, ArkhamEncounter.Stage.START);
    }

    @Override
    public Step castSpell(int player, int card) {
        return new CastSpell(player, card, false);
    }

    @Override
    public List<Integer> heldCards(Step s) {
        return s instanceof HoldsCards h ? h.heldCards() : List.of();
    }

    @Override
    public int encounterMonster(Step s) {
        return s instanceof HoldsEncounterMonster h ? h.monster() : -1;
    }

    @Override
    public int combatMonster(Step s) {
        return s instanceof Combat c ? c.monster() : -1;
    }
}
