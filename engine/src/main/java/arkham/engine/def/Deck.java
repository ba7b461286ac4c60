package arkham.engine.def;

/** Investigator card decks (rulebook p.3), and The Dunwich Horror's Injury and Madness decks (its rulebook p.6). */
public enum Deck {
    COMMON, UNIQUE, SPELL, SKILL, ALLY, SPECIAL, INJURY, MADNESS;

    public static Deck parse(String s) {
        String k = s.trim().toUpperCase();
        return switch (k) {
            case "COMMON_ITEM", "COMMON_ITEMS", "COMMON" -> COMMON;
            case "UNIQUE_ITEM", "UNIQUE_ITEMS", "UNIQUE" -> UNIQUE;
            case "SPELLS", "SPELL" -> SPELL;
            case "SKILLS", "SKILL" -> SKILL;
            case "ALLIES", "ALLY" -> ALLY;
            case "SPECIAL", "SPECIALS" -> SPECIAL;
            case "INJURY", "INJURIES" -> INJURY;
            case "MADNESS" -> MADNESS;
            default -> throw new IllegalArgumentException("unknown deck '" + s + "'");
        };
    }

    /** The deck as players name it: "Common Item", "Spell", "Ally". */
    public String label() {
        return switch (this) {
            case COMMON -> "Common Item";
            case UNIQUE -> "Unique Item";
            case SPELL -> "Spell";
            case SKILL -> "Skill";
            case ALLY -> "Ally";
            case SPECIAL -> "Special card";
            case INJURY -> "Injury";
            case MADNESS -> "Madness";
        };
    }

    /** Common Items, Unique Items and Spells count as items when discarding half (rulebook p.16). */
    public boolean isItemDeck() {
        return this == COMMON || this == UNIQUE || this == SPELL;
    }

    /** Injury and Madness cards: drawn instead of the usual losses, never items, never traded or discarded as such. */
    public boolean isInjuryOrMadness() {
        return this == INJURY || this == MADNESS;
    }
}
