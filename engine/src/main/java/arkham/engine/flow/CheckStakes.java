package arkham.engine.flow;

import arkham.engine.Check;
import arkham.engine.Game;
import arkham.engine.Step;
import arkham.engine.def.Board;
import arkham.engine.def.Effect;
import arkham.engine.def.EffectWords;
import arkham.engine.def.Encounter;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a skill check puts at stake, as the table sees it: the check's dice and successes needed, what
 * passing and failing it do (an encounter's or Mythos card's branches in {@link EffectWords}, closing a
 * gate, a monster's Horror, Combat and Evade checks), and the encounter card it belongs to. Read from
 * the check and the steps waiting below it; nothing here draws a die or looks at a deck's order.
 * {@code view.Stakes} shows it with a pending question; {@link #logBeforeRoll} logs it as a check is
 * about to be rolled, so front ends can show the stakes before the dice even when nobody is asked.
 */
public final class CheckStakes {
    private CheckStakes() {
    }

    /** What passing and failing do, in a few words each. */
    public record Words(String pass, String fail) {
    }

    /**
     * The step waiting to do a check's pass or fail effect ({@code EffectStep.Branch}): read through
     * this, so a check's stakes and result depend on no step that starts checks.
     */
    public interface Branches {
        int player();

        Effect pass();

        Effect fail();

        /** A Mythos card's (the game's) check, not the investigator's own encounter. */
        boolean global();
    }

    /**
     * The encounter (or Mythos) entry's branch this check decides: the topmost waiting for the same
     * investigator whose fail is the check's own (by identity), or null for a check of no entry.
     */
    static Branches branch(Check check, List<Step> below) {
        if (check.onFail() == null) return null;
        for (int k = below.size() - 1; k >= 0; k--) {
            if (below.get(k) instanceof Branches b && b.player() == check.player()) return b.fail() == check.onFail() ? b : null;
        }
        return null;
    }

    /** What the check's results do, or null for a check whose results are not known here (a spell cast, a hook's own test). */
    public static Words words(Game g, Check check, Branches branch) {
        if (branch != null) {
            EffectWords w = effectWords(g);
            return new Words(w.of(branch.pass()), w.of(branch.fail()));
        }
        int player = check.player();
        // whether it may then be sealed is a question of its own after the check (view.Stakes says so beside it)
        if (check.reason().equals("close the gate")) return new Words("the gate closes", "the gate stays open");
        int m = check.monster();
        if (m < 0) return null;
        String name = g.monster(m).name();
        return switch (check.type()) {
            case HORROR -> new Words("no Sanity lost", "lose " + g.horrorDamage(m) + " Sanity");
            case COMBAT -> new Words("the " + name + " is defeated", "take " + g.combatDamage(m) + " Stamina damage and fight on or flee");
            // rulebook p.9: failing to evade, the monster deals its combat damage and combat begins (or goes on, after a flight)
            case EVADE -> new Words(check.reason().startsWith("flee") ? "you get away from the " + name : "you evade the " + name,
                    "take " + g.combatDamage(m) + " Stamina damage and " + (check.reason().startsWith("flee") ? "fight on" : "fight it"));
            default -> null;
        };
    }

    /** Words for effects, with the content's own words for its hooks. */
    public static EffectWords effectWords(Game g) {
        return new EffectWords(g.board, g.content.hooks::effectWords);
    }

    /** "Luck (−1)": the check's name as players read it. */
    public static String name(Check c) {
        return EffectWords.check(c.type(), c.modifier(), c.difficulty()).replace("(-", "(\u2212");
    }

    /** " against the Ghoul" for a check against a monster, else "". */
    static String against(Game g, Check c) {
        return c.monster() >= 0 ? " against the " + g.monster(c.monster()).name() : "";
    }

    /**
     * The check as data: skill, modifier, difficulty, name, whether rolled yet, the dice (before the
     * roll: the check value with the modifier; after: those rolled and the successes), pass and fail.
     */
    public static Map<String, Object> check(Game g, Check c, Words words) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("skill", c.type().name());
        v.put("modifier", c.modifier());
        v.put("difficulty", c.difficulty());
        v.put("name", name(c));
        v.put("rolledYet", c.rolledYet());
        if (c.rolledYet()) {
            v.put("dice", Math.max(0, c.dice()));
            List<Integer> rolled = new ArrayList<>();
            for (String d : c.rolled().trim().split(" ")) if (!d.isEmpty()) rolled.add(Integer.parseInt(d));
            v.put("rolled", rolled);
            v.put("successes", c.successes());
        } else {
            v.put("dice", Math.max(0, g.checkValue(c.player(), c.type()) + c.modifier()));
        }
        if (words != null) {
            v.put("pass", words.pass());
            v.put("fail", words.fail());
        }
        return v;
    }

    /**
     * One or two sentences: "Luck (−1) check: 3 dice, 1 success needed. Pass: gain $2. Fail: lose 1
     * Sanity." Once rolled: "Luck (−1) check: rolled 2 5 1, 1 success of 1 needed (passing). ..."
     */
    @SuppressWarnings("unchecked")
    public static String summary(Map<String, Object> c) {
        int need = (Integer) c.get("difficulty");
        StringBuilder s = new StringBuilder(c.get("name") + " check: ");
        if (Boolean.TRUE.equals(c.get("rolledYet"))) {
            List<Integer> rolled = (List<Integer>) c.get("rolled");
            int got = (Integer) c.get("successes");
            s.append(rolled.isEmpty() ? "no dice to roll" : "rolled " + String.join(" ", rolled.stream().map(String::valueOf).toList()))
                    .append(", ").append(count(got, "success")).append(" of ").append(need).append(" needed (")
                    .append(got >= need ? "passing" : "failing").append(").");
        } else {
            int dice = (Integer) c.get("dice");
            s.append(dice == 1 ? "1 die" : dice + " dice").append(", ").append(count(need, "success")).append(" needed.");
        }
        if (c.get("pass") != null) s.append(" Pass: ").append(c.get("pass")).append('.');
        if (c.get("fail") != null) s.append(" Fail: ").append(c.get("fail")).append('.');
        return s.toString();
    }

    public static String count(int n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "es");
    }

    /**
     * Logs (type {@code stakes}) what the check about to be rolled puts at stake, with its data: the
     * encounter card, the monster, the check and a summary; {@code asked}: the investigator was asked
     * a question about this check just before (its stakes were shown with it). Only checks whose
     * results are known in words; only while logging (the caller tests it, so simulations pay nothing).
     */
    static void logBeforeRoll(Game g, Check c, boolean asked) {
        Branches branch = branch(c, g.pendingSteps());
        Words words = words(g, c, branch);
        if (words == null) return;
        Map<String, Object> v = new LinkedHashMap<>();
        Map<String, Object> encounter = branch == null ? null : encounter(g, c.player(), List.of(), branch);
        if (encounter != null) v.put("encounter", encounter);
        if (branch != null && branch.global()) v.put("mythos", true);
        if (c.monster() >= 0) v.put("monster", g.monster(c.monster()).name());
        Map<String, Object> check = check(g, c, words);
        v.put("check", check);
        String summary = summary(check);
        v.put("summary", summary);
        v.put("asked", asked);
        g.logData("stakes", c.player(), g.nameOf(c.player()) + "'s " + summary.replaceFirst(" check: ", " check" + against(g, c) + ": "), null, v);
    }

    /**
     * The encounter entry of the place's cards (a location's neighbourhood cards, an Other World's gate
     * cards) that holds one of the effects being resolved, by identity: the content's effects are
     * immutable objects the steps carry as they are. With a branch, the entry whose check it is.
     */
    public static Map<String, Object> encounter(Game g, int player, List<Effect> resolving, Branches branch) {
        if ((resolving.isEmpty() && branch == null) || player < 0 || player >= g.players) return null;
        Map<Effect, Boolean> wanted = new IdentityHashMap<>();
        for (Effect e : resolving) if (!(e instanceof Effect.Nothing)) wanted.put(e, true);
        int place = g.inv[player].place;
        Board b = g.board;
        if (b.isOtherWorld(place)) {
            Board.OtherWorld w = b.otherWorld(b.world(place));
            for (GateCardDef d : g.content.gateCards) {
                if (d.isReshuffle()) continue;
                Encounter e = d.worlds().getOrDefault(w.id(), d.other());
                if (e != null && holds(e.effect(), wanted, branch)) return encounter(d.name(), w.name(), e.text(), "OTHER_WORLD");
            }
        } else if (b.isLocation(place)) {
            for (LocationCardDef d : g.content.locationCards) {
                Encounter e = d.encounters().get(place);
                if (e != null && holds(e.effect(), wanted, branch)) return encounter(d.name(), b.name(place), e.text(), "LOCATION");
            }
        }
        return null;
    }

    private static Map<String, Object> encounter(String card, String where, String text, String kind) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("kind", kind);
        v.put("card", card);
        v.put("where", where);
        v.put("text", text);
        return v;
    }

    /** Whether the effect tree holds one of the wanted effects (a check: the one whose branches are the branch's). */
    private static boolean holds(Effect e, Map<Effect, Boolean> wanted, Branches branch) {
        if (e instanceof Effect.Check c && branch != null && c.pass() == branch.pass() && c.fail() == branch.fail()) return true;
        if (branch == null && wanted.containsKey(e)) return true;
        if (e instanceof Effect.Seq s) {
            for (Effect x : s.effects()) if (holds(x, wanted, branch)) return true;
        } else if (e instanceof Effect.Check c) {
            return holds(c.pass(), wanted, branch) || holds(c.fail(), wanted, branch);
        } else if (e instanceof Effect.Choose c) {
            for (Effect.Option o : c.options()) if (holds(o.effect(), wanted, branch)) return true;
        } else if (e instanceof Effect.If f) {
            return holds(f.then(), wanted, branch) || holds(f.otherwise(), wanted, branch);
        } else if (e instanceof Effect.Roll r) {
            return holds(r.perSuccess(), wanted, branch);
        } else if (e instanceof Effect.EachInvestigator each) {
            return holds(each.effect(), wanted, branch);
        }
        return false;
    }

    /**
     * The result of a check whose stakes are known in words, in one sentence, logged as it settles:
     * the dice, the successes against those needed, and what the result does. Front ends show it
     * where the check's stakes were shown.
     */
    static void logResult(Game g, Check c, boolean passedOutright) {
        Branches b = branch(c, g.pendingSteps());
        if (c.onFail() != null && b == null) return;
        Words words = words(g, c, b);
        if (words == null) return;
        boolean passed = passedOutright || c.successes() >= c.difficulty();
        String how = passedOutright ? "passed without a roll"
                : (c.rolled().isBlank() ? "no dice to roll" : "rolled " + c.rolled().trim()) + ", " + arkham.engine.Words.successes(c.successes())
                + " of " + c.difficulty() + " needed: " + (passed ? "passed" : "failed");
        g.log("result", c.player(), g.nameOf(c.player()) + "'s " + name(c) + " check" + against(g, c) + ": " + how
                + " \u2014 " + (passed ? words.pass() : words.fail()) + ".");
    }
}
