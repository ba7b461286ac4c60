package arkham.engine.view;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.def.Effect;
import arkham.engine.def.EffectWords;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.CheckStakes;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.SkillCheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the pending question is resolving, as the table sees it: the encounter card being had (its
 * name, where, and its text from our data), the check being made (its dice, and once rolled the dice
 * and successes) and what passing and failing it do, and what each option of the question leads to.
 * Built from the steps waiting to run and the content's (public, face-up) encounter entries: nothing
 * here comes from a deck's order or a future roll.
 */
public final class Stakes {
    private Stakes() {
    }

    /** The stakes of the pending question, or null when it resolves no encounter, check or encounter choice. */
    public static Map<String, Object> of(Game g) {
        Question q = g.question();
        if (q == null) return null;
        Step waiting = g.waitingStep();
        List<Step> below = g.pendingSteps();
        EffectWords words = words(g);
        SkillCheck check = checkOf(waiting);
        Map<String, Object> v = new LinkedHashMap<>();
        int player = check != null ? check.player() : q.player();
        // the effect objects being resolved: the encounter is the entry of the content that holds them
        List<Effect> resolving = new ArrayList<>();
        EffectStep.Branch branch = null;
        for (int k = below.size() - 1; k >= 0; k--) {
            Step s = below.get(k);
            if (s instanceof EffectStep.Branch b && branch == null && b.player() == player) branch = b;
            if (s instanceof EffectStep e && e.player() == player) resolving.add(e.effect());
        }
        if (check != null && check.onFail() == null) branch = null;
        if (branch != null) {
            resolving.add(0, branch.pass());
            resolving.add(0, branch.fail());
        }
        Effect.Choose choose = waiting instanceof EffectStep e && e.effect() instanceof Effect.Choose c ? c : null;
        if (choose != null) resolving.add(0, choose);
        Map<String, Object> encounter = CheckStakes.encounter(g, player, resolving, branch);
        if (encounter != null) v.put("encounter", encounter);
        Map<String, String> options = new LinkedHashMap<>();
        if (check != null) {
            CheckStakes.Words w = CheckStakes.words(g, check, branch);
            if (w != null && branch == null && check.reason().equals("close the gate") && ArkhamEncounter.sealCost(g, player) >= 0) {
                w = new CheckStakes.Words(w.pass() + ", and you may seal it", w.fail());
            }
            String pass = w == null ? null : w.pass();
            String fail = w == null ? null : w.fail();
            Map<String, Object> cv = CheckStakes.check(g, check, w);
            // the check is the encounter's own (its results are the entry's), not one made on the way (a spell cast)
            cv.put("ofEncounter", branch != null);
            v.put("check", cv);
            for (Choice c : q.options()) {
                Target t = c.target();
                if (t.act() == Target.Act.ACCEPT) {
                    boolean passing = check.successes() >= check.difficulty();
                    String what = passing ? pass : fail;
                    options.put(c.id(), (passing ? "passed" : "failed") + (what == null ? "" : ": " + what));
                } else if (t.act() == Target.Act.PASS_CHECK && pass != null) {
                    options.put(c.id(), "passed: " + pass);
                }
            }
        }
        if (choose != null) {
            for (Choice c : q.options()) {
                if (c.target() instanceof Target.Option o && o.index() < choose.options().size()) {
                    options.put(c.id(), words.of(choose.options().get(o.index()).effect()));
                }
            }
        }
        if (!v.containsKey("encounter") && check == null) {
            Map<String, Object> round = combatRound(g, q);
            if (round != null) v.putAll(round);
            else if (AT_A_PLACE.contains(q.purpose()) && player >= 0 && player < g.players) {
                Map<String, Object> at = place(g, g.inv[player].place);
                if (at != null) v.put("place", at);
            }
        }
        if (v.isEmpty()) return null;
        if (!options.isEmpty()) v.put("options", options);
        String summary = summary(v);
        if (summary != null) v.put("summary", summary);
        else if (v.get("summary") == null) v.remove("summary");
        return v;
    }

    /** Questions about what a place offers (its special ability, its shop): the place's own text shows with them. */
    private static final java.util.Set<Purpose> AT_A_PLACE = java.util.EnumSet.of(Purpose.LOCATION_ENCOUNTER, Purpose.STREET_ABILITY,
            Purpose.BUY, Purpose.SELL, Purpose.SEARCH_DECK);

    /** The place's name and rules text (its ability, its shop) from the catalogue, or null for a place it has none for. */
    private static Map<String, Object> place(Game g, int place) {
        String kind = g.board.isLocation(place) ? "location:" : g.board.isStreet(place) ? "street:" : null;
        Catalogue.Entry e = kind == null ? null : Catalogue.of(g.content).byId(kind + g.board.slug(place));
        if (e == null) return null;
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("where", e.name());
        v.put("text", e.text());
        return v;
    }

    /**
     * A round of combat (rulebook p.9-10): the monster with its text, and what the Combat check the
     * round's "fight" makes puts at stake, from the question's own numbers.
     */
    private static Map<String, Object> combatRound(Game g, Question q) {
        if (q.purpose() != Purpose.COMBAT_ACTION || !(q.context().get("marker") instanceof Integer marker)
                || !(q.context().get("dice") instanceof Integer dice) || !(q.context().get("toughness") instanceof Integer tough)) return null;
        String name = g.monster(marker).name();
        Map<String, Object> monster = new LinkedHashMap<>();
        monster.put("name", name);
        List<Catalogue.Entry> entries = Catalogue.of(g.content).named(name);
        if (!entries.isEmpty()) monster.put("text", entries.get(0).text());
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("monster", monster);
        v.put("summary", "Combat check against the " + name + ": " + (dice == 1 ? "1 die" : dice + " dice") + ", " + count(tough, "success")
                + " needed. Pass: the " + name + " is defeated. Fail: take " + g.combatDamage(marker) + " Stamina damage, then fight on or flee.");
        return v;
    }

    /** Words for effects with the content's own words for its hooks. */
    public static EffectWords words(Game g) {
        return CheckStakes.effectWords(g);
    }

    private static SkillCheck checkOf(Step s) {
        if (s instanceof SkillCheck c) return c;
        if (s instanceof SkillCheck.AidOffer a) return a.check();
        if (s instanceof SkillCheck.RerollOffer r) return r.check();
        return null;
    }

    @SuppressWarnings("unchecked")
    private static String summary(Map<String, Object> v) {
        Map<String, Object> c = (Map<String, Object>) v.get("check");
        return c == null ? null : CheckStakes.summary(c);
    }

    private static String count(int n, String noun) {
        return CheckStakes.count(n, noun);
    }
}
