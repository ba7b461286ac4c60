package arkham.engine.flow;

import arkham.engine.Game;
import arkham.engine.effect.Effect;
import arkham.engine.effect.EffectWords;

import java.util.List;

/**
 * The result of an encounter's (or a Mythos card's) check in one sentence, logged as it settles: the
 * dice, the successes against those needed, and what the result does, in the words of
 * {@link EffectWords}. Front ends show it where the check's stakes were shown.
 */
final class CheckResult {
    private CheckResult() {
    }

    /**
     * The step waiting to do a check's pass or fail effect ({@code EffectStep.Branch}): read through
     * this, so a check's result depends on no step that starts checks.
     */
    interface Branches {
        Effect pass();

        Effect fail();
    }

    static void log(Game g, SkillCheck c, boolean passedOutright) {
        List<Step> waiting = g.pendingSteps();
        Step next = waiting.isEmpty() ? null : waiting.get(waiting.size() - 1);
        if (!(next instanceof Branches b) || b.fail() != c.onFail()) return;
        boolean passed = passedOutright || c.successes() >= c.difficulty();
        EffectWords words = new EffectWords(g.board, g.content.hooks::effectWords);
        String name = EffectWords.check(c.type(), c.modifier(), c.difficulty()).replace("(-", "(\u2212");
        String how = passedOutright ? "passed without a roll"
                : (c.rolled().isBlank() ? "no dice to roll" : "rolled " + c.rolled().trim()) + ", " + SkillCheck.successes(c.successes())
                + " of " + c.difficulty() + " needed: " + (passed ? "passed" : "failed");
        g.log("result", c.player(), g.nameOf(c.player()) + "'s " + name + " check: " + how + " \u2014 "
                + words.of(passed ? b.pass() : b.fail()) + ".");
    }
}
