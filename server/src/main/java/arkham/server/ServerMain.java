package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.load.ContentError;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code arkham serve}: the game server for browsers. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves the game to browsers on 127.0.0.1 and prints the URL to open.",
                "Games are stored in an H2 database under --data, or in the database --db names."})
public final class ServerMain implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--port", description = "port to listen on (default: 8080; 0 picks a free one)")
    int port = 8080;

    @Option(names = "--data", paramLabel = "DIR", description = "folder of the embedded database (default: ./arkham-data)")
    Path data = Path.of("arkham-data");

    @Option(names = "--db", paramLabel = "JDBC_URL", description = {"another database, e.g.",
            "jdbc:postgresql://localhost/arkham?user=arkham&password=secret"})
    String db;

    @Option(names = "--content", paramLabel = "DIR", description = {"a content pack games may name (a folder laid out like",
            "content/, docs/CONTENT.md); repeat it for several"})
    List<Path> packs = List.of();

    public static void main(String[] args) {
        int code = CommandLines.run(new ServerMain(), args);
        if (code != 0) System.exit(code);
    }

    @Override
    public Integer call() throws Exception {
        String url = db;
        if (url == null) {
            try {
                Files.createDirectories(data);
            } catch (java.io.IOException e) {
                String why = e instanceof java.nio.file.AccessDeniedException ? "permission denied"
                        : e instanceof java.nio.file.FileAlreadyExistsException ? "a file of that name is in the way"
                        : e instanceof java.nio.file.NoSuchFileException ? "a folder above it cannot be made" : e.getMessage();
                throw new CommandLines.Refused("cannot make the data folder " + data + ": " + why + ".\nPick another with --data DIR.", e);
            }
            url = Store.h2Url(data);
        }
        if (port < 0 || port > 65535)
            throw new CommandLine.ParameterException(spec.commandLine(), "--port must be 0 to 65535, was " + port);
        List<Pack> opened;
        try {
            opened = Pack.openAll(packs);
            for (Pack pack : opened) ContentLoader.withPacks(List.of(pack));
        } catch (ContentError | java.io.UncheckedIOException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--content: " + e.getMessage());
        }
        checkPort(port);
        checkDatabase(url);
        ArkhamServer server = new ArkhamServer(ContentLoader.core(), opened, url);
        int p = server.start(port);
        CountDownLatch stopped = new CountDownLatch(1);
        // SIGTERM, Ctrl-C: stop taking requests, then close the database (an H2 file is compacted as it closes)
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            System.err.println("Arkham server stopped; the database is closed.");
            stopped.countDown();
        }, "arkham-shutdown"));
        for (Pack pack : opened) System.out.println("Content pack offered: " + pack.ref().label() + " from " + pack.dir());
        System.out.println("Arkham server: " + server.storedGames() + " stored game(s), each loaded when first opened."
                + " Open http://127.0.0.1:" + p + "/");
        System.out.flush();
        stopped.await();
        return 0;
    }

    /** Refuses a port something else listens on, before the web server would fail on it (and log a trace). */
    static void checkPort(int port) {
        if (port == 0) return;
        try (java.net.ServerSocket s = new java.net.ServerSocket()) {
            s.setReuseAddress(true);
            s.bind(new java.net.InetSocketAddress("127.0.0.1", port));
        } catch (java.io.IOException e) {
            throw new CommandLines.Refused("port " + port + " on 127.0.0.1 is in use (" + e.getMessage() + ")."
                    + "\nStop what uses it, or pick another with --port N (--port 0 picks a free one).", e);
        }
    }

    /** Refuses a database that cannot be opened, saying why, before the pool and the migrations would (with traces). */
    static void checkDatabase(String url) {
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url)) {
            c.isValid(5);
        } catch (java.sql.SQLException e) {
            String why = String.valueOf(e.getMessage()).lines().findFirst().orElse("").strip();
            throw new CommandLines.Refused("cannot open the database " + redacted(url) + ": " + why
                    + "\nCheck --db (e.g. jdbc:postgresql://localhost/arkham?user=arkham&password=secret) and that the database"
                    + " is running; for the embedded one, that no other server uses --data.", e);
        }
    }

    /** The JDBC URL with any password hidden, for messages. */
    static String redacted(String url) {
        return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
    }
}
