package arkham.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * The games in the database (H2 file by default, PostgreSQL or any JDBC URL Flyway supports):
 * each game's setup, seat token hashes and ordered answers. Every write is one transaction,
 * committed before the server acknowledges it.
 */
final class Store implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);
    /** How long a request waits for a database connection when the database cannot be reached before it fails with 503. */
    static final long CONNECTION_TIMEOUT_MS = 1_500;
    /** How long it waits when the database answers but every connection is in use (a busy server is slow, not down). */
    static final long BUSY_LIMIT_MS = 30_000;
    static final long VALIDATION_TIMEOUT_MS = 500;
    /** PostgreSQL: the longest one statement may wait for the server's reply. */
    static final int SOCKET_TIMEOUT_S = 2;
    static final int H2_WRITE_DELAY_MS = 500;
    /**
     * How often the H2 file is forced to the disk (fsync) while it is written: a commit is in the
     * file (the operating system's) before it is acknowledged, and on the disk within this time.
     */
    static final long SYNC_MS = 1_000;
    /** H2's error code for "database is already closed". */
    private static final int H2_CLOSED = 90121;
    private final HikariDataSource ds;
    /** An H2 database in a file of this process: checkpointed after every write, synced every second, compacted on close. */
    private final boolean embeddedH2;
    private final AtomicBoolean unsynced = new AtomicBoolean();
    private final ScheduledExecutorService syncer;
    private final String jdbcUrl;

    /** One stored answer. */
    record Answer(int idx, int seat, long questionId, long engineQuestion, String option, long stateHash, boolean chance) {
    }

    /**
     * One stored game, as read back when first opened; {@code ai}: each AI seat's level, by seat; {@code newFutures}: where an import drew its future
     * anew, as {@code after:seed} pairs separated by commas ({@link LiveGame#newFuturesText}).
     */
    record StoredGame(String id, String setup, Map<Integer, String> ai, long version,
                      Map<Integer, String> tokenHashes, List<Answer> answers, String newFutures) {
    }

    Store(String jdbcUrl) {
        this.jdbcUrl = jdbcUrl;
        embeddedH2 = jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:h2:mem:")
                && !jdbcUrl.startsWith("jdbc:h2:tcp:") && !jdbcUrl.startsWith("jdbc:h2:ssl:");
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(jdbcUrl);
        c.setMaximumPoolSize(8);
        c.setPoolName("arkham");
        // every write is an explicit transaction; reads need none
        c.setAutoCommit(false);
        // a database that is down must fail a request within 3 s, not after HikariCP's default 30 s
        c.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
        c.setValidationTimeout(VALIDATION_TIMEOUT_MS);
        if (jdbcUrl.startsWith("jdbc:postgresql:")) {
            // seconds; a value in the URL wins. Without them a dead network holds a request until TCP gives up.
            c.addDataSourceProperty("connectTimeout", "2");
            c.addDataSourceProperty("loginTimeout", "2");
            c.addDataSourceProperty("socketTimeout", Integer.toString(SOCKET_TIMEOUT_S));
        }
        ds = new HikariDataSource(c);
        Flyway.configure().dataSource(ds).load().migrate();
        syncer = embeddedH2 ? Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "h2-sync");
            t.setDaemon(true);
            return t;
        }) : null;
        if (syncer != null) syncer.scheduleWithFixedDelay(this::sync, SYNC_MS, SYNC_MS, TimeUnit.MILLISECONDS);
    }

    /** Forces what was written since the last time to the disk. */
    private void sync() {
        if (!unsynced.getAndSet(false)) return;
        try (Connection c = connection(); Statement s = c.createStatement()) {
            s.execute("CHECKPOINT SYNC");
        } catch (SQLException e) {
            unsynced.set(true);
            LOG.warn("could not sync the database file: {}", e.getMessage());
        }
    }

    /**
     * The embedded H2 file database under {@code dataDir}. {@code WRITE_DELAY} is left above 0 so that
     * H2's background thread runs: it is what compacts the file while the server runs (with
     * {@code WRITE_DELAY=0} H2 starts no such thread and the file grew by about 14.6 KB an answer).
     * Every write still reaches the file before it is acknowledged: {@link #inTransaction} ends each
     * one with a {@code CHECKPOINT}. {@code RETENTION_TIME} stays H2's 45 s: at 1 s a server killed
     * with SIGKILL lost acknowledged games or did not start again in 8 to 11 of 20-25 trials
     * (docs/journal/2026-11-h2-storage.md). {@code DB_CLOSE_ON_EXIT=FALSE}: the server's own shutdown
     * closes the database, compacting it ({@link #close}), not H2's shutdown hook racing it.
     */
    static String h2Url(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("arkham") + ";WRITE_DELAY=" + H2_WRITE_DELAY_MS + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /** A game to store: its setup (save format, no answers), each AI seat's level by seat, seats' token hashes and answers so far. */
    record NewGame(String id, String setup, String newFutures, Map<Integer, String> ai, long version,
                   Map<Integer, String> tokenHashes, List<Answer> answers) {
    }

    void createGame(NewGame g) {
        createGames(List.of(g));
    }

    /** Stores new games in one transaction (many at once: {@code arkham load --startup-games}). */
    void createGames(List<NewGame> games) {
        inTransaction(c -> {
            try (PreparedStatement game = c.prepareStatement("INSERT INTO game (id, created_at, setup, ai_seats, ai_level, version,"
                    + " new_futures, ai_levels) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
                 PreparedStatement seat = c.prepareStatement("INSERT INTO seat (game_id, seat, token_hash) VALUES (?, ?, ?)")) {
                for (NewGame g : games) {
                    game.setString(1, g.id());
                    game.setTimestamp(2, Timestamp.from(Instant.now()));
                    game.setString(3, g.setup());
                    game.setString(4, g.ai().keySet().stream().map(Object::toString).collect(Collectors.joining(",")));
                    // the level every AI seat played before each had its own: what an older server reading this row uses
                    game.setString(5, g.ai().isEmpty() ? SeatAgents.LEVELS.get(0) : g.ai().values().iterator().next());
                    game.setLong(6, g.version());
                    game.setString(7, g.newFutures());
                    game.setString(8, g.ai().entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).collect(Collectors.joining(",")));
                    game.addBatch();
                    for (var e : g.tokenHashes().entrySet()) {
                        seat.setString(1, g.id());
                        seat.setInt(2, e.getKey());
                        seat.setString(3, e.getValue());
                        seat.addBatch();
                    }
                }
                game.executeBatch();
                seat.executeBatch();
            }
            for (NewGame g : games) insertAnswers(c, g.id(), g.answers());
        });
    }

    /** Appends answers and sets the game's version, in one transaction. */
    void append(String gameId, List<Answer> answers, long version) {
        inTransaction(c -> {
            insertAnswers(c, gameId, answers);
            setVersion(c, gameId, version);
        });
    }

    /** Drops the answers from {@code fromIdx} on and sets the game's version, in one transaction. */
    void truncate(String gameId, int fromIdx, long version) {
        inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM answer WHERE game_id = ? AND idx >= ?")) {
                s.setString(1, gameId);
                s.setInt(2, fromIdx);
                s.executeUpdate();
            }
            setVersion(c, gameId, version);
        });
    }

    /** Each AI seat's level from the stored columns: {@code levels} ("seat:level" pairs), or, in older rows, {@code level} for every seat. */
    static Map<Integer, String> aiSeats(String seats, String level, String levels) {
        Map<Integer, String> r = new java.util.TreeMap<>();
        if (!levels.isEmpty()) {
            for (String pair : levels.split(",")) {
                String[] p = pair.split(":");
                r.put(Integer.parseInt(p[0]), p[1]);
            }
        } else if (!seats.isEmpty()) {
            for (String seat : seats.split(",")) r.put(Integer.parseInt(seat), level);
        }
        return r;
    }

    /** How many games are stored. */
    int gameCount() {
        return read("cannot count the games", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM game"); ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        });
    }

    /** One stored game, or null when there is none with this id. */
    StoredGame load(String id) {
        return read("cannot read game " + id, c -> {
            String setup;
            Map<Integer, String> ai;
            long version;
            String newFutures;
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT setup, ai_seats, ai_level, version, new_futures, ai_levels FROM game WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    if (!rs.next()) return null;
                    setup = rs.getString(1);
                    ai = aiSeats(rs.getString(2), rs.getString(3), rs.getString(6));
                    version = rs.getLong(4);
                    newFutures = rs.getString(5);
                }
            }
            Map<Integer, String> seats = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT seat, token_hash FROM seat WHERE game_id = ? ORDER BY seat")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next()) seats.put(rs.getInt(1), rs.getString(2));
                }
            }
            List<Answer> answers = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement("SELECT idx, seat, question_id, engine_question, option_id, state_hash, chance"
                    + " FROM answer WHERE game_id = ? ORDER BY idx")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    while (rs.next())
                        answers.add(new Answer(rs.getInt(1), rs.getInt(2), rs.getLong(3), rs.getLong(4), rs.getString(5),
                                rs.getLong(6), rs.getBoolean(7)));
                }
            }
            return new StoredGame(id, setup, ai, version, seats, answers, newFutures);
        });
    }

    /** A stored game's version (bumped by every answer and undo), or -1 when there is no such game. */
    long version(String id) {
        return read("cannot read game " + id, c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT version FROM game WHERE id = ?")) {
                s.setString(1, id);
                try (ResultSet rs = s.executeQuery()) {
                    return rs.next() ? rs.getLong(1) : -1L;
                }
            }
        });
    }

    /** Whether the database answers now (within the validation timeout). */
    boolean reachable() {
        try (Connection c = connection()) {
            return c.isValid((int) Math.max(1, VALIDATION_TIMEOUT_MS / 1000));
        } catch (SQLException e) {
            return false;
        }
    }

    /**
     * The key that seals the seeds of unfinished games' exports ({@link Seal}): 32 random bytes,
     * made on the first start and kept in the database, so every restart (and every server sharing
     * the database) opens what an earlier one sealed.
     */
    byte[] serverKey() {
        byte[] key = readKey();
        if (key != null) return key;
        byte[] fresh = new byte[32];
        new SecureRandom().nextBytes(fresh);
        try {
            inTransaction(c -> {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO server_key (id, secret, created_at) VALUES (1, ?, ?)")) {
                    s.setString(1, Base64.getEncoder().encodeToString(fresh));
                    s.setTimestamp(2, Timestamp.from(Instant.now()));
                    s.executeUpdate();
                }
            });
        } catch (StoreException e) {
            // another server on this database made the key first: read theirs below
        }
        key = readKey();
        if (key == null) throw new StoreException("cannot create the server key", null);
        return key;
    }

    private byte[] readKey() {
        return read("cannot read the server key", c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT secret FROM server_key WHERE id = 1"); ResultSet rs = s.executeQuery()) {
                return rs.next() ? Base64.getDecoder().decode(rs.getString(1)) : null;
            }
        });
    }

    private static void insertAnswers(Connection c, String gameId, List<Answer> answers) throws SQLException {
        if (answers.isEmpty()) return;
        try (PreparedStatement s = c.prepareStatement("INSERT INTO answer (game_id, idx, seat, question_id, engine_question, option_id,"
                + " state_hash, chance) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (Answer a : answers) {
                s.setString(1, gameId);
                s.setInt(2, a.idx());
                s.setInt(3, a.seat());
                s.setLong(4, a.questionId());
                s.setLong(5, a.engineQuestion());
                s.setString(6, a.option());
                s.setLong(7, a.stateHash());
                s.setBoolean(8, a.chance());
                s.addBatch();
            }
            s.executeBatch();
        }
    }

    private static void setVersion(Connection c, String gameId, long version) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE game SET version = ? WHERE id = ?")) {
            s.setLong(1, version);
            s.setString(2, gameId);
            if (s.executeUpdate() != 1) throw new SQLException("game " + gameId + " is not in the database");
        }
    }

    /**
     * A connection from the pool. When none comes within {@link #CONNECTION_TIMEOUT_MS}, HikariCP
     * names the last failure to open one: there is one when the database cannot be reached, and
     * the request fails. There is none when every connection is just in use, and it waits on, up to
     * {@link #BUSY_LIMIT_MS}: under a heavy load the wait can pass the timeout without anything
     * being wrong with the database.
     */
    private Connection connection() throws SQLException {
        long deadline = System.nanoTime() + BUSY_LIMIT_MS * 1_000_000;
        while (true) {
            try {
                return ds.getConnection();
            } catch (SQLTransientConnectionException e) {
                if (e.getCause() != null) throw e;
                if (System.nanoTime() > deadline)
                    throw new BusyException("every database connection stayed in use for " + BUSY_LIMIT_MS / 1000 + " s", e);
            }
        }
    }

    private interface Work {
        void run(Connection c) throws SQLException;
    }

    private interface Query<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T read(String what, Query<T> q) {
        try (Connection c = connection()) {
            try {
                return q.run(c);
            } finally {
                c.rollback();
            }
        } catch (SQLException e) {
            throw new StoreException(what + ": " + e.getMessage(), e);
        }
    }

    private void inTransaction(Work w) {
        try (Connection c = connection()) {
            try {
                w.run(c);
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
            // H2 writes a commit to the file by itself only when WRITE_DELAY is 0 (see h2Url)
            if (embeddedH2) try (Statement s = c.createStatement()) {
                s.execute("CHECKPOINT");
                unsynced.set(true);
            }
        } catch (SQLException e) {
            throw new StoreException("database write failed: " + e.getMessage(), e);
        }
    }

    /**
     * Closes the pool, then an embedded H2 database with {@code SHUTDOWN COMPACT}, which rewrites the
     * file to its live data (what H2's ordinary close does for 200 ms only).
     */
    @Override
    public void close() {
        if (syncer != null) syncer.shutdownNow();
        if (ds.isClosed()) return;
        ds.close();
        // the pool is closed first, so that no pooled connection outlives the database (H2 would log each one's failure)
        if (embeddedH2) try (Connection c = DriverManager.getConnection(jdbcUrl); Statement s = c.createStatement()) {
            s.execute("SHUTDOWN COMPACT");
        } catch (SQLException e) {
            // after SHUTDOWN the connection cannot close: the database is closed (90121)
            if (e.getErrorCode() != H2_CLOSED) LOG.warn("H2 did not shut down cleanly: {}", e.getMessage());
        }
    }

    /** The database could not be read or written. */
    static class StoreException extends RuntimeException {
        StoreException(String m, Throwable cause) {
            super(m, cause);
        }
    }

    /** The database answers, but the server was too busy to get a connection in time: nothing was read or written. */
    static final class BusyException extends StoreException {
        BusyException(String m, Throwable cause) {
            super(m, cause);
        }
    }
}
