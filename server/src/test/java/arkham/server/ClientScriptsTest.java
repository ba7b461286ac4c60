package arkham.server;

import arkham.content.ContentLoader;
import arkham.engine.def.MonsterDef;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The browser front end's pure functions (layout maths, monster labels, text formatting, option
 * mapping) under Node's own test runner: {@code node --test server/src/test/js/*.test.mjs}, no npm
 * packages. The monster labels are checked against every monster of the content, by expansion.
 */
class ClientScriptsTest {
    static final Path TESTS = Path.of("src", "test", "js");

    @TempDir
    Path tmp;

    @Test
    void clientUnitTestsPassUnderNode() throws IOException, InterruptedException {
        int major = nodeMajorVersion();
        if (major < 20) fail("the client unit tests need Node.js 20 or later on the PATH (found " + major + "); e.g. apt-get install nodejs");
        List<String> files;
        try (Stream<Path> s = Files.list(TESTS)) {
            files = s.map(Path::toString).filter(n -> n.endsWith(".test.mjs")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no client tests in " + TESTS.toAbsolutePath());
        Map<String, List<String>> monsters = new TreeMap<>();
        for (MonsterDef m : ContentLoader.core().monsters) monsters.computeIfAbsent(m.expansion().name(), k -> new ArrayList<>()).add(m.name());
        Path names = tmp.resolve("monsters.json");
        new ObjectMapper().writeValue(names.toFile(), monsters);

        List<String> command = new ArrayList<>(List.of("node", "--experimental-detect-module", "--test"));
        command.addAll(files);
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("ARKHAM_MONSTERS", names.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            fail("node --test did not finish in 2 minutes:\n" + out);
        }
        System.out.println(out);
        assertEquals(0, p.exitValue(), "node --test failed:\n" + out);
    }

    /** The major version of {@code node} on the PATH; fails saying how to get it when there is none. */
    static int nodeMajorVersion() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("node", "--version").redirectErrorStream(true).start();
            String v = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            p.waitFor(30, TimeUnit.SECONDS);
            return Integer.parseInt(v.replaceFirst("^v", "").split("\\.")[0]);
        } catch (IOException | NumberFormatException e) {
            fail("the client unit tests need Node.js 20 or later: 'node' is not on the PATH (" + e.getMessage()
                    + "); install it, e.g. apt-get install nodejs");
            return 0;
        }
    }
}
