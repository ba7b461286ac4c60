package arkham.ai;

import arkham.engine.CheckTerms;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Chances of skill checks and combat, from what the engine says of the investigator and the
 * monster: the one calculator of the terminal's {@code odds}, the browser and the AI. The full
 * calculation ({@link #chance(Roll)}) plays the roll out as well as it can be played: Clue tokens
 * (and what a skill card or an ability makes each buy), cards spent in their place, successes bought
 * with Clue tokens, and every re-roll at hand, in the best order; Blessing, Curse and cards that
 * change what a die scores come in through the successes each face scores. The AI's quick estimates
 * ({@link #atLeast(Game, int, int, int)} and those built on it) are its plain case: dice alone.
 */
public final class Odds {
    private static final int MAX_DICE = 24;
    /** What being lost in time and space is worth in Stamina: more than most investigators have. */
    static final int STRANDED = 8;
    /** AT_LEAST[s][n][k]: chance of at least k successes on n dice, each succeeding on s of 6 faces. */
    private static final double[][][] AT_LEAST = new double[7][MAX_DICE + 1][MAX_DICE + 2];

    static {
        for (int s = 0; s <= 6; s++) {
            double p = s / 6.0;
            for (int n = 0; n <= MAX_DICE; n++) {
                double[] exactly = new double[n + 1];
                for (int k = 0; k <= n; k++) exactly[k] = binomial(n, k) * Math.pow(p, k) * Math.pow(1 - p, n - k);
                double tail = 0;
                for (int k = n + 1; k >= 0; k--) {
                    if (k <= n) tail += exactly[k];
                    AT_LEAST[s][n][k] = Math.min(1, tail);
                }
            }
        }
    }

    private Odds() {
    }

    private static double binomial(int n, int k) {
        double r = 1;
        for (int i = 1; i <= k; i++) r = r * (n - k + i) / i;
        return r;
    }

    /** Chance of at least {@code need} successes on {@code dice} dice for this investigator (Blessed, Cursed, ...). */
    static double atLeast(Game g, int p, int dice, int need) {
        if (need <= 0) return 1;
        if (dice <= 0) return 0;
        int faces = 7 - Math.max(1, Math.min(7, g.successOn(p)));
        return AT_LEAST[faces][Math.min(dice, MAX_DICE)][Math.min(need, MAX_DICE + 1)];
    }

    /** Dice a check of this type gets, plus those the investigator could buy with spare Clue tokens. */
    static int dice(Game g, int p, CheckType t, int modifier, int spareClues) {
        return Math.max(0, g.checkValue(p, t) + modifier) + Math.max(0, spareClues);
    }

    /**
     * The best weapons and combat spells to take up against the monster (or in the final battle,
     * monster -1): one two-handed card or up to two one-handed ones, as card ids (-1: none), and
     * their total bonus last. One-use cards only when {@code oneShots}; a spell that costs Sanity only with Sanity to spare.
     */
    static int[] bestHands(Game g, int p, int monster, boolean oneShots) {
        Investigator i = g.inv[p];
        int one1 = -1, one2 = -1, two = -1;
        int v1 = 0, v2 = 0, vTwo = 0;
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            if (g.exhausted[c] && !i.held.contains(c)) continue;
            CardDef d = g.content.cardOf(c);
            if (!d.isWeapon() && !d.isCombatSpell() || d.hands() <= 0) continue;
            if (!oneShots && d.has("discard-after-use")) continue;
            if (d.isCombatSpell() && !i.held.contains(c) && d.sanityCost() > 0 && i.sanity <= d.sanityCost() + 1) continue;
            // against a monster, the engine's bonus after its resistances and immunities (a .45 is +2 against a Dark Young)
            int b = monster >= 0 ? Queries.bonusIfHeld(g, p, c, monster) : d.physical() + d.magical();
            if (b <= 0) continue;
            if (d.hands() >= 2) {
                if (b > vTwo) {
                    vTwo = b;
                    two = c;
                }
            } else if (b > v1) {
                one2 = one1;
                v2 = v1;
                one1 = c;
                v1 = b;
            } else if (b > v2) {
                one2 = c;
                v2 = b;
            }
        }
        return vTwo > v1 + v2 ? new int[] {two, -1, vTwo} : new int[] {one1, one2, v1 + v2};
    }

    /** The combat bonus of the best weapons he could hold (one-use ones left out) against this monster. */
    static int weaponBonus(Game g, int p, int monster) {
        return bestHands(g, p, monster, false)[2];
    }

    /** Chance of defeating the monster in one round of combat, with the weapons in hand and spare Clues. */
    static double fight(Game g, int p, int monster, int spareClues) {
        int dice = g.checkValue(p, CheckType.COMBAT) + g.combatRating(monster) + weaponBonus(g, p, monster) + spareClues;
        return atLeast(g, p, dice, g.toughness(monster));
    }

    /** Chance of casting the spell: a Spell check (Lore and the spell's casting modifier) of difficulty 1. */
    static double cast(Game g, int p, CardDef spell) {
        return atLeast(g, p, Math.max(0, g.checkValue(p, CheckType.SPELL) + spell.castingMod()), 1);
    }

    /** Chance of evading the monster. */
    static double evade(Game g, int p, int monster) {
        return atLeast(g, p, g.checkValue(p, CheckType.EVADE) + g.awareness(monster), 1);
    }

    /**
     * Chance that meeting the monster (an Evade check, then combat if it fails: its damage, the
     * Horror check, a round or two of combat) knocks him out or drives him insane.
     */
    static double disaster(Game g, int p, int monster) {
        Investigator i = g.inv[p];
        double fight = fight(g, p, monster, 0);
        int damage = damage(g, monster);
        double insane = 0;
        if (g.hasHorrorCheck(monster) && i.sanity <= g.horrorDamage(monster)) {
            insane = 1 - atLeast(g, p, g.checkValue(p, CheckType.HORROR) + g.horrorRating(monster), 1);
        }
        double out = i.stamina <= damage ? 1 : i.stamina <= 2 * damage ? 1 - fight : (1 - fight) * (1 - fight) * 0.5;
        return (1 - evade(g, p, monster)) * (insane + out - insane * out);
    }

    /** Sanity and Stamina he expects to lose in a combat with the monster: the Horror check, then failed rounds until a win. */
    static double combatLoss(Game g, int p, int monster) {
        double horror = 0;
        if (g.hasHorrorCheck(monster)) {
            horror = (1 - atLeast(g, p, g.checkValue(p, CheckType.HORROR) + g.horrorRating(monster), 1)) * g.horrorDamage(monster);
        }
        double f = fight(g, p, monster, 0);
        double failedRounds = f <= 0.25 ? 3 : Math.min(3, (1 - f) / f);
        return horror + failedRounds * damage(g, monster);
    }

    /** Sanity and Stamina he expects to lose trying to evade the monster (a failed try: its damage, then combat). */
    static double evadeLoss(Game g, int p, int monster) {
        return (1 - evade(g, p, monster)) * (damage(g, monster) + combatLoss(g, p, monster));
    }

    /** A failed evade or combat round against the monster, in Stamina: lost in time and space counts as a knockout's worth. */
    static int damage(Game g, int monster) {
        return g.damageStrands(monster) ? STRANDED : g.combatDamage(monster);
    }

    // ------------------------------------------------------------- the full calculation

    /**
     * A check to make: its dice and successes needed, the Clue tokens one means to spend on it at
     * most, and what the engine says the rest rests on ({@link Queries#checkTerms}).
     */
    public record Roll(int dice, int needed, int clues, CheckTerms terms) {
        public Roll {
            if (dice < 0 || needed < 0 || clues < 0) throw new IllegalArgumentException("dice, needed and clues must not be negative");
            if (dice > 100 || needed > 100 || clues > 100) throw new IllegalArgumentException("more than 100 dice, successes or Clue tokens");
        }

        /** The same roll with nothing done after it: no Clue tokens, cards in their place, bought successes or re-rolls. */
        public Roll plain() {
            CheckTerms x = terms;
            return new Roll(dice, needed, 0, new CheckTerms(x.successes(), x.clueGroup(), x.clueLimit(), x.wastedClues(),
                    x.clueDice(), 0, 0, 0, 0, false));
        }
    }

    /** The player's check of this type as things stand: dice (0 at least), and up to {@code clues} of his Clue tokens. */
    public static Roll roll(Game g, int p, CheckType type, int modifier, int needed, int clues) {
        return new Roll(Math.max(0, g.checkValue(p, type) + modifier), needed, Math.min(clues, g.inv[p].clues),
                Queries.checkTerms(g, p, type));
    }

    /** The chance to pass the check, every choice after the roll made so as to pass most often. */
    public static double chance(Roll r) {
        if (r.needed() <= 0) return 1;
        return new Solver(r).roll(r.dice());
    }

    /**
     * The chance to pass a check already rolled: {@code successes} so far on the dice {@code rolled}
     * (their faces), {@code spent} Clue tokens (or cards in their place) spent on it already; the
     * Roll's clues are those still to spend.
     */
    public static double chanceAfter(Roll r, int successes, int[] rolled, int spent) {
        if (successes >= r.needed()) return 1;
        int failed = 0;
        for (int d : rolled) if (d >= 1 && d <= 6 && r.terms().successes()[d] == 0) failed++;
        Solver s = new Solver(r);
        return s.value(successes, rolled.length, failed, r.clues(), r.terms().asClue(), spent, r.terms().rerolls(),
                r.terms().singleRerolls(), r.terms().failures());
    }

    /** Plays a roll out exactly: the best of every choice after each roll, by expectation over the dice. */
    private static final class Solver {
        private final Roll r;
        private final CheckTerms t;
        private final int needed;
        /** Chance that one die scores k successes (k = 0 is a failed die). */
        private final double[] score;
        /** OUTCOMES[m][s][f]: chance that m dice score s successes (capped at needed) with f failed dice. */
        private final Map<Integer, double[][]> outcomes = new HashMap<>();
        private final Map<Long, Double> memo = new HashMap<>();

        Solver(Roll r) {
            this.r = r;
            this.t = r.terms();
            this.needed = r.needed();
            int max = 0;
            for (int d = 1; d <= 6; d++) max = Math.max(max, t.successes()[d]);
            score = new double[max + 1];
            for (int d = 1; d <= 6; d++) score[t.successes()[d]] += 1 / 6.0;
        }

        /** The chance from the first roll of {@code dice} dice. */
        double roll(int dice) {
            double[][] o = outcomes(dice);
            double v = 0;
            for (int s = 0; s <= needed; s++) {
                for (int f = 0; f <= dice; f++) {
                    if (o[s][f] > 0) v += o[s][f] * value(s, dice, f, r.clues(), t.asClue(), 0, t.rerolls(), t.singleRerolls(), t.failures());
                }
            }
            return v;
        }

        private double[][] outcomes(int m) {
            return outcomes.computeIfAbsent(m, k -> {
                double[][] o = new double[needed + 1][k + 1];
                o[0][0] = 1;
                for (int die = 0; die < k; die++) {
                    double[][] next = new double[needed + 1][k + 1];
                    for (int s = 0; s <= needed; s++) {
                        for (int f = 0; f <= die; f++) {
                            if (o[s][f] == 0) continue;
                            next[s][f + 1] += o[s][f] * score[0];
                            for (int j = 1; j < score.length; j++) next[Math.min(needed, s + j)][f] += o[s][f] * score[j];
                        }
                    }
                    o = next;
                }
                return o;
            });
        }

        /** Expectation over m new dice added to s successes and f failed dice, then value(...). */
        private double more(int m, int s, int n, int f, int c, int a, int sp, int ra, int ro, boolean rf, boolean fresh) {
            double[][] o = outcomes(m);
            double v = 0;
            for (int ds = 0; ds <= needed; ds++) {
                for (int df = 0; df <= m; df++) {
                    if (o[ds][df] == 0) continue;
                    int s2 = fresh ? ds : Math.min(needed, s + ds);
                    v += o[ds][df] * value(s2, n, f + df, c, a, sp, ra, ro, rf);
                }
            }
            return v;
        }

        /**
         * The chance to pass from here: s successes on n dice of which f failed; c Clue tokens and a
         * cards in their place still to spend, sp spent; ra whole re-rolls, ro one-die re-rolls, rf the
         * re-roll of failed dice left.
         */
        double value(int s, int n, int f, int c, int a, int sp, int ra, int ro, boolean rf) {
            if (s >= needed) return 1;
            // what no choice can use any more does not tell states apart
            int nKey = ra > 0 ? n : 0;
            int fKey = ro > 0 || rf ? f : 0;
            long key = s | (long) nKey << 8 | (long) fKey << 16 | (long) c << 24 | (long) a << 32 | (long) sp << 40
                    | (long) ra << 48 | (long) ro << 53 | (rf ? 1L : 0L) << 58;
            Double known = memo.get(key);
            if (known != null) return known;
            double best = 0;
            int group = t.clueGroup();
            if (c >= group && sp + group <= t.clueLimit()) {
                int dice = 0;
                for (int k = 0; k < group; k++) if (sp + k >= t.wastedClues()) dice += t.clueDice();
                best = Math.max(best, more(dice, s, n + dice, f, c - group, a, sp + group, ra, ro, rf, false));
            }
            if (a > 0 && sp < t.clueLimit()) {
                int dice = sp >= t.wastedClues() ? t.clueDice() : 0;
                best = Math.max(best, more(dice, s, n + dice, f, c, a - 1, sp + 1, ra, ro, rf, false));
            }
            int price = t.successPrice();
            if (price > 0 && c >= price && sp + price <= t.clueLimit()) {
                int more = sp >= t.wastedClues() ? 1 : 0;
                best = Math.max(best, value(Math.min(needed, s + more), n, f, c - price, a, sp + price, ra, ro, rf));
            }
            if (ra > 0 && n > 0) best = Math.max(best, more(n, 0, n, 0, c, a, sp, ra - 1, ro, rf, true));
            if (ro > 0 && f > 0) best = Math.max(best, more(1, s, n, f - 1, c, a, sp, ra, ro - 1, rf, false));
            if (rf && f > 0) best = Math.max(best, more(f, s, n, 0, c, a, sp, ra, ro, false, false));
            memo.put(key, best);
            return best;
        }
    }

    // ------------------------------------------------------------- combat with what is in hand

    /**
     * Weapons and spells to take up for a Combat check, and the chance it then passes.
     *
     * @param cards      the cards taken up (held already, or chosen from the hand), in hand order
     * @param bonus      what they add when every spell among them is cast
     * @param chance     the chance to pass, spells counted at their chance to be cast
     * @param handless   what weapons that need no hands add (Brass Knuckles), counted in every case
     */
    public record Arms(List<Integer> cards, int bonus, double chance, int handless) {
    }

    /**
     * The best weapons and spells to take up for a Combat check and the chance it passes with them.
     * Against a monster ({@code monster} its marker) the check's modifier and the successes needed
     * are the engine's for that combat and {@code modifier} is added; with no monster (-1) they are
     * {@code modifier} and {@code needed}. Cards held already stay held; a spell counts at its
     * chance to be cast (a Spell check without Clue tokens or re-rolls), and only with Sanity to
     * spare for it.
     */
    public static Arms combat(Game g, int p, int monster, int modifier, int needed, int clues) {
        Investigator i = g.inv[p];
        int need = monster >= 0 ? Queries.combatToughness(g, p, monster) : needed;
        int handless = 0;
        for (int k = 0; k < i.cards.size(); k++) {
            CardDef d = g.content.cardOf(i.cards.get(k));
            if (d.hands() == 0 && !d.isSpell() && d.has("weapon")) handless += d.physical() + d.magical();
        }
        // fightModifier counts the held cards and handless weapons; without a monster they are added here
        int base = monster >= 0 ? Queries.fightModifier(g, p, monster) + modifier : modifier + handless;
        if (!i.held.isEmpty()) {
            List<Integer> held = new ArrayList<>();
            int bonus = 0;
            for (int k = 0; k < i.held.size(); k++) {
                int c = i.held.get(k);
                held.add(c);
                if (monster < 0 && (!g.content.cardOf(c).isSpell() || i.castOk.contains(c))) bonus += raw(g.content.cardOf(c));
            }
            return new Arms(held, bonus, chance(roll(g, p, CheckType.COMBAT, base + bonus, need, clues)), handless);
        }
        List<Integer> usable = new ArrayList<>();
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            CardDef d = g.content.cardOf(c);
            if (d.hands() <= 0 || g.exhausted[c] || !d.isWeapon() && !d.isCombatSpell()) continue;
            if (d.isSpell() && (!Queries.castable(g, p, c) || Queries.sanityForSpell(g, p, c) <= Queries.spellCost(g, p, c))) continue;
            usable.add(c);
        }
        int hands = Queries.hands(g, p);
        int spellHands = Queries.spellHands(g, p);
        Map<Integer, Double> memo = new HashMap<>();
        Arms best = new Arms(List.of(), 0, combatChance(g, p, base, need, clues, memo), handless);
        for (int x = 0; x < usable.size(); x++) {
            for (int y = x; y < usable.size(); y++) {
                List<Integer> pick = x == y ? List.of(usable.get(x)) : List.of(usable.get(x), usable.get(y));
                if (!fits(g, pick, hands, spellHands)) continue;
                Arms a = armed(g, p, monster, pick, base, need, clues, memo, handless);
                // at the same chance, what costs less: no card used up, no spell's Sanity
                if (a.chance() > best.chance() + 1e-12 || a.chance() > best.chance() - 1e-12 && cost(g, a) < cost(g, best)) best = a;
            }
        }
        return best;
    }

    /** What taking the cards up costs beyond the combat: each card used up, each spell cast. */
    private static int cost(Game g, Arms a) {
        int n = 0;
        for (int c : a.cards()) {
            CardDef d = g.content.cardOf(c);
            if (d.has("discard-after-use") || d.isSpell()) n++;
        }
        return n;
    }

    private static int raw(CardDef d) {
        return d.physical() + d.magical();
    }

    /** Whether the cards fit the hands: others in ordinary hands, spells in spell-only hands first. */
    private static boolean fits(Game g, List<Integer> cards, int hands, int spellHands) {
        int spells = 0;
        int others = 0;
        for (int c : cards) {
            CardDef d = g.content.cardOf(c);
            if (d.isSpell()) spells += d.hands();
            else others += d.hands();
        }
        return others + Math.max(0, spells - spellHands) <= hands;
    }

    private static Arms armed(Game g, int p, int monster, List<Integer> pick, int base, int need, int clues,
                              Map<Integer, Double> memo, int handless) {
        int sure = 0;
        int[] spellBonus = new int[pick.size()];
        double[] cast = new double[pick.size()];
        int spells = 0;
        for (int c : pick) {
            CardDef d = g.content.cardOf(c);
            int b = monster >= 0 ? Queries.bonusIfHeld(g, p, c, monster) : raw(d);
            if (b <= 0) return new Arms(pick, 0, 0, handless);
            if (!d.isSpell()) {
                sure += b;
                continue;
            }
            spellBonus[spells] = b;
            cast[spells] = chance(roll(g, p, CheckType.SPELL, d.castingMod(), 1, 0).plain());
            spells++;
        }
        double chance = 0;
        int all = sure;
        for (int k = 0; k < spells; k++) all += spellBonus[k];
        for (int mask = 0; mask < 1 << spells; mask++) {
            double pr = 1;
            int bonus = sure;
            for (int k = 0; k < spells; k++) {
                boolean ok = (mask & 1 << k) != 0;
                pr *= ok ? cast[k] : 1 - cast[k];
                if (ok) bonus += spellBonus[k];
            }
            if (pr > 0) chance += pr * combatChance(g, p, base + bonus, need, clues, memo);
        }
        return new Arms(pick, all, chance, handless);
    }

    private static double combatChance(Game g, int p, int modifier, int need, int clues, Map<Integer, Double> memo) {
        return memo.computeIfAbsent(modifier, m -> chance(roll(g, p, CheckType.COMBAT, m, need, clues)));
    }

    // ------------------------------------------------------------- the question pending

    /**
     * The odds of what a question is about, for front ends: a skill check (before its roll, or
     * from the roll made, with the Clue tokens left and the re-rolls at hand) or a combat (a round
     * with the best weapons and spells in hand); null for any other question.
     *
     * @param chance  the chance to pass, every choice made at its best
     * @param combat  the weapons and spells counted, for a combat; null for a check
     */
    public record OfQuestion(double chance, Arms combat) {
    }

    /**
     * The chance to pass the question's check already rolled, spending at most {@code clues} more of
     * his Clue tokens and every re-roll at hand; its context names the check, the dice rolled and
     * the successes so far.
     */
    static double rolled(Game g, arkham.engine.Question q, int clues) {
        Map<String, Object> ctx = q.context();
        int p = q.player();
        CheckType type = CheckType.valueOf((String) ctx.get("check"));
        int needed = (Integer) ctx.get("difficulty");
        String rolled = ctx.get("rolled") instanceof String r ? r.trim() : "";
        int[] faces = rolled.isEmpty() ? new int[0] : java.util.Arrays.stream(rolled.split(" ")).mapToInt(Integer::parseInt).toArray();
        int successes = ctx.get("successes") instanceof Integer n ? n : 0;
        int spent = ctx.get("cluesSpent") instanceof Integer n ? n : 0;
        Roll r = new Roll(faces.length, needed, Math.min(clues, g.inv[p].clues), Queries.checkTerms(g, p, type));
        return chanceAfter(r, successes, faces, spent);
    }

    /** The odds of the question's check or combat, as its player stands now; null when it is about neither. */
    public static OfQuestion ofQuestion(Game g, arkham.engine.Question q) {
        Map<String, Object> ctx = q.context();
        int p = q.player();
        if (p < 0 || p >= g.players || g.inv[p].def() < 0) return null;
        // the check is another investigator's, whom the context does not name: his odds are not the asked seat's
        if (q.purpose() == Purpose.HELP_CHECK) return null;
        if (ctx.get("check") instanceof String check && ctx.get("difficulty") instanceof Integer needed) {
            CheckType type = CheckType.valueOf(check);
            int modifier = ctx.get("modifier") instanceof Integer m ? m : 0;
            String rolled = ctx.get("rolled") instanceof String r ? r.trim() : "";
            if (rolled.isEmpty()) return new OfQuestion(chance(roll(g, p, type, modifier, needed, g.inv[p].clues)), null);
            return new OfQuestion(rolled(g, q, g.inv[p].clues), null);
        }
        if (ctx.get("marker") instanceof Integer marker && ctx.containsKey("toughness") && marker >= 0
                && marker < g.monsterWhere.length && g.monsterWhere[marker] != Game.CUP) {
            Arms a = combat(g, p, marker, 0, 0, g.inv[p].clues);
            return new OfQuestion(a.chance(), a);
        }
        return null;
    }
}
