import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The game server's write pattern on an H2 file, without the server: 200 games at a time, each
 * answer one transaction (an answer row and the game's version) ended by a CHECKPOINT, as
 * arkham.server.Store does; a game ends after 300 answers and a new one takes its place. Prints the
 * file's size every 10 s, then its peak and what SHUTDOWN COMPACT leaves. For comparing H2 settings
 * (docs/journal/2026-11-h2-storage.md):
 *
 *   java -cp ~/.m2/repository/com/h2database/h2/2.5.252/h2-2.5.252.jar tools/H2Churn.java ";RETENTION_TIME=1000" 400 120
 *
 * arguments: settings appended to the URL, answers per second, seconds.
 */
public class H2Churn {
    public static void main(String[] args) throws Exception {
        String settings = args[0];
        int rate = Integer.parseInt(args[1]);
        int seconds = Integer.parseInt(args[2]);
        Path dir = Files.createTempDirectory("h2churn");
        Path file = dir.resolve("x.mv.db");
        Connection c = DriverManager.getConnection("jdbc:h2:file:" + dir.resolve("x") + ";DB_CLOSE_ON_EXIT=FALSE" + settings);
        c.setAutoCommit(false);
        Statement st = c.createStatement();
        st.execute("CREATE TABLE game (id VARCHAR(32) PRIMARY KEY, created_at TIMESTAMP, setup VARCHAR, ai_seats VARCHAR(64),"
                + " ai_level VARCHAR(32), version BIGINT, new_futures VARCHAR DEFAULT '')");
        st.execute("CREATE TABLE answer (game_id VARCHAR(32) NOT NULL REFERENCES game (id), idx INT NOT NULL, seat INT NOT NULL,"
                + " question_id BIGINT NOT NULL, engine_question BIGINT NOT NULL, option_id VARCHAR(200) NOT NULL,"
                + " state_hash BIGINT NOT NULL, chance BOOLEAN NOT NULL, PRIMARY KEY (game_id, idx))");
        c.commit();
        PreparedStatement newGame = c.prepareStatement("INSERT INTO game VALUES (?, CURRENT_TIMESTAMP, ?, '', 'heuristic', 0, '')");
        PreparedStatement answer = c.prepareStatement("INSERT INTO answer VALUES (?, ?, 1, ?, ?, 'move:southside', ?, false)");
        PreparedStatement version = c.prepareStatement("UPDATE game SET version = ? WHERE id = ?");
        Random random = new Random(1);
        List<String> live = new ArrayList<>();
        List<Integer> answered = new ArrayList<>();
        long start = System.nanoTime();
        long answers = 0;
        long peak = 0;
        long nextLine = 10;
        while (System.nanoTime() - start < seconds * 1_000_000_000L) {
            long elapsed = System.nanoTime() - start;
            if (answers >= elapsed * rate / 1_000_000_000L) {
                Thread.sleep(1);
                continue;
            }
            if (live.size() < 200) {
                String id = Long.toString(random.nextLong() & Long.MAX_VALUE, 36);
                newGame.setString(1, id);
                newGame.setString(2, "s".repeat(700));
                newGame.executeUpdate();
                c.commit();
                st.execute("CHECKPOINT");
                live.add(id);
                answered.add(0);
                continue;
            }
            int g = random.nextInt(live.size());
            int idx = answered.get(g);
            answer.setString(1, live.get(g));
            answer.setInt(2, idx);
            answer.setLong(3, idx);
            answer.setLong(4, idx);
            answer.setLong(5, random.nextLong());
            answer.executeUpdate();
            version.setLong(1, idx + 1);
            version.setString(2, live.get(g));
            version.executeUpdate();
            c.commit();
            st.execute("CHECKPOINT");
            answers++;
            answered.set(g, idx + 1);
            if (idx + 1 == 300) {
                live.remove(g);
                answered.remove(g);
            }
            peak = Math.max(peak, Files.size(file));
            if (elapsed / 1_000_000_000L >= nextLine) {
                System.out.printf("  %d s: %d answers, file %.1f MB%n", nextLine, answers, Files.size(file) / 1e6);
                nextLine += 10;
            }
        }
        long end = Files.size(file);
        try {
            st.execute("SHUTDOWN COMPACT");
        } catch (SQLException e) {
            // the connection is closed by the shutdown
        }
        long compacted = Files.size(file);
        System.out.printf("%s, %d answers/s: %d answers; file %.1f MB at the end, peak %.1f MB; compacted %.1f MB (%d bytes an answer):"
                + " the peak %.1f times that%n", settings, rate, answers, end / 1e6, peak / 1e6, compacted / 1e6, compacted / answers,
                (double) peak / compacted);
    }
}
