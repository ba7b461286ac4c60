package arkham.ai;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Setup;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;
import arkham.engine.flow.Dunwich;
import arkham.engine.flow.Knockout;
import arkham.engine.flow.MovementStep;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heuristic on The Dunwich Horror's own pieces: the train, the way back from an Other World, Injury and Madness, the Horror's reward. */
class DunwichPlayTest {
    /** A 1-player game with every part of The Dunwich Horror, in the Movement Phase, with no gates, monsters or Clue tokens on either board. */
    static Game dunwich() {
        Setup s = new Setup(1, List.of("Michael McGlen"), "Yig", false, 7, new Setup.Options(false).withDunwich());
        Game g = Game.create(ContentLoader.core(), s);
        HeuristicAgent a = new HeuristicAgent();
        while (g.question() != null && g.phase == Phase.SETUP) g.answer(g.question().id(), 0, a.choose(g, g.question()));
        return MovementTest.quiet(g);
    }

    /** An unstable location of the other town: a place gates open at in Dunwich. */
    private static int dunwichGatePlace(Board b) {
        for (int place : b.locations()) if (b.inOtherTown(place) && b.isUnstable(place)) return place;
        throw new AssertionError("no unstable location outside Arkham");
    }

    private static int depot(Board b, boolean outsideArkham) {
        for (int place : b.locations()) if (b.isDepot(place) && b.outsideArkham(place) == outsideArkham) return place;
        throw new AssertionError("no depot");
    }

    private static Choice move(Game g) {
        Question q = new MovementStep.ArkhamMove(0).run(g);
        return new HeuristicAgent().choose(g, q);
    }

    @Test
    void heTakesTheTrainToAGateInDunwichWithTheFareBack() { // Dunwich rulebook p.5: $1 and a movement point a ride
        Game g = dunwich();
        Board b = g.board;
        int station = depot(b, false);
        int bridge = depot(b, true);
        g.gateAt[dunwichGatePlace(b)] = 0;
        var i = g.inv[0];
        i.place = station;
        i.movePoints = 4;
        i.money = 2;
        Choice c = move(g);
        assertEquals(Act.TRAIN, c.act(), "the only open gate is in Dunwich: before, he never rode the train");
        assertEquals(bridge, c.targetNumber());
        i.money = 1;
        assertNotEquals(Act.TRAIN, move(g).act(), "with one dollar the ride back to Arkham's gates could not be paid");
    }

    @Test
    void heRidesBackToArkhamForAGateThere() {
        Game g = dunwich();
        Board b = g.board;
        g.gateAt[b.id("Woods")] = 0;
        var i = g.inv[0];
        i.place = depot(b, true);
        i.movePoints = 4;
        i.money = 1;
        Choice c = move(g);
        assertEquals(Act.TRAIN, c.act());
        assertEquals(depot(b, false), c.targetNumber());
    }

    @Test
    void backFromAnOtherWorldHeComesToTheTownNoTeammateIsIn() {
        Game g = dunwich();
        Board b = g.board;
        // two gate markers to one Other World, one open in Arkham and one in Dunwich, alike to close
        int first = -1, second = -1, world = -1;
        for (int m = 0; m < g.content.gateKind.length && second < 0; m++) {
            for (int n = m + 1; n < g.content.gateKind.length; n++) {
                var a = g.content.gateOf(m);
                var z = g.content.gateOf(n);
                if (a.modifier() != z.modifier()) continue;
                for (int w = 0; w < b.worlds().size(); w++) {
                    if (a.leadsTo(w) && z.leadsTo(w)) {
                        first = m;
                        second = n;
                        world = w;
                    }
                }
                if (second >= 0) break;
            }
        }
        assertTrue(world >= 0);
        int arkham = b.id("Woods");
        int far = dunwichGatePlace(b);
        g.gateAt[arkham] = first;
        g.gateAt[far] = second;
        g.inv[0].place = b.otherWorld(world).secondArea();
        g.phase = Phase.MOVEMENT;
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.RETURN_THROUGH_GATE, "Return",
                List.of(new Choice(Target.gate(Act.RETURN, arkham), "gate:a", "a", arkham), new Choice(Target.gate(Act.RETURN, far), "gate:b", "b", far)), Map.of());
        assertEquals(far, new HeuristicAgent().choose(g, q).targetNumber(), "before, the first of two alike gates: the one in Arkham");
    }

    @Test
    void goneUnderHeTakesTheInjuryCardInPlaceOfTheUsualLosses() { // Dunwich rulebook p.6
        Game g = dunwich();
        var i = g.inv[0];
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        i.place = g.board.id("Woods");
        i.stamina = 0;
        Question q = new Knockout(0, 0).run(g);
        assertEquals(Purpose.KNOCKED_OUT, q.purpose());
        assertEquals(Act.DRAW, new HeuristicAgent().choose(g, q).act(), "his items and Clue tokens kept, Stamina to its maximum");
        i.maxStamina = 1;
        assertEquals(Act.ACCEPT, new HeuristicAgent().choose(g, q).act(), "at a maximum of 1 the card could take it to 0");
    }

    @Test
    void theDunwichHorrorsRewardIsTheCardWorthMost() { // Dunwich rulebook p.8: any one card of five decks
        Game g = dunwich();
        Question q = new Dunwich.SearchDeck(0).run(g);
        Choice c = new HeuristicAgent().choose(g, q);
        assertEquals(Act.TAKE, c.act(), "before, the cautious default took nothing");
        boolean elderSign = false;
        for (Choice o : q.options()) elderSign |= o.act() == Act.TAKE && g.content.cardOf(o.targetNumber()).has("elder-sign");
        assertTrue(elderSign);
        assertTrue(g.content.cardOf(c.targetNumber()).has("elder-sign"), "an Elder Sign is offered: it seals a gate");
    }
}
