package arkham.cli;

import arkham.engine.Content;
import arkham.engine.Setup;
import arkham.engine.Words;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Expansion;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.def.Names;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Model.CommandSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Checks shared by the subcommands. */
final class Cli {
    private Cli() {
    }

    /**
     * Fails with the known names when the Ancient One is not in the content, and with the switch
     * to add when it comes with an expansion whose cards the game leaves out.
     */
    static void checkAncientOne(CommandSpec spec, Content content, String name, Setup.Options options) {
        if (name == null) return;
        for (AncientOneDef d : content.ancientOnes) {
            if (!Content.same(d.name(), name)) continue;
            if (!options.uses(d.expansion()))
                throw new ParameterException(spec.commandLine(), d.name() + " comes with " + title(d.expansion())
                        + ", whose cards this game leaves out: add " + switchFor(d.expansion()));
            return;
        }
        throw new ParameterException(spec.commandLine(), "unknown Ancient One '" + name + "'; choose one of: "
                + content.ancientOnes.stream().map(AncientOneDef::name).collect(Collectors.joining(", ")));
    }

    /**
     * The investigators as their cards spell them, checked: known, each named once, at most one per
     * player, and from the expansions in the game (else the switch to add says so).
     */
    static List<String> checkInvestigators(CommandSpec spec, Content content, List<String> names, int players,
                                           Setup.Options options) {
        if (names.size() > players)
            throw new ParameterException(spec.commandLine(), "--investigators names " + names.size() + " investigators for "
                    + Words.count(players, "player") + "; name at most one per player (or add --players)");
        List<String> found = new ArrayList<>();
        for (String name : names) {
            InvestigatorDef d = investigator(content, name);
            if (d == null)
                throw new ParameterException(spec.commandLine(), "unknown investigator '" + name + "'; choose from: "
                        + content.investigators.stream().filter(i -> options.uses(i.expansion())).map(InvestigatorDef::name)
                        .collect(Collectors.joining(", ")));
            if (!options.uses(d.expansion()))
                throw new ParameterException(spec.commandLine(), d.name() + " comes with " + title(d.expansion())
                        + ", whose cards this game leaves out: add " + switchFor(d.expansion()));
            if (found.contains(d.name()))
                throw new ParameterException(spec.commandLine(), d.name() + " is named twice in --investigators");
            found.add(d.name());
        }
        return found;
    }

    /** The investigator a name means: the whole name, or a part of one name alone (case and punctuation aside). */
    private static InvestigatorDef investigator(Content content, String name) {
        String key = Names.key(name);
        if (key.isEmpty()) return null;
        InvestigatorDef part = null;
        int parts = 0;
        for (InvestigatorDef d : content.investigators) {
            if (Names.key(d.name()).equals(key)) return d;
            if (Names.key(d.name()).contains(key)) {
                part = d;
                parts++;
            }
        }
        return parts == 1 ? part : null;
    }

    /** The expansion's box title. */
    static String title(Expansion e) {
        return switch (e) {
            case CORE -> "the core set";
            case LURKER -> "The Lurker at the Threshold";
            case DUNWICH -> "The Dunwich Horror";
        };
    }

    /** The switch that puts the expansion's cards in a game. */
    static String switchFor(Expansion e) {
        return switch (e) {
            case CORE -> "nothing";
            case LURKER -> "--lurker cards (or --lurker all)";
            case DUNWICH -> "--dunwich (or --dunwich cards)";
        };
    }

    /** The parts of The Lurker at the Threshold that {@code --lurker} can name. */
    static final List<String> LURKER_PARTS = List.of("cards", "gates", "herald", "burst", "relationships");

    /**
     * The setup options for {@code --lurker}: "all", "none", or a comma-separated list of parts
     * (cards, gates, herald, burst, relationships); null means none. Sliders are placed by the players.
     */
    static Setup.Options lurkerOptions(CommandSpec spec, String value) {
        if (value == null || value.equalsIgnoreCase("none")) return Setup.Options.DEFAULT;
        if (value.equalsIgnoreCase("all")) return Setup.Options.DEFAULT.withLurker();
        List<String> parts = new ArrayList<>();
        for (String part : value.split(",")) {
            String p = part.trim().toLowerCase(Locale.ROOT);
            if (!LURKER_PARTS.contains(p))
                throw new ParameterException(spec.commandLine(), "unknown --lurker part '" + part.trim()
                        + "'; use all, none, or a comma-separated list of: " + String.join(", ", LURKER_PARTS));
            parts.add(p);
        }
        return new Setup.Options(true, parts.contains("cards"), parts.contains("gates"), parts.contains("herald"),
                parts.contains("burst"), parts.contains("relationships"));
    }

    /** The Lurker parts in use, for messages ("none" when the game is the core set alone). */
    static String lurkerParts(Setup.Options o) {
        List<String> on = new ArrayList<>();
        if (o.lurkerCards()) on.add("cards");
        if (o.lurkerGateMarkers()) on.add("gates");
        if (o.herald()) on.add("herald");
        if (o.gateBurst()) on.add("burst");
        if (o.relationships()) on.add("relationships");
        return on.isEmpty() ? "none" : String.join(",", on);
    }

    /** The help of {@code --faq}; it names every switch of {@link Setup.Faq#NAMES} (SimulateTest checks). */
    static final String FAQ_HELP = "official FAQ rulings where they differ from the rules' explicit words: all, none, or some of "
            + "battleSuccessesCarryOver, flyersRiseFromLocations (default: none)";

    /**
     * The options with the FAQ rulings named by {@code --faq}: "all", "none" (the default: the
     * rules' own words), or a comma-separated list of {@link Setup.Faq#NAMES}.
     */
    static Setup.Options withFaq(CommandSpec spec, Setup.Options o, String value) {
        if (value == null || value.equalsIgnoreCase("none")) return o;
        if (value.equalsIgnoreCase("all")) return o.withFaq(Setup.Faq.ALL);
        List<String> names = new ArrayList<>();
        for (String part : value.split(",")) names.add(part.trim());
        try {
            return o.withFaq(Setup.Faq.of(names));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--faq: " + e.getMessage() + "; or all, none");
        }
    }

    /** The FAQ rulings in use, for messages ("none": the rulebook's own throughout). */
    static String faqNames(Setup.Options o) {
        List<String> on = o.faq().names();
        return on.isEmpty() ? "none" : String.join(",", on);
    }

    /** The parts of The Dunwich Horror that {@code --dunwich} can name. */
    static final List<String> DUNWICH_PARTS = List.of("board", "cards", "injuries");

    /**
     * Adds {@code --dunwich}: "all" (what the bare switch means), "none", or a comma-separated list
     * of parts (board, cards, injuries); null means none.
     */
    static Setup.Options dunwichOptions(CommandSpec spec, Setup.Options o, String value) {
        if (value == null || value.equalsIgnoreCase("none")) return o;
        if (value.equalsIgnoreCase("all")) return o.withDunwich();
        List<String> parts = new ArrayList<>();
        for (String part : value.split(",")) {
            String p = part.trim().toLowerCase(Locale.ROOT);
            if (!DUNWICH_PARTS.contains(p))
                throw new ParameterException(spec.commandLine(), "unknown --dunwich part '" + part.trim()
                        + "'; use all, none, or a comma-separated list of: " + String.join(", ", DUNWICH_PARTS));
            parts.add(p);
        }
        return o.withDunwich(parts.contains("board"), parts.contains("cards"), parts.contains("injuries"));
    }

    /** The Dunwich parts in use, for messages ("none" when none is). */
    static String dunwichParts(Setup.Options o) {
        List<String> on = new ArrayList<>();
        if (o.dunwichBoard()) on.add("board");
        if (o.dunwichCards()) on.add("cards");
        if (o.injuries()) on.add("injuries");
        return on.isEmpty() ? "none" : String.join(",", on);
    }

    static void checkPlayers(CommandSpec spec, int players) {
        if (players < 1 || players > 8)
            throw new ParameterException(spec.commandLine(), "--players must be 1 to 8, was " + players);
    }
}
