package arkham.engine;

import arkham.engine.testkit.TinyContent;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a logging game records: events in order, and every die rolled shown once. */
class EventLogTest {
    static Game game() {
        Game g = arkham.engine.testkit.Table.settled(Game.create(TinyContent.get(),
                new Setup(1, List.of("Ada Test"), TinyContent.ANCIENT_ONE, false, 4, new Setup.Options(false)), true));
        g.drainEvents();
        return g;
    }

    @Test
    void diceNoEventShowedAreReportedBeforeTheNextEvent() {
        Game g = game();
        g.forcedDice.add(3);
        g.forcedDice.add(6);
        g.die();
        g.die();
        g.log("note", 0, "after the dice");
        List<Event> e = g.drainEvents();
        assertEquals(2, e.size());
        assertEquals("dice", e.get(0).type());
        assertTrue(e.get(0).text().endsWith("rolls 3 6"), e.get(0).text());
        assertEquals("note", e.get(1).type());
        assertEquals(0, g.drainEvents().size(), "a drain hands each event out once");
    }

    @Test
    void anEventThatShowsItsRollReportsNoDiceAgain() {
        Game g = game();
        g.forcedDice.add(5);
        g.die();
        g.logRoll("check", 0, "a check: 5");
        g.log("note", 0, "then");
        List<Event> e = g.drainEvents();
        assertEquals(List.of("check", "note"), e.stream().map(Event::type).toList());
    }

    @Test
    void diceRolledLastAreReportedByTheDrain() {
        Game g = game();
        g.forcedDice.add(2);
        g.die();
        List<Event> e = g.drainEvents();
        assertEquals(1, e.size());
        assertEquals("dice", e.get(0).type());
        assertEquals(g.turn, e.get(0).turn());
    }

    @Test
    void aGameThatDoesNotLogRecordsNothing() {
        Game g = TinyContent.game(1, 4);
        g.die();
        g.log("note", 0, "unseen");
        assertEquals(0, g.drainEvents().size());
    }
}
