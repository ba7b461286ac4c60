package arkham.server;

import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

/** The persistence contract on the embedded H2 file database (the default). */
class H2PersistenceTest extends PersistenceContract {
    @TempDir
    Path data;

    @Override
    String jdbcUrl() {
        return Store.h2Url(data);
    }
}
