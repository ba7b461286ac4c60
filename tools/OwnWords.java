import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds runs of N or more words (default 8) that the project shares with the rules and card texts
 * in ../shared (rulebooks, reference prose). The project must say everything in its own words; run
 * this before committing content or docs:
 * <pre>java tools/OwnWords.java [--words N] [--shared DIR] [PATH ...]</pre>
 * Exits 0 when nothing is shared, 1 when something is (each line printed with its run), 2 when the
 * shared texts are not there. Runs that are mostly names (a list of places or worlds) are not prose
 * and are let through. Java only, so the test command needs nothing else (OwnWordsTest runs it).
 */
public final class OwnWords {
    private static final Pattern WORD = Pattern.compile("[a-z0-9]+(?:'[a-z]+)?");
    /** A name-like field of the project's data files: its value is a name, not a sentence. */
    private static final Pattern NAME_FIELD =
            Pattern.compile("\"(?:name|world|location|place)\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Set<String> SCANNED = Set.of("json", "java", "md", "js", "html", "txt", "csv");
    private static final Set<String> SKIPPED_DIRS = Set.of(".git", "target", "node_modules");

    public static void main(String[] args) throws IOException {
        int n = 8;
        Path root = Path.of(".").toAbsolutePath().normalize();
        Path shared = root.resolveSibling("shared");
        List<Path> paths = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--words" -> n = Integer.parseInt(args[++i]);
                case "--shared" -> shared = Path.of(args[++i]).toAbsolutePath().normalize();
                case "--root" -> root = Path.of(args[++i]).toAbsolutePath().normalize();
                default -> paths.add(Path.of(args[i]).toAbsolutePath().normalize());
            }
        }
        if (!Files.isDirectory(shared)) {
            System.err.println("own-words: no shared texts at " + shared + " (pass --shared DIR)");
            System.exit(2);
        }
        if (paths.isEmpty()) paths.add(root);
        List<String> hits = check(root, shared, paths, n);
        hits.forEach(System.out::println);
        System.err.println(hits.size() + " line(s) with a run of " + n + "+ words from the shared texts");
        System.exit(hits.isEmpty() ? 0 : 1);
    }

    /** Each line under {@code paths} that shares a run of {@code n} words with {@code shared}, as "file:line: run". */
    static List<String> check(Path root, Path shared, List<Path> paths, int n) throws IOException {
        Set<String> source = new HashSet<>();
        for (Path f : files(shared, null)) source.addAll(shingles(words(read(f)), n));
        Set<List<String>> names = names(root.resolve("content/src/main/resources"));
        List<String> hits = new ArrayList<>();
        for (Path p : paths) {
            for (Path f : files(p, SCANNED)) {
                String[] lines = read(f).split("\n", -1);
                for (int ln = 0; ln < lines.length; ln++) {
                    List<String> ws = words(lines[ln]);
                    List<Integer> run = new ArrayList<>();
                    for (int i = 0; i + n <= ws.size(); i++)
                        if (source.contains(String.join(" ", ws.subList(i, i + n)))) run.add(i);
                    if (run.isEmpty()) continue;
                    boolean[] mask = nameMask(ws, names);
                    final int len = n;
                    run.removeIf(i -> {
                        int plain = 0;
                        for (int j = i; j < i + len; j++) if (!mask[j]) plain++;
                        return plain <= len / 2;
                    });
                    if (run.isEmpty()) continue;
                    int start = run.get(0), end = run.get(run.size() - 1) + n;
                    hits.add(root.relativize(f).toString().replace('\\', '/') + ":" + (ln + 1) + ": "
                            + String.join(" ", ws.subList(start, end)));
                }
            }
        }
        return hits;
    }

    static List<String> words(String text) {
        // JSON escapes and markup must not hide a copied run
        String t = text.replace("\\n", " ").replace("\\\"", "\"").toLowerCase();
        List<String> out = new ArrayList<>();
        Matcher m = WORD.matcher(t);
        while (m.find()) out.add(m.group());
        return out;
    }

    private static Set<String> shingles(List<String> ws, int n) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i + n <= ws.size(); i++) out.add(String.join(" ", ws.subList(i, i + n)));
        return out;
    }

    /** Word runs that are names (places, worlds, cards, monsters, people) in the project's data files. */
    private static Set<List<String>> names(Path resources) throws IOException {
        Set<List<String>> out = new HashSet<>();
        if (!Files.isDirectory(resources)) return out;
        for (Path f : files(resources, Set.of("json"))) {
            Matcher m = NAME_FIELD.matcher(read(f));
            while (m.find()) {
                List<String> ws = words(m.group(1));
                if (!ws.isEmpty()) out.add(ws);
            }
        }
        return out;
    }

    private static boolean[] nameMask(List<String> ws, Set<List<String>> names) {
        boolean[] mask = new boolean[ws.size()];
        for (int i = 0; i < ws.size(); i++)
            for (List<String> name : names)
                if (i + name.size() <= ws.size() && ws.subList(i, i + name.size()).equals(name))
                    for (int j = i; j < i + name.size(); j++) mask[j] = true;
        return mask;
    }

    /** Regular files under {@code p} (or {@code p} itself), skipping build and VCS folders; all kinds when {@code kinds} is null. */
    private static List<Path> files(Path p, Set<String> kinds) throws IOException {
        if (Files.isRegularFile(p)) return List.of(p);
        try (Stream<Path> s = Files.walk(p)) {
            return s.filter(Files::isRegularFile)
                    .filter(f -> {
                        for (Path part : p.relativize(f)) if (SKIPPED_DIRS.contains(part.toString())) return false;
                        return true;
                    })
                    .filter(f -> kinds == null || kinds.contains(extension(f)))
                    .sorted()
                    .toList();
        }
    }

    private static String extension(Path f) {
        String name = f.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "" : name.substring(dot + 1);
    }

    private static String read(Path f) {
        try {
            return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
