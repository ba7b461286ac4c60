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
     * core ones, the Herald variant, Gate Bursts, and Relationship cards. The Dunwich Horror's parts
     * are independent too, as players mix them: its board (Dunwich, the train, the vortices and the
     * Dunwich Horror), its cards shuffled into the decks, and Injury/Madness cards instead of the
     * usual losses when Stamina or Sanity falls to 0. {@code planning} starts each turn with Phase 0,
     * a pause every seat ends by answering "ready" (for people at a table or a browser; simulations
     * leave it off). {@code faq} holds the FAQ rulings chosen over the rules' explicit words.
     */
    public record Options(boolean pickSliders, boolean lurkerCards, boolean lurkerGateMarkers, boolean herald,
                          boolean gateBurst, boolean relationships, boolean dunwichBoard, boolean dunwichCards,
                          boolean injuries, boolean planning, Faq faq) implements java.io.Serializable {
        /** Core game; sliders are placed by the players at setup (rulebook step 10). */
        public static final Options DEFAULT = new Options(true);

        public Options {
            Objects.requireNonNull(faq, "faq");
        }

        public Options(boolean pickSliders) {
            this(pickSliders, false, false, false, false, false);
        }

        /** The Lurker switches alone: no part of The Dunwich Horror, no Phase 0, the rulebook's own rulings. */
        public Options(boolean pickSliders, boolean lurkerCards, boolean lurkerGateMarkers, boolean herald,
                       boolean gateBurst, boolean relationships) {
            this(pickSliders, lurkerCards, lurkerGateMarkers, herald, gateBurst, relationships, false, false, false);
        }

        /** The Lurker and Dunwich switches, without Phase 0 pauses, with the rulebook's own rulings. */
        public Options(boolean pickSliders, boolean lurkerCards, boolean lurkerGateMarkers, boolean herald,
                       boolean gateBurst, boolean relationships, boolean dunwichBoard, boolean dunwichCards,
                       boolean injuries) {
            this(pickSliders, lurkerCards, lurkerGateMarkers, herald, gateBurst, relationships, dunwichBoard, dunwichCards,
                    injuries, false, Faq.NONE);
        }

        /** Every part of The Lurker at the Threshold. */
        public Options withLurker() {
            return new Options(pickSliders, true, true, true, true, true, dunwichBoard, dunwichCards, injuries, planning, faq);
        }

        /** The same switches with these FAQ rulings. */
        public Options withFaq(Faq f) {
            return new Options(pickSliders, lurkerCards, lurkerGateMarkers, herald, gateBurst, relationships, dunwichBoard,
                    dunwichCards, injuries, planning, f);
        }

        /** With or without the Phase 0 pause at the start of every turn. */
        public Options withPlanning(boolean on) {
            return new Options(pickSliders, lurkerCards, lurkerGateMarkers, herald, gateBurst, relationships, dunwichBoard,
                    dunwichCards, injuries, on, faq);
        }

        /** Every part of The Dunwich Horror. */
        public Options withDunwich() {
            return withDunwich(true, true, true);
        }

        /** The Dunwich Horror's parts as given; the other switches are kept. */
        public Options withDunwich(boolean board, boolean cards, boolean injuries) {
            return new Options(pickSliders, lurkerCards, lurkerGateMarkers, herald, gateBurst, relationships,
                    board, cards, injuries, planning, faq);
        }

        /** The expansion switches by the names saves write them, as content's {@code "when"} names them. */
        public static final List<String> SWITCHES = List.of("lurkerCards", "lurkerGateMarkers", "herald", "gateBurst",
                "relationships", "dunwichBoard", "dunwichCards", "injuries");

        /** Whether the switch of that name ({@link #SWITCHES}) is on. */
        public boolean switchOn(String name) {
            return switch (name) {
                case "lurkerCards" -> lurkerCards;
                case "lurkerGateMarkers" -> lurkerGateMarkers;
                case "herald" -> herald;
                case "gateBurst" -> gateBurst;
                case "relationships" -> relationships;
                case "dunwichBoard" -> dunwichBoard;
                case "dunwichCards" -> dunwichCards;
                case "injuries" -> injuries;
                default -> throw new IllegalArgumentException("unknown switch '" + name + "'; known: " + String.join(", ", SWITCHES));
            };
        }

        /** Whether cards of this expansion are in the game's decks. */
        public boolean uses(arkham.engine.def.Expansion e) {
            return switch (e) {
                case CORE -> true;
                case LURKER -> lurkerCards;
                case DUNWICH -> dunwichCards;
            };
        }

        /**
         * Whether gate markers of this expansion make up the stack (Lurker markers replace the core
         * ones; Dunwich markers, whose worlds are on the Dunwich board, join whichever set is used when that board is).
         */
        public boolean usesGateMarkers(arkham.engine.def.Expansion e) {
            if (e == arkham.engine.def.Expansion.DUNWICH) return dunwichBoard;
            return lurkerGateMarkers ? e == arkham.engine.def.Expansion.LURKER : e == arkham.engine.def.Expansion.CORE;
        }
    }

    /**
     * Rulings of the official FAQ (at the end of The Dunwich Horror's rulebook) that contradict
     * the explicit words of the rules the engine holds to (the core rulebook, the order-of-play and
     * combat-sequence aids, the reference summary and the flowchart): those words stay the default
     * and each ruling is a switch. Where they are silent or unclear the engine simply follows the FAQ
     * (docs/RULES-COVERAGE.md says which is which for all 42 answers).
     *
     * @param battleSuccessesCarryOver final battle: successes beyond those that remove a doom token
     *                                 count towards the next (FAQ Q37); the rulebook resets the tally (p.22)
     * @param flyersRiseFromLocations  a flying monster at a location with no investigator in a
     *                                 connected street goes to the Sky (FAQ Q1); the order of play
     *                                 (Mythos step 3.E) leaves it where it is
     */
    public record Faq(boolean battleSuccessesCarryOver, boolean flyersRiseFromLocations) implements java.io.Serializable {
        /** The rules' own words throughout. */
        public static final Faq NONE = new Faq(false, false);
        /** Every FAQ ruling. */
        public static final Faq ALL = new Faq(true, true);
        /** The name of each switch, as saves, scenarios, the command line and the server spell it. */
        public static final List<String> NAMES = List.of("battleSuccessesCarryOver", "flyersRiseFromLocations");

        /** The switches named (each from {@link #NAMES}); an unknown name is an error naming the known ones. */
        public static Faq of(java.util.Collection<String> names) {
            for (String n : names) {
                if (!NAMES.contains(n))
                    throw new IllegalArgumentException("unknown FAQ option '" + n + "'; known: " + String.join(", ", NAMES));
            }
            return new Faq(names.contains("battleSuccessesCarryOver"), names.contains("flyersRiseFromLocations"));
        }

        /** The names of the switches that are on, in {@link #NAMES} order. */
        public List<String> names() {
            List<String> r = new java.util.ArrayList<>();
            if (battleSuccessesCarryOver) r.add("battleSuccessesCarryOver");
            if (flyersRiseFromLocations) r.add("flyersRiseFromLocations");
            return List.copyOf(r);
        }
    }

    public Setup withOptions(Options o) {
        return new Setup(players, investigators, ancientOne, chooseInvestigators, seed, o);
    }
}
