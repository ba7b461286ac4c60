package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;

/**
 * A skill check waiting to be made or being made, as card abilities and the check's stakes read it:
 * whose it is, of what kind, its terms and dice so far; an ability may settle it as passed, or push it
 * back (as it is, or with a new modifier) to be made after all. The check itself is a step of the
 * rules ({@code flow.SkillCheck}); this is what the hooks, which sit below the steps, name.
 */
public interface Check extends Step {
    /** The investigator making the check. */
    int player();

    CheckType type();

    int modifier();

    /** Successes needed to pass. */
    int difficulty();

    /** Dice to roll (before any bonus from the roll's own modifiers). */
    int dice();

    /** Successes so far, and the dice rolled so far in words ("" before the roll). */
    int successes();

    String rolled();

    boolean rolledYet();

    /** Why the check is made, as the rules name it ("close the gate", "cast Wither", ...). */
    String reason();

    /** The marker of the monster the check is made against (Horror, Combat, Evade), or -1. */
    int monster();

    /** What failing an encounter check does (the card's fail branch), or null. */
    Effect onFail();

    /** The same check at another modifier. */
    Check withModifier(int modifier);

    /** Settles the check as passed without rolling. */
    void pass(Game g);
}
