package arkham.engine.state;

import java.util.Arrays;

/**
 * The Dunwich Horror's pieces: the Dunwich Horror track, the Dunwich Horror card drawn for the
 * combat under way, Clue tokens on Task and Mission cards, and the score's new terms (Tasks and
 * Missions completed, investigators retired). Unused (all zero) without the expansion.
 */
public final class DunwichState {
    /** Dunwich Horror tokens in the box (Dunwich rulebook components): the track holds three. */
    public static final int TRACK = 3;

    /** Dunwich Horror tokens on the track. */
    public int horrorTokens;
    /** The investigator who failed his Horror check against The Beast in the combat under way, or -1. */
    public int beastHorrorFailed = -1;
    /** Rubble tokens drawn so far by Shudde M'ell's World Cracking (of seven). */
    public int rubbleDrawn;
    /** The investigator whose combat a card has just ended as if he had evaded (Wrack), or -1. */
    public int combatEvaded = -1;
    /** The Dunwich Horror card in use for the combat under way, or -1. */
    public int horrorCard = -1;
    /** How many times the Dunwich Horror has appeared (reports). */
    public int appearances;
    /** Per investigator card instance: Clue tokens on a Task or Mission (one per step done). */
    public final int[] stepClues;
    /** Tasks and Missions completed during the game (+1 each to the score). */
    public int completed;
    /** Investigators retired during the game (-1 each to the score). */
    public int retired;
    /** Condition cards turned face up (active), as card instances; face-down ones wait in the box. */
    public final IntList conditions;
    /** The next Mythos Phase is skipped (a Dunwich encounter). */
    public boolean skipMythos;
    /** Extra Mythos cards drawn and resolved in the next Mythos Phase (a Dunwich encounter). */
    public int extraMythos;
    /** Investigators (by definition) in debt to Wizard's Hill's Dark Man, until the debt is called in. */
    public final IntList darkManDeals;
    /** A monster met in an encounter whose card changes Combat checks against it, and by how much. */
    public int encounterCombatMonster = -1;
    public int encounterCombatModifier;
    /** Entering a street area costs 2 movement points from now on (Riots failed). */
    public boolean streetsCostTwo;
    /** Bits of the investigators who meet no monsters in their areas this turn (Summon Shantak); cleared at the end of the turn. */
    public int passingMonsters;
    /** Bits of the investigators brought by Call Friend: their next movement this turn is skipped. */
    public int calledFriends;

    public DunwichState(int cards) {
        stepClues = new int[cards];
        conditions = new IntList();
        darkManDeals = new IntList();
    }

    public DunwichState(DunwichState o) {
        horrorTokens = o.horrorTokens;
        beastHorrorFailed = o.beastHorrorFailed;
        rubbleDrawn = o.rubbleDrawn;
        combatEvaded = o.combatEvaded;
        horrorCard = o.horrorCard;
        appearances = o.appearances;
        stepClues = o.stepClues.clone();
        completed = o.completed;
        retired = o.retired;
        conditions = new IntList(o.conditions);
        skipMythos = o.skipMythos;
        extraMythos = o.extraMythos;
        darkManDeals = new IntList(o.darkManDeals);
        encounterCombatMonster = o.encounterCombatMonster;
        encounterCombatModifier = o.encounterCombatModifier;
        streetsCostTwo = o.streetsCostTwo;
        passingMonsters = o.passingMonsters;
        calledFriends = o.calledFriends;
    }

    public long hash(long h) {
        // the defaults add nothing, so the hashes of older saves hold
        if (beastHorrorFailed >= 0) h = Hashing.mix(h, beastHorrorFailed);
        if (rubbleDrawn > 0) h = Hashing.mix(h, 1000 + rubbleDrawn);
        if (combatEvaded >= 0) h = Hashing.mix(h, 2000 + combatEvaded);
        if (passingMonsters != 0) h = Hashing.mix(h, 3000 + passingMonsters);
        if (calledFriends != 0) h = Hashing.mix(h, 4000 + calledFriends);
        h = Hashing.mix(h, horrorTokens);
        h = Hashing.mix(h, horrorCard);
        h = Hashing.mix(h, appearances);
        h = Hashing.mix(h, Arrays.hashCode(stepClues));
        h = Hashing.mix(h, completed);
        h = Hashing.mix(h, conditions.hashCode());
        h = Hashing.mix(h, skipMythos ? 1 : 0);
        h = Hashing.mix(h, extraMythos);
        h = Hashing.mix(h, darkManDeals.hashCode());
        h = Hashing.mix(h, encounterCombatMonster);
        h = Hashing.mix(h, encounterCombatModifier);
        h = Hashing.mix(h, streetsCostTwo ? 1 : 0);
        return Hashing.mix(h, retired);
    }
}
