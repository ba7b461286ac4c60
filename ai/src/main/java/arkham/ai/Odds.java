package arkham.ai;

import arkham.engine.Game;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.flow.Combat;
import arkham.engine.state.Investigator;

/** Chances of skill checks and combat, from what the engine says of the investigator and the monster. */
final class Odds {
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
            int b = monster >= 0 ? Combat.bonusIfHeld(g, p, c, monster) : d.physical() + d.magical();
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
}
