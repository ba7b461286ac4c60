package arkham.cli;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.load.ContentError;
import arkham.engine.Content;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/** {@code --content DIR}: content packs loaded over the shipped files (docs/CONTENT.md, "Content packs"). */
final class ContentOption {
    @Option(names = "--content", paramLabel = "DIR", description = {"a content pack: a folder laid out like content/ whose"
            + " entries add to or replace the shipped ones (docs/CONTENT.md); repeat it for several, applied in order"})
    List<Path> packs = List.of();

    /** The packs named, opened; a bad folder is a command-line error naming it. */
    List<Pack> open(CommandSpec spec) {
        try {
            return Pack.openAll(packs);
        } catch (ContentError | UncheckedIOException e) {
            throw new ParameterException(spec.commandLine(), "--content: " + e.getMessage());
        }
    }

    /** The shipped content with the packs applied; a pack that does not load is a command-line error naming file and entry. */
    Content load(CommandSpec spec) {
        List<Pack> opened = open(spec);
        try {
            return ContentLoader.withPacks(opened);
        } catch (ContentError e) {
            throw new ParameterException(spec.commandLine(), "--content: " + e.getMessage());
        }
    }
}
