package arkham.engine.def;

import java.util.Map;
import java.util.Set;

/**
 * An investigator card (item, spell, skill, ally or special card). Numbers the engine needs are
 * fields; anything bespoke is a hook registered by id.
 *
 * @param physical   Physical Combat bonus while held (weapons)
 * @param magical    Magical Combat bonus while held (magical weapons) or once cast (combat spells)
 * @param bonuses    passive bonuses to skills or special checks while the card is owned
 * @param castingMod Spell check modifier; only for spells
 * @param sanityCost Sanity paid to cast; only for spells
 * @param item       counts as an item for the discard-half rule (items, spells, Deputy's Revolver, Patrol Wagon)
 * @param exhaustOnUse the card is exhausted when used (most spells)
 * @param tags       free-form flags such as "weapon", "tome", "elder-sign", "retainer"
 * @param capabilities what its abilities do, for agents and front ends (checked at load against its hook)
 */
public record CardDef(
        int id,
        String name,
        Deck deck,
        int count,
        int price,
        int hands,
        int physical,
        int magical,
        Map<CheckType, Integer> bonuses,
        int castingMod,
        int sanityCost,
        boolean item,
        boolean exhaustOnUse,
        Set<String> tags,
        Set<Capability> capabilities,
        String hook,
        String text,
        Expansion expansion) {

    public boolean isSpell() {
        return deck == Deck.SPELL;
    }

    public boolean isCombatSpell() {
        return deck == Deck.SPELL && magical > 0;
    }

    public boolean isWeapon() {
        return deck != Deck.SPELL && (physical > 0 || magical > 0 || has("weapon"));
    }

    public boolean has(String tag) {
        return tags.contains(tag);
    }

    /** Whether one of its abilities does this. */
    public boolean can(Capability c) {
        return capabilities.contains(c);
    }

    public int bonus(CheckType t) {
        Integer b = bonuses.get(t);
        return b == null ? 0 : b;
    }
}
