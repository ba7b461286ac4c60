package arkham.engine.def;

/** Simple tests on the acting investigator used by {@link Effect.If}. */
public record Condition(Kind kind, String arg, int value) {
    public enum Kind {
        /** at least {@code value} of stat {@code arg} */
        HAS_AT_LEAST,
        /** owns a card named or tagged {@code arg} */
        HAS_CARD,
        /** the investigator is {@code arg} (investigator name) */
        IS_INVESTIGATOR,
        /** the last check had at least {@code value} successes */
        SUCCESSES_AT_LEAST,
        /** a die roll is at least {@code value} */
        DIE_AT_LEAST,
        /** a die roll is a success for the investigator: 5+, 4+ when Blessed, 6 when Cursed */
        DIE_SUCCESS
    }
}
