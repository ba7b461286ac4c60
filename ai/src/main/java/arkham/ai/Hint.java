package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Debrief;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.def.CheckType;
import arkham.engine.def.Skill;
import arkham.engine.query.Queries;
import arkham.engine.view.SeatView;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the AI would answer to a seat's own question, and why in one line of plain words (issue 30
 * §3: the terminal's {@code hint}, the browser's "What would the AI do?"). Both come from the seat's
 * {@link SeatView} alone: the heuristic reads the view's copy, and the reason's odds come from
 * {@link Odds} on that copy, so nothing hidden (deck order, the cup, the dice to come) can change
 * a hint. The heuristic answers, not the search: it is quick and the same for the same view.
 *
 * @param choice the option the AI picks, one of the question's own
 * @param why    what the pick rests on: the odds of the check or combat it leads to, where it is headed, ...
 */
public record Hint(Choice choice, String why) {
    /** The hint for the question the view's seat decides; refused when that seat decides nothing now. */
    public static Hint of(SeatView view) {
        Question q = view.question();
        if (q == null) throw new IllegalArgumentException("seat " + view.player() + " has no question to answer now");
        Game g = view.state();
        Choice c = new HeuristicAgent().choose(g, q);
        return new Hint(c, why(g, q, c));
    }

    /** The hint in a line: the option's label, then why ("Close the gate with a Lore (-1): Lore 4 + 2 Clue tokens, 74% to pass"). */
    public String line() {
        return choice.label() + ": " + why;
    }

    private static String why(Game g, Question q, Choice c) {
        if (q.optionCount() == 1) return "the only choice";
        int p = q.player();
        Target t = c.target();
        if (t instanceof Target.Check check && t.act() == Target.Act.CLOSE) return close(g, p, check.type());
        if (t instanceof Target.Monster m && (q.purpose() == Purpose.EVADE_OR_FIGHT || q.purpose() == Purpose.FIGHT_OR_LEAVE))
            return evadeOrFight(g, p, m);
        if (t.act() == Target.Act.PASS_CHECK) {
            Odds.OfQuestion odds = Odds.ofQuestion(g, q);
            return "passes the check outright" + (odds == null ? "" : "; a roll would pass " + percent(odds.chance()));
        }
        if (q.purpose() == Purpose.MOVE && t instanceof Target.Place) return heading(g, p);
        if (q.purpose() == Purpose.HELP_CHECK && q.context().get("successes") instanceof Integer n && q.context().get("difficulty") instanceof Integer d)
            return "the check stands at " + n + " of " + d + (d == 1 ? " success" : " successes");
        Odds.OfQuestion odds = Odds.ofQuestion(g, q);
        if (odds != null && odds.combat() != null) return combat(g, odds);
        if (odds != null) return check(g, q, c, odds);
        if (q.purpose() == Purpose.CLOSE_OR_SEAL && t.act() == Target.Act.PASS) return leaveOpen(g, q);
        if (q.purpose() == Purpose.FIGHT_OR_LEAVE && (t.act() == Target.Act.PASS || t.act() == Target.Act.DONE)) return leaveMonsters(g, q);
        if (t.act() == Target.Act.SEAL || t.act() == Target.Act.SEAL_WITH_CARDS) {
            Debrief d = Debrief.of(g);
            return "an elder sign there for good: " + (d.elderSigns() + 1) + " of the " + d.elderSignsToWin() + " that win the game";
        }
        if (t instanceof Target.Place place && q.purpose() == Purpose.RETURN_FROM_LOST) {
            String there = there(g, place.place());
            if (!there.isEmpty()) return there + " there";
        }
        if (q.purpose() == Purpose.PLACE_SLIDER || q.purpose() == Purpose.ADJUST_SKILLS) return sliders(g, q, t);
        String rather = rather(g, q, c);
        return switch (q.purpose()) {
            case PREVENT_LOSS, SPLIT, HEAL, KNOCKED_OUT -> "at Stamina " + g.inv[p].stamina + " of " + g.inv[p].maxStamina + ", Sanity "
                    + g.inv[p].sanity + " of " + g.inv[p].maxSanity + "; " + rather;
            default -> rather;
        };
    }

    /** Sliders: what they are set for where he stands, and the skills the pick gives. */
    private static String sliders(Game g, Question q, Target t) {
        int p = q.player();
        String setFor = "for " + HeuristicAgent.sliderFor(g, p).words;
        if (!(t instanceof Target.Slider s)) return setFor + ", no slider move is worth its focus";
        Skill first = Skill.values()[s.slider() * 2];
        Skill second = Skill.values()[s.slider() * 2 + 1];
        if (q.purpose() == Purpose.PLACE_SLIDER) return "the best stop " + setFor + ", by the AI's weights for there";
        Skill up = s.stop() > g.inv[p].slider[s.slider()] ? first : second;
        return setFor + ": " + name(up) + " up to " + g.defOf(p).skill(up, s.stop());
    }

    /** No reason in words for this kind of decision: the option the AI rated next, for comparison. */
    private static String rather(Game g, Question q, Choice c) {
        double[] scores = new HeuristicAgent().scores(g, q);
        int chosen = q.options().indexOf(c);
        int next = -1;
        for (int k = 0; k < q.optionCount(); k++) {
            if (k != chosen && (next < 0 || scores[k] > scores[next])) next = k;
        }
        if (sameCard(g, q.option(next).target(), c.target())) return "another copy of the same card is offered too: either will do";
        // the label only names the other option to the player; nothing is decided on it
        String other = "\u201c" + q.option(next).label() + "\u201d";
        return scores[chosen] > scores[next] ? "the AI rates it above " + other + ", the next best of " + q.optionCount()
                : "the AI rates it as high as " + other + " and takes the one listed first";
    }

    /** Two options doing the same to two copies of one card (two Shrivellings to discard). */
    private static boolean sameCard(Game g, Target a, Target b) {
        return a instanceof Target.Card x && b instanceof Target.Card y && x.act() == y.act()
                && g.content.cardOf(x.card()) == g.content.cardOf(y.card());
    }

    private static String name(Skill s) {
        String n = s.name().toLowerCase();
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }

    /** Closing the gate where he stands with a Lore or Fight check. */
    private static String close(Game g, int p, CheckType type) {
        int place = g.inv[p].place;
        int needed = Queries.closeDifficulty(g, p, place);
        Odds.Roll r = Odds.roll(g, p, type, Queries.closeModifier(g, p, place), needed, g.inv[p].clues);
        return skill(type) + " " + r.dice() + clues(r.clues()) + (needed > 1 ? ", " + needed + " successes needed" : "") + ", "
                + percent(Odds.chance(r)) + " to pass";
    }

    /** Evading a monster or fighting it: both chances, what would be taken up to fight. */
    private static String evadeOrFight(Game g, int p, Target.Monster m) {
        int clues = g.inv[p].clues;
        double evade = Odds.chance(Odds.roll(g, p, CheckType.EVADE, g.awareness(m.marker()), 1, clues));
        Odds.Arms arms = Odds.combat(g, p, m.marker(), 0, 0, clues);
        String fight = percent(arms.chance()) + " to win a round of combat" + with(g, arms);
        String evading = percent(evade) + " to evade";
        return m.act() == Target.Act.EVADE ? evading + ", " + fight : fight + ", " + evading;
    }

    private static String combat(Game g, Odds.OfQuestion odds) {
        return percent(odds.chance()) + " to win this round of combat" + with(g, odds.combat());
    }

    /** A check before or after its roll: its dice and the chance to pass from here. */
    private static String check(Game g, Question q, Choice c, Odds.OfQuestion odds) {
        Map<String, Object> ctx = q.context();
        int p = q.player();
        String pass = percent(odds.chance()) + " to pass";
        if (!(ctx.get("check") instanceof String name)) return pass;
        CheckType type = CheckType.valueOf(name);
        String rolled = ctx.get("rolled") instanceof String r ? r.trim() : "";
        if (rolled.isEmpty()) {
            int modifier = ctx.get("modifier") instanceof Integer m ? m : 0;
            int needed = ctx.get("difficulty") instanceof Integer n ? n : 1;
            Odds.Roll r = Odds.roll(g, p, type, modifier, needed, g.inv[p].clues);
            return skill(type) + " " + r.dice() + clues(r.clues()) + ", " + pass;
        }
        int successes = ctx.get("successes") instanceof Integer n ? n : 0;
        int needed = ctx.get("difficulty") instanceof Integer n ? n : 1;
        if (successes >= needed) return "the " + skill(type) + " check is passed already";
        if (c.target().act() == Target.Act.ACCEPT)
            return successes + " of " + needed + " successes; keeps what is left (spending it would pass " + percent(odds.chance()) + ")";
        return successes + " of " + needed + " successes, " + pass + " from here";
    }

    /** Leaving an explored gate open: what closing it would have taken. */
    private static String leaveOpen(Game g, Question q) {
        List<String> odds = new ArrayList<>();
        for (Choice o : q.options()) if (o.target() instanceof Target.Check check && o.target().act() == Target.Act.CLOSE) odds.add(close(g, q.player(), check.type()));
        return odds.isEmpty() ? "no way to close it now" : "closing it would be " + String.join("; or ", odds);
    }

    /** Leaving monsters alone: the best fight among them. */
    private static String leaveMonsters(Game g, Question q) {
        int p = q.player();
        double best = -1;
        String name = null;
        for (Choice o : q.options()) {
            if (!(o.target() instanceof Target.Monster m)) continue;
            double chance = Odds.combat(g, p, m.marker(), 0, 0, g.inv[p].clues).chance();
            if (chance > best) {
                best = chance;
                name = g.monster(m.marker()).name();
            }
        }
        return name == null ? "nothing to fight" : "the best fight, the " + name + ", is " + percent(best) + " to win a round";
    }

    /** What waits at a place: an open gate, Clue tokens; empty if neither. */
    private static String there(Game g, int place) {
        List<String> there = new ArrayList<>();
        if (place < 0 || place >= g.gateAt.length) return "";
        if (g.gateAt[place] >= 0) there.add("an open gate");
        if (g.clues[place] > 0) there.add(g.clues[place] == 1 ? "a Clue token" : g.clues[place] + " Clue tokens");
        return String.join(", ", there);
    }

    /** Where the AI heads this movement, and what draws it there. */
    private static String heading(Game g, int p) {
        int target = new HeuristicAgent().targets(g, p, 1)[0];
        if (target == g.inv[p].place) return "stays at " + g.board.name(target);
        String there = there(g, target);
        return "on the way to " + g.board.name(target) + (there.isEmpty() ? "" : " (" + there + ")");
    }

    private static String with(Game g, Odds.Arms arms) {
        List<String> names = new ArrayList<>();
        for (int card : arms.cards()) names.add(g.content.cardOf(card).name());
        return names.isEmpty() ? "" : " with " + String.join(" and ", names);
    }

    private static String skill(CheckType type) {
        String n = type.name().toLowerCase();
        return Character.toUpperCase(n.charAt(0)) + n.substring(1);
    }

    private static String clues(int n) {
        return n == 0 ? "" : n == 1 ? " + 1 Clue token" : " + " + n + " Clue tokens";
    }

    private static String percent(double chance) {
        return Math.round(100 * chance) + "%";
    }
}
