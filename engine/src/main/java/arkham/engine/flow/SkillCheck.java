package arkham.engine.flow;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.def.CheckType;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A skill check (rulebook p.13): dice = skill + bonuses + modifier; each 5 or 6 succeeds (4-6
 * Blessed, 6 only Cursed); with 0 or fewer dice it fails unless Clue tokens are spent, one die
 * each, after the roll. The result goes to {@link Game#lastSuccesses} / {@link Game#lastPassed}
 * for the step below it.
 *
 * @param countsSuccesses the number of successes matters beyond passing (so Clues may be spent after a pass)
 */
public record SkillCheck(int player, CheckType type, int modifier, int difficulty, boolean countsSuccesses,
                         String reason, int dice, int successes, String rolled, boolean rolledYet) implements Step {

    private static final int REROLL = 1_000_000;
    /** Another investigator's (or his own) unique ability re-rolls the dice that failed; plus that player. */
    private static final int REROLL_FAILURES = 2_000_000;

    public static SkillCheck of(int player, CheckType type, int modifier, int difficulty, String reason) {
        return new SkillCheck(player, type, modifier, difficulty, false, reason, 0, 0, "", false);
    }

    public static SkillCheck counting(int player, CheckType type, int modifier, int difficulty, String reason) {
        return new SkillCheck(player, type, modifier, difficulty, true, reason, 0, 0, "", false);
    }

    @Override
    public int owner() {
        return player;
    }

    @Override
    public Question run(Game g) {
        if (!rolledYet) {
            int n = g.checkValue(player, type) + modifier;
            StringBuilder r = new StringBuilder();
            int s = 0;
            int need = successOn(g, player);
            for (int k = 0; k < n; k++) {
                int d = g.die();
                if (d >= need) s++;
                if (r.length() > 0) r.append(' ');
                r.append(d);
            }
            SkillCheck next = new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, n, s, r.toString(), true);
            if (g.logging()) g.log("check", player, g.nameOf(player) + " makes a " + describe() + " check: "
                    + Math.max(0, n) + " dice [" + r + "] -> " + s + " success(es)");
            g.push(next);
            return null;
        }
        return offerClues(g);
    }

    private boolean isSuccess(Game g, int d) {
        return d >= successOn(g, player);
    }

    /** The lowest die that succeeds: 5, or 4 when Blessed, 6 when Cursed (rulebook p.17). */
    static int successOn(Game g, int player) {
        return g.isBlessed(player) ? 4 : g.isCursed(player) ? 6 : 5;
    }

    private Question offerClues(Game g) {
        boolean worthIt = successes < difficulty || countsSuccesses;
        List<Choice> rerolls = new ArrayList<>();
        if (worthIt) {
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                var a = g.content.cardAbility(c);
                if (a != null && !g.exhausted[c] && a.canReroll(g, player, c, type)) {
                    rerolls.add(new Choice("reroll:" + c, "Re-roll with " + g.content.cardOf(c).name(), REROLL + c));
                }
            }
        }
        if (worthIt && successes < (rolled.isEmpty() ? 0 : rolled.split(" ").length)) {
            for (int q : g.turnOrder()) {
                var a = g.content.investigatorAbility(g.inv[q].def);
                if (a != null && a.canRerollFailures(g, q, player, type)) {
                    rerolls.add(new Choice("reroll-failures:" + q, "Re-roll the failed dice (" + g.nameOf(q)
                            + "'s ability)", REROLL_FAILURES + q));
                }
            }
        }
        if ((g.inv[player].clues > 0 && worthIt) || !rerolls.isEmpty()) {
            List<Choice> options = new ArrayList<>();
            options.add(new Choice("accept", (successes >= difficulty ? "Accept: pass" : "Accept: fail")
                    + " with " + successes + " success(es)", 0));
            if (g.inv[player].clues > 0) options.add(new Choice("clue", "Spend a Clue token for one more die ("
                    + g.inv[player].clues + " left)", 1));
            options.addAll(rerolls);
            return new Question(player, QuestionKind.CHOOSE_ONE,
                    describe() + " check: " + successes + " of " + difficulty + " successes", options, context(g));
        }
        finish(g);
        return null;
    }

    @Override
    public void answer(Game g, Choice c) {
        if (c.value() >= REROLL_FAILURES) {
            int owner = c.value() - REROLL_FAILURES;
            g.content.investigatorAbility(g.inv[owner].def).payRerollFailures(g, owner);
            rerollFailures(g, owner);
        } else if (c.value() >= REROLL) {
            int card = c.value() - REROLL;
            g.content.cardAbility(card).payReroll(g, player, card);
            if (g.logging()) g.log("check", player, g.nameOf(player) + " re-rolls with " + g.content.cardOf(card).name());
            g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, 0, 0, "", false));
        } else if (c.value() == 1) {
            g.inv[player].clues--;
            int n = 1;
            for (arkham.engine.Modifiers m : g.modifiers(player)) n += m.clueDice(g, player, type);
            StringBuilder r = new StringBuilder(rolled);
            int s = successes;
            for (int k = 0; k < n; k++) {
                int d = g.die();
                if (isSuccess(g, d)) s++;
                if (r.length() > 0) r.append(' ');
                r.append(d);
            }
            if (g.logging()) g.log("clue", player, g.nameOf(player) + " spends a Clue token and rolls " + r.substring(rolled.length()).trim());
            g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, r.toString(), true));
        } else {
            finish(g);
        }
    }

    /** Every die rolled so far that did not succeed is rolled again; the successes stand. */
    private void rerollFailures(Game g, int owner) {
        StringBuilder r = new StringBuilder();
        int s = successes;
        for (String t : rolled.split(" ")) {
            if (t.isEmpty()) continue;
            int d = Integer.parseInt(t);
            if (!isSuccess(g, d)) {
                d = g.die();
                if (isSuccess(g, d)) s++;
            }
            if (r.length() > 0) r.append(' ');
            r.append(d);
        }
        if (g.logging()) g.log("check", player, g.nameOf(owner) + "'s ability: " + g.nameOf(player) + " re-rolls the failed dice: [" + r
                + "] -> " + s + " success(es)");
        g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, r.toString(), true));
    }

    private void finish(Game g) {
        g.lastSuccesses = successes;
        g.lastPassed = successes >= difficulty;
    }

    public String describe() {
        String t = type.name().charAt(0) + type.name().substring(1).toLowerCase();
        String m = modifier == 0 ? "" : modifier > 0 ? " (+" + modifier + ")" : " (" + modifier + ")";
        String d = difficulty == 1 ? "" : " [" + difficulty + "]";
        return t + m + d;
    }

    private Map<String, Object> context(Game g) {
        return Map.of("check", type.name(), "modifier", modifier, "difficulty", difficulty,
                "dice", Math.max(0, dice), "rolled", rolled, "successes", successes, "reason", reason);
    }
}
