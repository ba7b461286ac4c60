package arkham.engine.def;

/** Counted resources an investigator gains and loses. */
public enum Stat {
    MONEY, CLUES, SANITY, STAMINA, MAX_SANITY, MAX_STAMINA;

    /** An amount as players say it: "$3", "1 Clue token", "2 Sanity", "1 maximum Stamina". */
    public String amount(int n) {
        return switch (this) {
            case MONEY -> "$" + n;
            case CLUES -> n + (n == 1 ? " Clue token" : " Clue tokens");
            case SANITY -> n + " Sanity";
            case STAMINA -> n + " Stamina";
            case MAX_SANITY -> n + " maximum Sanity";
            case MAX_STAMINA -> n + " maximum Stamina";
        };
    }

    /** The resource's name: "money", "Clue tokens", "Sanity", "maximum Stamina". */
    public String text() {
        return switch (this) {
            case MONEY -> "money";
            case CLUES -> "Clue tokens";
            case SANITY -> "Sanity";
            case STAMINA -> "Stamina";
            case MAX_SANITY -> "maximum Sanity";
            case MAX_STAMINA -> "maximum Stamina";
        };
    }

    public static Stat parse(String s) {
        String k = s.trim().toUpperCase().replace(' ', '_');
        return switch (k) {
            case "$", "DOLLARS" -> MONEY;
            case "CLUE", "CLUE_TOKENS" -> CLUES;
            default -> valueOf(k);
        };
    }
}
