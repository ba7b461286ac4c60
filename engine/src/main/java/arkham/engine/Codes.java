package arkham.engine;

/**
 * Each {@link Target.Kind}'s bits in a target code (its ordinal + 1, as 0 means no target), as
 * constants the compiler folds into {@link Target}'s factories. Not public: a code is made only by
 * those factories.
 */
final class Codes {
    private Codes() {
    }

    static final long PLAIN = bits(Target.Kind.PLAIN);
    static final long PLACE = bits(Target.Kind.PLACE);
    static final long MONSTER = bits(Target.Kind.MONSTER);
    static final long CARD = bits(Target.Kind.CARD);
    static final long INVESTIGATOR = bits(Target.Kind.INVESTIGATOR);
    static final long SHEET = bits(Target.Kind.SHEET);
    static final long GATE = bits(Target.Kind.GATE);
    static final long WORLD = bits(Target.Kind.WORLD);
    static final long GATE_MARKER = bits(Target.Kind.GATE_MARKER);
    static final long SLIDER = bits(Target.Kind.SLIDER);
    static final long AMOUNT = bits(Target.Kind.AMOUNT);
    static final long STAT = bits(Target.Kind.STAT);
    static final long CHECK = bits(Target.Kind.CHECK);
    static final long OPTION = bits(Target.Kind.OPTION);
    static final long ENCOUNTER = bits(Target.Kind.ENCOUNTER);
    static final long ABILITY = bits(Target.Kind.ABILITY);
    static final long MYTHOS = bits(Target.Kind.MYTHOS);
    static final long RELATIONSHIP = bits(Target.Kind.RELATIONSHIP);
    static final long DIMENSION = bits(Target.Kind.DIMENSION);
    static final long TROPHIES = bits(Target.Kind.TROPHIES);

    private static long bits(Target.Kind k) {
        return (long) (k.ordinal() + 1) << 56;
    }
}
