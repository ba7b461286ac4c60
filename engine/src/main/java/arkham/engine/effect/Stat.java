package arkham.engine.effect;

/** Counted resources an investigator gains and loses. */
public enum Stat {
    MONEY, CLUES, SANITY, STAMINA, MAX_SANITY, MAX_STAMINA;

    public static Stat parse(String s) {
        String k = s.trim().toUpperCase().replace(' ', '_');
        return switch (k) {
            case "$", "DOLLARS" -> MONEY;
            case "CLUE", "CLUE_TOKENS" -> CLUES;
            default -> valueOf(k);
        };
    }
}
