package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Question;
import arkham.engine.agent.Agent;
import arkham.engine.agent.RandomAgent;
import arkham.engine.view.SeatView;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Neither agent sees hidden information: given the same visible position and seed, it chooses the
 * same whatever the order of the decks, the gate stack, the cup and the dice to come. Two games
 * that differ only in those are made with {@link Game#copyForSearch} under two seeds.
 */
class NoPeekingTest {
    /** Positions from games played part-way by random answers, with more than one option. */
    static List<Game> positions(int count) {
        List<Game> out = new ArrayList<>();
        long seed = 1;
        while (out.size() < count) {
            Game g = AgentsPlayTest.game(1 + (int) (seed % 4), seed, seed % 3 == 0);
            RandomAgent r = new RandomAgent(seed);
            int stop = 20 + (int) (seed * 37 % 300);
            for (int n = 0; n < stop && g.question() != null; n++) {
                Question q = g.question();
                g.answer(q.id(), q.player(), r.choose(q));
            }
            if (g.question() != null && g.question().options().size() > 1) out.add(g);
            seed++;
        }
        return out;
    }

    @Test
    void theHiddenOrderDoesNotChangeAnyChoice() {
        int differentHidden = 0;
        for (Game g : positions(40)) {
            Game a = g.copyForSearch(1001);
            Game b = g.copyForSearch(2002);
            if (!a.mythosDeck.equals(b.mythosDeck) || a.rng.state() != b.rng.state()) differentHidden++;
            assertEquals(index(new HeuristicAgent(), a), index(new HeuristicAgent(), b), "heuristic");
            assertEquals(index(new SearchAgent(7, 6), a), index(new SearchAgent(7, 6), b), "search");
        }
        assertEquals(40, differentHidden, "the two copies really differ in what is hidden");
    }

    @Test
    void theSearchIsDeterministicForASeedAndBudget() {
        for (Game g : positions(12)) {
            assertEquals(index(new SearchAgent(3, 8), g), index(new SearchAgent(3, 8), g));
        }
    }

    @Test
    void theSearchDoesNotChangeTheRealGame() {
        for (Game g : positions(8)) {
            long before = g.stateHash();
            new SearchAgent(5, 10).choose(view(g));
            assertEquals(before, g.stateHash());
        }
    }

    /** Final-battle positions (attacks, weapons held, trading, sliders) from games the heuristic plays. */
    static List<Game> battlePositions(int count) {
        List<Game> out = new ArrayList<>();
        HeuristicAgent h = new HeuristicAgent();
        for (long seed = 1; out.size() < count; seed++) {
            Game g = AgentsPlayTest.game(2 + (int) (seed % 3), seed, false);
            for (int n = 0; n < 200_000 && g.question() != null; n++) {
                Question q = g.question();
                if (g.phase == Phase.FINAL_BATTLE && q.options().size() >= 2) {
                    out.add(g);
                    break;
                }
                g.answer(q.id(), q.player(), h.choose(g, q));
            }
        }
        return out;
    }

    @Test
    void theHeuristicDoesNotPeekInTheFinalBattle() {
        for (Game g : battlePositions(8)) {
            Game a = g.copyForSearch(1001);
            Game b = g.copyForSearch(2002);
            assertEquals(index(new HeuristicAgent(), a), index(new HeuristicAgent(), b), g.question().prompt());
        }
    }

    /** Positions the search looks ahead from (monsters, combat, gates, encounter choices), from games the heuristic plays. */
    static List<Game> searchedPositions(int count) {
        List<Game> out = new ArrayList<>();
        HeuristicAgent h = new HeuristicAgent();
        for (long seed = 1; out.size() < count; seed++) {
            Game g = AgentsPlayTest.game(1 + (int) (seed % 4), seed, seed % 3 == 0);
            int skip = (int) (seed % 3);
            for (int n = 0; n < 20_000 && g.question() != null; n++) {
                Question q = g.question();
                if (q.options().size() >= 2 && SearchAgent.worthSearching(q) && skip-- <= 0) {
                    out.add(g);
                    break;
                }
                g.answer(q.id(), q.player(), h.choose(g, q));
            }
        }
        return out;
    }

    @Test
    void theSearchDoesNotPeekWhereItLooksAhead() {
        for (Game g : searchedPositions(12)) {
            Game a = g.copyForSearch(1001);
            Game b = g.copyForSearch(2002);
            assertEquals(index(new SearchAgent(7, 12), a), index(new SearchAgent(7, 12), b), g.question().prompt());
        }
    }

    /** Positions at the first movement question of an investigator's Movement Phase, from games the heuristic plays. */
    static List<Game> movementPositions(int count) {
        List<Game> out = new ArrayList<>();
        HeuristicAgent h = new HeuristicAgent();
        for (long seed = 1; out.size() < count; seed++) {
            Game g = AgentsPlayTest.game(1 + (int) (seed % 4), seed, seed % 3 == 0);
            int skip = (int) (seed % 5);
            for (int n = 0; n < 20_000 && g.question() != null; n++) {
                Question q = g.question();
                if (SearchAgent.isMovement(g, q) && q.options().size() >= 3 && skip-- <= 0) {
                    out.add(g);
                    break;
                }
                g.answer(q.id(), q.player(), h.choose(g, q));
            }
        }
        return out;
    }

    @Test
    void theMovementSearchDoesNotPeek() {
        for (Game g : movementPositions(10)) {
            Game a = g.copyForSearch(1001);
            Game b = g.copyForSearch(2002);
            assertEquals(index(new SearchAgent(7, 12), a), index(new SearchAgent(7, 12), b), g.question().prompt());
        }
    }

    @Test
    void theMovementSearchIsDeterministicAndLeavesTheRealGameAlone() {
        for (Game g : movementPositions(6)) {
            long before = g.stateHash();
            assertEquals(index(new SearchAgent(3, 10), g), index(new SearchAgent(3, 10), g), g.question().prompt());
            assertEquals(before, g.stateHash());
        }
    }

    @Test
    void theSearchRollsOutItsCandidatesWithinItsBudget() {
        Game searched = searchedPositions(1).get(0);
        SearchAgent s = new SearchAgent(5, 30);
        s.choose(view(searched));
        assertTrue(s.rollouts() > 0 && s.rollouts() <= 30, "rollouts " + s.rollouts());
        Game moving = movementPositions(1).get(0);
        SearchAgent t = new SearchAgent(5, 30);
        Choice step = t.choose(view(moving));
        long once = t.rollouts();
        assertTrue(once > 0 && once <= 30, "movement rollouts " + once);
        Question q = moving.question();
        moving.answer(q.id(), q.player(), step);
        // the rest of the same Movement Phase follows the target chosen: no second search
        for (int n = 0; n < 20 && moving.question() != null && moving.phase == Phase.MOVEMENT && moving.question().player() == q.player(); n++) {
            Question next = moving.question();
            boolean movement = SearchAgent.isMovement(moving, next);
            long before = t.rollouts();
            moving.answer(next.id(), next.player(), t.choose(view(moving)));
            if (movement) assertEquals(before, t.rollouts(), next.prompt());
        }
    }

    private static int index(Agent agent, Game g) {
        Question q = g.question();
        Choice c = agent.choose(view(g));
        return q.options().indexOf(c);
    }

    /** What the seat asked sees of the game. */
    private static SeatView view(Game g) {
        return SeatView.of(g, g.question().player());
    }
}
