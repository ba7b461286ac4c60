package arkham.cli;

import arkham.engine.def.AncientOneDef;
import arkham.engine.def.Content;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Model.CommandSpec;

import java.util.stream.Collectors;

/** Checks shared by the subcommands. */
final class Cli {
    private Cli() {
    }

    /** Fails with the known names when the Ancient One is not in the content. */
    static void checkAncientOne(CommandSpec spec, Content content, String name) {
        if (name == null) return;
        for (AncientOneDef d : content.ancientOnes) if (Content.same(d.name(), name)) return;
        throw new ParameterException(spec.commandLine(), "unknown Ancient One '" + name + "'; choose one of: "
                + content.ancientOnes.stream().map(AncientOneDef::name).collect(Collectors.joining(", ")));
    }

    static void checkPlayers(CommandSpec spec, int players) {
        if (players < 1 || players > 8)
            throw new ParameterException(spec.commandLine(), "--players must be 1 to 8, was " + players);
    }
}
