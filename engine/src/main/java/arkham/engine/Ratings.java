package arkham.engine;

import arkham.engine.def.CheckType;
import arkham.engine.def.MonsterDef;
import arkham.engine.def.MovementType;
import arkham.engine.def.Skill;
import arkham.engine.state.IntList;
import arkham.engine.state.Investigator;

/**
 * The numbers the rules read now, as what is in play changes them: an investigator's skills, checks
 * and movement points, the die that succeeds for him, and each monster's ratings, toughness,
 * damage and movement.
 */
public final class Ratings {
    private Ratings() {
    }

    /** The skill's value from the slider, plus card and other modifiers to that skill. */
    public static int skill(Game g, int p, Skill s) {
        return checkValue(g, p, CheckType.of(s));
    }

    /** Dice for a check before its own modifier: the base skill and every bonus that applies. */
    public static int checkValue(Game g, int p, CheckType t) {
        Investigator i = g.inv[p];
        int v = g.defOf(p).skill(t.base, i.slider[t.base.slider()]);
        CheckType base = CheckType.of(t.base);
        boolean special = t.isSpecial();
        for (int k = 0; k < i.cards.size(); k++) {
            int c = i.cards.get(k);
            v += g.content.cardBonus(c, base);
            if (special) v += g.content.cardBonus(c, t);
        }
        for (Modifiers m : g.modifiers(p, Modifiers.Hook.CHECK_MODIFIER)) {
            v += m.checkModifier(g, p, t);
            if (special) v += m.checkModifier(g, p, base);
        }
        return v + sharedCheckModifier(g, p, t);
    }

    /** What cards whose effect reaches every investigator (Ritual Candles) add to p's check, whoever holds them. */
    private static int sharedCheckModifier(Game g, int p, CheckType t) {
        int v = 0;
        for (int k = 0; k < g.content.cardsReachingOthersChecks(); k++) {
            int c = g.content.cardReachingOthersChecks(k);
            int q = g.cardWhere[c];
            if (q >= 0 && q < g.players) v += g.content.cardAbility(c).sharedCheckModifier(g, q, c, p, t);
        }
        return v;
    }

    /** A monster's toughness now: printed, plus its own ability, worshippers and what is in play. */
    public static int toughness(Game g, int m) {
        MonsterDef d = g.monster(m);
        int t = d.toughness();
        Hooks.MonsterAbility a = g.content.monsterAbility(m);
        if (a != null) t += a.toughnessBonus(g, m);
        Hooks.AncientOne ao = g.ancientOneHooks();
        if (ao != null) t += ao.toughnessBonus(g, g.content.monsterKind[m]);
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_TOUGHNESS)) t += x.monsterToughness(g, m);
        return Math.max(1, t);
    }

    public static int combatRating(Game g, int m) {
        MonsterDef d = g.monster(m);
        // a monster without combat ratings is never fought (its ability replaces the combat)
        int r = d.hasCombatRatings() ? d.combatRating() : 0;
        Hooks.MonsterAbility a = g.content.monsterAbility(m);
        if (a != null) r += a.combatRatingBonus(g, m);
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_COMBAT_RATING)) r += x.monsterCombatRating(g, m);
        return r;
    }

    /** Sanity lost on failing the Horror check against a monster: printed plus what is in play. */
    public static int horrorDamage(Game g, int m) {
        int r = g.monster(m).horrorDamage();
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_HORROR_DAMAGE)) r += x.monsterHorrorDamage(g, m);
        return Math.max(0, r);
    }

    /** Whether combat with the monster starts with a Horror check (printed, or given horror damage). */
    public static boolean hasHorrorCheck(Game g, int m) {
        return g.monster(m).hasHorrorCheck() || horrorDamage(g, m) > 0;
    }

    /** The Stamina a monster's combat damage takes now: printed, or what its ability or the Ancient One makes it. */
    public static int combatDamage(Game g, int m) {
        Hooks.MonsterAbility a = g.content.monsterAbility(m);
        int n = a == null ? -1 : a.staminaDamage(g, m);
        return n >= 0 ? n : g.monster(m).combatDamage();
    }

    /** Whether the monster's combat damage leaves an investigator lost in time and space (the Dimensional Shambler). */
    public static boolean damageStrands(Game g, int m) {
        Hooks.MonsterAbility a = g.content.monsterAbility(m);
        return a != null && a.strands();
    }

    public static boolean magicalImmunity(Game g, int m) {
        if (g.monster(m).magicalImmunity()) return true;
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_MAGICAL_IMMUNITY)) if (x.monsterMagicalImmunity(g, m)) return true;
        return false;
    }

    /**
     * How the monster moves now: printed, or as something in play changes it. A monster in the Sky
     * is a flyer until it comes down to a street (one put there by Moon Creature Hoax).
     */
    public static MovementType movement(Game g, int m) {
        MovementType t = g.monsterWhere[m] == g.board.sky() ? MovementType.FLYING : g.monster(m).movement();
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_MOVEMENT)) t = x.monsterMovement(g, m, t);
        return t;
    }

    public static int horrorRating(Game g, int m) {
        Integer h = g.monster(m).horrorRating();
        int r = h == null ? 0 : h;
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_HORROR_RATING)) r += x.monsterHorrorRating(g, m);
        return r;
    }

    public static int awareness(Game g, int m) {
        int r = g.monster(m).awareness();
        for (Modifiers x : g.modifiers(-1, Modifiers.Hook.MONSTER_AWARENESS)) r += x.monsterAwareness(g, m);
        return r;
    }

    /** Movement points for Arkham movement: Speed plus whatever adds to movement. */
    public static int movementPoints(Game g, int p) {
        int v = speed(g, p);
        for (Modifiers x : g.modifiers(p, Modifiers.Hook.MOVEMENT_POINTS)) v += x.movementPoints(g, p);
        return Math.max(0, v);
    }

    /** His Focus this turn: his sheet's, changed by what is in play (Dunwich: Corinna Jones +1, Addiction unpaid 0). */
    public static int focus(Game g, int p) {
        int focus = g.defOf(p).focus();
        for (Modifiers m : g.modifiers(p, Modifiers.Hook.FOCUS)) focus = m.focus(g, p, focus);
        return Math.max(0, focus);
    }

    public static int speed(Game g, int p) {
        return Math.max(0, skill(g, p, Skill.SPEED));
    }

    /** The lowest die that succeeds for p: 5, or 4 when Blessed, 6 when Cursed (rulebook p.17). */
    public static int successOn(GameState g, int p) {
        // one pass over the cards: a Blessing and a Curse cancel, so at most one is owned
        int c = findTagged(g, p, g.content.blessingTag | g.content.curseTag);
        if (c < 0) return 5;
        return (g.content.cardTags(c) & g.content.blessingTag) != 0 ? 4 : 6;
    }

    public static boolean isBlessed(GameState g, int p) {
        return findTagged(g, p, g.content.blessingTag) >= 0;
    }

    public static boolean isCursed(GameState g, int p) {
        return findTagged(g, p, g.content.curseTag) >= 0;
    }

    public static boolean ownsTagged(GameState g, int p, String tag) {
        return findTagged(g, p, tag) >= 0;
    }

    /** A card instance owned by p carrying the tag, or -1. */
    public static int findTagged(GameState g, int p, String tag) {
        return findTagged(g, p, g.content.tagBit(tag));
    }

    /** A card instance owned by p carrying any of the tag bits, or -1. */
    public static int findTagged(GameState g, int p, long bit) {
        if (bit == 0) return -1;
        IntList cs = g.inv[p].cards;
        for (int k = 0; k < cs.size(); k++) if ((g.content.cardTags(cs.get(k)) & bit) != 0) return cs.get(k);
        return -1;
    }
}
