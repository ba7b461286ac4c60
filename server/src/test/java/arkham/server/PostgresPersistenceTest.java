package arkham.server;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * The persistence contract on a real PostgreSQL server, started for the test in a temporary
 * data directory (Debian's postgresql package; installed with apt-get when missing).
 */
@Tag("slow")
class PostgresPersistenceTest extends PersistenceContract {
    static Postgres postgres;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = Postgres.start();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) postgres.close();
    }

    @Override
    String jdbcUrl() {
        return postgres.jdbcUrl();
    }
}
