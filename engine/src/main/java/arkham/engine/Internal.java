package arkham.engine;

import java.util.List;

/**
 * What of the engine is no part of its API: the steps the rules are made of ({@code arkham.engine.flow}
 * and below, and the {@link Step} and {@link Check} they implement) and {@link Modifiers}, the
 * interface content hooks implement. Front ends and agents
 * ({@code ai}, {@code cli}, {@code server}, {@code cluster}) read the game through {@link Game},
 * {@link Question} and its {@link Purpose} and {@link Target}s, the definitions, the views and
 * {@code arkham.engine.query.Queries}; each of those modules has a test that fails when its code
 * names anything this class lists.
 */
public final class Internal {
    /** Packages no front end or agent names, with their sub-packages. */
    public static final List<String> PACKAGES = List.of("arkham.engine.flow");
    /** Classes no front end or agent names, with their nested classes. */
    public static final List<String> CLASSES = List.of("arkham.engine.Modifiers", "arkham.engine.Step", "arkham.engine.Check");

    private Internal() {
    }

    /** Whether the class of this binary name ({@code arkham.engine.flow.Combat$CastSpell}) is internal. */
    public static boolean is(String className) {
        for (String p : PACKAGES) if (className.startsWith(p + ".")) return true;
        for (String c : CLASSES) if (className.equals(c) || className.startsWith(c + "$")) return true;
        return false;
    }
}
