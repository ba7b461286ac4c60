package arkham.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.flywaydb.core.Flyway;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The games in the database (H2 file by default, PostgreSQL or any JDBC URL Flyway supports):
 * each game's setup, seat token hashes and ordered answers. Every write is one transaction,
 * committed before the server acknowledges it.
 */
final class Store implements AutoCloseable {
    private final HikariDataSource ds;

    /** One stored answer. */
    record Answer(int idx, int seat, long questionId, long engineQuestion, String option, long stateHash, boolean chance) {
    }

    /**
     * One stored game, as read back on start; {@code ai}: each AI seat's level, by seat; {@code newFutures}: where an import drew its future
     * anew, as {@code after:seed} pairs separated by commas ({@link LiveGame#newFuturesText}).
     */
    record StoredGame(String id, String setup, Map<Integer, String> ai, long version,
                      Map<Integer, String> tokenHashes, List<Answer> answers, String newFutures) {
    }

    Store(String jdbcUrl) {
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(jdbcUrl);
        c.setMaximumPoolSize(8);
        c.setPoolName("arkham");
        // every write is an explicit transaction; reads need none
        c.setAutoCommit(false);
        ds = new HikariDataSource(c);
        Flyway.configure().dataSource(ds).load().migrate();
    }

    /** The embedded H2 file database under {@code dataDir}. */
    static String h2Url(Path dataDir) {
        // WRITE_DELAY=0: a commit reaches the file before it returns, so kill -9 loses nothing acknowledged
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve("arkham") + ";WRITE_DELAY=0";
    }

    /** Stores a new game; {@code ai}: each AI seat's level, by seat. */
    void createGame(String id, String setup, String newFutures, Map<Integer, String> ai, long version,
                    Map<Integer, String> tokenHashes, List<Answer> answers) {
        inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO game (id, created_at, setup, ai_seats, ai_level, version,"
                    + " new_futures, ai_levels) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
                s.setString(1, id);
                s.setTimestamp(2, Timestamp.from(Instant.now()));
                s.setString(3, setup);
                s.setString(4, ai.keySet().stream().map(Object::toString).collect(Collectors.joining(",")));
                // the level every AI seat played before each had its own: what an older server reading this row uses
                s.setString(5, ai.isEmpty() ? SeatAgents.LEVELS.get(0) : ai.values().iterator().next());
                s.setLong(6, version);
                s.setString(7, newFutures);
                s.setString(8, ai.entrySet().stream().map(e -> e.getKey() + ":" + e.getValue()).collect(Collectors.joining(",")));
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO seat (game_id, seat, token_hash) VALUES (?, ?, ?)")) {
                for (var e : tokenHashes.entrySet()) {
                    s.setString(1, id);
                    s.setInt(2, e.getKey());
                    s.setString(3, e.getValue());
                    s.addBatch();
                }
                s.executeBatch();
            }
            insertAnswers(c, id, answers);
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

    List<StoredGame> loadAll() {
        List<StoredGame> r = new ArrayList<>();
        try (Connection c = ds.getConnection()) {
            Map<String, Map<Integer, String>> seats = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT game_id, seat, token_hash FROM seat");
                 ResultSet rs = s.executeQuery()) {
                while (rs.next())
                    seats.computeIfAbsent(rs.getString(1), k -> new LinkedHashMap<>()).put(rs.getInt(2), rs.getString(3));
            }
            Map<String, List<Answer>> answers = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT game_id, idx, seat, question_id, engine_question, option_id, state_hash, chance FROM answer ORDER BY game_id, idx");
                 ResultSet rs = s.executeQuery()) {
                while (rs.next())
                    answers.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(new Answer(rs.getInt(2), rs.getInt(3),
                            rs.getLong(4), rs.getLong(5), rs.getString(6), rs.getLong(7), rs.getBoolean(8)));
            }
            try (PreparedStatement s = c.prepareStatement(
                    "SELECT id, setup, ai_seats, ai_level, version, new_futures, ai_levels FROM game ORDER BY created_at, id");
                 ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    String id = rs.getString(1);
                    r.add(new StoredGame(id, rs.getString(2), aiSeats(rs.getString(3), rs.getString(4), rs.getString(7)), rs.getLong(5),
                            seats.getOrDefault(id, Map.of()), answers.getOrDefault(id, List.of()), rs.getString(6)));
                }
            }
            c.rollback();
        } catch (SQLException e) {
            throw new StoreException("cannot read the games: " + e.getMessage(), e);
        }
        return r;
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
        try (Connection c = ds.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT secret FROM server_key WHERE id = 1");
             ResultSet rs = s.executeQuery()) {
            byte[] key = rs.next() ? Base64.getDecoder().decode(rs.getString(1)) : null;
            c.rollback();
            return key;
        } catch (SQLException e) {
            throw new StoreException("cannot read the server key: " + e.getMessage(), e);
        }
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

    private interface Work {
        void run(Connection c) throws SQLException;
    }

    private void inTransaction(Work w) {
        try (Connection c = ds.getConnection()) {
            try {
                w.run(c);
                c.commit();
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException("database write failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        ds.close();
    }

    /** The database could not be read or written. */
    static final class StoreException extends RuntimeException {
        StoreException(String m, Throwable cause) {
            super(m, cause);
        }
    }
}
