package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Setup;
import arkham.engine.flow.MovementStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Movement, rulebook p.6-8 and p.16-17. */
class MovementRulesTest {
    private static Table amanda() {
        // Amanda Sharpe: Speed track 1-4; slider 3 gives Speed 4 (rulebook p.7 example)
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe").emptyHanded(0).sliders(0, 3, 1, 1).at(0, "Graveyard");
        p.g.inv[0].clues = 0;
        return p;
    }

    @Test
    void amandasFourMovementPointsTakeHerFromTheGraveyardToAdministration() { // p.7
        Table p = amanda();
        p.run(new MovementStep(0));
        p.answer("move:rivertown").answer("move:french-hill").answer("move:miskatonic-university")
                .answer("move:administration");
        assertTrue(p.halted(), "with no points left, movement ends by itself");
        assertEquals(p.place("Administration Building"), p.g.inv[0].place);
    }

    @Test
    void cluesArePickedUpOnlyWhereMovementEnds() { // p.8
        Table p = amanda();
        p.g.clues[p.place("Graveyard")] = 0;
        p.g.clues[p.place("Black Cave")] = 2;
        p.g.inv[0].clues = 0;
        p.at(0, "Rivertown").run(new MovementStep(0));
        p.answer("move:black-cave").answer("move:rivertown").answer("stop");
        assertEquals(0, p.g.inv[0].clues, "passing through takes nothing");
        p.run(new MovementStep(0));
        p.answer("move:black-cave").answer("stop");
        assertEquals(2, p.g.inv[0].clues);
        assertEquals(0, p.g.clues[p.place("Black Cave")]);
    }

    @Test
    void closedLocationsCannotBeEntered() { // p.3, p.20
        Table p = amanda().at(0, "Rivertown");
        p.g.closed[p.place("General Store")] = true;
        p.run(new MovementStep(0));
        assertFalse(p.q().options().stream().anyMatch(o -> o.id().equals("move:general-store")));
    }

    @Test
    void leavingAnAreaWithAMonsterMeansEvadingOrFightingIt() { // p.6, p.14
        Table p = amanda().at(0, "Rivertown");
        int zombie = p.monster("Zombie", "Rivertown");
        p.run(new MovementStep(0));
        p.answer("move:easttown");
        assertTrue(p.asks("Monsters at Rivertown"));
        p.dice(6, 6, 6, 6).answer("evade:" + zombie);
        assertEquals(p.place("Easttown"), p.g.inv[0].place, "a passed Evade check lets movement go on");
        assertEquals(3, p.g.inv[0].movePoints);
    }

    @Test
    void severalMonstersAreDealtWithOneByOneInTheOrderThePlayerPicks() { // p.14
        Table p = amanda().at(0, "Rivertown");
        int zombie = p.monster("Zombie", "Rivertown");
        int other = p.monster("Zombie", "Rivertown"); // another marker, the same awareness: only the order differs
        int first = Math.min(zombie, other), second = Math.max(zombie, other);
        p.run(new MovementStep(0));
        p.answer("move:easttown");
        assertTrue(p.q().options().stream().anyMatch(o -> o.id().equals("evade:" + first)));
        assertTrue(p.q().options().stream().anyMatch(o -> o.id().equals("evade:" + second)), "every monster is on offer");
        p.dice(6, 6, 6, 6).answer("evade:" + second); // the later marker first: the player's order
        assertEquals(p.place("Rivertown"), p.g.inv[0].place, "one still to deal with: he has not left yet");
        assertTrue(p.asks("Monsters at Rivertown"));
        assertEquals(List.of("evade:" + first, "fight:" + first), p.q().options().stream().map(o -> o.id()).toList(),
                "only the monster not yet dealt with is left");
        p.dice(6, 6, 6, 6).answer("evade:" + first);
        assertEquals(p.place("Easttown"), p.g.inv[0].place, "both evaded: movement goes on");
    }

    @Test
    void failingAnEvadeEndsMovementAndStartsCombat() { // p.8
        Table p = amanda().at(0, "Rivertown");
        int zombie = p.monster("Zombie", "Rivertown");
        p.run(new MovementStep(0));
        p.dice(1, 1, 1, 1).answer("move:easttown").answer("evade:" + zombie);
        assertTrue(p.asks("Combat with the Zombie"), String.valueOf(p.g.question()));
        assertEquals(p.place("Rivertown"), p.g.inv[0].place);
        assertEquals(-1, p.g.inv[0].movePoints);
    }

    @Test
    void endingMovementWithMonstersAlsoRequiresDealingWithThem() { // p.8
        Table p = amanda().at(0, "Rivertown");
        p.monster("Zombie", "Black Cave");
        p.run(new MovementStep(0));
        p.answer("move:black-cave").answer("stop");
        assertTrue(p.asks("Monsters at Black Cave"));
    }

    @Test
    void delayedInvestigatorsOnlyStandUp() { // p.8, p.16
        Table p = amanda();
        p.g.inv[0].delayed = true;
        p.run(new MovementStep(0));
        assertTrue(p.halted());
        assertFalse(p.g.inv[0].delayed);
        assertEquals(p.place("Graveyard"), p.g.inv[0].place);
    }

    @Test
    void otherWorldMovementAdvancesThenReturnsThroughAnOpenGate() { // p.8
        Table p = amanda();
        var world = p.g.board.otherWorld(p.g.board.worldId("The Dreamlands"));
        p.gate("The Dreamlands", "Black Cave");
        p.gate("The Dreamlands", "Woods");
        p.g.moveInvestigator(0, world.firstArea());
        p.run(new MovementStep(0));
        assertEquals(world.secondArea(), p.g.inv[0].place);
        p.run(new MovementStep(0));
        assertEquals(2, p.q().options().size(), "either gate to the Dreamlands");
        p.answer("gate:woods");
        assertEquals(p.place("Woods"), p.g.inv[0].place);
        assertTrue(p.g.inv[0].explored);
    }

    @Test
    void noOpenGateToTheWorldMeansLostInTimeAndSpace() { // p.8, p.17
        Table p = amanda();
        var world = p.g.board.otherWorld(p.g.board.worldId("Yuggoth"));
        p.g.moveInvestigator(0, world.secondArea());
        p.run(new MovementStep(0));
        assertEquals(p.g.board.lostInTimeAndSpace(), p.g.inv[0].place);
        assertTrue(p.g.inv[0].delayed);
    }

    @Test
    void arrestedInvestigatorsLoseHalfTheirMoneyAndTheirNextTurn() { // p.16
        Table p = amanda();
        p.g.inv[0].money = 7;
        arkham.engine.flow.Status.arrest(p.g, 0);
        assertEquals(4, p.g.inv[0].money, "half of $7, rounded down, is lost");
        assertEquals(p.place("Police Station"), p.g.inv[0].place);
        assertTrue(p.g.inv[0].jailed && p.g.inv[0].delayed);
        p.run(new MovementStep(0));
        assertFalse(p.g.inv[0].jailed || p.g.inv[0].delayed);
        assertTrue(p.g.inv[0].encountersOver, "the whole turn is lost");
    }

    @Test
    void tradingMovesItemsAndMoneyBetweenInvestigatorsInOneArea() { // p.23
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Amanda Sharpe", "Joe Diamond").emptyHanded(0).emptyHanded(1)
                .at(0, "Rivertown").at(1, "Rivertown");
        int gun = p.give(1, "Tommy Gun");
        p.g.inv[0].money = 3;
        int joeMoney = p.g.inv[1].money;
        p.run(new MovementStep(0));
        p.answer("trade:1").answer("give-money").answer("ask:" + gun);
        assertEquals(1, p.q().player(), "Joe is asked to hand over his Tommy Gun");
        p.answer("yes").answer("done");
        assertEquals(2, p.g.inv[0].money);
        assertEquals(joeMoney + 1, p.g.inv[1].money);
        assertTrue(p.g.inv[0].cards.contains(gun));
        assertEquals(0, p.g.cardWhere[gun]);
    }
}
