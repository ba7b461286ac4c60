package arkham.cli;

import arkham.content.ContentLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SimulateTest {
    @Test
    void aHandfulOfGamesAllEnd() throws InterruptedException {
        Simulation.Summary s = Simulation.run(ContentLoader.core(),
                new Simulation.Params(6, 2, null, 11, 2, 100_000), done -> { });
        assertEquals(6, s.games());
        assertEquals(0, s.abandoned());
        assertTrue(s.errors().isEmpty(), () -> "games threw: " + s.errors());
        assertEquals(6, s.outcomes().values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(6, s.wins() + s.losses());
    }

    @Test
    void theSummaryIsTheSameOnAnyNumberOfThreadsAndTheSinkSeesEveryGameOnce() throws InterruptedException {
        Simulation.Params one = new Simulation.Params(40, 3, null, 500, 1, 100_000);
        Simulation.Params three = new Simulation.Params(40, 3, null, 500, 3, 100_000);
        java.util.Map<Integer, String> seen = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        Simulation.Summary a = Simulation.run(ContentLoader.core(), one, done -> { });
        Simulation.Summary b = Simulation.run(ContentLoader.core(), three, done -> { }, r -> {
            calls.incrementAndGet();
            seen.put(r.index(), r.ending() + " " + r.turns());
        });
        assertEquals(a.outcomes(), b.outcomes());
        assertEquals(a.endings(), b.endings());
        assertEquals(a.averageTurns(), b.averageTurns());
        assertEquals(40, calls.get());
        assertEquals(40, seen.size());
        assertEquals(Simulation.playOne(ContentLoader.core(), one, 17).turns() + "",
                seen.get(17).substring(seen.get(17).lastIndexOf(' ') + 1));
    }

    @Test
    void theSummaryKeepsOnlyTheFirstGamesThatThrew() {
        Simulation.Tally t = new Simulation.Tally();
        for (int i = 30; i > 0; i--) t.add(Simulation.GameResult.threw(i, i, new Simulation.Params(30, 1, null, 0, 1, 10), new IllegalStateException("x")));
        Simulation.Summary s = t.summary(30, 1);
        assertEquals(30, s.threw());
        assertEquals(Simulation.ERRORS_KEPT, s.errors().size());
        assertEquals(1, s.errors().get(0).index());
        assertEquals(30, s.endings().get("threw IllegalStateException"));
        assertTrue(!s.clean());
    }

    @Test
    void theCommandReportsAndExitsZero() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "3", "--players", "1", "--ancient-one", "Yig", "--threads", "1");
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("Abandoned (no end within 100000 answers): 0"), out::toString);
        assertTrue(out.toString().contains("Average turns:"), out::toString);
    }

    @Test
    void theFaqOptionChoosesRulings() { // issue 9: FAQ options on the command line
        StringWriter out = new StringWriter();
        assertEquals(0, Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "2", "--threads", "1", "--faq", "all"), out::toString);
        assertTrue(out.toString().contains("FAQ rulings: battleSuccessesCarryOver,flyersRiseFromLocations"), out::toString);
        StringWriter one = new StringWriter();
        assertEquals(0, Main.commandLine().setOut(new PrintWriter(one)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "1", "--threads", "1", "--faq", "flyersRiseFromLocations"), one::toString);
        assertTrue(one.toString().contains("FAQ rulings: flyersRiseFromLocations"), one::toString);
        StringWriter err = new StringWriter();
        assertEquals(2, Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--faq", "bogus"));
        assertTrue(err.toString().contains("unknown FAQ option 'bogus'"), err::toString);
    }

    @Test
    void theFaqHelpNamesEverySwitch() { // issue 31: play and simulate offer every FAQ switch
        for (String command : new String[]{"play", "simulate"}) {
            String help = Main.commandLine().getSubcommands().get(command).getUsageMessage();
            for (String name : arkham.engine.Setup.Faq.NAMES) assertTrue(help.contains(name), command + " --faq names " + name + ":\n" + help);
        }
    }

    @Test
    void theLurkerOptionChoosesItsParts() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "3", "--players", "3", "--threads", "1", "--lurker", "herald");
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("Lurker parts: herald"), out::toString);
        StringWriter all = new StringWriter();
        assertEquals(0, Main.commandLine().setOut(new PrintWriter(all)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "2", "--threads", "1", "--lurker", "all"), all::toString);
        assertTrue(all.toString().contains("Lurker parts: cards,gates,herald,burst,relationships"), all::toString);
        StringWriter err = new StringWriter();
        assertEquals(2, Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--lurker", "cards,bogus"));
        assertTrue(err.toString().contains("unknown --lurker part 'bogus'"), err::toString);
    }

    @Test
    void theDunwichOptionTurnsOnItsPartsAndReportsTheDunwichHorror() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "3", "--players", "2", "--threads", "1", "--dunwich");
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("Dunwich parts: board,cards,injuries"), out::toString);
        assertTrue(out.toString().contains("The Dunwich Horror appeared"), out::toString);
        assertTrue(out.toString().contains("How games ended:"), out::toString);
        StringWriter some = new StringWriter();
        assertEquals(0, Main.commandLine().setOut(new PrintWriter(some)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "1", "--threads", "1", "--dunwich", "board,injuries"), some::toString);
        assertTrue(some.toString().contains("Dunwich parts: board,injuries"), some::toString);
        StringWriter err = new StringWriter();
        assertEquals(2, Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--dunwich", "board,bogus"));
        assertTrue(err.toString().contains("unknown --dunwich part 'bogus'"), err::toString);
    }

    @Test
    void aStepCapTooSmallAbandonsAndExitsNonZero() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "2", "--max-steps", "3", "--threads", "1");
        assertEquals(1, code, out::toString);
        assertTrue(out.toString().contains("Abandoned (no end within 3 answers): 2"), out::toString);
    }

    @Test
    void sparkIsNotOnTheNormalClassPathAndItsAbsenceIsExplained() {
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--spark", "local[1]");
        assertEquals(2, code);
        assertTrue(err.toString().contains("--spark needs the cluster module"), err::toString);
    }

    @Test
    void anUnknownAncientOneIsNamed() {
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--ancient-one", "Bob");
        assertEquals(2, code);
        assertTrue(err.toString().contains("unknown Ancient One 'Bob'"), err::toString);
    }

    @Test
    void anAgentPlaysAndTheReportIsWritten(@TempDir Path dir) throws Exception {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "4", "--players", "2", "--threads", "1", "--agent", "heuristic",
                        "--lurker", "random", "--report", dir.toString());
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("agent heuristic"), out::toString);
        List<String> csv = Files.readAllLines(dir.resolve("games.csv"));
        assertEquals(5, csv.size(), "a header and one row per game");
        assertEquals(String.join(",", GameRow.COLUMNS), csv.get(0));
        assertTrue(csv.get(1).startsWith("1,2,"), csv.get(1));
        List<String> jsonl = Files.readAllLines(dir.resolve("games.jsonl"));
        assertEquals(4, jsonl.size());
        assertTrue(jsonl.get(0).contains("\"doom_by_turn\":[0,"), jsonl.get(0));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("Win rate by Ancient One") && html.contains("Effect of each Lurker part"), "every chart is in the page");
        assertTrue(!html.contains("<script src") && !html.contains("<link"), "nothing is loaded from elsewhere: Chart.js is inlined");
        assertTrue(html.contains("Chart.js v4"), "Chart.js is inlined");
    }

    @Test
    void theSearchAgentPlaysWithItsBudget() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "1", "--players", "1", "--threads", "1", "--agent", "search", "--budget", "2");
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("agent search (budget 2)"), out::toString);
    }

    @Test
    void anUnknownAgentIsNamed() {
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--agent", "genius");
        assertEquals(2, code);
        assertTrue(err.toString().contains("--agent 'genius': unknown agent 'genius': choose one of [random, heuristic, search]"), err::toString);
    }

    @Test
    void theHeuristicTakesChangedSettingsAndNamesAnUnknownOne() {
        StringWriter out = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(out)).setErr(new PrintWriter(new StringWriter()))
                .execute("simulate", "--games", "2", "--players", "2", "--threads", "1", "--agent", "heuristic:covered=20,pushOpen=3");
        assertEquals(0, code, out::toString);
        assertTrue(out.toString().contains("agent heuristic:covered=20,pushOpen=3"), out::toString);

        StringWriter err = new StringWriter();
        code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--agent", "heuristic:bravery=9");
        assertEquals(2, code);
        assertTrue(err.toString().contains("unknown heuristic setting 'bravery'"), err::toString);
    }
}
