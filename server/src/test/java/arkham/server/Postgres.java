package arkham.server;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL server for tests: Debian's binaries (/usr/lib/postgresql/N/bin), installed
 * with apt-get when missing (as root), run as the postgres user (PostgreSQL refuses root) in a temp
 * directory on a free loopback port. Fails, never skips, when it cannot be had.
 */
final class Postgres implements AutoCloseable {
    private static final String HOW = "PostgreSQL is needed for the persistence tests: install Debian's package as root"
            + " (apt-get update && apt-get install -y postgresql) and run the tests again";
    private final Path bin;
    private final Path dir;
    private final int port;

    private Postgres(Path bin, Path dir, int port) {
        this.bin = bin;
        this.dir = dir;
        this.port = port;
    }

    static Postgres start() throws IOException, InterruptedException {
        Path bin = findBin();
        if (bin == null) {
            if (!"root".equals(System.getProperty("user.name"))) throw new IllegalStateException(HOW);
            run(List.of("apt-get", "update"), 600);
            run(List.of("apt-get", "install", "-y", "postgresql"), 900);
            bin = findBin();
            if (bin == null) throw new IllegalStateException("apt-get installed no PostgreSQL binaries. " + HOW);
        }
        Path dir = Files.createTempDirectory("arkham-pg-");
        run(List.of("chown", "postgres", dir.toString()), 30);
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        asPostgres(bin.resolve("initdb"), "-D", dir.resolve("data").toString(), "-A", "trust", "-U", "postgres", "--no-sync");
        Postgres pg = new Postgres(bin, dir, port);
        pg.restart();
        return pg;
    }

    /** Stops the server as an administrator would ({@code pg_ctl stop -m fast}: open connections are cut); its data stays. */
    void stop() throws IOException, InterruptedException {
        asPostgres(bin.resolve("pg_ctl"), "-D", dir.resolve("data").toString(), "-m", "fast", "-w", "stop");
    }

    /** Starts the server (again) on the same data and port. */
    void restart() throws IOException, InterruptedException {
        asPostgres(bin.resolve("pg_ctl"), "-D", dir.resolve("data").toString(), "-w", "-l", dir.resolve("log").toString(), "-o",
                "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1 -c fsync=on", "start");
    }

    String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/postgres?user=postgres";
    }

    @Override
    public void close() {
        try {
            if (Files.exists(dir.resolve("data").resolve("postmaster.pid")))
                asPostgres(bin.resolve("pg_ctl"), "-D", dir.resolve("data").toString(), "-m", "immediate", "-w", "stop");
        } catch (IOException | InterruptedException | IllegalStateException e) {
            System.err.println("could not stop the test PostgreSQL: " + e.getMessage());
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("could not delete " + dir + ": " + e.getMessage());
        }
    }

    private static Path findBin() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        if (!Files.isDirectory(root)) return null;
        try (Stream<Path> versions = Files.list(root)) {
            return versions.map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("initdb")))
                    .max(Comparator.naturalOrder()).orElse(null);
        }
    }

    private static void asPostgres(Path program, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        if ("root".equals(System.getProperty("user.name"))) cmd.addAll(List.of("runuser", "-u", "postgres", "--"));
        cmd.add(program.toString());
        cmd.addAll(List.of(args));
        run(cmd, 120);
    }

    private static void run(List<String> cmd, int seconds) throws IOException, InterruptedException {
        Path out = Files.createTempFile("arkham-pg-cmd", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(out.toFile()).start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException(String.join(" ", cmd) + " took over " + seconds + " s. " + HOW);
            }
            if (p.exitValue() != 0)
                throw new IllegalStateException(String.join(" ", cmd) + " failed (" + p.exitValue() + "): "
                        + Files.readString(out) + "\n" + HOW);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
