package arkham.cli;

import arkham.content.save.SaveGame;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static arkham.cli.PlayTest.ONES;
import static arkham.cli.PlayTest.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** What the terminal shows a player: look-ups, Phase 0 and Phase 6, a readable log, autosaves (issue 9 §3-4). */
@Tag("slow")
class TerminalTest {

    /** The transcript from a command's echo up to the next prompt. */
    private static String after(String transcript, String command) {
        int at = transcript.indexOf("> " + command + "\n");
        assertTrue(at >= 0, "no '" + command + "' in:\n" + transcript);
        int start = at + command.length() + 3;
        int end = transcript.indexOf("\n> ", start);
        return transcript.substring(start, end < 0 ? transcript.length() : end);
    }

    @Test
    void cardShowsAnyCardsTextInOurWordsAndHelpsWithPartialNames() {
        String out = play("card shotgun\ncard Hastur\ncard Heat Wave\ncard Dark Young\ncard Amanda\ncard statue\ncard zzyzx\ncard\n",
                "--seed", "3").out();
        String shotgun = after(out, "card shotgun");
        assertTrue(shotgun.contains("Shotgun: Common Item, $6, 2 hands"), shotgun);
        assertTrue(shotgun.contains("+4 to Combat checks"), "numbers written out from the data: " + shotgun);
        assertTrue(shotgun.contains("Each 6 rolled on your Combat check counts as two successes"), "the hook's text: " + shotgun);
        String hastur = after(out, "card Hastur");
        assertTrue(hastur.contains("Doom track 13") && hastur.contains("8 Clue tokens"), hastur);
        assertTrue(after(out, "card Heat Wave").contains("Environment"), after(out, "card Heat Wave"));
        assertTrue(after(out, "card Dark Young").contains("toughness 3"), after(out, "card Dark Young"));
        assertTrue(after(out, "card Amanda").startsWith("Amanda Sharpe: The Student. Sanity 5, Stamina 5, Focus 3."), after(out, "card Amanda"));
        assertTrue(after(out, "card statue").contains("could be: ") && after(out, "card statue").contains("Warding Statue"), after(out, "card statue"));
        assertTrue(after(out, "card zzyzx").contains("Nothing is named 'zzyzx'"), after(out, "card zzyzx"));
        assertTrue(after(out, "card").contains("card needs a name"), after(out, "card"));
    }

    @Test
    void sheetShowsTheWholeInvestigator() {
        String out = play("sheet\nsheet 2\nsheet 7\n", "--players", "2", "--seed", "3", "--lurker", "herald,relationships").out();
        String sheet = after(out, "sheet");
        for (String part : List.of("Player ", "Sanity ", "Stamina ", "Focus ", "Ability: ", "Speed/Sneak", "Fight/Will",
                "Lore/Luck", "Checks now: Evade", "Cards:", "Monster trophies: none", "Gate trophies: none", "Power: 0",
                "Dark Pacts: none", "Relationships:"))
            assertTrue(sheet.contains(part), part + " is on the sheet:\n" + sheet);
        assertTrue(sheet.matches("(?s).*\\[\\d+/\\d+\\].*"), "the slider's stop is marked: " + sheet);
        assertTrue(after(out, "sheet 2").startsWith("Player 2: "), after(out, "sheet 2"));
        assertTrue(after(out, "sheet 7").contains("No player '7': give a player number from 1 to 2"), after(out, "sheet 7"));
    }

    @Test
    void theAncientOneTheHeraldAndTheStatusAreShown() {
        String out = play("ancient\nherald\nstatus\n", "--players", "2", "--seed", "3", "--ancient-one", "Yig",
                "--lurker", "herald").out();
        String ao = after(out, "ancient");
        assertTrue(ao.startsWith("Yig: Ancient One. Doom track 10"), ao);
        assertTrue(ao.contains("Doom track: [") && ao.contains("/10"), ao);
        assertTrue(ao.contains("Attack: Speed check"), ao);
        String herald = after(out, "herald");
        assertTrue(herald.contains("Herald (The Lurker at the Threshold)") && herald.contains("Power tokens:") && herald.contains("Reckoning cards: "), herald);
        String status = after(out, "status");
        for (String row : List.of("Open gates", "Elder signs", "Monsters in Arkham and the Sky", "Monsters in the Outskirts",
                "Doom", "Terror level"))
            assertTrue(status.contains(row), row + ":\n" + status);
        assertTrue(status.contains(" / 8 ") && status.contains(" / 6 "), "2 players: 8 gates, 6 in the Outskirts:\n" + status);
        assertTrue(after(play("herald\n", "--seed", "3").out(), "herald").contains("no Herald"));
    }

    @Test
    void planningOffersLookUpsAtTheStartOfEveryTurnAndCanBeTurnedOff() {
        String out = play("1\n".repeat(40) + "reach\nodds combat -1\nodds lore +0 2\nodds bogus\nodds\n" + "1\n".repeat(400),
                "--players", "2", "--seed", "4").out();
        assertTrue(out.contains("Planning: look around before the turn starts"), out);
        assertTrue(out.contains("Turn 1, planning: look around, then answer when ready"), out);
        assertTrue(out.contains("Turn 2, planning"), out);
        String reach = after(out, "reach");
        assertTrue(reach.contains("movement point") && reach.contains("Within reach") || reach.contains("Other World")
                || reach.contains("not on the board") || reach.contains("no Arkham movement"), reach);
        String odds = after(out, "odds combat -1");
        assertTrue(odds.contains("Combat check -1, 1 success needed:") && odds.contains("without Clue tokens:")
                && odds.contains("%"), odds);
        assertTrue(after(out, "odds lore +0 2").contains("2 successes needed"), after(out, "odds lore +0 2"));
        assertTrue(after(out, "odds bogus").contains("'bogus' is not a check"), after(out, "odds bogus"));
        assertTrue(after(out, "odds").contains("odds takes a check"), after(out, "odds"));
        String off = play("1\n".repeat(200), "--players", "2", "--seed", "4", "--no-planning").out();
        assertFalse(off.contains("planning"), "no Phase 0 with --no-planning");
    }

    @Test
    void hintGivesTheAisAnswerAndWhyAndChangesNothing() {
        String with = play("hint\n" + "1\n".repeat(12) + "hint\n" + "1\n".repeat(300), "--players", "2", "--seed", "4").out();
        String first = after(with, "hint");
        assertTrue(first.matches("(?s)The AI would answer \\d+\\) [^\n]+: [^\n]+\n.*"), first);
        String without = play("1\n".repeat(312), "--players", "2", "--seed", "4").out();
        assertEquals(without.lines().filter(l -> l.startsWith("--")).toList(), with.lines().filter(l -> l.startsWith("--")).toList(),
                "asking for a hint answers nothing");
    }

    @Test
    void theDebriefIsShownAtTheEndOfEveryTurn() {
        String out = play(ONES, "--players", "2", "--seed", "8").out();
        Matcher m = Pattern.compile("End of turn (\\d+): open gates \\d+/8, elder signs \\d+/6, monsters in Arkham and the Sky \\d+/5, "
                + "Outskirts \\d+/6, doom \\d+/\\d+, terror \\d+/10").matcher(out);
        List<Integer> turns = new ArrayList<>();
        while (m.find()) turns.add(Integer.parseInt(m.group(1)));
        assertTrue(turns.size() >= 2, out);
        for (int k = 0; k < turns.size(); k++) assertEquals(k + 1, turns.get(k), "every turn has its debrief: " + turns);
        assertTrue(out.contains("takes the first player marker"), out);
    }

    @Test
    void theLogReadsLikeEnglish() {
        for (String lurker : List.of("none", "all")) {
            for (String seed : List.of("8", "9", "21")) {
                String out = play(ONES, "--players", "3", "--seed", seed, "--lurker", lurker).out();
                Matcher raw = Pattern.compile("\\b[A-Z]{2,}(_[A-Z]+)+\\b").matcher(out);
                assertFalse(raw.find(), "a raw enum name in the log: " + (raw.find(0) ? raw.group() : ""));
                for (String bad : List.of("(s)", "(es)", " a Evade", " 1 dice", " money\n", " sanity\n", " stamina\n", " clues\n"))
                    assertFalse(out.contains(bad), "'" + bad + "' in:\n" + out.lines().filter(l -> (l + "\n").contains(bad)).limit(5).toList());
                assertTrue(out.contains("Game over: the "), out);
            }
        }
    }

    @Test
    void everyDieRolledIsInTheLog() {
        String out = play(ONES, "--players", "2", "--seed", "12").out();
        // a check shows its dice, and so do rolls outside checks (Retainer, Blessing, monsters, Rumors)
        assertTrue(Pattern.compile("makes an? [A-Z][a-z]+( \\([+-]\\d+\\))?( \\[\\d\\])? check: (\\d dice? \\[[1-6 ]+\\]|no dice to roll) -> ")
                .matcher(out).find(), out);
        Matcher checks = Pattern.compile("check: (\\d+) dice? \\[([1-6 ]*)\\]").matcher(out);
        int seen = 0;
        while (checks.find()) {
            assertEquals(Integer.parseInt(checks.group(1)), checks.group(2).split(" ").length, checks.group());
            seen++;
        }
        assertTrue(seen > 5, out);
        assertTrue(Pattern.compile("\\] \\S.* rolls [1-6]( [1-6])*\\n").matcher(out).find(), "a roll outside a check: " + out);
    }

    @Test
    void logTakesOnlyAPositiveNumber() {
        String out = play("log 0\nlog -3\nlog many\nlog 2\n", "--seed", "3").out();
        assertTrue(after(out, "log 0").contains("log takes a number of lines, 1 or more, not '0'"), out);
        assertTrue(after(out, "log -3").contains("not '-3'"), out);
        assertTrue(after(out, "log many").contains("not 'many'"), out);
        assertEquals(2, after(out, "log 2").lines().filter(l -> l.startsWith("  ") && !l.startsWith("  (")).limit(3)
                .takeWhile(l -> !l.startsWith("(Player")).count(), after(out, "log 2"));
    }

    @Test
    void theLogSurvivesLoadingASave(@TempDir Path dir) {
        Path save = dir.resolve("game.json");
        Result first = new Result(play("1\n".repeat(30) + "save " + save + "\nlog 8\nquit\n", "--players", "2", "--seed", "8"));
        String before = after(first.out, "log 8");
        Result loaded = new Result(play("log 8\nquit\n", "--load", save.toString()));
        assertTrue(loaded.out.contains("The log is restored ("), loaded.out);
        assertEquals(before, after(loaded.out, "log 8"), "the same last lines after loading");
        assertTrue(after(loaded.out, "log 8").contains("[1] ") || after(loaded.out, "log 8").contains("[2] "), loaded.out);
    }

    private record Result(String out) {
        Result(PlayTest.Result r) {
            this(r.out());
        }
    }

    @Test
    void endOfInputSavesTheGameToTheAutosaveFileAndItLoads(@TempDir Path dir) throws IOException {
        Path auto = dir.resolve("auto.json");
        String out = play("1\n".repeat(25), "--players", "2", "--seed", "8", "--autosave", auto.toString()).out();
        assertTrue(out.contains("Input ended before the game did. The game is saved to " + auto), out);
        SaveGame saved = SaveGame.read(auto);
        assertEquals(25, saved.answers().size());
        assertTrue(Files.readString(auto).contains("\"player\" : 1"), "players are numbered from 1 in saves");
        String more = play("quit\n", "--load", auto.toString(), "--autosave", dir.resolve("other.json").toString()).out();
        assertTrue(more.contains("Left the game (saved)."), more);
        String quit = play("1\n1\nquit\n", "--seed", "3", "--autosave", dir.resolve("q.json").toString()).out();
        assertTrue(quit.contains("Left the game. The game is saved to " + dir.resolve("q.json")), quit);
    }

    @Test
    void stoppingTheProcessSavesTheGame(@TempDir Path dir) throws Exception {
        Path auto = dir.resolve("stopped.json");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path log = dir.resolve("out.txt");
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "arkham.cli.Main", "play",
                "--players", "2", "--seed", "8", "--autosave", auto.toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        p.getOutputStream().write("1\n".repeat(20).getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().flush();
        // the game waits for the 21st answer, its input still open; Ctrl-C (SIGINT, to this process by its id) runs the shutdown hook.
        // A command started in the background of a non-interactive shell inherits SIGINT ignored, and a JVM
        // then never sees it (CI may run so): there the test stops it with SIGTERM, which runs the same hook.
        String signal = sigintIgnored() ? "-TERM" : "-INT";
        long deadline = System.currentTimeMillis() + 60_000;
        while (System.currentTimeMillis() < deadline && countPrompts(Files.readString(log)) < 21) Thread.sleep(50);
        assertEquals(0, new ProcessBuilder("kill", signal, Long.toString(p.pid())).start().waitFor());
        // generous: on a loaded machine the hook's first save loads the JSON classes in a cold JVM
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            Process dump = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                    Long.toString(p.pid()), "Thread.print").redirectErrorStream(true).start();
            String threads = new String(dump.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            p.destroyForcibly();
            fail("the process did not end within 120 s of kill " + signal + "; its output:\n" + Files.readString(log) + "\nits threads:\n" + threads);
        }
        p.getOutputStream().close();
        String seen = Files.readString(log);
        assertTrue(seen.contains("Stopped. The game is saved to " + auto), seen);
        assertEquals(20, SaveGame.read(auto).answers().size());
    }

    /** Whether this process (and so the game it starts) ignores SIGINT: bit 2 of SigIgn in /proc/self/status. */
    private static boolean sigintIgnored() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status")))
            if (line.startsWith("SigIgn:")) return (Long.parseUnsignedLong(line.substring(7).strip(), 16) & 2) != 0;
        return false;
    }

    /** Prompts shown so far: each starts a line with "> ". */
    private static int countPrompts(CharSequence s) {
        int n = 0;
        for (int i = s.toString().indexOf("\n> "); i >= 0; i = s.toString().indexOf("\n> ", i + 1)) n++;
        return n;
    }

    @Test
    void playerNumbersStartAtOne() {
        String out = play("1\n".repeat(30), "--players", "2", "--seed", "8").out();
        assertTrue(out.contains("-- Player 1") && out.contains("-- Player 2"), out);
        assertFalse(out.contains("-- Player 0") || out.contains("[0] ") || out.contains("Player 0"), out);
    }

    @Test
    void lookUpsBeforeInvestigatorsAreChosenSaySoInsteadOfFailing() {
        PlayTest.Result r = play("sheet\nreach\nodds lore\nsheet 1\nstatus\nancient\nboard\n", "--seed", "3", "--choose-investigators");
        assertEquals(0, r.code(), r.err());
        assertTrue(after(r.out(), "sheet").contains("Player 1 has no investigator yet."), r.out());
        assertTrue(after(r.out(), "reach").contains("Player 1 has no investigator yet."), r.out());
        assertTrue(after(r.out(), "odds lore").contains("Player 1 has no investigator yet."), r.out());
        assertTrue(after(r.out(), "sheet 1").contains("Player 1 has no investigator yet."), r.out());
        assertTrue(after(r.out(), "board").contains("(not chosen yet)"), r.out());
    }
}
