package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.Target;
import arkham.engine.def.CardDef;
import arkham.engine.def.CheckType;
import arkham.engine.def.Deck;
import arkham.engine.def.Effect;
import arkham.engine.query.Queries;
import arkham.engine.state.Investigator;

import java.util.Map;

/**
 * What a check is worth spending on, by expected value against the odds ({@link Odds}): a card that
 * passes a check outright, adds to it or re-rolls it, and Clue tokens, are spent when the chance they
 * add times what failing costs ({@link #stake}) exceeds what spending them costs. All on one scale:
 * points of Sanity or Stamina, going under worth {@link EncounterValue#OUT}.
 */
final class CheckSpending {
    /** Failing the check that closes a gate: another turn at it, while the Mythos Phase brings doom. */
    static final double GATE = 10;
    /** Any check in the final battle: a success fewer brings the Ancient One's attack a round nearer. */
    static final double BATTLE = 10;
    /** What passing an encounter's check usually gains beyond what failing costs (the pass branch is not named). */
    static final double PASS_REWARD = 2;
    /** A check of which nothing more is known (a spell's casting, a card's own check). */
    static final double UNKNOWN = 3;
    /** A card used up, beyond its price: the use it would have had later. */
    static final double CARD_USE = 1.5;
    /** A card only exhausted (a Skill, an exhausting weapon or spell): ready again next turn. */
    static final double EXHAUST = 0.5;
    /** A Clue token (a sixth of a seal, a die on a later check). */
    static final double CLUE = 1.5;

    private CheckSpending() {
    }

    /**
     * What failing the question's check costs him beyond passing it: a monster's Horror or a combat
     * round by its damage (going under when it is his last), an encounter check by its fail effect,
     * the closing check and the final battle's checks by what they decide.
     */
    static double stake(Game g, Question q, int p) {
        Investigator i = g.inv[p];
        Map<String, Object> ctx = q.context();
        if (g.phase == Phase.FINAL_BATTLE) return BATTLE;
        if (Queries.checkClosesGate(g)) return GATE;
        if (ctx.get("fail") instanceof Effect fail) return Math.max(0, -EncounterValue.of(g, p, fail)) + PASS_REWARD;
        if (ctx.get("marker") instanceof Integer m && m >= 0 && m < g.monsterWhere.length && g.monsterWhere[m] != Game.CUP) {
            Object type = ctx.get("check");
            if (CheckType.HORROR.name().equals(type)) {
                int d = g.horrorDamage(m);
                return d >= i.sanity ? EncounterValue.OUT : d;
            }
            int d = Odds.damage(g, m);
            if (d >= i.stamina) return EncounterValue.OUT;
            // a failed evade is its damage and the combat; a failed round its damage and another round
            return CheckType.EVADE.name().equals(type) ? Math.min(EncounterValue.OUT, d + Odds.combatLoss(g, p, m)) : d + 2;
        }
        return UNKNOWN;
    }

    /** The chance to pass the question's check before its roll, spending at most {@code clues} Clue tokens. */
    static double chanceBefore(Game g, Question q, int p, int clues) {
        Map<String, Object> ctx = q.context();
        if (!(ctx.get("check") instanceof String check) || !(ctx.get("difficulty") instanceof Integer needed)) return 0.5;
        int modifier = ctx.get("modifier") instanceof Integer m ? m : 0;
        return Odds.chance(Odds.roll(g, p, CheckType.valueOf(check), modifier, needed, clues));
    }

    /** The chance to pass the question's check already rolled, at most {@code clues} more Clue tokens and every re-roll he holds used at best. */
    static double chanceAfter(Game g, Question q, int clues) {
        return q.context().get("check") instanceof String && q.context().get("difficulty") instanceof Integer ? Odds.rolled(g, q, clues) : 0.5;
    }

    /** What using a card (or his own ability) on a check costs him: its Sanity, its use, or only its turn. */
    static double cost(Game g, int p, Choice c) {
        if (c.targetKind() != Target.Kind.CARD) return CLUE; // an investigator's own ability, paid in a Clue token or the like
        int card = c.targetNumber();
        CardDef d = g.content.cardOf(card);
        double sanity = d.isSpell() ? Queries.spellCost(g, p, card) : 0;
        boolean exhausts = d.deck() == Deck.SKILL || d.exhaustOnUse() || d.isWeapon() && g.inv[p].held.contains(card);
        return sanity + (exhausts ? EXHAUST : CARD_USE + 0.3 * d.price());
    }

    /**
     * A card that settles (or adds to) his check before the roll, against rolling with the Clue
     * tokens he would spend: worth the chance it saves times the stake, less its cost.
     */
    static double passWorth(Game g, Question q, int p, Choice c, int clues) {
        return (1 - chanceBefore(g, q, p, clues)) * stake(g, q, p) - cost(g, p, c);
    }

    /** A Relationship exhausted before the roll for more dice (at least one): what the die adds, less the exhaustion. */
    static double boostWorth(Game g, Question q, int p, int clues) {
        Map<String, Object> ctx = q.context();
        if (!(ctx.get("check") instanceof String check) || !(ctx.get("difficulty") instanceof Integer needed)) return -EXHAUST;
        int modifier = ctx.get("modifier") instanceof Integer m ? m : 0;
        CheckType type = CheckType.valueOf(check);
        double more = Odds.chance(Odds.roll(g, p, type, modifier + 1, needed, clues)) - chanceBefore(g, q, p, clues);
        return more * stake(g, q, p) - EXHAUST;
    }

    /**
     * A re-roll after a failed roll: a whole re-roll passes with the chance of the same dice anew, a
     * one-die re-roll only where one success is missing. Worth it when that chance times the stake
     * exceeds what the card costs; never on a check already passed (a whole re-roll may lose it).
     */
    static double rerollWorth(Game g, Question q, int p, Choice c) {
        Map<String, Object> ctx = q.context();
        int needed = ctx.get("difficulty") instanceof Integer n ? n : 1;
        int successes = ctx.get("successes") instanceof Integer s ? s : 0;
        int dice = ctx.get("dice") instanceof Integer d ? d : 0;
        if (successes >= needed || dice <= 0) return -1;
        double chance;
        if (c.targetKind() == Target.Kind.CARD && g.content.cardAbility(c.targetNumber()) != null
                && g.content.cardAbility(c.targetNumber()).rerollsOneDie()) {
            chance = needed - successes == 1 ? Odds.atLeast(g, p, 1, 1) : 0;
        } else {
            chance = Odds.atLeast(g, p, dice, needed);
        }
        return chance * stake(g, q, p) - (c.targetKind() == Target.Kind.CARD ? cost(g, p, c) : EXHAUST);
    }
}
