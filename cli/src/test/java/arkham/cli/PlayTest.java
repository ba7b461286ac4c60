package arkham.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PlayTest {
    /** Always answering 1 plays a game to its end well within this many lines. */
    static final String ONES = "1\n".repeat(50_000);

    /** Runs {@code arkham play} with the given typed input; returns exit code and transcript. */
    static Result play(String input, String... args) {
        PlayCommand cmd = new PlayCommand();
        cmd.input = new BufferedReader(new StringReader(input));
        cmd.echo = true;
        cmd.saveOnInterrupt = false;
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of(args));
        // never leave an autosave in the working directory
        if (!all.contains("--autosave")) all.addAll(List.of("--autosave", AUTOSAVE.toString()));
        int code = new picocli.CommandLine(cmd).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
                .execute(all.toArray(String[]::new));
        return new Result(code, out.toString(), err.toString());
    }

    static final Path AUTOSAVE;

    static {
        try {
            AUTOSAVE = Files.createTempDirectory("arkham-play-test").resolve("autosave.json");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    record Result(int code, String out, String err) {
    }

    @Test
    void scriptedInputPlaysToTheEnd() {
        Result r = play("help\nboard\nlog 5\nbogus\n99\n" + ONES, "--players", "2", "--seed", "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("'bogus' is not an option number or a command"), r.out());
        assertTrue(r.out().contains("99 is not an option: choose 1 to"), r.out());
        assertTrue(r.out().contains("Game over: "), r.out());
    }

    @Test
    void endOfInputLeavesCleanly() {
        Result r = play("1\n", "--seed", "3");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Input ended before the game did"), r.out());
    }

    @Test
    void savedAndLoadedGameEndsLikeTheUninterruptedOne(@TempDir Path dir) {
        Path save = dir.resolve("game.json");
        Result whole = play(ONES, "--players", "2", "--seed", "8");
        assertTrue(whole.out().contains("Game over: "), whole.out());
        Result first = play("1\n".repeat(12) + "save " + save + "\nquit\n", "--players", "2", "--seed", "8");
        assertTrue(first.out().contains("Saved 12 answers to " + save), first.out());
        Result rest = play(ONES, "--load", save.toString());
        assertEquals(0, rest.code(), rest.err());
        assertTrue(rest.out().contains("Loaded " + save + " (12 answers, seed 8)"), rest.out());
        assertEquals(ending(whole.out()), ending(rest.out()));
    }

    @Test
    void aDunwichGameNamesItsPartsAndPlaysToItsEnd() throws Exception {
        Result whole = play(ONES, "--players", "2", "--seed", "9", "--dunwich");
        assertEquals(0, whole.code(), whole.err());
        assertTrue(whole.out().contains("Dunwich parts: board,cards,injuries"), whole.out());
        assertTrue(whole.out().contains("Game over: "), whole.out());
        Result some = play(ONES, "--players", "1", "--seed", "4", "--dunwich", "board");
        assertTrue(some.out().contains("Dunwich parts: board, FAQ rulings: none."), some.out());
    }

    @Test
    void aLurkerGameIsSavedWithItsOptionsAndLoadsToTheSameEnd(@TempDir Path dir) throws Exception {
        Path save = dir.resolve("herald.json");
        Result whole = play(ONES, "--players", "2", "--seed", "9", "--lurker", "herald,cards");
        assertTrue(whole.out().contains("Lurker parts: cards,herald"), whole.out());
        assertTrue(whole.out().contains("Game over: "), whole.out());
        Result first = play("1\n".repeat(15) + "save " + save + "\nquit\n", "--players", "2", "--seed", "9",
                "--lurker", "herald,cards");
        assertTrue(Files.readString(save).contains("\"herald\" : true"), Files.readString(save));
        Result rest = play(ONES, "--load", save.toString());
        assertEquals(0, rest.code(), rest.err());
        assertEquals(ending(whole.out()), ending(rest.out()));
    }

    @Test
    void anUnknownLurkerPartIsRefused() {
        Result r = play("", "--lurker", "herald,tentacles");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("unknown --lurker part 'tentacles'"), r.err());
        Result both = play("", "--lurker", "all", "--load", "x.json");
        assertEquals(2, both.code());
        assertTrue(both.err().contains("drop --players"), both.err());
    }

    @Test
    void aBrokenSaveIsRefusedWithTheReason(@TempDir Path dir) throws Exception {
        Path save = dir.resolve("bad.json");
        Files.writeString(save, "{\"format\": 2}");
        Result r = play("", "--load", save.toString());
        assertEquals(2, r.code());
        assertTrue(r.err().contains("missing field 'setup'"), r.err());
    }

    /** The final board and outcome: everything from the last board drawn. */
    private static String ending(String transcript) {
        return transcript.substring(transcript.lastIndexOf("=== Turn"));
    }

    @Test
    void aiSeatsPlayBesidePeopleAndTheLogShowsWhatTheyDid() {
        Result r = play(ONES, "--players", "4", "--seed", "5", "--ai", "2,3,4");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("AI (heuristic) plays seat(s) 2, 3, 4."), r.out());
        assertTrue(r.out().contains("[3] AI ("), r.out());
        assertTrue(r.out().contains("-- Player 1"), r.out());
        assertTrue(!r.out().contains("-- Player 2"), "seat 2 is never asked at the terminal");
        assertTrue(r.out().contains("Game over: "), r.out());
    }

    @Test
    void aGameOfOnlyAiSeatsNeedsNoInput() {
        Result r = play("", "--players", "2", "--seed", "9", "--ai", "1,2");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Game over: "), r.out());
    }

    @Test
    void aiSeatsMustBeSeatsOfTheGame() {
        Result r = play("", "--players", "2", "--ai", "3");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--ai seat 3 is not a seat of this 2-player game (seats are numbered 1 to 2)"), r.err());
        Result level = play("", "--players", "2", "--ai", "2", "--ai-level", "genius");
        assertEquals(2, level.code());
        assertTrue(level.err().contains("--ai-level must be heuristic or search, was 'genius'"), level.err());
    }
}
