package arkham.engine.query;

import arkham.engine.CheckTerms;
import arkham.engine.Game;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Encounter;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.CastSpell;
import arkham.engine.flow.Combat;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.EncounterCards;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.SkillCheck;

import java.util.List;

/**
 * What the rules say of a position, for front ends and agents: read-only questions the steps answer
 * for themselves, asked here so that nothing outside the engine reaches into its steps
 * ({@code arkham.engine.flow}) or its hooks' {@link Modifiers}. None of these changes the game.
 */
public final class Queries {
    private Queries() {
    }

    // ------------------------------------------------------------------ checks

    /** What the odds of the player's check of this type rest on now. */
    public static CheckTerms checkTerms(Game g, int player, CheckType type) {
        return SkillCheck.terms(g, player, type);
    }

    /** Whether the check whose question is pending (before or after its roll) is one to close a gate (rulebook p.18). */
    public static boolean checkClosesGate(Game g) {
        return g.waitingStep() instanceof SkillCheck s && ArkhamEncounter.CLOSE_REASON.equals(s.reason());
    }

    /** The check the Ancient One's attack makes each investigator roll in the final battle, or null when it is no check. */
    public static CheckType ancientOneAttackCheck(Game g) {
        return g.ancientOneHooks().attackCheck();
    }

    // ------------------------------------------------------------------ combat

    /** The monster's toughness in this investigator's combat: as in play, changed by his cards, at least 1. */
    public static int combatToughness(Game g, int player, int monster) {
        return Combat.toughness(g, player, monster);
    }

    /** The modifier of the investigator's Combat check against the monster, with what he holds now. */
    public static int fightModifier(Game g, int player, int monster) {
        return Combat.fightModifier(g, player, monster);
    }

    /** What a weapon or combat spell not yet taken up would add against a monster in play, after its defences. */
    public static int bonusIfHeld(Game g, int player, int card, int monster) {
        return Combat.bonusIfHeld(g, player, card, monster);
    }

    /** What a weapon or combat spell would add to an attack on the Ancient One, after its defences (0 for any other card). */
    public static int bonusAgainstAncientOne(Game g, int player, int card) {
        return Combat.bonusAgainstAncientOne(g, player, card);
    }

    /** The hands the investigator has for weapons and spells: two, changed by what is in play. */
    public static int hands(Game g, int player) {
        int hands = 2;
        for (Modifiers x : g.modifiers(player)) hands += x.hands(g, player);
        return hands;
    }

    /** Hands beyond {@link #hands} that only hold spells (Marie Lambeau's Third Eye). */
    public static int spellHands(Game g, int player) {
        int hands = 0;
        for (Modifiers x : g.modifiers(player)) hands += x.spellHands(g, player);
        return hands;
    }

    /** Whether the spell may be cast now: ready, affordable and not forbidden. */
    public static boolean castable(Game g, int player, int card) {
        return CastSpell.castable(g, player, card);
    }

    /** The Sanity the spell costs now: its printed cost plus what is in play. */
    public static int spellCost(Game g, int player, int card) {
        return CastSpell.cost(g, player, card);
    }

    /** The Sanity available to pay for the spell: the caster's, and what a partner can spare. */
    public static int sanityForSpell(Game g, int player, int card) {
        return CastSpell.sanityFor(g, player, card);
    }

    // ------------------------------------------------------------------ movement and gates

    /** Whether the investigator in this Other World may return to Arkham through the gate at the place. */
    public static boolean leadsBack(Game g, int player, int place, int world) {
        return MovementStep.leadsBack(g, player, place, world);
    }

    /** Movement points to enter an area (1, or 2 for a street once the Riots Rumor has failed). */
    public static int entryCost(Game g, int to) {
        return MovementStep.entryCost(g, to);
    }

    /** The depots of other towns the train goes to from a depot (Dunwich). */
    public static List<Integer> trainDestinations(Game g, int from) {
        return Dunwich.trainDestinations(g, from);
    }

    /**
     * How many train rides the investigator can pay for now (Dunwich): none without the Dunwich
     * board, his dollars, or {@link Integer#MAX_VALUE} when he rides free.
     */
    public static int trainRides(Game g, int player) {
        if (!g.setup.options().dunwichBoard()) return 0;
        return Dunwich.ridesFree(g, player) ? Integer.MAX_VALUE : Math.max(0, g.inv[player].money);
    }

    /** Whether something in play bars the investigator's step between two places. */
    public static boolean stepBarred(Game g, int player, int from, int to) {
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.PREVENTS_MOVE)) if (m.preventsMove(g, player, from, to)) return true;
        return false;
    }

    /** The modifier of a check to close the gate at the place: printed, plus what is in play. */
    public static int closeModifier(Game g, int player, int place) {
        return ArkhamEncounter.closeModifier(g, player, place);
    }

    /** Successes needed to close the gate at the place: 1 plus what is in play. */
    public static int closeDifficulty(Game g, int player, int place) {
        return ArkhamEncounter.closeDifficulty(g, player, place);
    }

    // ------------------------------------------------------------------ encounters

    /** The encounter of a location card at a location, or of a gate card in an Other World area (null: nothing happens). */
    public static Encounter encounter(Game g, int place, int card, boolean otherWorld) {
        return EncounterCards.encounter(g, place, card, otherWorld);
    }

    /**
     * The choice behind a pending {@link Purpose#ENCOUNTER_CHOICE} question: its options in data order,
     * which the options' {@code Target.Option} indexes name; null when no such question is pending.
     */
    public static Effect.Choose encounterChoice(Game g) {
        return g.waitingStep() instanceof EffectStep s && s.effect() instanceof Effect.Choose c ? c : null;
    }
}
