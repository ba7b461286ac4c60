package arkham.cli;

import arkham.content.ContentLoader;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

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
        assertTrue(out.toString().contains("FAQ rulings: battleSuccessesCarryOver"), out::toString);
        StringWriter err = new StringWriter();
        assertEquals(2, Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--faq", "bogus"));
        assertTrue(err.toString().contains("unknown FAQ option 'bogus'"), err::toString);
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
    void anUnknownAncientOneIsNamed() {
        StringWriter err = new StringWriter();
        int code = Main.commandLine().setOut(new PrintWriter(new StringWriter())).setErr(new PrintWriter(err))
                .execute("simulate", "--games", "1", "--ancient-one", "Bob");
        assertEquals(2, code);
        assertTrue(err.toString().contains("unknown Ancient One 'Bob'"), err::toString);
    }
}
