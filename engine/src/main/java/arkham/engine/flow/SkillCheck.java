package arkham.engine.flow;

import arkham.engine.Check;
import arkham.engine.CheckTerms;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Hooks;
import arkham.engine.Modifiers;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.CheckType;
import arkham.engine.def.Effect;
import arkham.engine.def.Stat;

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
 * @param aidOffered      other investigators whose cards may aid this check (Intervene) have been asked
 * @param cluesSpent      Clue tokens (or cards standing in for them) spent on it so far
 * @param monster         the marker of the monster the check is made against (Horror, Combat, Evade), or -1;
 *                        the question's context names it as {@code marker}, so an agent can weigh what failing costs
 * @param onFail          what failing an encounter check does (the card's fail branch, already read aloud), or null;
 *                        the question's context names it as {@code fail}, for the same reason
 */
public record SkillCheck(int player, CheckType type, int modifier, int difficulty, boolean countsSuccesses,
                         String reason, int dice, int successes, String rolled, boolean rolledYet,
                         boolean aidOffered, int cluesSpent, int monster, Effect onFail) implements Check {

    /** A check before any Clue token is spent on it, against no monster. */
    public SkillCheck(int player, CheckType type, int modifier, int difficulty, boolean countsSuccesses,
                      String reason, int dice, int successes, String rolled, boolean rolledYet, boolean aidOffered) {
        this(player, type, modifier, difficulty, countsSuccesses, reason, dice, successes, rolled, rolledYet, aidOffered, 0, -1, null);
    }

    private static final int ROLL = 2;
    /** Clue tokens paid for one more success, after the roll (Dunwich's Fisticuffs and its kin). */
    private static final int BUY_SUCCESS = 3;
    private static final int REROLL = 1_000_000;
    private static final int PASS = 2_000_000;
    private static final int AS_CLUE = 3_000_000;
    /** A Relationship card exhausted for more dice before the roll; plus the card. */
    private static final int BOOST = 6_000_000;
    /** The checking investigator's own ability passes the check outright (Jim Culver's Dead Man Stomp). */
    private static final int OWN_PASS = 7_000_000;

    public static SkillCheck of(int player, CheckType type, int modifier, int difficulty, String reason) {
        return new SkillCheck(player, type, modifier, difficulty, false, reason, 0, 0, "", false, false);
    }

    public static SkillCheck counting(int player, CheckType type, int modifier, int difficulty, String reason) {
        return new SkillCheck(player, type, modifier, difficulty, true, reason, 0, 0, "", false, false);
    }

    /** A check against a monster (its Horror check, a Combat check, an Evade check or a flight). */
    public static SkillCheck against(int player, CheckType type, int modifier, int difficulty, String reason, int monster) {
        return new SkillCheck(player, type, modifier, difficulty, false, reason, 0, 0, "", false, false, 0, monster, null);
    }

    /** An encounter card's check, which does {@code onFail} if it fails. */
    public static SkillCheck encounter(int player, CheckType type, int modifier, int difficulty, boolean countsSuccesses, Effect onFail) {
        return new SkillCheck(player, type, modifier, difficulty, countsSuccesses, "encounter", 0, 0, "", false, false, 0, -1, onFail);
    }

    /** The same check, not yet rolled, with its modifier changed; others may aid it again. */
    public SkillCheck withModifier(int newModifier) {
        return new SkillCheck(player, type, newModifier, difficulty, countsSuccesses, reason, 0, 0, "", false, false, 0, monster, onFail);
    }

    /** The same check after every other investigator who could aid it was asked. */
    private SkillCheck afterAidOffers() {
        return new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, 0, 0, "", false, true, 0, monster, onFail);
    }

    @Override
    public int owner() {
        return player;
    }

    /** What settling a check with a card (card -1: the investigator's own ability) is called in a menu. */
    private static String passLabel(Game g, arkham.engine.Hooks.CardAbility a, int player, int card) {
        String label = a.passLabel(g, player, card);
        if (label != null) return label;
        return "Use " + (card < 0 ? g.nameOf(player) + "'s ability" : g.content.cardOf(card).name()) + " instead of rolling";
    }

    @Override
    public Question run(Game g) {
        if (rolledYet) return offerClues(g);
        if (!aidOffered && aidFrom(g, 0) >= 0) {
            g.push(new AidOffer(this, 0));
            return null;
        }
        List<Choice> passes = new ArrayList<>();
        var cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            var a = g.content.cardAbility(c);
            if (a != null && a.canPassCheck(g, player, c, this)) {
                passes.add(new Choice(Target.card(Act.PASS_CHECK, c), "pass:" + c, passLabel(g, a, player, c), PASS + c));
            }
        }
        Hooks.CardAbility own = g.inv[player].def() < 0 ? null : g.content.investigatorAbility(g.inv[player].def());
        if (own != null && own.canPassCheck(g, player, -1, this)) passes.add(new Choice(Target.investigator(Act.PASS_CHECK, player), "pass:own", passLabel(g, own, player, -1), OWN_PASS));
        for (int rel = 0; rel < g.relationshipCards(); rel++) {
            if (!g.inRelationship(rel, player)) continue;
            int n = boost(g, rel);
            if (n > 0) passes.add(new Choice(Target.relationship(Act.BOOST, rel), "boost:" + rel, "Exhaust " + g.content.relationships.get(rel).name()
                    + " for +" + n, BOOST + rel));
        }
        if (passes.isEmpty()) {
            roll(g, false);
            return null;
        }
        passes.add(0, new Choice(Target.plain(Act.ROLL), "roll", "Roll the dice", ROLL));
        return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.SKILL_CHECK, () -> describe() + " check", passes, this::context);
    }

    /**
     * Rolls the dice and pushes the rolled check, which offers Clue tokens and re-rolls next. While
     * logging, what the check puts at stake is logged first ({@code asked}: the roll answers a question).
     */
    private void roll(Game g, boolean asked) {
        if (g.logging()) CheckStakes.logBeforeRoll(g, this, asked);
        int n = g.checkValue(player, type) + modifier;
        Modifiers[] mods = g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES);
        int need = need(g);
        StringBuilder r = new StringBuilder();
        int s = 0;
        for (int k = 0; k < n; k++) {
            int d = g.die();
            s += score(g, mods, d, need);
            if (r.length() > 0) r.append(' ');
            r.append(d);
        }
        SkillCheck next = new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, n, s, r.toString(), true, true, 0, monster, onFail);
        if (g.logging()) g.logRoll("check", player, g.nameOf(player) + " makes " + article(describe()) + " check: "
                + (n <= 0 ? "no dice to roll" : dice(n) + " [" + r + "]") + " -> " + successes(s));
        g.push(next);
    }

    /**
     * The lowest die that succeeds on this check: 5 (4 Blessed, 6 Cursed), less what cards add to
     * each die of checks of its skill (Dunwich's Dodge, Grapple, ...).
     */
    private int need(Game g) {
        return need(g, player, type);
    }

    private static int need(Game g, int player, CheckType type) {
        int need = g.successOn(player);
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.DIE_BONUS)) need -= m.dieBonus(g, player, type);
        return need;
    }

    /** Successes one die scores: 5-6 (4-6 Blessed, 6 Cursed), plus what cards in play add. */
    private int score(Game g, Modifiers[] mods, int d, int need) {
        return score(g, player, type, mods, d, need);
    }

    private static int score(Game g, int player, CheckType type, Modifiers[] mods, int d, int need) {
        if (d < need) return 0;
        int s = 1;
        for (Modifiers m : mods) s += m.bonusSuccesses(g, player, type, d);
        return s;
    }

    /** What the odds of the player's check of this type rest on now (see {@link CheckTerms}). */
    public static CheckTerms terms(Game g, int player, CheckType type) {
        Modifiers[] mods = g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES);
        int need = need(g, player, type);
        int[] faces = new int[7];
        for (int d = 1; d <= 6; d++) faces[d] = score(g, player, type, mods, d, need);
        int whole = 0;
        int single = 0;
        int asClue = 0;
        var cs = g.inv[player].cards;
        for (int k = 0; k < cs.size(); k++) {
            int c = cs.get(k);
            var a = g.content.cardAbility(c);
            if (a == null) continue;
            if (a.spendsAsClue(g, player, c)) asClue++;
            if (g.exhausted[c] || a.rerollsByCast() || !a.canReroll(g, player, c, type)) continue;
            if (a.rerollsOneDie()) single++;
            else whole++;
        }
        var conditions = g.dunwich.conditions;
        for (int k = 0; k < conditions.size(); k++) {
            int c = conditions.get(k);
            var a = g.content.cardAbility(c);
            if (a != null && !g.exhausted[c] && !a.rerollsByCast() && a.canReroll(g, player, c, type)) whole++;
        }
        boolean failures = false;
        for (int q : g.turnOrder()) {
            if (g.inv[q].def() < 0) continue;
            var a = g.content.investigatorAbility(g.inv[q].def());
            if (a != null && a.canRerollFailures(g, q, player, type)) failures = true;
        }
        return new CheckTerms(faces, clueGroup(g, player), clueLimit(g, player, type), wastedClues(g, player, type),
                1 + clueDice(g, player, type), successPrice(g, player, type), asClue, whole, single, failures);
    }

    private boolean isSuccess(Game g, int d) {
        return d >= need(g);
    }

    private Question offerClues(Game g) {
        boolean worthIt = successes < difficulty || countsSuccesses;
        List<Choice> extra = new ArrayList<>();
        if (worthIt) {
            var cs = g.inv[player].cards;
            for (int k = 0; k < cs.size(); k++) {
                int c = cs.get(k);
                var a = g.content.cardAbility(c);
                if (a == null) continue;
                String name = g.content.cardOf(c).name();
                if (!g.exhausted[c] && a.canReroll(g, player, c, type) && (!a.rerollsOneDie() || failedDie(g) >= 0)
                        && (successes < difficulty || !a.rerollsFailedOnly())) {
                    String how = a.rerollsOneDie() ? "Re-roll a failed die with " : "Re-roll with ";
                    extra.add(Choice.lazy(Target.card(Act.REROLL, c), "reroll:", c, REROLL + c, () -> how + name));
                }
                if (a.spendsAsClue(g, player, c) && cluesSpent < clueLimit(g)) {
                    extra.add(new Choice(Target.card(Act.AS_CLUE, c), "asclue:" + c,
                            CardActions.orUsual(a.asClueLabel(g, player, c), "Discard " + g.content.cardOf(c).name() + " instead of spending a Clue token"),
                            AS_CLUE + c));
                }
            }
            // a face-up Condition (Dunwich rulebook p.6) is anyone's to use
            var conditions = g.dunwich.conditions;
            for (int k = 0; k < conditions.size(); k++) {
                int c = conditions.get(k);
                var a = g.content.cardAbility(c);
                if (a != null && !g.exhausted[c] && a.canReroll(g, player, c, type) && (successes < difficulty || !a.rerollsFailedOnly())) {
                    extra.add(new Choice(Target.card(Act.REROLL, c), "reroll:" + c, "Re-roll with " + g.content.cardOf(c).name(), REROLL + c));
                }
            }
        }
        if ((g.inv[player].clues > 0 && worthIt) || !extra.isEmpty()) {
            List<Choice> options = new ArrayList<>();
            options.add(Choice.lazy(Target.plain(Act.ACCEPT), "accept", 0, () -> (successes >= difficulty ? "Accept: pass" : "Accept: fail")
                    + " with " + successes(successes)));
            int clues = g.inv[player].clues;
            if (mayBuyWithClues(g) && worthIt) {
                int group = clueGroup(g);
                int more = cluesDice(g, group);
                String what = group == 1 ? "a Clue token" : group + " Clue tokens";
                options.add(Choice.lazy(Target.stat(Act.SPEND_CLUE, Stat.CLUES, group), "clue", 1, () -> "Spend " + what + " for " + more + " more " + (more == 1 ? "die" : "dice") + " (" + clues + " left)"));
            }
            int price = successPrice(g);
            if (worthIt && price > 0 && clues >= price && cluesSpent + price <= clueLimit(g)) {
                options.add(Choice.lazy(Target.stat(Act.BUY_SUCCESS, Stat.CLUES, price), "clue-success", BUY_SUCCESS, () -> "Spend " + price + " Clue tokens for 1 more success (" + clues + " left)"));
            }
            options.addAll(extra);
            return Question.lazy(player, QuestionKind.CHOOSE_ONE, Purpose.SPEND_CLUES,
                    () -> describe() + " check: " + successes + " of " + difficulty + " successes", options, this::context);
        }
        settle(g);
        return null;
    }

    /**
     * The checking player accepts the result. An investigator whose ability may re-roll the failed
     * dice of anyone's check (Mandy Thompson's Research) is asked first, in turn order.
     */
    private void settle(Game g) {
        if ((successes < difficulty || countsSuccesses) && failedDie(g) >= 0) {
            for (int q : g.turnOrder()) {
                var a = g.content.investigatorAbility(g.inv[q].def());
                if (a != null && a.canRerollFailures(g, q, player, type)) {
                    g.push(new RerollOffer(this, q));
                    return;
                }
            }
        }
        finish(g);
    }

    /** Asks the owner of a re-roll ability whether to re-roll the failed dice of the check just made. */
    public record RerollOffer(SkillCheck check, int owner) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            String checker = g.nameOf(check.player());
            String helper = g.nameOf(owner);
            List<Choice> options = List.of(new Choice(Target.PASS, "decline", "Let the result stand", -1),
                    Choice.lazy(Target.investigator(Act.REROLL, owner), "reroll-failures:", check.player(), 1, () -> "Re-roll " + checker + "'s failed dice (" + helper + "'s ability)"));
            return Question.lazy(owner, QuestionKind.CHOOSE_ONE, Purpose.HELP_CHECK, () -> g.nameOf(check.player()) + "'s " + check.describe()
                    + " check: " + check.successes + " of " + check.difficulty + " successes", options, check::context);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() < 0) {
                check.finish(g);
                return;
            }
            g.content.investigatorAbility(g.inv[owner].def()).payRerollFailures(g, owner);
            check.rerollFailures(g, owner);
        }
    }

    /**
     * The first seat (counted from the first player), from {@code seat} on, of another investigator
     * holding a card that may aid this check now; -1 if none. Asked before every roll, so it walks
     * only the few cards that can reach others' checks and allocates nothing.
     */
    private int aidFrom(Game g, int seat) {
        int best = -1;
        for (int k = 0; k < g.content.cardsReachingOthersChecks(); k++) {
            int c = g.content.cardReachingOthersChecks(k);
            int q = g.cardWhere[c];
            if (q < 0 || q >= g.players || q == player || g.inv[q].eliminated) continue;
            int s = seatOf(g, q);
            if (s < seat || (best >= 0 && s >= best)) continue;
            if (g.content.cardAbility(c).canAidCheck(g, q, c, this)) best = s;
        }
        return best;
    }

    private static int seatOf(Game g, int p) {
        return (p - g.first + g.players) % g.players;
    }

    private static int atSeat(Game g, int seat) {
        return (g.first + seat) % g.players;
    }

    /** The cards of another investigator that may aid this check now (Intervene, the Sigil). */
    private List<Integer> aids(Game g, int owner) {
        List<Integer> r = List.of();
        for (int k = 0; k < g.content.cardsReachingOthersChecks(); k++) {
            int c = g.content.cardReachingOthersChecks(k);
            if (g.cardWhere[c] != owner || !g.content.cardAbility(c).canAidCheck(g, owner, c, this)) continue;
            if (r.isEmpty()) r = new ArrayList<>();
            r.add(c);
        }
        return r;
    }

    /**
     * Before the roll, each other investigator whose card may aid the check decides, in turn
     * order, whether to use it: the decision (and its cost) is his, not the checking player's.
     */
    public record AidOffer(SkillCheck check, int seat) implements Step {
        private static final int DECLINE = -1;

        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            int k = check.aidFrom(g, seat);
            if (k < 0) {
                g.push(check.afterAidOffers());
                return null;
            }
            if (k != seat) {
                // ask from the seat found, so the answer knows whose cards these are
                g.push(new AidOffer(check, k));
                return null;
            }
            int q = atSeat(g, k);
            List<Choice> options = new ArrayList<>();
            options.add(new Choice(Target.PASS, "decline", "Do not help", DECLINE));
            for (int c : check.aids(g, q)) {
                var a = g.content.cardAbility(c);
                options.add(Choice.lazy(Target.card(Act.PASS_CHECK, c), "aid:", c, c, () -> passLabel(g, a, q, c)));
            }
            return Question.lazy(q, QuestionKind.CHOOSE_ONE, Purpose.HELP_CHECK, () -> "Help " + g.nameOf(check.player()) + "'s "
                    + check.describe() + " check?", options, check::context);
        }

        @Override
        public void answer(Game g, Choice c) {
            if (c.value() == DECLINE) {
                g.push(new AidOffer(check, seat + 1));
                return;
            }
            int owner = atSeat(g, seat);
            int card = c.value();
            if (g.logging()) g.log("check", owner, g.nameOf(owner) + " uses " + g.content.cardOf(card).name()
                    + " for " + g.nameOf(check.player()) + "'s " + check.describe() + " check");
            g.content.cardAbility(card).passCheck(g, owner, card, check);
        }
    }

    /** Extra dice each Clue token adds beyond the first (the +1 skill cards). */
    private int clueDice(Game g) {
        return clueDice(g, player, type);
    }

    private static int clueDice(Game g, int player, CheckType type) {
        int n = 0;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.CLUE_DICE)) n += m.clueDice(g, player, type);
        return n;
    }

    /** Clue tokens that buy one more success on this check after the roll (0: no card in play lets them). */
    private int successPrice(Game g) {
        return successPrice(g, player, type);
    }

    private static int successPrice(Game g, int player, CheckType type) {
        int price = 0;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.CLUES_PER_SUCCESS)) {
            int p = m.cluesPerSuccess(g, player, type);
            if (p > 0 && (price == 0 || p < price)) price = p;
        }
        return price;
    }

    /** Whether he holds enough Clue tokens to spend on this check now, within its limit. */
    private boolean mayBuyWithClues(Game g) {
        if (g.inv[player].clues == 0) return false; // most checks: nothing to ask the cards in play
        int group = clueGroup(g);
        return g.inv[player].clues >= group && cluesSpent + group <= clueLimit(g);
    }

    /** The most Clue tokens that may be spent on this check (Dunwich's Head Wound and its kin: 2). */
    private int clueLimit(Game g) {
        return clueLimit(g, player, type);
    }

    private static int clueLimit(Game g, int player, CheckType type) {
        int n = Integer.MAX_VALUE;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.CLUE_LIMIT)) n = Math.min(n, m.clueLimit(g, player, type));
        return n;
    }

    /** How many of the first Clue tokens spent on this check buy no dice (Dunwich's Depression, Hysteria). */
    private int wastedClues(Game g) {
        return wastedClues(g, player, type);
    }

    private static int wastedClues(Game g, int player, CheckType type) {
        int n = 0;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.WASTED_CLUES)) n = Math.max(n, m.wastedClues(g, player, type));
        return n;
    }

    /** Clue tokens are spent this many at a time (Dunwich's Mania: 2). */
    private int clueGroup(Game g) {
        return clueGroup(g, player);
    }

    private static int clueGroup(Game g, int player) {
        int n = 1;
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.CLUE_GROUP)) n = Math.max(n, m.clueGroup(g, player));
        return n;
    }

    /** Dice a ready Relationship card offers for this check (0: none). */
    private int boost(Game g, int rel) {
        var a = g.content.relationshipAbility(rel);
        return a == null || g.relationshipExhausted[rel] ? 0 : a.boost(g, player, rel, this);
    }

    /** Index of the first rolled die that scored no success, or -1. */
    private int failedDie(Game g) {
        // the roll is single-digit dice separated by spaces: die k is at character 2k
        int need = need(g);
        for (int k = 0; 2 * k < rolled.length(); k++) if (rolled.charAt(2 * k) - '0' < need) return k;
        return -1;
    }

    @Override
    public void answer(Game g, Choice c) {
        int v = c.value();
        if (v == OWN_PASS) {
            if (g.logging()) g.log("check", player, g.nameOf(player) + "'s ability passes the " + describe() + " check");
            g.content.investigatorAbility(g.inv[player].def()).passCheck(g, player, -1, this);
        } else if (v >= BOOST) {
            int rel = v - BOOST;
            int n = boost(g, rel);
            g.relationshipExhausted[rel] = true;
            if (g.logging()) g.log("check", player, g.nameOf(player) + " exhausts " + g.content.relationships.get(rel).name()
                    + " for +" + n);
            g.push(new SkillCheck(player, type, modifier + n, difficulty, countsSuccesses, reason, 0, 0, "", false, true, 0, monster, onFail));
        } else if (v == ROLL) {
            roll(g, true);
        } else if (v >= AS_CLUE) {
            int card = v - AS_CLUE;
            if (!g.content.cardAbility(card).payAsClue(g, player, card)) g.discard(player, card);
            moreDice(g, 1, "uses " + g.content.cardOf(card).name() + " instead of a Clue token");
        } else if (v >= PASS) {
            int card = v - PASS;
            if (g.logging()) g.log("check", player, g.nameOf(player) + " uses " + g.content.cardOf(card).name() + " for the " + describe() + " check");
            g.content.cardAbility(card).passCheck(g, player, card, this);
        } else if (v >= REROLL) {
            int card = v - REROLL;
            var a = g.content.cardAbility(card);
            if (a.rerollsByCast()) {
                g.then(g.rulebook().castSpell(player, card), new RerollIfCast(this));
                return;
            }
            if (!a.payReroll(g, player, card)) g.exhausted[card] = true;
            if (g.logging()) g.log("check", player, g.nameOf(player) + " re-rolls with " + g.content.cardOf(card).name());
            if (a.rerollsOneDie()) {
                rerollOne(g);
            } else {
                rerollAll(g);
            }
        } else if (v == BUY_SUCCESS) {
            int price = successPrice(g);
            g.inv[player].clues -= price;
            // a Clue token an Injury or Madness card wastes buys nothing, so neither does a pair holding it
            int more = cluesSpent >= wastedClues(g) ? 1 : 0;
            if (g.logging()) g.log("clue", player, g.nameOf(player) + " spends " + price + " Clue tokens for " + successes(more) + " more");
            g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, successes + more, rolled, true, true,
                    cluesSpent + price, monster, onFail));
        } else if (v == 1) {
            int group = clueGroup(g);
            g.inv[player].clues -= group;
            moreDice(g, group, group == 1 ? "spends a Clue token" : "spends " + group + " Clue tokens");
        } else {
            settle(g);
        }
    }

    /**
     * The dice that {@code group} more Clue tokens buy: one each, more with a skill card, none for
     * those an Injury or Madness card wastes (Dunwich: Depression, Hysteria).
     */
    private int cluesDice(Game g, int group) {
        int wasted = wastedClues(g);
        int n = 0;
        for (int k = 0; k < group; k++) if (cluesSpent + k >= wasted) n += 1 + clueDice(g);
        return n;
    }

    /** The dice {@code group} Clue tokens buy, added to the roll. */
    private void moreDice(Game g, int group, String how) {
        Modifiers[] mods = g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES);
        int need = need(g);
        int s = successes;
        StringBuilder r = new StringBuilder(rolled);
        for (int k = cluesDice(g, group); k > 0; k--) {
            int d = g.die();
            s += score(g, mods, d, need);
            if (r.length() > 0) r.append(' ');
            r.append(d);
        }
        if (g.logging()) g.logRoll("clue", player, g.nameOf(player) + " " + how + " and rolls " + r.substring(rolled.length()).trim());
        g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, r.toString(), true, true, cluesSpent + group, monster, onFail));
    }

    /** After casting a spell that re-rolls (Dunwich: Foresee): cast, the check is rolled again; not, it stands as rolled. */
    record RerollIfCast(SkillCheck check) implements Step {
        @Override
        public int owner() {
            return check.player();
        }

        @Override
        public Question run(Game g) {
            if (g.lastPassed) check.rerollAll(g);
            else g.push(check);
            return null;
        }
    }

    /** Every die rolled so far that did not succeed is rolled again; the successes stand. */
    private void rerollFailures(Game g, int owner) {
        Modifiers[] mods = g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES);
        int need = need(g);
        StringBuilder r = new StringBuilder();
        int s = 0;
        for (String t : rolled.split(" ")) {
            if (t.isEmpty()) continue;
            int d = Integer.parseInt(t);
            if (d < need) d = g.die();
            s += score(g, mods, d, need);
            if (r.length() > 0) r.append(' ');
            r.append(d);
        }
        if (g.logging()) g.logRoll("check", player, g.nameOf(owner) + "'s ability: " + g.nameOf(player)
                + " re-rolls the failed dice: [" + r + "] -> " + successes(s));
        g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, r.toString(), true, true, cluesSpent, monster, onFail));
    }

    /**
     * A re-roll rolls again every die rolled for this check so far, those bought with Clue tokens
     * included (FAQ); Clues may be spent again afterwards.
     */
    private void rerollAll(Game g) {
        Modifiers[] mods = g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES);
        int need = need(g);
        StringBuilder r = new StringBuilder();
        int s = 0;
        int n = rolled.isEmpty() ? 0 : (rolled.length() + 1) / 2;
        for (int k = 0; k < n; k++) {
            int d = g.die();
            s += score(g, mods, d, need);
            if (r.length() > 0) r.append(' ');
            r.append(d);
        }
        if (g.logging()) g.log("check", player, g.nameOf(player) + " re-rolls " + n + " dice: [" + r + "] -> " + s + " success(es)");
        g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, r.toString(), true, true, cluesSpent, monster, onFail));
    }

    /** Re-rolls the first die that failed. */
    private void rerollOne(Game g) {
        String[] ds = rolled.split(" ");
        int k = failedDie(g);
        int d = g.die();
        ds[k] = Integer.toString(d);
        int s = successes + score(g, g.modifiers(player, Modifiers.Hook.BONUS_SUCCESSES), d, need(g));
        if (g.logging()) g.logRoll("check", player, g.nameOf(player) + " re-rolls a failed die: " + d + " (now ["
                + String.join(" ", ds) + "] -> " + successes(s) + ")");
        g.push(new SkillCheck(player, type, modifier, difficulty, countsSuccesses, reason, dice, s, String.join(" ", ds), true, true, cluesSpent, monster, onFail));
    }

    /** Settles the check as passed without rolling (a card that passes it outright). */
    public void pass(Game g) {
        g.lastSuccesses = difficulty;
        g.lastPassed = true;
        if (g.logging()) CheckStakes.logResult(g, this, true);
    }

    private void finish(Game g) {
        g.lastSuccesses = successes;
        g.lastPassed = successes >= difficulty;
        if (g.logging()) CheckStakes.logResult(g, this, false);
        for (Modifiers m : g.modifiers(player, Modifiers.Hook.CHECK_SETTLED)) m.checkSettled(g, player, type, reason, successes);
    }

    public static String dice(int n) {
        return arkham.engine.Words.dice(n);
    }

    public static String successes(int n) {
        return arkham.engine.Words.successes(n);
    }

    /** "a Combat", "an Evade": the check's name with its article. */
    static String article(String name) {
        return ("AEIOU".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }

    public String describe() {
        String t = type.name().charAt(0) + type.name().substring(1).toLowerCase();
        String m = modifier == 0 ? "" : modifier > 0 ? " (+" + modifier + ")" : " (" + modifier + ")";
        String d = difficulty == 1 ? "" : " [" + difficulty + "]";
        return t + m + d;
    }

    private Map<String, Object> context() {
        // cluesSpent: the Clue tokens (or cards in their place) spent on it so far, which odds after the roll depend on
        if (onFail != null) {
            return Map.of("check", type.name(), "modifier", modifier, "difficulty", difficulty, "dice", Math.max(0, dice),
                    "rolled", rolled, "successes", successes, "reason", reason, "fail", onFail, "cluesSpent", cluesSpent);
        }
        if (monster < 0) {
            return Map.of("check", type.name(), "modifier", modifier, "difficulty", difficulty, "dice", Math.max(0, dice),
                    "rolled", rolled, "successes", successes, "reason", reason, "cluesSpent", cluesSpent);
        }
        return Map.of("check", type.name(), "modifier", modifier, "difficulty", difficulty, "dice", Math.max(0, dice),
                "rolled", rolled, "successes", successes, "reason", reason, "marker", monster, "cluesSpent", cluesSpent);
    }
}
