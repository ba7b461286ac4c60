package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Debrief;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.flow.PhaseStep;
import arkham.engine.testkit.Table;
import arkham.engine.view.GameView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The order of play's Phase 0, Planning, and Phase 6, End of Turn (order-of-play aid; rulebook p.5
 * passes the first player marker to the left at the end of the turn).
 */
class TurnStructureRulesTest {

    @Test
    void endOfTurnPassesTheMarkerLeftSkippingTheEliminatedAndReportsEveryLimit() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Cthulhu", "Amanda Sharpe", "Bob Jenkins", "Carolyn Fern");
        Game g = p.g.logEvents(true);
        g.first = 0;
        g.inv[1].eliminated = true;
        p.gate("Abyss", "Woods");
        p.gate("R'lyeh", "Unvisited Isle");
        g.sealed[p.place("Independence Square")] = true;
        p.monster("Ghoul", "Merchant District");
        g.monsterWhere[p.monster("Byakhee", "Woods")] = g.board.sky();
        g.monsterWhere[p.monster("Cultist", "Woods")] = g.board.outskirts();
        g.doom = 4;
        g.terror = 2;
        g.drainEvents();
        int turn = g.turn;
        p.run(new PhaseStep(Phase.END_OF_TURN));

        assertEquals(2, g.first, "the marker passes left, past the eliminated player 2");
        assertEquals(turn + 1, g.turn);
        Debrief d = Debrief.of(g);
        assertEquals(new Debrief(turn + 1, 2, 2, 7, 1, 6, 2, 6, 1, 5, 4, 13, 2, 10), d,
                "3 players: 7 gates wake the Ancient One, monster limit 3+3, Outskirts hold 8-3");
        List<String> debriefs = new ArrayList<>();
        for (Event e : g.drainEvents()) if (e.type().equals("debrief")) debriefs.add(e.text());
        assertEquals(List.of("End of turn " + turn + ": open gates 2/7, elder signs 1/6, monsters in Arkham and the Sky 2/6, "
                + "Outskirts 1/5, doom 4/13, terror 2/10"), debriefs);
    }

    @Test
    void atTerrorTenTheDebriefShowsNoMonsterLimit() { // p.20: the monster limit is lifted
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Cthulhu", "Amanda Sharpe");
        p.g.terror = 10;
        assertEquals(-1, Debrief.of(p.g).monsterLimit());
        assertTrue(Debrief.of(p.g).text().contains("monsters in Arkham and the Sky 0/no limit"), Debrief.of(p.g).text());
        // the data every UI reads (terminal views, the browser's protocol): no limit is null, not a number
        assertTrue(Debrief.of(p.g).view().containsKey("monsterLimit"));
        assertNull(Debrief.of(p.g).view().get("monsterLimit"));
        assertEquals(Debrief.of(p.g).view(), GameView.of(p.g).get("debrief"), "the game view carries the same report");
    }

    @Test
    void aTurnRunsThroughEndOfTurnIntoTheNextWithoutAPlanningPauseByDefault() {
        Game g = Table.settled(Game.create(ContentLoader.core(), Setup.random(2, 5)));
        g.logEvents(true);
        List<String> phases = new ArrayList<>();
        int first = g.first;
        while (g.turn < 2 && !g.isOver()) {
            Question q = g.question();
            assertNotEquals(QuestionKind.READY, q.kind(), "no Planning pause unless the setup asks for one");
            g.answer(q.id(), q.player(), q.options().get(0).id());
            for (Event e : g.drainEvents()) if (e.type().equals("phase") && e.text().startsWith("Turn 1:")) phases.add(e.text());
        }
        assertTrue(phases.contains("Turn 1: end of turn"), phases.toString());
        assertEquals(phases.get(phases.size() - 1), "Turn 1: end of turn", "End of Turn closes the turn: " + phases);
        assertEquals((first + 1) % 2, g.first);
    }

    @Test
    void planningAsksEverySeatInTurnOrderAndNothingHappensUntilAllAreReady() {
        Setup s = new Setup(3, List.of("Amanda Sharpe", "Bob Jenkins", "Carolyn Fern"), "Cthulhu", false, 11,
                new Setup.Options(false).withPlanning(true));
        Game g = Table.settled(Game.create(ContentLoader.core(), s));
        // the first question of the game: turn 1's planning, from the first player round the table
        List<Integer> asked = new ArrayList<>();
        long hash = g.stateHash();
        int sanity = g.inv[0].sanity;
        for (int k = 0; k < 3; k++) {
            Question q = g.question();
            assertEquals(QuestionKind.READY, q.kind());
            assertEquals(1, q.options().size(), "one option, yet the engine waits for it");
            assertEquals(Phase.PLANNING, g.phase);
            assertEquals(1, g.turn);
            asked.add(q.player());
            if (k == 0) assertEquals(hash, g.stateHash());
            g.answer(q.id(), q.player(), "ready");
        }
        assertEquals(List.of(g.first, (g.first + 1) % 3, (g.first + 2) % 3), asked);
        assertEquals(sanity, g.inv[0].sanity);
        assertEquals(Phase.UPKEEP, g.phase, "after the last ready, Upkeep begins");
        // and every later turn opens with it too
        while (g.turn < 2 && !g.isOver()) g.answer(g.question().id(), g.question().player(), g.question().options().get(0).id());
        assertEquals(Phase.PLANNING, g.phase);
        assertEquals(QuestionKind.READY, g.question().kind());
    }

    @Test
    void planningSkipsEliminatedSeats() {
        Setup s = new Setup(2, List.of("Amanda Sharpe", "Bob Jenkins"), "Cthulhu", false, 11,
                new Setup.Options(false).withPlanning(true));
        Game g = Table.settled(Game.create(ContentLoader.core(), s));
        g.inv[1].eliminated = true;
        g.first = 0;
        g.begin(new PhaseStep(Phase.PLANNING));
        assertEquals(0, g.question().player());
        g.answer(g.question().id(), 0, "ready");
        assertEquals(Phase.UPKEEP, g.phase, "player 2 is out and is not asked");
    }

    @Test
    void everyDieRolledShowsInTheLogOnceNamedForWhoRolled() {
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Cthulhu", "Amanda Sharpe");
        Game g = p.g.logEvents(true);
        p.emptyHanded(0).give(0, "Blessing");
        g.drainEvents();
        p.dice(1).run(new arkham.engine.flow.UpkeepStep(0, arkham.engine.flow.UpkeepStep.Stage.REFRESH, 0));
        List<String> texts = g.drainEvents().stream().map(Event::text).toList();
        assertTrue(texts.contains("Amanda Sharpe rolls 1"), "the Blessing's Upkeep roll: " + texts);
        // a check shows its own dice, and they are not reported a second time
        p.dice(5, 2, 6).run(arkham.engine.flow.SkillCheck.of(0, arkham.engine.def.CheckType.LUCK, 0, 1, "test"));
        List<String> check = g.drainEvents().stream().map(Event::text).toList();
        assertTrue(check.stream().anyMatch(t -> t.matches("Amanda Sharpe makes a Luck check: \\d dice? \\[[1-6 ]+\\] -> .*")), check.toString());
        assertTrue(check.stream().noneMatch(t -> t.contains(" rolls ")), "no second report: " + check);
    }
}
