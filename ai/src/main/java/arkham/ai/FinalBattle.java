package arkham.ai;

import arkham.engine.Game;
import arkham.engine.def.CardDef;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

/**
 * Play in the final battle (rulebook p.22): each attack is a Combat check against the Ancient
 * One, whose resistances and immunities work as a monster's, so the hands go to what adds most
 * against it (the engine's {@link Combat#bonusAgainstAncientOne}), one-use cards included: there
 * is nothing left to keep them for.
 */
final class FinalBattle {
    private FinalBattle() {
    }

    /**
     * The cards to hold for an attack on the Ancient One: one two-handed card or the two best
     * one-handed ones, as {card, card or -1, total bonus}; a spell not yet cast counts for its bonus
     * times his chance to cast it, and one that costs Sanity only while casting leaves him more than 1
     * (in the final battle going insane means being devoured).
     */
    static int[] bestHands(Game g, int p) {
        Investigator i = g.inv[p];
        int one1 = -1, one2 = -1, two = -1;
        int v1 = 0, v2 = 0, vTwo = 0;
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            if (g.exhausted[c] && !i.held.contains(c)) continue;
            CardDef d = g.content.cardOf(c);
            if (!d.isWeapon() && !d.isCombatSpell() || d.hands() <= 0) continue;
            if (d.isCombatSpell() && !i.held.contains(c) && d.sanityCost() > 0 && i.sanity <= d.sanityCost() + 1) continue;
            int b = Queries.bonusAgainstAncientOne(g, p, c);
            if (d.isCombatSpell() && !i.held.contains(c)) b = (int) Math.round(b * Odds.cast(g, p, d));
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

    /**
     * Trading before the attacks (they trade as if in one place, p.22): a weapon or combat spell of
     * p's that he will not hold and partner q would (it fits the hands q leaves free, or a
     * two-handed card beats all q holds), or -1.
     */
    static int gift(Game g, int p, int q) {
        Investigator me = g.inv[p];
        Investigator other = g.inv[q];
        int[] mine = bestHands(g, p);
        int[] theirs = bestHands(g, q);
        int free = 2 - hands(g, theirs);
        for (int k = 0; k < me.cards.size(); k++) {
            int c = me.cards.get(k);
            if (c == mine[0] || c == mine[1]) continue;
            CardDef d = g.content.cardOf(c);
            if (d.hands() <= 0 || d.isCombatSpell() && d.sanityCost() > 0 && other.sanity <= d.sanityCost() + 1) continue;
            int b = Queries.bonusAgainstAncientOne(g, q, c);
            if (d.isCombatSpell()) b = (int) Math.round(b * Odds.cast(g, q, d));
            if (b > 0 && (d.hands() <= free || d.hands() >= 2 && b > theirs[2])) return c;
        }
        return -1;
    }

    private static int hands(Game g, int[] cards) {
        int n = 0;
        for (int k = 0; k < 2; k++) if (cards[k] >= 0) n += g.content.cardOf(cards[k]).hands();
        return n;
    }
}
