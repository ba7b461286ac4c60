package arkham.server;

import arkham.content.ContentLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/** {@code arkham serve}: the game server for browsers. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serves the game to browsers on 127.0.0.1 and prints the URL to open.",
                "Games are stored in an H2 database under --data, or in the database --db names."})
public final class ServerMain implements Callable<Integer> {
    @Option(names = "--port", description = "port to listen on (default: 8080; 0 picks a free one)")
    int port = 8080;

    @Option(names = "--data", paramLabel = "DIR", description = "folder of the embedded database (default: ./arkham-data)")
    Path data = Path.of("arkham-data");

    @Option(names = "--db", paramLabel = "JDBC_URL", description = {"another database, e.g.",
            "jdbc:postgresql://localhost/arkham?user=arkham&password=secret"})
    String db;

    public static void main(String[] args) {
        int code = new CommandLine(new ServerMain()).execute(args);
        if (code != 0) System.exit(code);
    }

    @Override
    public Integer call() throws Exception {
        String url = db;
        if (url == null) {
            Files.createDirectories(data);
            url = Store.h2Url(data);
        }
        ArkhamServer server = new ArkhamServer(ContentLoader.core(), url);
        int p = server.start(port);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        System.out.println("Arkham server: " + server.gameCount() + " game(s) loaded. Open http://127.0.0.1:" + p + "/");
        System.out.flush();
        stopped.await();
        return 0;
    }
}
