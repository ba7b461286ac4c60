package arkham.content.hooks;

import arkham.engine.Hooks;
import arkham.engine.flow.Rules;

/** Registers the rules the step loop runs and every bespoke behaviour of the core set and the expansions. */
public final class CoreHooks {
    private CoreHooks() {
    }

    public static void registerAll(Hooks h) {
        h.rulebook(Rules.ARKHAM_HORROR);
        MythosEffects.register(h);
        MythosAbilities.register(h);
        InvestigatorCards.register(h);
        ItemAbilities.register(h);
        SpellAbilities.register(h);
        AllyAbilities.register(h);
        GateHooks.register(h);
        AncientOnes.register(h);
        SpecialCards.register(h);
        Monsters.register(h);
        LocationAbilities.register(h);
        EncounterHooks.register(h);
        InvestigatorAbilities.register(h);
        LurkerCards.register(h);
        Relationships.register(h);
        LurkerEncounters.register(h);
        LurkerHerald.register(h);
        DunwichRules.register(h);
        DunwichInvestigators.register(h);
        DunwichCards.register(h);
        DunwichAncientOnes.register(h);
        DunwichMonsters.register(h);
        DunwichMythos.register(h);
        DunwichEncounters.register(h);
        DunwichEncounters.registerArkham(h);
        DunwichEncounters.registerConditions(h);
        DunwichGates.register(h);
        DunwichInjuries.register(h);
        EffectHookWords.register(h);
    }
}
