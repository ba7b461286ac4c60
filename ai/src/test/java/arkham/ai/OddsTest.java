package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.Target;
import arkham.engine.def.CheckType;
import arkham.engine.flow.SkillCheck;
import arkham.engine.state.IntList;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The odds calculator against exact enumeration by the engine itself (issue 28 §4): a check is
 * played out in the engine over every way the dice can fall, each choice after the roll taken at its
 * best, and the chance of passing that finds must be the calculator's. A calculator that missed a
 * skill card's second Clue die, a Blessing, a Shotgun's double sixes or a re-roll would differ.
 */
@Tag("slow")
class OddsTest {
    /** Below the check on the stack: asks when the check is over, so the enumeration can read how it ended. */
    private record Done() implements Step {
        @Override
        public Question run(Game g) {
            return new Question(0, QuestionKind.READY, Purpose.PLANNING, "check over", List.of(new Choice(Target.DONE, "over", "over", 0)), Map.of());
        }

        @Override
        public void answer(Game g, Choice c) {
        }
    }

    /** A one-investigator game with every expansion's cards, the investigator holding nothing, between phases. */
    static Game position(String investigator) {
        Setup s = new Setup(1, List.of(investigator), "Yig", false, 7, Setup.Options.DEFAULT.withDunwich());
        Game g = Game.create(ContentLoader.core(), s);
        HeuristicAgent a = new HeuristicAgent();
        while (g.question() != null && g.phase == Phase.SETUP) g.answer(g.question().id(), 0, a.choose(g, g.question()));
        IntList cs = new IntList(g.inv[0].cards);
        for (int k = 0; k < cs.size(); k++) g.discard(0, cs.get(k));
        g.inv[0].clues = 0;
        g.inv[0].sanity = g.inv[0].maxSanity;
        return g;
    }

    /** Gives the investigator a card of that name, from its deck or from the box. */
    static int give(Game g, String name) {
        int def = g.content.cardId(name);
        int c = g.takeFromDeck(def);
        if (c < 0) {
            for (int k = 0; k < g.content.cardKind.length && c < 0; k++)
                if (g.content.cardKind[k] == def && g.cardWhere[k] == Game.BOX) c = k;
        }
        assertTrue(c >= 0, "no " + name + " to give");
        g.giveCard(0, c);
        g.fresh[c] = false;
        return c;
    }

    /** The modifier that makes the investigator's check of this type roll exactly {@code dice} dice. */
    static int modifierFor(Game g, CheckType type, int dice) {
        return dice - g.checkValue(0, type);
    }

    /** The chance of passing by playing the check out in the engine over every fall of the dice, each choice at its best. */
    static double enumerate(Game g, CheckType type, int modifier, int needed) {
        Enumeration e = new Enumeration();
        int dice = Math.max(0, g.checkValue(0, type) + modifier);
        double total = 0;
        for (int[] faces : multisets(dice)) {
            Game start = g.copy();
            start.forcedDice.clear();
            for (int f : faces) start.forcedDice.add(f);
            start.begin(SkillCheck.of(0, type, modifier, needed, "odds test"), new Done());
            assertEquals(0, start.forcedDice.size(), "the check rolled its dice at once");
            total += weight(faces) * e.best(start);
        }
        return total;
    }

    private static final class Enumeration {
        private final Map<Long, Double> memo = new HashMap<>();
        int positions;

        double best(Game g) {
            Question q = g.question();
            if (q.kind() == QuestionKind.READY && q.prompt().equals("check over")) return g.lastPassed ? 1 : 0;
            Long key = g.stateHash();
            Double known = memo.get(key);
            if (known != null) return known;
            positions++;
            double best = 0;
            for (Choice c : q.options()) {
                // pass outright or lend a card: not what these positions are about
                assertTrue(!c.id().startsWith("pass:") && !c.id().startsWith("boost:"), c.id());
                best = Math.max(best, expect(g, q, c));
            }
            memo.put(key, best);
            return best;
        }

        /** The expected chance after this answer, over every multiset of the dice it rolls (dice are exchangeable). */
        private double expect(Game g, Question q, Choice c) {
            Game probe = g.copy();
            probe.forcedDice.clear();
            for (int k = 0; k < 64; k++) probe.forcedDice.add(1);
            probe.answer(q.id(), q.player(), c.id());
            int dice = 64 - probe.forcedDice.size();
            double total = 0;
            for (int[] faces : multisets(dice)) {
                Game next = g.copy();
                next.forcedDice.clear();
                for (int f : faces) next.forcedDice.add(f);
                next.answer(q.id(), q.player(), c.id());
                assertEquals(0, next.forcedDice.size(), "the answer rolled as many dice as the probe said");
                total += weight(faces) * best(next);
            }
            return total;
        }
    }

    /** Every sorted list of n faces 1-6. */
    static List<int[]> multisets(int n) {
        List<int[]> r = new ArrayList<>();
        fill(new int[n], 0, 1, r);
        return r;
    }

    private static void fill(int[] a, int at, int from, List<int[]> r) {
        if (at == a.length) {
            r.add(a.clone());
            return;
        }
        for (int f = from; f <= 6; f++) {
            a[at] = f;
            fill(a, at + 1, f, r);
        }
    }

    /** The chance of rolling exactly this multiset of faces: n! / (product of counts!) / 6^n. */
    static double weight(int[] faces) {
        int[] count = new int[7];
        for (int f : faces) count[f]++;
        double w = factorial(faces.length);
        for (int k = 1; k <= 6; k++) w /= factorial(count[k]);
        return w / Math.pow(6, faces.length);
    }

    private static double factorial(int n) {
        double r = 1;
        for (int k = 2; k <= n; k++) r *= k;
        return r;
    }

    /** One position: the calculator's chance for the check must be the enumerated one. */
    private static double check(Game g, CheckType type, int dice, int needed, String what) {
        int modifier = modifierFor(g, type, dice);
        double exact = enumerate(g, type, modifier, needed);
        double calculated = Odds.chance(Odds.roll(g, 0, type, modifier, needed, g.inv[0].clues));
        assertEquals(exact, calculated, 1e-9, what);
        return calculated;
    }

    @Test
    void plainDiceAreTheBinomialChance() {
        Game g = position("Michael McGlen");
        double p = check(g, CheckType.LORE, 3, 1, "3 dice, 1 success");
        assertEquals(1 - Math.pow(4 / 6.0, 3), p, 1e-12);
        check(g, CheckType.LORE, 4, 2, "4 dice, 2 successes");
        assertEquals(Odds.atLeast(g, 0, 4, 2), Odds.chance(Odds.roll(g, 0, CheckType.LORE, modifierFor(g, CheckType.LORE, 4), 2, 0)),
                1e-12, "the AI's quick estimate is the calculator's plain case");
    }

    @Test
    void clueTokensAddDiceAndASkillCardMakesEachTokenTwoDice() {
        Game g = position("Michael McGlen");
        g.inv[0].clues = 2;
        double plain = check(g, CheckType.LORE, 2, 2, "2 dice + 2 Clue tokens, 2 successes");
        give(g, "Lore");
        double skill = check(g, CheckType.LORE, 2, 2, "the same with a Lore skill card: 2 dice a token");
        assertTrue(skill > plain + 0.05, plain + " -> " + skill);
        check(g, CheckType.FIGHT, 2, 2, "the Lore card adds nothing to a Fight check's tokens");
    }

    @Test
    void aBlessingAndACurseChangeTheFacesThatSucceed() {
        Game g = position("Michael McGlen");
        g.inv[0].clues = 1;
        give(g, "Blessing");
        double blessed = check(g, CheckType.WILL, 2, 1, "Blessed: 4-6");
        Game h = position("Michael McGlen");
        h.inv[0].clues = 2;
        give(h, "Curse");
        double cursed = check(h, CheckType.WILL, 3, 1, "Cursed: 6 only");
        assertTrue(blessed > cursed, blessed + " vs " + cursed);
    }

    @Test
    void reRollsAreUsedWhereTheyHelp() {
        Game g = position("Michael McGlen");
        give(g, "Lucky Cigarette Case");
        check(g, CheckType.LUCK, 3, 2, "a re-roll of the whole check");
        g.inv[0].clues = 1;
        give(g, "Luck");
        check(g, CheckType.LUCK, 2, 2, "a re-roll, a Clue token and a Luck skill card together");
    }

    @Test
    void aHeldShotgunsSixesCountTwiceAndABullwhipReRollsOneDie() {
        Game g = position("Michael McGlen");
        int shotgun = give(g, "Shotgun");
        g.inv[0].held.add(shotgun);
        check(g, CheckType.COMBAT, 3, 3, "3 dice, toughness 3, sixes count twice");
        Game h = position("Michael McGlen");
        give(h, "Bullwhip");
        check(h, CheckType.COMBAT, 3, 2, "one failed die re-rolled");
    }

    @Test
    void investigatorAbilitiesCount() {
        Game mandy = position("Mandy Thompson");
        check(mandy, CheckType.LORE, 3, 2, "Mandy Thompson re-rolls the failed dice");
        Game joe = position("Joe Diamond");
        joe.inv[0].clues = 2;
        check(joe, CheckType.LORE, 2, 2, "Joe Diamond: 2 dice a Clue token");
    }

    @Test
    void dunwichCardsThatChangeDiceAndTokens() {
        Game dodge = position("Michael McGlen");
        give(dodge, "Dodge");
        check(dodge, CheckType.SPEED, 3, 1, "Dodge: +1 to each die of Speed checks");
        Game wound = position("Michael McGlen");
        wound.inv[0].clues = 4;
        give(wound, "Head Wound");
        check(wound, CheckType.LORE, 1, 3, "Head Wound: at most 2 tokens on a Lore check");
        Game depressed = position("Michael McGlen");
        depressed.inv[0].clues = 3;
        give(depressed, "Depression");
        check(depressed, CheckType.LORE, 1, 2, "Depression: the first token buys nothing");
        Game manic = position("Michael McGlen");
        manic.inv[0].clues = 3;
        give(manic, "Mania");
        check(manic, CheckType.LORE, 1, 2, "Mania: tokens two at a time");
        Game fists = position("Michael McGlen");
        fists.inv[0].clues = 4;
        give(fists, "Fisticuffs");
        check(fists, CheckType.COMBAT, 2, 2, "Fisticuffs: 2 tokens for a success");
    }

    @Test
    void noDiceStillPassWithClueTokens() {
        Game g = position("Michael McGlen");
        g.inv[0].clues = 2;
        double p = check(g, CheckType.LORE, 0, 1, "0 dice, 2 tokens");
        assertEquals(1 - Math.pow(4 / 6.0, 2), p, 1e-12);
    }

    @Test
    void aCheckAlreadyRolledIsPlayedOnFromWhereItStands() {
        Game g = position("Michael McGlen");
        g.inv[0].clues = 1;
        give(g, "Lore");
        // rolled 2 dice, 1 and 3, no success; 1 token left buys 2 dice
        Odds.Roll r = Odds.roll(g, 0, CheckType.LORE, 0, 1, 1);
        assertEquals(1 - Math.pow(4 / 6.0, 2), Odds.chanceAfter(r, 0, new int[] {1, 3}, 0), 1e-12);
        assertEquals(1, Odds.chanceAfter(r, 1, new int[] {5, 3}, 0), 1e-12);
    }

    @Test
    void weaponsAndSpellsInHandCountForCombat() {
        Game g = position("Michael McGlen");
        int fight = g.checkValue(0, CheckType.COMBAT);
        Odds.Arms none = Odds.combat(g, 0, -1, 0, 1, 0);
        assertEquals(List.of(), none.cards());
        int rifle = give(g, "Rifle");
        Odds.Arms armed = Odds.combat(g, 0, -1, 0, 1, 0);
        assertEquals(List.of(rifle), armed.cards(), "the Rifle is taken up");
        assertEquals(5, armed.bonus());
        assertEquals(Odds.chance(Odds.roll(g, 0, CheckType.COMBAT, 5, 1, 0)), armed.chance(), 1e-12);
        assertTrue(fight + 5 > 0 && armed.chance() > none.chance(), "the Rifle's dice count: " + armed + " vs " + none);
        int knuckles = give(g, "Brass Knuckles");
        Odds.Arms more = Odds.combat(g, 0, -1, 0, 1, 0);
        assertEquals(1, more.handless(), "Brass Knuckles need no hands and always count");
        assertTrue(!more.cards().contains(knuckles) && more.chance() > armed.chance(), more.toString());
        // at the same chance, a weapon that stays beats one used up
        Game t = position("Michael McGlen");
        give(t, "Holy Water");
        int tommy = give(t, "Tommy Gun");
        assertEquals(List.of(tommy), Odds.combat(t, 0, -1, 0, 1, 0).cards(), "Holy Water is discarded after its combat");
        // a spell counts at its chance to be cast
        Game s = position("Michael McGlen");
        int wither = give(s, "Wither");
        Odds.Arms spell = Odds.combat(s, 0, -1, 0, 2, 0);
        assertEquals(List.of(wither), spell.cards());
        double cast = Odds.chance(Odds.roll(s, 0, CheckType.SPELL, s.content.cardOf(wither).castingMod(), 1, 0).plain());
        double expected = cast * Odds.chance(Odds.roll(s, 0, CheckType.COMBAT, spell.bonus(), 2, 0))
                + (1 - cast) * Odds.chance(Odds.roll(s, 0, CheckType.COMBAT, 0, 2, 0));
        assertEquals(expected, spell.chance(), 1e-12);
    }
}
