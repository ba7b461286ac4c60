package arkham.content;

import arkham.content.load.ContentError;
import arkham.engine.def.ContentPack;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * A content pack: a folder of data files laid out like the shipped content ({@code core/},
 * {@code lurker/}, {@code dunwich/}, each with the same files), whose entries are added to the
 * shipped ones or replace those of the same name (docs/CONTENT.md, "Content packs"). An owner of
 * the printed cards types in what no source gives us, or a group writes its house rules.
 *
 * @param name     from {@code pack.json}'s {@code "name"}, else the folder's name
 * @param dir      the folder
 * @param checksum SHA-256 over the pack's JSON files (their paths and bytes, in path order), hex
 * @param files    the JSON files, as paths relative to {@code dir} with {@code /} separators
 */
public record Pack(String name, Path dir, String checksum, List<String> files) {
    /** The optional file naming the pack (and saying what it is for): not a content file. */
    public static final String MANIFEST = "pack.json";

    public Pack {
        files = List.copyOf(files);
    }

    /** Reads a pack folder; fails naming the folder (or the file) and what is wrong. */
    public static Pack open(Path dir) {
        Path d = dir.toAbsolutePath().normalize();
        if (!Files.exists(d)) throw new ContentError(dir.toString(), null, "no such content pack folder");
        if (!Files.isDirectory(d)) throw new ContentError(dir.toString(), null, "a content pack is a folder laid out like content/ (core/, lurker/, dunwich/)");
        List<String> files = new ArrayList<>();
        try (Stream<Path> s = Files.walk(d)) {
            for (Path p : s.sorted().toList()) {
                if (!Files.isRegularFile(p) || !p.getFileName().toString().endsWith(".json")) continue;
                files.add(d.relativize(p).toString().replace('\\', '/'));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read content pack " + dir + ": " + e.getMessage(), e);
        }
        files.sort(null);
        String name = d.getFileName() == null ? d.toString() : d.getFileName().toString();
        if (files.contains(MANIFEST)) {
            try {
                JsonNode m = new ObjectMapper().readTree(d.resolve(MANIFEST).toFile());
                if (m == null || !m.isObject()) throw new ContentError(d.resolve(MANIFEST).toString(), null, "must hold a JSON object");
                if (m.has("name")) {
                    if (!m.get("name").isTextual() || m.get("name").asText().isBlank())
                        throw new ContentError(d.resolve(MANIFEST).toString(), null, "field 'name' must be text");
                    name = m.get("name").asText().trim();
                }
            } catch (IOException e) {
                throw new ContentError(d.resolve(MANIFEST).toString(), null, "is not valid JSON: " + e.getMessage(), e);
            }
        }
        if (files.stream().noneMatch(f -> !f.equals(MANIFEST)))
            throw new ContentError(dir.toString(), null, "the content pack holds no data file (e.g. core/cards/common.json)");
        return new Pack(name, d, checksum(d, files), files);
    }

    /** Opens each folder; two packs of one name are refused, since saves tell packs apart by name. */
    public static List<Pack> openAll(List<Path> dirs) {
        List<Pack> r = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (Path dir : dirs) {
            Pack p = open(dir);
            if (!names.add(p.name())) throw new ContentError(dir.toString(), null, "a content pack named '" + p.name() + "' is already loaded");
            r.add(p);
        }
        return List.copyOf(r);
    }

    /** The content files of the pack (its manifest left out). */
    public List<String> dataFiles() {
        return files.stream().filter(f -> !f.equals(MANIFEST)).toList();
    }

    /** The name and checksum a game records. */
    public ContentPack ref() {
        return new ContentPack(name, checksum);
    }

    private static String checksum(Path dir, List<String> files) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String f : files) {
                sha.update(f.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(Files.readAllBytes(dir.resolve(f)));
                sha.update((byte) 0);
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read content pack " + dir + ": " + e.getMessage(), e);
        }
    }
}
