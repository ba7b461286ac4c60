package arkham.engine.def;

/**
 * One kind of monster marker (rulebook p.21, monster abilities p.24). {@code horrorRating} is null
 * for monsters that cause no Horror check; {@code combatRating} is null for one with no combat
 * ratings at all (The Black Man, whose encounter replaces the combat), and its damage is then 0. {@code undead} marks the Undead keyword (Cross, The Chill of the Grave). {@code hook} names bespoke behaviour (special damage,
 * unique movement, worshipper powers) registered by the content module; null when none. A
 * {@code spawn} monster (Dunwich rulebook p.7) never enters the cup: it starts in the box.
 */
public record MonsterDef(
        int id,
        String name,
        int count,
        Dimension dimension,
        MovementType movement,
        int awareness,
        Integer horrorRating,
        int horrorDamage,
        Integer combatRating,
        int combatDamage,
        int toughness,
        boolean ambush,
        boolean endless,
        boolean physicalResistance,
        boolean physicalImmunity,
        boolean magicalResistance,
        boolean magicalImmunity,
        boolean mask,
        int nightmarish,
        int overwhelming,
        boolean undead,
        String hook,
        boolean spawn,
        Expansion expansion) {

    public boolean hasHorrorCheck() {
        return horrorRating != null;
    }

    public boolean hasCombatRatings() {
        return combatRating != null;
    }
}
