package arkham.engine.def;

/** Investigator card decks (rulebook p.3). */
public enum Deck {
    COMMON, UNIQUE, SPELL, SKILL, ALLY, SPECIAL;

    public static Deck parse(String s) {
        String k = s.trim().toUpperCase();
        return switch (k) {
            case "COMMON_ITEM", "COMMON_ITEMS", "COMMON" -> COMMON;
            case "UNIQUE_ITEM", "UNIQUE_ITEMS", "UNIQUE" -> UNIQUE;
            case "SPELLS", "SPELL" -> SPELL;
            case "SKILLS", "SKILL" -> SKILL;
            case "ALLIES", "ALLY" -> ALLY;
            case "SPECIAL", "SPECIALS" -> SPECIAL;
            default -> throw new IllegalArgumentException("unknown deck '" + s + "'");
        };
    }

    /** Common Items, Unique Items and Spells count as items when discarding half (rulebook p.16). */
    public boolean isItemDeck() {
        return this == COMMON || this == UNIQUE || this == SPELL;
    }
}
