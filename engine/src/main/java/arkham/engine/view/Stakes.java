package arkham.engine.view;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.def.Board;
import arkham.engine.def.Encounter;
import arkham.engine.def.GateCardDef;
import arkham.engine.def.LocationCardDef;
import arkham.engine.effect.Effect;
import arkham.engine.effect.EffectWords;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.EffectStep;
import arkham.engine.flow.SkillCheck;
import arkham.engine.flow.Step;

import java.util.ArrayList;
import java.util.IdentityHashMap;
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
        Map<String, Object> encounter = encounter(g, player, resolving, branch);
        if (encounter != null) v.put("encounter", encounter);
        Map<String, String> options = new LinkedHashMap<>();
        if (check != null) {
            String pass = null;
            String fail = null;
            if (branch != null) {
                pass = words.of(branch.pass());
                fail = words.of(branch.fail());
            } else if (check.reason().equals("close the gate")) {
                pass = ArkhamEncounter.sealCost(g, player) >= 0 ? "the gate closes, and you may seal it" : "the gate closes";
                fail = "the gate stays open";
            } else if (check.monster() >= 0 && check.type() == arkham.engine.def.CheckType.HORROR) {
                pass = "no Sanity lost";
                fail = "lose " + g.horrorDamage(check.monster()) + " Sanity";
            } else if (check.monster() >= 0 && check.type() == arkham.engine.def.CheckType.COMBAT) {
                pass = "the " + g.monster(check.monster()).name() + " is defeated";
                fail = "take " + g.combatDamage(check.monster()) + " Stamina damage and fight on or flee";
            }
            Map<String, Object> cv = check(g, check, pass, fail);
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
        return new EffectWords(g.board, g.content.hooks::effectWords);
    }

    private static SkillCheck checkOf(Step s) {
        if (s instanceof SkillCheck c) return c;
        if (s instanceof SkillCheck.AidOffer a) return a.check();
        if (s instanceof SkillCheck.RerollOffer r) return r.check();
        return null;
    }

    private static Map<String, Object> check(Game g, SkillCheck c, String pass, String fail) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("skill", c.type().name());
        v.put("modifier", c.modifier());
        v.put("difficulty", c.difficulty());
        v.put("name", EffectWords.check(c.type(), c.modifier(), c.difficulty()).replace("(-", "(\u2212"));
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
        if (pass != null) v.put("pass", pass);
        if (fail != null) v.put("fail", fail);
        return v;
    }

    /**
     * The encounter entry of the place's cards (a location's neighbourhood cards, an Other World's gate
     * cards) that holds one of the effects being resolved, by identity: the content's effects are
     * immutable objects the steps carry as they are.
     */
    private static Map<String, Object> encounter(Game g, int player, List<Effect> resolving, EffectStep.Branch branch) {
        if (resolving.isEmpty() || player < 0 || player >= g.players) return null;
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
    private static boolean holds(Effect e, Map<Effect, Boolean> wanted, EffectStep.Branch branch) {
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
     * One or two sentences: "Luck (−1) check: 3 dice, 1 success needed. Pass: gain $2. Fail: lose 1
     * Sanity." Once rolled: "Luck (−1) check: rolled 2 5 1, 1 success of 1 needed (passing). ..."
     */
    @SuppressWarnings("unchecked")
    private static String summary(Map<String, Object> v) {
        Map<String, Object> c = (Map<String, Object>) v.get("check");
        if (c == null) return null;
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

    private static String count(int n, String noun) {
        return n + " " + (n == 1 ? noun : noun + "es");
    }
}
