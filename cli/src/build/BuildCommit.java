import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Writes the git commit the command line is built from into a resource (arkham.cli.Build reads it for
 * the statistics report): run by cli/pom.xml as {@code java BuildCommit.java OUT_FILE PROJECT_ROOT}.
 * It asks the git command line itself, which knows linked worktrees (JGit-based plugins report the main
 * worktree's commit there). Outside a git clone of the project, or without git, it writes "unknown";
 * it never fails the build.
 */
public final class BuildCommit {
    /** The parts the cli jar is built from: a change there marks the build as made with uncommitted changes. */
    private static final List<String> SOURCES = List.of("pom.xml", "engine", "content", "ai", "cli");

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        Path root = Path.of(args[1]).toRealPath();
        String top = git(root, "rev-parse", "--show-toplevel");
        // a folder inside some other repository is not a clone of the project
        String commit = top != null && Path.of(top).toRealPath().equals(root) ? git(root, "rev-parse", "HEAD") : null;
        List<String> status = new ArrayList<>(List.of("status", "--porcelain", "--"));
        status.addAll(SOURCES);
        String changes = commit == null ? null : git(root, status.toArray(String[]::new));
        Files.createDirectories(out.getParent());
        Files.writeString(out, "commit=" + (commit == null ? "unknown" : commit) + "\n"
                + "dirty=" + (changes != null && !changes.isBlank()) + "\n", StandardCharsets.UTF_8);
    }

    /** The command's trimmed output, or null when git is missing, fails or hangs. */
    private static String git(Path dir, String... args) {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            byte[] output = p.getInputStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) return null;
            return new String(output, StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
