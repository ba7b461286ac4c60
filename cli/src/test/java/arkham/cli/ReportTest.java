package arkham.cli;

import arkham.engine.Awakening;
import arkham.engine.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report says what its runs were: every setting in the header, in each row of games.csv and
 * games.jsonl and in settings.json; wins by how they came; several runs in one page; two runs on the
 * same seeds compared pair by pair; charts with nothing to show left out and named.
 */
class ReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static String[] run(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        return new String[] {Integer.toString(code), out.toString(), err.toString()};
    }

    /** The rows of the page's table with this id, each a list of its cells' text (header cells included). */
    static List<List<String>> tableRows(String html, String id) {
        int start = html.indexOf("<table id=\"" + id + "\"");
        assertTrue(start >= 0, "table " + id + " is on the page");
        String table = html.substring(start, html.indexOf("</table>", start));
        List<List<String>> rows = new ArrayList<>();
        Matcher tr = Pattern.compile("<tr>(.*?)</tr>", Pattern.DOTALL).matcher(table);
        while (tr.find()) {
            List<String> cells = new ArrayList<>();
            Matcher cell = Pattern.compile("<t[hd][^>]*>(.*?)</t[hd]>", Pattern.DOTALL).matcher(tr.group(1));
            while (cell.find()) cells.add(cell.group(1).replace("&amp;", "&").replace("&quot;", "\""));
            rows.add(cells);
        }
        return rows;
    }

    /** The value of a setting in a single run's header table. */
    static String setting(String html, String name) {
        for (List<String> r : tableRows(html, "settings")) if (r.get(0).equals(name)) return r.get(1);
        throw new AssertionError("no setting '" + name + "' in the header: " + tableRows(html, "settings"));
    }

    @Test
    void aDunwichRunsReportAndRowsNameTheDunwichHorrorAndItsParts(@TempDir Path dir) throws IOException {
        Path all = dir.resolve("all");
        String[] r = run("simulate", "--games", "2", "--players", "2", "--threads", "1", "--agent", "heuristic", "--dunwich",
                "--report", all.toString());
        assertEquals("0", r[0], r[2]);
        for (Map<String, String> row : GameRow.readCsvCells(all.resolve("games.csv"))) {
            assertEquals("board,cards,injuries", row.get("dunwich"), row.toString());
            assertEquals("none", row.get("lurker"));
            assertFalse(row.get("unverified").isEmpty(), "a Dunwich game uses components no source confirms: " + row);
        }
        for (String line : Files.readAllLines(all.resolve("games.jsonl"))) assertEquals("board,cards,injuries", JSON.readTree(line).get("dunwich").asText());
        assertEquals("board,cards,injuries", JSON.readTree(all.resolve("settings.json").toFile()).get("dunwich").asText());
        String html = Files.readString(all.resolve("report.html"));
        assertTrue(html.contains("<title>Arkham Horror simulation: 2 games, agent heuristic, 2 players, core set + The Dunwich Horror "
                + "(board, cards, injuries)</title>"), html.substring(0, 400));
        assertEquals("board, cards, injuries", setting(html, "The Dunwich Horror"));
        assertEquals("none", setting(html, "The Lurker at the Threshold"));
        assertTrue(setting(html, "The Dunwich Horror appeared").matches("in \\d of 2 games \\(.*\\)"), html);

        Path board = dir.resolve("board");
        r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--dunwich", "board", "--report", board.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("board", GameRow.readCsvCells(board.resolve("games.csv")).get(0).get("dunwich"));
        html = Files.readString(board.resolve("report.html"));
        assertEquals("board", setting(html, "The Dunwich Horror"));
        assertEquals("core set + The Dunwich Horror (board)", setting(html, "Expansions"));

        Path core = dir.resolve("core");
        r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--report", core.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("none", GameRow.readCsvCells(core.resolve("games.csv")).get(0).get("dunwich"));
        assertEquals("core set", setting(Files.readString(core.resolve("report.html")), "Expansions"));
    }

    @Test
    void aSearchRunStatesTheBudgetItPlayedWith(@TempDir Path dir) throws IOException {
        String[] r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--agent", "search", "--report", dir.toString());
        assertEquals("0", r[0], r[2]);
        String budget = Integer.toString(arkham.ai.SearchAgent.DEFAULT_ITERATIONS);
        assertTrue(r[1].contains("agent search (budget " + budget + ")"), r[1]);
        String html = Files.readString(dir.resolve("report.html"));
        assertEquals("search (budget " + budget + ")", setting(html, "Agent"));
        assertTrue(html.contains("<title>Arkham Horror simulation: 1 games, agent search (budget " + budget + ")"), "the title too");
        assertEquals(budget, GameRow.readCsvCells(dir.resolve("games.csv")).get(0).get("budget"));
        assertEquals(Integer.parseInt(budget), JSON.readTree(dir.resolve("settings.json").toFile()).get("budget").asInt());

        Path heuristic = dir.resolve("heuristic");
        r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--agent", "heuristic", "--report", heuristic.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("", GameRow.readCsvCells(heuristic.resolve("games.csv")).get(0).get("budget"), "no budget for the heuristic");
        assertTrue(JSON.readTree(heuristic.resolve("settings.json").toFile()).get("budget").isNull());
    }

    @Test
    void theFaqRulingsAndContentPacksAreInEveryRow(@TempDir Path dir) throws IOException {
        Path pack = ContentPacksTest.INVENTED;
        String[] r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--faq", "flyersRiseFromLocations",
                "--dunwich", "--content", pack.toString(), "--report", dir.toString());
        assertEquals("0", r[0], r[2]);
        Map<String, String> row = GameRow.readCsvCells(dir.resolve("games.csv")).get(0);
        assertEquals("flyersRiseFromLocations", row.get("faq"));
        assertTrue(row.get("packs").matches("invented-dunwich-horror-cards:[0-9a-f]{64}"), row.get("packs"));
        String html = Files.readString(dir.resolve("report.html"));
        assertEquals("flyersRiseFromLocations", setting(html, "FAQ rulings"));
        assertTrue(setting(html, "Content packs").matches("invented-dunwich-horror-cards \\(sha256 [0-9a-f]{64}\\)"), html);
        assertEquals(row.get("packs"), JSON.readTree(dir.resolve("settings.json").toFile()).get("packs").get(0).asText());
    }

    @Test
    void theBuildsCommitIsInTheReport(@TempDir Path dir) throws IOException, InterruptedException {
        String commit = Build.commit();
        String head = git("rev-parse", "HEAD");
        if (head == null) assertEquals("unknown", commit, "built outside a git clone");
        else assertTrue(commit.equals(head) || commit.equals(head + "-dirty"), commit + " is the commit checked out, " + head);
        String[] r = run("simulate", "--games", "1", "--players", "1", "--threads", "1", "--report", dir.toString());
        assertEquals("0", r[0], r[2]);
        String build = setting(Files.readString(dir.resolve("report.html")), "Build");
        assertTrue(build.equals(commit) || build.endsWith("(commit " + commit + ")"), build);
        assertEquals(commit, GameRow.readCsvCells(dir.resolve("games.csv")).get(0).get("commit"));
        assertEquals(commit, JSON.readTree(dir.resolve("settings.json").toFile()).get("commit").asText());
    }

    @Test
    void theBuildStepWritesUnknownOutsideAGitClone(@TempDir Path dir) throws IOException, InterruptedException {
        Path out = dir.resolve("out/build.properties");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), Path.of("src/build/BuildCommit.java").toAbsolutePath().toString(), out.toString(),
                dir.toString()).redirectErrorStream(true).start();
        String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS) && p.exitValue() == 0, said);
        assertEquals("commit=unknown\ndirty=false\n", Files.readString(out));
        assertEquals("not recorded", Build.shortly(""));
        assertEquals("614b4f4 with uncommitted changes", Build.shortly("614b4f420c0feb09e1a3fbb9b9961116072fa711-dirty"));
    }

    private static String git(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        try {
            Process p = new ProcessBuilder(command).directory(Path.of("..").toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        }
    }

    // ------------------------------------------------------------------ the page, from rows made up for it

    static GameRow game(long seed, Outcome outcome, Awakening awakening, String ancientOne, int players, String agent, Integer score) {
        return game(seed, outcome, awakening, ancientOne, players, agent, score, "none");
    }

    static GameRow game(long seed, Outcome outcome, Awakening awakening, String ancientOne, int players, String agent, Integer score,
                        String lurker) {
        List<String> investigators = new ArrayList<>();
        for (int k = 0; k < players; k++) investigators.add(List.of("Amanda Sharpe", "\"Ashcan\" Pete", "Kate Winthrop", "Joe Diamond").get((int) ((seed + k) % 4)));
        return new GameRow(seed, players, investigators, ancientOne, lurker, "none", "none", List.of(), List.of(), agent, null,
                "614b4f420c0feb09e1a3fbb9b9961116072fa711", outcome, Simulation.ending(outcome, awakening), awakening, 7, 3, 1, 2, 0,
                4, 0, 0, score, new int[] {0, 1, 2}, new int[] {0, 0, 1});
    }

    static RunSettings settings(List<GameRow> games, int players, String agent) {
        return new RunSettings(games.size(), players, "random", games.get(0).seed(), games.get(games.size() - 1).seed(), "none", "none",
                "none", agent, null, List.of(), List.of(), "614b4f420c0feb09e1a3fbb9b9961116072fa711", 100_000, 0);
    }

    @Test
    void winsAreBrokenDownByHowTheyCameBesideTheLosses() {
        List<GameRow> games = List.of(game(1, Outcome.WIN_CLOSED_GATES, null, "Yig", 2, "heuristic", 20),
                game(2, Outcome.WIN_SEALED_GATES, null, "Yig", 2, "heuristic", 25),
                game(3, Outcome.WIN_SEALED_GATES, null, "Azathoth", 2, "heuristic", 30),
                game(4, Outcome.WIN_BANISHED, Awakening.DOOM_TRACK, "Azathoth", 2, "heuristic", 5),
                game(5, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Azathoth", 2, "heuristic", null),
                game(6, Outcome.LOSS_DEVOURED, Awakening.TOO_MANY_GATES, "Yig", 2, "heuristic", null));
        String html = Report.html(List.of(new Report.Run("made-up", settings(games, 2, "heuristic"), games)));
        assertEquals(List.of(List.of("Ending", "games", "share"), List.of("won by closing the gates", "1", "16.7%"),
                List.of("won by sealing six gates", "2", "33.3%"), List.of("won the final battle", "1", "16.7%"),
                List.of("lost the final battle (the doom track is full)", "1", "16.7%"),
                List.of("lost the final battle (too many gates are open)", "1", "16.7%")), tableRows(html, "table-endings"));
        assertTrue(html.contains("Wins: 1 by closing the gates; 2 by sealing six gates; 1 in the final battle. Losses: 1 in the final "
                + "battle (awoke: the doom track is full); 1 in the final battle (awoke: too many gates are open)."), html);
        // one run, one player count, one agent: nothing to compare there, and said so
        assertFalse(html.contains("id=\"chart-players\""));
        assertTrue(html.contains("<li>Win rate by number of players: every game had the same number of players: 2 players</li>"), html);
        assertTrue(html.contains("<li>Effect of each Lurker part on the win rate: no run switched the parts at random per game"), html);
        assertTrue(html.contains("id=\"chart-ao\"") && html.contains("id=\"chart-score\""));
    }

    @Test
    void aRunWithoutWinsLeavesOutTheScoreChart() {
        List<GameRow> games = List.of(game(1, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Yig", 1, "random", null),
                game(2, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Cthulhu", 1, "random", null));
        String html = Report.html(List.of(new Report.Run("lost", settings(games, 1, "random"), games)));
        assertFalse(html.contains("id=\"chart-score\""));
        assertTrue(html.contains("<li>Score of won games: no game was won, so there is no score</li>"), html);
        assertTrue(html.contains("Wins: none. Losses: 2 in the final battle (awoke: the doom track is full)."), html);
    }

    @Test
    void severalRunsCompareTheSettingsThatDiffer() {
        List<GameRow> two = new ArrayList<>(), four = new ArrayList<>(), fourSearch = new ArrayList<>();
        for (int s = 1; s <= 10; s++) {
            two.add(game(s, s % 5 == 0 ? Outcome.WIN_SEALED_GATES : Outcome.LOSS_DEVOURED, s % 5 == 0 ? null : Awakening.DOOM_TRACK,
                    s % 2 == 0 ? "Yig" : "Azathoth", 2, "heuristic", s % 5 == 0 ? 10 : null));
            four.add(game(s, s % 3 == 0 ? Outcome.WIN_CLOSED_GATES : Outcome.LOSS_DEVOURED, s % 3 == 0 ? null : Awakening.DOOM_TRACK,
                    s % 2 == 0 ? "Yig" : "Azathoth", 4, "heuristic", s % 3 == 0 ? 12 : null));
            fourSearch.add(game(s, s % 2 == 0 ? Outcome.WIN_CLOSED_GATES : Outcome.LOSS_DEVOURED, s % 2 == 0 ? null : Awakening.DOOM_TRACK,
                    s % 2 == 0 ? "Yig" : "Azathoth", 4, "search", s % 2 == 0 ? 14 : null));
        }
        String html = Report.html(List.of(new Report.Run("h2", settings(two, 2, "heuristic"), two),
                new Report.Run("h4", settings(four, 4, "heuristic"), four), new Report.Run("s4", settings(fourSearch, 4, "search"), fourSearch)));
        List<List<String>> runs = tableRows(html, "settings");
        assertEquals(4, runs.size(), "a header row and a row per run");
        assertEquals(List.of("h2", "10", "2"), runs.get(1).subList(0, 3));
        assertTrue(runs.get(0).contains("Agent ◆") && runs.get(0).contains("Players ◆") && runs.get(0).contains("Ancient One"), runs.get(0).toString());
        // players on the axis, a series per agent (runs h2 and h4 pooled); agent on the axis, a series per player count
        List<List<String>> players = tableRows(html, "table-players");
        assertTrue(players.contains(List.of("2 players", "h2+h4", "10", "2", "20.0%", "5.7%–51.0%")), players.toString());
        assertTrue(players.contains(List.of("4 players", "h2+h4", "10", "3", "30.0%", "10.8%–60.3%")), players.toString());
        assertTrue(players.contains(List.of("4 players", "s4", "10", "5", "50.0%", "23.7%–76.3%")), players.toString());
        List<List<String>> agents = tableRows(html, "table-agent");
        assertTrue(agents.contains(List.of("search", "h4+s4", "10", "5", "50.0%", "23.7%–76.3%")), agents.toString());
        // by Ancient One, a series per run (their settings all differ)
        List<List<String>> ao = tableRows(html, "table-ao");
        assertEquals(7, ao.size(), ao.toString());
        assertTrue(ao.contains(List.of("Yig", "s4", "5", "5", "100.0%", "56.6%–100.0%")), ao.toString());
        List<List<String>> endings = tableRows(html, "table-endings");
        assertEquals(List.of("Ending", "runs", "games", "share"), endings.get(0));
        assertTrue(endings.contains(List.of("won by closing the gates", "s4", "5", "50.0%")), endings.toString());
        assertTrue(endings.contains(List.of("won by sealing six gates", "h2", "2", "20.0%")), endings.toString());
        // players on the axis: the sentence compares within each set of runs that has more than one
        assertTrue(html.contains("h2+h4: highest 4 players 30.0%, lowest 2 players 20.0%."), html);
        assertFalse(html.contains("class=\"warning\""), "different settings: no games counted twice");
    }

    @Test
    void theLurkerPartsAreComparedOnlyWithinRunsThatSwitchThemAtRandom() {
        List<GameRow> random = List.of(game(1, Outcome.WIN_CLOSED_GATES, null, "Yig", 4, "heuristic", 3, "cards,herald"),
                game(2, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Yig", 4, "heuristic", null, "herald"),
                game(3, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Yig", 4, "heuristic", null, "cards"),
                game(4, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Yig", 4, "heuristic", null, "none"));
        List<GameRow> core = List.of(game(1, Outcome.WIN_CLOSED_GATES, null, "Yig", 4, "heuristic", 3),
                game(2, Outcome.WIN_CLOSED_GATES, null, "Yig", 4, "heuristic", 3));
        RunSettings r = settings(random, 4, "heuristic");
        RunSettings randomParts = new RunSettings(r.games(), 4, "random", 1, 4, "random", "none", "none", "heuristic", null, List.of(),
                List.of(), r.commit(), r.maxAnswers(), 0);
        String html = Report.html(List.of(new Report.Run("random", randomParts, random), new Report.Run("core", settings(core, 4, "heuristic"), core)));
        List<List<String>> lurker = tableRows(html, "table-lurker");
        assertEquals(List.of("cards", "2", "50.0%"), lurker.get(1).subList(0, 3));
        assertEquals(List.of("2", "0.0%"), lurker.get(1).subList(4, 6), "the core run's games are not 'cards off'");
        assertEquals(3, lurker.size(), "cards and herald, the parts switched both ways");
    }

    @Test
    void runsWithTheSameSettingsArePooledAndOverlappingSeedsAreNamed() {
        List<GameRow> a = List.of(game(1, Outcome.WIN_CLOSED_GATES, null, "Yig", 2, "heuristic", 3),
                game(2, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Cthulhu", 2, "heuristic", null));
        List<GameRow> b = List.of(game(2, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Cthulhu", 2, "heuristic", null),
                game(3, Outcome.LOSS_DEVOURED, Awakening.DOOM_TRACK, "Yig", 2, "heuristic", null));
        String html = Report.html(List.of(new Report.Run("a", settings(a, 2, "heuristic"), a), new Report.Run("b", settings(b, 2, "heuristic"), b)));
        assertEquals(List.of("Ending", "games", "share"), tableRows(html, "table-endings").get(0), "one series: all games");
        assertTrue(html.contains("Runs a and b have the same settings and share seeds: the games of those seeds are counted twice."), html);
    }

    @Test
    void twoRunsOnTheSameSeedsAreComparedSeedBySeed() {
        List<GameRow> a = new ArrayList<>(), b = new ArrayList<>();
        for (int s = 1; s <= 40; s++) {
            String ao = s % 2 == 0 ? "Yig" : "Azathoth";
            a.add(game(s, s % 4 == 0 ? Outcome.WIN_CLOSED_GATES : Outcome.LOSS_DEVOURED, s % 4 == 0 ? null : Awakening.DOOM_TRACK, ao, 4, "heuristic", s % 4 == 0 ? 9 : null));
            // B wins what A wins and every Azathoth seed below 20 besides
            boolean won = s % 4 == 0 || (s % 2 == 1 && s < 20);
            b.add(game(s, won ? Outcome.WIN_CLOSED_GATES : Outcome.LOSS_DEVOURED, won ? null : Awakening.DOOM_TRACK, ao, 4, "search", won ? 9 : null));
        }
        String html = Report.comparison(new Report.Run("heur", settings(a, 4, "heuristic"), a), new Report.Run("search", settings(b, 4, "search"), b));
        Paired all = Paired.of("all", a.stream().map(g -> new boolean[] {g.win(), b.get((int) g.seed() - 1).win()}).toList());
        assertEquals(10, all.onlyB());
        List<List<String>> rows = tableRows(html, "table-diff");
        assertEquals(List.of("all seeds", "40", "10 (25.0%)", "20 (50.0%)", "0", "10", "+25.0", String.format(java.util.Locale.ROOT,
                "%+.1f to %+.1f", 100 * all.low(), 100 * all.high())), rows.get(1));
        assertEquals("Azathoth", rows.get(2).get(0));
        assertEquals(List.of("20", "0 (0.0%)", "10 (50.0%)", "0", "10"), rows.get(2).subList(1, 6));
        assertEquals(List.of("Yig", "20", "10 (50.0%)", "10 (50.0%)", "0", "0", "+0.0", "+0.0 to +0.0"), rows.get(3));
        assertTrue(html.contains("B − A is <b>+25.0 points</b>") && html.contains("B wins more often: the interval lies above zero."), html);
        List<List<String>> side = tableRows(html, "settings");
        assertTrue(side.contains(List.of("Agent ◆", "heuristic", "search")), side.toString());
        assertNull(Report.comparison(new Report.Run("heur", settings(a, 4, "heuristic"), a),
                new Report.Run("other", settings(List.of(game(99, Outcome.WIN_CLOSED_GATES, null, "Yig", 4, "search", 1)), 4, "search"),
                        List.of(game(99, Outcome.WIN_CLOSED_GATES, null, "Yig", 4, "search", 1)))), "no seed in common");
    }

    // ------------------------------------------------------------------ the report command

    @Test
    void theReportCommandCombinesRunsAndComparesTwo(@TempDir Path dir) throws IOException {
        Path a = dir.resolve("heuristic"), b = dir.resolve("tuned"), out = dir.resolve("both");
        assertEquals("0", run("simulate", "--games", "4", "--players", "2", "--seed", "70", "--threads", "1", "--agent", "heuristic",
                "--report", a.toString())[0]);
        assertEquals("0", run("simulate", "--games", "4", "--players", "2", "--seed", "70", "--threads", "1", "--agent",
                "heuristic:covered=30", "--report", b.toString())[0]);
        String[] r = run("report", "--out", out.toString(), a.toString(), b.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Report: " + out.resolve("report.html") + " (2 run(s), 8 games)"), r[1]);
        assertTrue(r[1].contains("A = heuristic, B = tuned: 4 seeds: A "), r[1]);
        String html = Files.readString(out.resolve("report.html"));
        assertEquals(3, tableRows(html, "settings").size());
        assertTrue(tableRows(html, "table-agent").size() == 3, "the two agents side by side");
        String comparison = Files.readString(out.resolve("compare.html"));
        assertEquals("4", tableRows(comparison, "table-diff").get(1).get(1));

        // one run alone: its report written again in its own folder, from its files
        Files.delete(a.resolve("report.html"));
        r = run("report", a.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("heuristic", setting(Files.readString(a.resolve("report.html")), "Agent"));
    }

    @Test
    void aRunWrittenBeforeSettingsWereKeptSaysWhatItDoesNotKnow(@TempDir Path dir) throws IOException {
        // the columns games.csv had before this report recorded settings
        Files.writeString(dir.resolve("games.csv"), String.join("\n",
                "seed,players,investigators,ancient_one,lurker,agent,outcome,win,ending,awakened_by,turns,doom,terror,gates_closed,"
                        + "gates_sealed,monsters_killed,investigators_devoured,score",
                "5,4,\"\"\"Ashcan\"\" Pete;Kate Winthrop;Amanda Sharpe;Joe Diamond\",Yig,none,heuristic,WIN_SEALED_GATES,true,"
                        + "won by sealing six gates,,9,4,2,3,6,5,0,18",
                "6,4,Amanda Sharpe;Joe Diamond;Kate Winthrop;Darrell Simmons,Cthulhu,none,heuristic,LOSS_DEVOURED,false,"
                        + "lost: devoured after awakening (the doom track is full),DOOM_TRACK,11,13,3,2,1,7,1,", ""));
        String[] r = run("report", dir.toString());
        assertEquals("0", r[0], r[2]);
        String html = Files.readString(dir.resolve("report.html"));
        assertEquals("not recorded", setting(html, "The Dunwich Horror"));
        assertEquals("not recorded", setting(html, "Build"));
        assertEquals("4 players", setting(html, "Players"));
        assertEquals("2 (seeds 5..6)", setting(html, "Games"));
        assertTrue(html.contains("<li>Doom and terror by turn: the runs' games.jsonl, which holds doom and terror by turn, is missing</li>"),
                "no doom by turn in a CSV");
        assertEquals(List.of("won by sealing six gates", "1", "50.0%"), tableRows(html, "table-endings").get(1));
    }

    @Test
    void aFolderWithoutAReportIsACommandLineError(@TempDir Path dir) {
        String[] r = run("report", dir.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("holds no games.csv or games.jsonl"), r[2]);
        r = run("report", dir.resolve("nowhere").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("no such run folder"), r[2]);
        r = run("report", dir.toString(), dir.toString());
        assertEquals("2", r[0]);
    }
}
