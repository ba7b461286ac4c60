package arkham.engine;

import java.util.List;
import java.util.Objects;

/**
 * What a game is created from. Investigators and the Ancient One are chosen by name or left null
 * to be dealt at random; {@code chooseInvestigators} makes each player pick in seat order instead.
 * Together with the answers given, the seed reproduces the game exactly.
 */
public record Setup(int players, List<String> investigators, String ancientOne, boolean chooseInvestigators,
                    long seed, Options options) {
    public Setup {
        if (players < 1 || players > 8) throw new IllegalArgumentException("players must be 1 to 8, was " + players);
        investigators = investigators == null ? List.of() : List.copyOf(investigators);
        if (investigators.size() > players)
            throw new IllegalArgumentException(investigators.size() + " investigators named for " + players + " players");
        Objects.requireNonNull(options, "options");
    }

    public static Setup random(int players, long seed) {
        return new Setup(players, List.of(), null, false, seed, Options.DEFAULT);
    }

    public Setup withAncientOne(String name) {
        return new Setup(players, investigators, name, chooseInvestigators, seed, options);
    }

    public Setup withInvestigators(List<String> names) {
        return new Setup(players, names, ancientOne, chooseInvestigators, seed, options);
    }

    /**
     * Variant switches. The Lurker at the Threshold's parts are independent, as its rulebook's
     * selective variants allow: its cards shuffled into the decks, its gate markers replacing the
     * core ones, the Herald variant, Gate Bursts, and Relationship cards.
     */
    public record Options(boolean pickSliders, boolean lurkerCards, boolean lurkerGateMarkers, boolean herald,
                          boolean gateBurst, boolean relationships) implements java.io.Serializable {
        /** Core game; sliders are placed by the players at setup (rulebook step 10). */
        public static final Options DEFAULT = new Options(true);

        public Options(boolean pickSliders) {
            this(pickSliders, false, false, false, false, false);
        }

        /** Every part of The Lurker at the Threshold. */
        public Options withLurker() {
            return new Options(pickSliders, true, true, true, true, true);
        }

        /** Whether cards of this expansion are in the game's decks. */
        public boolean uses(arkham.engine.def.Expansion e) {
            return switch (e) {
                case CORE -> true;
                case LURKER -> lurkerCards;
            };
        }

        /** Whether gate markers of this expansion make up the stack (Lurker markers replace the core ones). */
        public boolean usesGateMarkers(arkham.engine.def.Expansion e) {
            return lurkerGateMarkers ? e == arkham.engine.def.Expansion.LURKER : e == arkham.engine.def.Expansion.CORE;
        }
    }

    public Setup withOptions(Options o) {
        return new Setup(players, investigators, ancientOne, chooseInvestigators, seed, o);
    }
}
