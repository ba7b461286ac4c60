package arkham.content;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The coverage tables name the tests that show each rule and card: every test they name must
 * exist, so a renamed or deleted test cannot leave the docs claiming coverage that is gone.
 */
class DocsTest {
    private static final Path ROOT = Path.of("..");
    private static final Pattern CLASS_METHOD = Pattern.compile("\\b([A-Z]\\w*)#(\\w+)");
    private static final Pattern TEST_CLASS = Pattern.compile("\\b([A-Z]\\w*Test)\\b");
    /** camelCase words of four parts or more in a table row: test method names (or code names). */
    private static final Pattern METHOD_LIKE = Pattern.compile("\\b([a-z][a-z0-9]+(?:[A-Z][a-z0-9]*){3,})(\\*?)");
    private static final Pattern METHOD_DECL = Pattern.compile("void (\\w+)\\(");
    private static final Pattern WORD = Pattern.compile("\\b(\\w+)\\b");

    @Test
    void everyTestTheDocsNameExists() throws IOException {
        Set<String> methods = new HashSet<>(), classes = new HashSet<>(), identifiers = new HashSet<>();
        for (Path f : javaFiles("engine/src/test/java", "content/src/test/java", "cli/src/test/java", "ai/src/test/java", "cluster/src/test/java",
                "server/src/test/java")) {
            classes.add(f.getFileName().toString().replace(".java", ""));
            Matcher m = METHOD_DECL.matcher(Files.readString(f));
            while (m.find()) methods.add(m.group(1));
        }
        for (Path f : javaFiles("engine/src/main/java", "content/src/main/java", "ai/src/main/java", "cli/src/main/java",
                "bench/src/main/java", "cluster/src/main/java", "server/src/main/java")) {
            Matcher m = WORD.matcher(Files.readString(f));
            while (m.find()) identifiers.add(m.group(1));
        }
        List<String> missing = new ArrayList<>();
        List<Path> docs;
        try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
            docs = s.filter(p -> p.toString().endsWith(".md")).sorted().toList();
        }
        assertTrue(docs.size() >= 5, "docs found at " + ROOT.resolve("docs").toAbsolutePath());
        for (Path doc : docs) {
            String name = doc.getFileName().toString();
            for (String line : Files.readAllLines(doc)) {
                Matcher cm = CLASS_METHOD.matcher(line);
                while (cm.find()) if (!methods.contains(cm.group(2))) missing.add(name + ": " + cm.group());
                Matcher tc = TEST_CLASS.matcher(line);
                while (tc.find()) if (!classes.contains(tc.group(1))) missing.add(name + ": class " + tc.group(1));
                if (!line.startsWith("|")) continue;
                Matcher mm = METHOD_LIKE.matcher(line);
                while (mm.find()) {
                    String w = mm.group(1);
                    boolean prefix = !mm.group(2).isEmpty() && methods.stream().anyMatch(x -> x.startsWith(w));
                    if (!prefix && !methods.contains(w) && !identifiers.contains(w)) missing.add(name + ": " + w);
                }
            }
        }
        assertTrue(missing.isEmpty(), "the docs name tests that do not exist:\n" + String.join("\n", missing));
    }

    private static List<Path> javaFiles(String... dirs) throws IOException {
        List<Path> r = new ArrayList<>();
        for (String d : dirs) {
            try (Stream<Path> s = Files.walk(ROOT.resolve(d))) {
                s.filter(p -> p.toString().endsWith(".java")).forEach(r::add);
            }
        }
        return r;
    }
}
