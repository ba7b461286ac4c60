package arkham.ai;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;
import arkham.engine.Target;
import arkham.engine.Target.Act;
import arkham.engine.def.Board;
import arkham.engine.def.CheckType;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Gauntlet;
import arkham.engine.flow.MovementStep;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The heuristic on the way to and back from Other Worlds, found wanting by watching its games. */
class OtherWorldTest {
    /** Two gate markers (of the game's) that lead to the same Other World: {first, second, world}. */
    private static int[] twoToOneWorld(Game g) {
        int markers = g.content.gateKind.length;
        for (int a = 0; a < markers; a++) {
            for (int b = a + 1; b < markers; b++) {
                int world = g.content.gateOf(a).world();
                if (g.content.gateOf(b).world() == world) return new int[] {a, b, world};
            }
        }
        throw new AssertionError("no two gate markers to one world");
    }

    /** Opens a gate to one Other World at each of two places and starts the Movement Phase; returns that world. */
    private static int twoGates(Game g, int one, int other) {
        g.awakened = false;
        g.phase = Phase.MOVEMENT;
        int[] two = twoToOneWorld(g);
        g.gateAt[one] = two[0];
        g.gateAt[other] = two[1];
        return two[2];
    }

    /** A quiet 2-player game before the awakening. */
    private static Game twoPlayers() {
        return MovementTest.quiet(FinalBattleTest.battle("Yig", "Michael McGlen", "Jenny Barnes"));
    }

    /** A quiet game of these investigators in the Movement Phase, before the awakening. */
    private static Game beforeTheAwakening(String... investigators) {
        Game g = MovementTest.quiet(FinalBattleTest.battle("Yig", investigators));
        g.awakened = false;
        g.phase = Phase.MOVEMENT;
        return g;
    }

    /** Woods and Unvisited Isle, two places with room for a gate, in the order the engine lists places. */
    private static int[] woodsAndIsle(Board b) {
        return new int[] {Math.min(b.id("Woods"), b.id("Unvisited Isle")), Math.max(b.id("Woods"), b.id("Unvisited Isle"))};
    }

    @Test
    void oneInAnOtherWorldCoversOnlyOneOfTheGatesThere() {
        Game g = twoPlayers();
        Board b = g.board;
        int woods = b.id("Woods");
        int isle = b.id("Unvisited Isle");
        int world = twoGates(g, woods, isle);
        g.inv[0].place = b.id("Uptown");
        g.inv[1].place = b.otherWorld(world).firstArea();
        assertEquals(0.5, HeuristicAgent.Plan.cover(g, 0, woods), 1e-9, "he will close one of the two");
        assertTrue(HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, woods) > 0, "so each is still worth going for");
        g.gateAt[isle] = -1;
        assertEquals(1, HeuristicAgent.Plan.cover(g, 0, woods), 1e-9);
        assertTrue(HeuristicAgent.Plan.value(HeuristicSettings.DEFAULT, g, 0, woods) < 0, "the only gate to his world is his");
    }

    @Test
    void inTheFinalPushAGateAboutToBeClosedIsLeftToTheOneClosingIt() {
        Game g = beforeTheAwakening("Michael McGlen", "Jenny Barnes");
        Board b = g.board;
        int woods = b.id("Woods");
        g.awakened = false;
        g.phase = Phase.MOVEMENT;
        int[] two = twoToOneWorld(g);
        g.gateAt[woods] = two[0];
        g.gateWhere[two[1]] = Game.trophy(0); // a gate trophy of his own, and his partner through the gate: enough to win
        g.inv[0].place = b.id("Uptown");
        g.inv[1].place = b.otherWorld(two[2]).firstArea();
        var s = HeuristicSettings.DEFAULT;
        assertTrue(HeuristicAgent.Plan.finalPush(s, g));
        assertEquals(s.pushCovered(), HeuristicAgent.Plan.value(s, g, 0, woods), 1e-9, "his partner may yet fail to come back: a second try is worth something");
        g.inv[1].place = b.otherWorld(two[2]).secondArea();
        assertEquals(0, HeuristicAgent.Plan.value(s, g, 0, woods), 1e-9, "from the second area his partner comes back through it and closes it");
    }

    @Test
    void backFromAnOtherWorldHeLeavesAGateToTheOneWhoExploredIt() {
        Game g = beforeTheAwakening("Michael McGlen", "Jenny Barnes", "Kate Winthrop");
        Board b = g.board;
        int first = woodsAndIsle(b)[0], second = woodsAndIsle(b)[1];
        int[] two = twoToOneWorld(g);
        // the easier gate comes first: without a reason he takes it
        boolean aEasier = g.content.gateOf(two[0]).modifier() >= g.content.gateOf(two[1]).modifier();
        g.gateAt[first] = aEasier ? two[0] : two[1];
        g.gateAt[second] = aEasier ? two[1] : two[0];
        g.inv[0].place = b.otherWorld(two[2]).secondArea();
        g.inv[1].place = first;
        g.inv[1].explored = true; // back already: he closes it this turn
        g.inv[2].place = second; // only waiting to go through
        g.begin(new MovementStep(0));
        Question q = g.question();
        assertEquals(first, q.options().get(0).value());
        assertEquals(second, new HeuristicAgent().choose(g, q).value(), "closing the explored gate first would waste the other's whole trip");
    }

    @Test
    void withTheGateBoxHeDoesNotCloseTheLastGateToAnotherInvestigatorsWorld() {
        Game g = beforeTheAwakening("Michael McGlen", "Jenny Barnes");
        Board b = g.board;
        int first = woodsAndIsle(b)[0], second = woodsAndIsle(b)[1];
        // his world's gate, and a gate to another world as easy or easier, listed first
        int mine = -1, theirs = -1;
        for (int a = 0; a < g.content.gateKind.length && theirs < 0; a++) {
            for (int x = 0; x < g.content.gateKind.length && theirs < 0; x++) {
                if (g.content.gateOf(a).world() != g.content.gateOf(x).world()
                        && g.content.gateOf(x).modifier() >= g.content.gateOf(a).modifier()) {
                    mine = a;
                    theirs = x;
                }
            }
        }
        g.gateAt[first] = theirs;
        g.gateAt[second] = mine;
        FinalBattleTest.give(g, "Gate Box");
        g.inv[0].place = b.otherWorld(g.content.gateOf(mine).world()).secondArea();
        g.inv[1].place = b.otherWorld(g.content.gateOf(theirs).world()).firstArea();
        g.begin(new MovementStep(0));
        Question q = g.question();
        assertEquals(2, q.options().size(), "the Gate Box lets him come back through either: " + q.options());
        assertEquals(first, q.options().get(0).value());
        assertEquals(second, new HeuristicAgent().choose(g, q).value(), "closing the other gate would leave his partner lost in time and space");
    }

    @Test
    void carriedOffByANightgauntHeIsNotTakenThroughAGateAboutToBeClosed() {
        Game g = beforeTheAwakening("Michael McGlen", "Jenny Barnes");
        Board b = g.board;
        int first = woodsAndIsle(b)[0], second = woodsAndIsle(b)[1];
        int[] two = twoToOneWorld(g);
        g.gateAt[first] = two[0];
        g.gateAt[second] = two[1];
        g.inv[0].place = b.id("Uptown");
        g.inv[1].place = first;
        g.inv[1].explored = true; // he closes it this turn: whoever goes through it is left lost in time and space
        // the ability's question (content's Monsters.GateChoice): the nearest open gates, by place
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.EFFECT_CHOICE, "Which gate is the Nightgaunt carrying you through?",
                List.of(new Choice(Target.gate(Act.ENTER, first), "gate:" + first, "Through the gate at " + b.name(first), first),
                        new Choice(Target.gate(Act.ENTER, second), "gate:" + second, "Through the gate at " + b.name(second), second)), Map.of());
        assertEquals(second, new HeuristicAgent().choose(g, q).value());
    }

    @Test
    void findGateIsNotCastWithNoGateBackOpen() {
        Game g = beforeTheAwakening("Michael McGlen", "Jenny Barnes");
        Board b = g.board;
        int[] two = twoToOneWorld(g);
        int woods = b.id("Woods");
        g.inv[0].place = b.otherWorld(two[2]).firstArea();
        int spell = FinalBattleTest.give(g, "Find Gate");
        g.gateAt[woods] = two[0];
        g.begin(new MovementStep(0));
        Question q = g.question();
        assertNotNull(q);
        assertTrue(q.options().stream().anyMatch(c -> c.id().endsWith(":" + spell)), "the engine offers it: " + q.options());
        assertTrue(new HeuristicAgent().choose(g, q).id().endsWith(":" + spell), "a gate back is open: " + q.options());
        g.gateAt[woods] = -1;
        g.begin(new MovementStep(0));
        q = g.question();
        assertNotNull(q);
        assertFalse(new HeuristicAgent().choose(g, q).id().endsWith(":" + spell), "with none it would only leave him lost in time and space a turn early");
        g.gateAt[woods] = two[0];
        g.inv[0].place = b.otherWorld(two[2]).secondArea();
        g.begin(new MovementStep(0));
        q = g.question();
        assertNotNull(q);
        assertFalse(new HeuristicAgent().choose(g, q).id().endsWith(":" + spell), "from the second area he goes back this turn without it");
    }

    @Test
    void atOneSanityTheElderSignSealsOnceDoomIsOnTheTrack() {
        Game g = twoPlayers();
        g.awakened = false;
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        Board b = g.board;
        int woods = b.id("Woods");
        g.gateAt[woods] = twoToOneWorld(g)[0];
        var i = g.inv[0];
        i.place = woods;
        i.explored = true;
        i.cards.clear();
        int sign = FinalBattleTest.give(g, "Elder Sign");
        i.sanity = 1;
        i.clues = 0;
        g.doom = 0;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        Question q = g.question();
        assertEquals("elder-sign:" + sign, new HeuristicAgent().choose(g, q).id(), "no Clue tokens and one card: the seal is worth going insane for");
        i.clues = 6;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertFalse(new HeuristicAgent().choose(g, g.question()).id().startsWith("elder-sign"),
                "no doom to take back: going insane would cost him three Clue tokens for a seal he can buy");
        g.doom = 3;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals("elder-sign:" + sign, new HeuristicAgent().choose(g, g.question()).id(),
                "a doom token back and a seal now are worth more than half his things");
    }

    @Test
    void heLeavesTheGateOpenForATeammateAfterHimWhoSealsIt() {
        Game g = twoPlayers();
        g.awakened = false;
        g.phase = Phase.ARKHAM_ENCOUNTERS;
        int woods = g.board.id("Woods");
        int easiest = 0;
        for (int k = 0; k < g.content.gateKind.length; k++) if (g.content.gateOf(k).modifier() > g.content.gateOf(easiest).modifier()) easiest = k;
        g.gateAt[woods] = easiest;
        for (var i : g.inv) {
            i.place = woods;
            i.explored = true;
            i.cards.clear();
        }
        g.inv[0].clues = 2;
        g.inv[1].clues = 6;
        g.first = 0;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals("pass", new HeuristicAgent().choose(g, g.question()).id(), "Jenny comes after him with six Clue tokens: she closes and seals it");
        g.first = 1;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(new HeuristicAgent().choose(g, g.question()).id().startsWith("close"), "she has had her turn: he closes it");
        g.first = 0;
        g.inv[1].clues = 4;
        g.begin(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(new HeuristicAgent().choose(g, g.question()).id().startsWith("close"), "she cannot seal it either: he closes it");
    }

    @Test
    void backFromAnOtherWorldHeClosesAGateNobodyWaitsAt() {
        Game g = twoPlayers();
        Board b = g.board;
        int first = Math.min(b.id("Woods"), b.id("Unvisited Isle"));
        int second = Math.max(b.id("Woods"), b.id("Unvisited Isle"));
        g.inv[0].place = b.otherWorld(twoGates(g, first, second)).secondArea();
        g.inv[1].place = first; // to be drawn through it: closing it would waste his trip
        g.begin(new MovementStep(0));
        Question q = g.question();
        assertNotNull(q);
        assertTrue(q.prompt().startsWith("Return to Arkham from"), q.prompt());
        assertEquals(first, q.options().get(0).value(), "the gate he waits at comes first");
        assertEquals(second, new HeuristicAgent().choose(g, q).value());
    }

    @Test
    void backFromBeingLostHeAvoidsADeadlyMonster() {
        Game g = MovementTest.quiet();
        Board b = g.board;
        int lodge = b.id("Silver Twilight Lodge");
        int society = b.id("Historical Society");
        g.clues[lodge] = 2;
        g.clues[society] = 1;
        MovementTest.monster(g, "Dark Young", lodge);
        Question q = new Question(0, QuestionKind.CHOOSE_ONE, Purpose.RETURN_FROM_LOST, "Return to Arkham: choose a location or street",
                List.of(g.content.placeChoices.pick(lodge), g.content.placeChoices.pick(society)), Map.of());
        assertEquals(society, new HeuristicAgent().choose(g, q).value(), "one Clue token more is not worth a Dark Young");
    }

    @Test
    void aDimensionalShamblerIsFoughtRatherThanEvadedWithNoDice() {
        Game g = MovementTest.quiet();
        var i = g.inv[0];
        i.cards.clear();
        i.clues = 0;
        FinalBattleTest.give(g, "Tommy Gun");
        int street = g.board.streets()[0];
        i.place = street;
        i.movePoints = 0;
        int shambler = MovementTest.monster(g, "Dimensional Shambler", street);
        assertTrue(g.damageStrands(shambler), "its damage leaves him lost in time and space");
        for (int stop = 0; stop < 4 && g.checkValue(0, CheckType.EVADE) + g.awareness(shambler) > 0; stop++) i.slider[0] = stop;
        assertTrue(g.checkValue(0, CheckType.EVADE) + g.awareness(shambler) <= 0, "no dice to evade it");
        Question q = new Gauntlet(0).run(g);
        assertEquals("evade:" + shambler, q.options().get(0).id());
        assertEquals("fight:" + shambler, new HeuristicAgent().choose(g, q).id(), "a failed evade strands him; the Tommy Gun wins the fight");
    }
}
