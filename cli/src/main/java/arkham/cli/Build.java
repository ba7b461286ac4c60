package arkham.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The git commit this command line was built from, as the build recorded it (cli/src/build/BuildCommit.java
 * writes {@code arkham/cli/build.properties}): the full hash, with "-dirty" when the sources it was built
 * from had uncommitted changes, or "unknown" when it was built outside a git clone (or from the IDE
 * without Maven).
 */
public final class Build {
    static final String UNKNOWN = "unknown";
    private static final String COMMIT = read();

    private Build() {
    }

    /** e.g. "614b4f420c0feb09e1a3fbb9b9961116072fa711", "614b4f4...-dirty" or "unknown". */
    public static String commit() {
        return COMMIT;
    }

    /** A commit as people write it: the first 7 digits, "with uncommitted changes" after a dirty one. */
    static String shortly(String commit) {
        if (commit == null || commit.isBlank()) return "not recorded";
        boolean dirty = commit.endsWith("-dirty");
        String hash = dirty ? commit.substring(0, commit.length() - "-dirty".length()) : commit;
        if (!hash.matches("[0-9a-f]{7,40}")) return commit;
        return hash.substring(0, 7) + (dirty ? " with uncommitted changes" : "");
    }

    private static String read() {
        try (InputStream in = Build.class.getResourceAsStream("build.properties")) {
            if (in == null) return UNKNOWN;
            Properties p = new Properties();
            p.load(in);
            String commit = p.getProperty("commit", UNKNOWN);
            return commit.equals(UNKNOWN) || !Boolean.parseBoolean(p.getProperty("dirty")) ? commit : commit + "-dirty";
        } catch (IOException e) {
            throw new UncheckedIOException("the build's commit cannot be read", e);
        }
    }
}
