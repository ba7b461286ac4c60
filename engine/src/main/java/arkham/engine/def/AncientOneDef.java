package arkham.engine.def;

/**
 * An Ancient One sheet (rulebook p.19). {@code combatRating} is null when the Ancient One cannot
 * be fought (Azathoth). Worshipper bonuses, power, attack and start-of-battle are hooks by id.
 */
public record AncientOneDef(
        int id,
        String name,
        int doomTrack,
        Integer combatRating,
        boolean physicalResistance,
        boolean physicalImmunity,
        boolean magicalResistance,
        boolean magicalImmunity,
        String hook,
        String summary,
        Expansion expansion) {
}
