package arkham.content.load;

import arkham.engine.Hooks;
import arkham.engine.Modifiers;
import arkham.engine.def.Capability;
import arkham.engine.def.CheckType;

import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A card's or investigator's capabilities ({@link Capability}), so that what agents and front ends
 * are told a card does is what it does:
 * <ul>
 *   <li>those a hook method shows (settling a check, re-rolling, preventing a loss, standing in for a
 *       Clue token, drawing another encounter, cancelling the attack) come from the hook: the method
 *       is the capability, and listing one in the file is an error;</li>
 *   <li>adding dice comes from a positive skill bonus or a hook that only adds (a die bonus, extra
 *       successes, a bonus shared with others); a hook that changes checks either way (a card that
 *       adds dice once its action is used) lists it;</li>
 *   <li>what an action or an Upkeep action does (movement, healing, a return to Arkham, Clue
 *       tokens, ...) is listed in {@code "capabilities"}; listing one without an action is an error,
 *       and {@code CapabilitiesTest} uses every action and checks that it does what is listed.</li>
 * </ul>
 */
final class Capabilities {
    private Capabilities() {
    }

    /** Capabilities a hook method shows: declared exactly when the hook overrides one of these. */
    private static final Map<Capability, List<String>> WITNESSES = Map.of(
            Capability.PASSES_CHECK, List.of("canPassCheck", "canAidCheck"),
            Capability.REROLLS, List.of("canReroll", "canRerollFailures"),
            Capability.PREVENTS_LOSS, List.of("prevents", "preventsFor", "reduceLoss"),
            Capability.STANDS_IN_FOR_CLUE, List.of("spendsAsClue", "standsInForSealClue"),
            Capability.REDRAWS_ENCOUNTER, List.of("redrawsEncounter"),
            Capability.CANCELS_ATTACK, List.of("cancelsAncientOneAttack"));
    /** What an action or an Upkeep action does. */
    private static final Set<Capability> ACTIONS = EnumSet.of(Capability.EXTRA_MOVEMENT, Capability.TRAVELS,
            Capability.HEALS_STAMINA, Capability.HEALS_SANITY, Capability.RETURNS_TO_ARKHAM, Capability.BLESSES,
            Capability.GAINS_CLUES, Capability.GAINS_CARDS, Capability.GAINS_MONEY, Capability.BUYS_CARDS, Capability.BUYS_ITEMS);
    /** Hook methods that change checks (penalties too: a hook overriding one may add dice). */
    private static final List<String> CHANGES_CHECKS = List.of("checkModifier", "sharedCheckModifier", "dieBonus", "bonusSuccesses");
    /** Hook methods that only ever add: a hook overriding one adds dice or successes. */
    private static final List<String> ADDS = List.of("sharedCheckModifier", "dieBonus", "bonusSuccesses");

    /**
     * The capabilities of {@code entry}: those its file lists and those its hook (null: none) and
     * passive skill bonuses show. A listing that is unknown, repeated, shown already or without the
     * action it describes throws an error naming the entry.
     */
    static Set<Capability> read(Json entry, Hooks.CardAbility hook, Map<CheckType, Integer> bonuses) {
        Set<Capability> r = EnumSet.noneOf(Capability.class);
        for (var w : WITNESSES.entrySet()) if (overridesAny(hook, w.getValue())) r.add(w.getKey());
        if (bonuses.values().stream().anyMatch(b -> b > 0) || overridesAny(hook, ADDS)) r.add(Capability.ADDS_DICE);
        boolean acts = overridesAny(hook, List.of("usable", "hasUpkeep"));
        Set<Capability> listed = EnumSet.noneOf(Capability.class);
        for (String k : entry.strings("capabilities")) {
            Capability c;
            try {
                c = Capability.parse(k);
            } catch (IllegalArgumentException e) {
                throw entry.error(e.getMessage() + " (known: " + known() + ")");
            }
            if (!listed.add(c)) throw entry.error("capability '" + k + "' listed twice");
            if (r.contains(c)) throw entry.error("capability '" + k + "' is shown by its hook or bonuses: do not list it");
            if (WITNESSES.containsKey(c)) throw entry.error("capability '" + k + "' needs a hook overriding one of " + WITNESSES.get(c));
            if (c == Capability.ADDS_DICE && !overridesAny(hook, CHANGES_CHECKS)) {
                throw entry.error("capability 'adds-dice' needs a positive skill bonus or a hook overriding one of " + CHANGES_CHECKS);
            }
            if (ACTIONS.contains(c) && !acts) {
                throw entry.error("capability '" + k + "' needs an action or an Upkeep action (a hook overriding usable or hasUpkeep)");
            }
        }
        r.addAll(listed);
        return java.util.Collections.unmodifiableSet(r);
    }

    private static String known() {
        StringBuilder r = new StringBuilder();
        for (Capability c : Capability.values()) r.append(r.length() == 0 ? "" : ", ").append(c.key());
        return r.toString();
    }

    /** Whether the hook's class implements one of these interface methods itself (not the interfaces' defaults). */
    static boolean overridesAny(Hooks.CardAbility hook, List<String> methods) {
        if (hook == null) return false;
        for (Method m : hook.getClass().getMethods()) {
            if (!methods.contains(m.getName())) continue;
            Class<?> owner = m.getDeclaringClass();
            if (owner != Hooks.CardAbility.class && owner != Modifiers.class) return true;
        }
        return false;
    }
}
