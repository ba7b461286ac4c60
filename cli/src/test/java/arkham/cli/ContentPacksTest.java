package arkham.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --content DIR} on the command line (docs/CONTENT.md, "Content packs"), and what the terminal
 * and the statistics report show of components no source confirms.
 */
class ContentPacksTest {
    /** The rule scenarios' pack of invented Dunwich Horror cards. */
    static final Path INVENTED = Path.of("../scenarios/packs/invented-dunwich-horror-cards");

    /** A house-rules pack: the Lantern at +2 (which drops the Lantern's unverified mark). */
    static Path houseRules(Path dir) throws IOException {
        Path p = dir.resolve("house-rules");
        Files.createDirectories(p.resolve("core/cards"));
        Files.writeString(p.resolve("core/cards/common.json"), """
                {"deck": "common", "cards": [{"name": "Lantern", "count": 2, "price": 3, "bonuses": {"luck": 2}}]}""");
        return p;
    }

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
        return new String[]{Integer.toString(code), out.toString(), err.toString()};
    }

    @Test
    void playLoadsThePackSaysSoAndItsSaveNeedsIt(@TempDir Path dir) throws IOException {
        Path pack = houseRules(dir);
        Path save = dir.resolve("game.json");
        PlayTest.Result r = PlayTest.play("card Lantern\nsave " + save + "\nquit\n", "--content", pack.toString(), "--seed", "4",
                "--dunwich", "--no-planning");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Content packs: house-rules (sha256 "), r.out());
        assertTrue(r.out().contains("Common Item, $3 (2 in the deck). Gives +2 Luck."), r.out());
        assertTrue(r.out().contains("Unverified: Village Commons"), "a Dunwich game says what no source confirms: " + r.out());
        assertTrue(Files.readString(save).contains("\"name\" : \"house-rules\""));

        PlayTest.Result without = PlayTest.play("quit\n", "--load", save.toString());
        assertEquals(2, without.code());
        assertTrue(without.err().contains("this save was made with the content pack 'house-rules'"), without.err());
        PlayTest.Result with = PlayTest.play("quit\n", "--load", save.toString(), "--content", pack.toString());
        assertEquals(0, with.code(), with.err());
        assertTrue(with.out().contains("Loaded " + save), with.out());
    }

    @Test
    void theTerminalMarksUnverifiedComponentsInCardAndBoard() {
        PlayTest.Result r = PlayTest.play("card Lantern\ncard Sheldon Gang Membership\ncard Courier Run\nboard\nquit\n", "--seed", "4",
                "--dunwich", "--lurker", "gates", "--no-planning");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Gives +1 Luck. [UNVERIFIED: The Dunwich Horror replaces this card"), r.out());
        assertTrue(r.out().contains("[UNVERIFIED: The larceny chart printed on the card"), r.out());
        assertTrue(r.out().contains("[LEFT OUT of the decks: Steps and Payoff are in no source we hold"), r.out());
        assertTrue(r.out().contains("UNVERIFIED in this game (no source confirms them"), r.out());
        PlayTest.Result core = PlayTest.play("card Lantern\nboard\nquit\n", "--seed", "4", "--no-planning");
        assertTrue(!core.out().contains("UNVERIFIED"), "a core game has nothing unconfirmed: " + core.out());
    }

    @Test
    void aBadPackIsACommandLineErrorNamingFileAndEntry(@TempDir Path dir) throws IOException {
        Path pack = dir.resolve("broken");
        Files.createDirectories(pack.resolve("core/cards"));
        Files.writeString(pack.resolve("core/cards/common.json"), """
                {"deck": "common", "cards": [{"name": "Odd Charm", "count": 0}]}""");
        String[] r = run("simulate", "--games", "1", "--content", pack.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--content: pack 'broken' ") && r[2].contains("[Odd Charm]: count must be at least 1"), r[2]);
        r = run("simulate", "--games", "1", "--content", dir.resolve("nowhere").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("no such content pack folder"), r[2]);
        r = run("simulate", "--games", "1", "--content", INVENTED.toString(), "--spark", "local[1]");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("--content cannot be used with --spark"), r[2]);
    }

    @Test
    void simulateReportsWhatItsGamesUseThatNoSourceConfirms(@TempDir Path dir) throws IOException {
        Path report = dir.resolve("report");
        String[] r = run("simulate", "--games", "2", "--players", "1", "--threads", "1", "--dunwich", "--content", INVENTED.toString(),
                "--report", report.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("  Content packs: invented-dunwich-horror-cards (sha256 "), r[1]);
        assertTrue(r[1].contains("  Unverified: Invented Card A, Invented Card B - Invented for the rule scenarios"), r[1]);
        String html = Files.readString(report.resolve("report.html"));
        assertTrue(html.contains("<div id=\"provenance\">") && html.contains("Unverified: Another Time gate marker"), "the report's header");
    }

    @Test
    void scenarioRunsWithAPackGivenOnTheCommandLine(@TempDir Path dir) throws IOException {
        Path scenario = dir.resolve("lantern.json");
        Files.writeString(scenario, """
                {"name": "house Lantern", "rule": "docs/CONTENT.md, Content packs",
                 "setup": {"investigators": ["Amanda Sharpe"], "ancientOne": "Azathoth"},
                 "position": {"investigators": {"Amanda Sharpe": {"cards": ["Lantern"], "sliders": [1, 1, 1]}}},
                 "start": [], "expect": {"investigators": {"Amanda Sharpe": {"skills": {"luck": 5}}}}}""");
        String[] without = run("scenario", scenario.toString());
        String[] with = run("scenario", "--content", houseRules(dir).toString(), scenario.toString());
        assertTrue(without[1].contains("FAIL") && with[1].contains("PASS"), without[1] + "\n" + with[1]);
    }
}
