package arkham.content;

import arkham.content.load.ContentReader;
import arkham.engine.Content;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Loads the game's content: the core set from the classpath, or a folder of data files. */
public final class ContentLoader {
    private static volatile Content core;

    private ContentLoader() {
    }

    /**
     * The core set and the expansions' components (each tagged with its expansion; a game's setup
     * options choose which are used), loaded and validated once, with every hook registered.
     */
    public static Content core() {
        Content c = core;
        if (c == null) {
            synchronized (ContentLoader.class) {
                c = core;
                if (c == null) {
                    c = new ContentReader(name -> ContentLoader.class.getResourceAsStream("/content/" + name)).read();
                    core = c;
                }
            }
        }
        return c;
    }

    /** Content loaded with these packs over the shipped files, by the packs' names and checksums. */
    private static final java.util.Map<java.util.List<arkham.engine.def.ContentPack>, Content> withPacks =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The shipped content with these content packs applied in order (docs/CONTENT.md, "Content
     * packs"): each pack's entries added, or replacing the entries of the same name, then the whole
     * validated as the shipped files are. No packs: {@link #core()}. Loaded once per list of packs.
     */
    public static Content withPacks(java.util.List<Pack> packs) {
        if (packs.isEmpty()) return core();
        java.util.List<arkham.engine.def.ContentPack> refs = packs.stream().map(Pack::ref).toList();
        Content c = withPacks.get(refs);
        if (c != null) return c;
        c = new ContentReader(name -> ContentLoader.class.getResourceAsStream("/content/" + name), packs).read();
        Content raced = withPacks.putIfAbsent(refs, c);
        return raced != null ? raced : c;
    }

    /** {@link #withPacks} for pack folders ({@link Pack#openAll}). */
    public static Content withPackDirs(java.util.List<Path> dirs) {
        return withPacks(Pack.openAll(dirs));
    }

    /**
     * Loads content from a folder laid out like content/src/main/resources/content/core; expansion
     * folders, if any, are its siblings (e.g. ../lurker).
     */
    public static Content fromFolder(Path dir) {
        return new ContentReader(name -> {
            int slash = name.indexOf('/');
            String set = name.substring(0, slash);
            String rest = name.substring(slash + 1);
            return open(set.equals("core") ? dir.resolve(rest) : dir.resolveSibling(set).resolve(rest));
        }).read();
    }

    private static InputStream open(Path p) {
        if (!Files.exists(p)) return null;
        try {
            return Files.newInputStream(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
