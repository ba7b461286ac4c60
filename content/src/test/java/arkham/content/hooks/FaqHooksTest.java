package arkham.content.hooks;

import arkham.engine.Game;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MovementStep;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cards and encounters as the official FAQ and issue 9's audit read them (FAQ questions numbered
 * as in docs/RULES-COVERAGE.md).
 */
class FaqHooksTest {
    private static boolean offers(Scene s, String id) {
        return s.q().options().stream().anyMatch(c -> c.id().equals(id));
    }

    @Test
    void spentMonsterTrophiesCountTheirModifiedToughness() { // FAQ Q5
        Scene s = Scene.of("Shub-Niggurath", "Amanda Sharpe").at(0, "Science Building");
        s.monster("Star Spawn", Game.trophy(0));
        s.monster("Zombie", Game.trophy(0));
        s.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertTrue(offers(s, "ability:dissection"), "3 + 1 printed, 4 + 2 with Shub-Niggurath's +1 each: 5 is paid");
    }

    @Test
    void theBlackManHasNoCombatRatings() { // his marker shows none: his test replaces the combat
        var d = Scene.of("Azathoth", "Amanda Sharpe").g.content.monsters.stream()
                .filter(m -> m.name().equals("The Black Man")).findFirst().orElseThrow();
        assertFalse(d.hasCombatRatings());
        assertEquals(0, d.combatDamage());
    }

    @Test
    void dragonsEyeMayBeUsedEvenWhenItsSanityDrivesHimInsane() { // issue 9
        Scene s = Scene.of("Azathoth", "Amanda Sharpe").at(0, "Woods");
        int eye = s.give(0, "Dragon's Eye");
        s.g.inv[0].sanity = 1;
        int place = s.place("Woods");
        int[] deck = s.g.locationDeck(s.g.board.street(place));
        s.g.forcedLocationCards.add(deck[0]);
        s.g.forcedLocationCards.add(deck[1]);
        s.run(new ArkhamEncounter.LocationEncounter(0, place));
        assertTrue(offers(s, "redraw:" + eye), "offered at 1 Sanity");
        s.answer("redraw:" + eye);
        assertEquals(s.place("Arkham Asylum"), s.g.inv[0].place, "paying drove her insane");
    }

    @Test
    void alienStatueMayBeUsedEvenWhenItsSanityDrivesHimInsane() { // issue 9
        Scene s = Scene.of("Azathoth", "Amanda Sharpe").at(0, "Rivertown");
        int statue = s.give(0, "Alien Statue");
        s.g.inv[0].sanity = 1;
        s.g.inv[0].movePoints = 2;
        s.run(new MovementStep.ArkhamMove(0));
        assertTrue(offers(s, "use:" + statue), "offered at 1 Sanity");
        s.answer("use:" + statue);
        assertEquals(s.place("Arkham Asylum"), s.g.inv[0].place, "paying drove her insane");
    }

    @Test
    void theInvestigatorsDecideWhoGivesPooledClues() { // Scurrilous Stranger Scandal!; p.23 (first player decides)
        Scene s = Scene.of("Azathoth", "Amanda Sharpe", "Joe Diamond");
        s.g.first = 0;
        s.g.inv[0].clues = 5;
        s.g.inv[1].clues = 5;
        int stack = s.g.gateStack.size();
        s.run(new LurkerEncounters.SpendClues(false)).answer("trophy");
        for (int k = 0; k < 5; k++) {
            assertTrue(s.asks("Who gives the next Clue token"), "asked for every token");
            s.answer("give:1");
        }
        assertEquals(5, s.g.inv[0].clues, "the first player kept his: Joe gave them all");
        assertEquals(0, s.g.inv[1].clues);
        assertEquals(stack - 1, s.g.gateStack.size());
        assertEquals(1, s.g.gateTrophies(0));
    }

    @Test
    void theGateHeEnteredThroughIsThatGateEvenIfHeCameBackElsewhere() { // gate card "Other"; p.17 (a trophy)
        Scene s = Scene.of("Azathoth", "Amanda Sharpe");
        int woods = s.gate("The Dreamlands", "Woods");
        int cave = s.gate("The Dreamlands", "Black Cave");
        s.at(0, "Woods");
        s.run(g -> Gates.drawThrough(g, 0, s.place("Woods")));
        s.run(g -> MovementStep.returnTo(g, 0, s.place("Black Cave")));
        s.run(new GateHooks.CloseEntryGate(0));
        assertEquals(Game.trophy(0), s.g.gateWhere[woods], "the Woods gate closes, a trophy");
        assertEquals(s.place("Black Cave"), s.g.gateWhere[cave], "not the one she stands on");
    }

    @Test
    void aGateHeEnteredThroughThatHasClosedSinceStaysClosed() { // gate card "Other"
        Scene s = Scene.of("Azathoth", "Amanda Sharpe", "Joe Diamond");
        int woods = s.gate("The Dreamlands", "Woods");
        int cave = s.gate("The Dreamlands", "Black Cave");
        s.at(0, "Woods");
        s.run(g -> Gates.drawThrough(g, 0, s.place("Woods")));
        s.run(g -> Gates.close(g, 1, s.place("Woods"), false));
        assertEquals(Game.trophy(1), s.g.gateWhere[woods]);
        s.run(new GateHooks.CloseEntryGate(0));
        assertTrue(s.halted(), "nothing to choose");
        assertEquals(s.place("Black Cave"), s.g.gateWhere[cave], "another gate to the same world stays open");
    }

    @Test
    void theScienceBuildingBeamReturnsClosedMarkersUnderTheStack() { // its card; closed as any gate (p.17-18)
        Scene s = Scene.of("Azathoth", "Amanda Sharpe");
        int woods = s.gate("The Dreamlands", "Woods");
        s.dice(6);
        s.run(g -> g.content.hooks.effect("enc-beam").apply(g, 0, null));
        assertEquals(Game.STACK, s.g.gateWhere[woods]);
        assertEquals(woods, s.g.gateStack.get(0), "under the stack, no trophy");
        assertEquals(0, s.g.gateTrophies(0));
    }
}
