package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.effect.Effect;

/**
 * The result of a check whose stakes are known in words ({@link CheckStakes}: an encounter's or a
 * Mythos card's check, closing a gate, a monster's Horror, Combat and Evade checks) in one sentence,
 * logged as it settles: the dice, the successes against those needed, and what the result does.
 * Front ends show it where the check's stakes were shown.
 */
final class CheckResult {
    private CheckResult() {
    }

    /**
     * The step waiting to do a check's pass or fail effect ({@code EffectStep.Branch}): read through
     * this, so a check's result depends on no step that starts checks.
     */
    interface Branches {
        int player();

        Effect pass();

        Effect fail();

        /** A Mythos card's (the game's) check, not the investigator's own encounter. */
        boolean global();
    }

    static void log(Game g, SkillCheck c, boolean passedOutright) {
        Branches b = CheckStakes.branch(c, g.pendingSteps());
        if (c.onFail() != null && b == null) return;
        CheckStakes.Words words = CheckStakes.words(g, c, b);
        if (words == null) return;
        boolean passed = passedOutright || c.successes() >= c.difficulty();
        String how = passedOutright ? "passed without a roll"
                : (c.rolled().isBlank() ? "no dice to roll" : "rolled " + c.rolled().trim()) + ", " + SkillCheck.successes(c.successes())
                + " of " + c.difficulty() + " needed: " + (passed ? "passed" : "failed");
        g.log("result", c.player(), g.nameOf(c.player()) + "'s " + CheckStakes.name(c) + " check" + CheckStakes.against(g, c) + ": " + how
                + " \u2014 " + (passed ? words.pass() : words.fail()) + ".");
    }
}
