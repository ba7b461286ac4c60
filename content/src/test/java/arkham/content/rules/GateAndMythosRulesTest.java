package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.engine.Awakening;
import arkham.engine.Game;
import arkham.engine.Outcome;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.def.Dimension;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.flow.Gates;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Gates, monster surges, Clues, monster movement and limits: rulebook p.9-12, 17-18, 20. */
class GateAndMythosRulesTest {

    private static Step open(String place, Table p) {
        int id = p.place(place);
        return new Step() {
            @Override
            public arkham.engine.Question run(Game g) {
                Gates.open(g, id);
                return null;
            }
        };
    }

    private static Table players(int n) {
        String[] names = {"Amanda Sharpe", "Joe Diamond", "Bob Jenkins", "Carolyn Fern", "Darrell Simmons",
                "Dexter Drake", "Gloria Goldberg", "Harvey Walters"};
        return Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", java.util.Arrays.copyOf(names, n));
    }

    @Test
    void aGateOpensWithDoomAMonsterAndDiscardsCluesAndSwallowsInvestigators() { // p.9-10
        Table p = players(2).at(0, "Black Cave");
        p.g.clues[p.place("Black Cave")] = 2;
        int stack = p.g.gateStack.size();
        p.run(open("Black Cave", p));
        assertEquals(1, p.g.doom);
        assertEquals(stack - 1, p.g.gateStack.size());
        assertTrue(p.g.gateAt[p.place("Black Cave")] >= 0);
        assertEquals(0, p.g.clues[p.place("Black Cave")]);
        assertEquals(1, p.g.monstersIn(p.place("Black Cave")));
        int world = p.c.gateOf(p.g.gateAt[p.place("Black Cave")]).world();
        assertEquals(p.g.board.otherWorld(world).firstArea(), p.g.inv[0].place, "drawn through to the first area");
        assertTrue(p.g.inv[0].delayed);
    }

    @Test
    void fiveOrMorePlayersBringTwoMonstersWithEachGate() { // p.10
        Table p = players(5);
        p.run(open("Woods", p));
        assertEquals(2, p.g.monstersIn(p.place("Woods")));
    }

    @Test
    void anElderSignStopsGatesAndMonsters() { // p.9
        Table p = players(2);
        p.g.sealed[p.place("Woods")] = true;
        p.run(open("Woods", p));
        assertEquals(0, p.g.doom);
        assertEquals(-1, p.g.gateAt[p.place("Woods")]);
        assertEquals(0, p.g.monstersIn(p.place("Woods")));
    }

    @Test
    void noEncounterMonsterAppearsAtASealedLocation() { // p.8
        Table p = players(2).at(0, "Black Cave");
        int cave = p.place("Black Cave");
        p.g.sealed[cave] = true;
        int card = -1;
        for (int c : p.g.locationDeck(p.g.board.street(cave))) {
            arkham.engine.def.Encounter e = p.c.locationCards.get(c).encounters().get(cave);
            if (e != null && e.effect() instanceof arkham.engine.def.Effect.MonsterAppears) card = c;
        }
        assertTrue(card >= 0, "the Black Cave card on which a monster simply appears");
        int cup = p.g.monstersInCup();
        p.g.forcedLocationCards.add(card);
        p.run(new ArkhamEncounter.LocationEncounter(0, cave));
        assertTrue(p.halted(), "no monster to evade or fight");
        assertEquals(cup, p.g.monstersInCup());
        assertEquals(p.g.inv[0].maxStamina, p.g.inv[0].stamina);
    }

    @Test
    void aGateAppearingInAnEncounterDrawsTheInvestigatorThroughDelayed() { // p.9
        Table p = players(2).at(0, "Woods");
        int woods = p.place("Woods");
        p.run(new arkham.engine.flow.EffectStep(0, new arkham.engine.def.Effect.GateAppears(true)));
        assertTrue(p.halted());
        assertEquals(1, p.g.doom);
        assertEquals(1, p.g.monstersIn(woods), "the gate's monster stays on the board");
        assertEquals(p.g.board.otherWorld(p.c.gateOf(p.g.gateAt[woods]).world()).firstArea(), p.g.inv[0].place);
        assertTrue(p.g.inv[0].delayed, "drawn through a gate that appears, as in the Mythos Phase");
    }

    @Test
    void monsterSurgeWithSevenPlayersAndThreeGates() { // p.9 example
        Table p = players(7);
        p.gate("Yuggoth", "Black Cave");
        p.gate("Abyss", "Science Building");
        p.gate("R'lyeh", "Unvisited Isle");
        p.run(open("Black Cave", p));
        assertEquals(3, p.g.monstersIn(p.place("Black Cave")));
        assertEquals(2, p.g.monstersIn(p.place("Science Building")));
        assertEquals(2, p.g.monstersIn(p.place("Unvisited Isle")));
        assertEquals(0, p.g.doom, "a surge adds no doom");
    }

    @Test
    void theFirstPlayerSpreadsASurgesRemainder() { // p.9
        Table p = players(5);
        p.gate("Yuggoth", "Black Cave");
        p.gate("Abyss", "Science Building");
        p.gate("R'lyeh", "Unvisited Isle");
        p.run(open("Black Cave", p));
        assertTrue(p.asks("Monster surge: choose 1"));
        p.answer("gate:unvisited-isle");
        assertEquals(2, p.g.monstersIn(p.place("Black Cave")));
        assertEquals(1, p.g.monstersIn(p.place("Science Building")));
        assertEquals(2, p.g.monstersIn(p.place("Unvisited Isle")));
    }

    @Test
    void monstersOverTheLimitGoToTheOutskirtsAndOverflowRaisesTerror() { // p.18
        Table p = players(1); // limit 4, Outskirts hold 7
        for (String place : List.of("Woods", "Black Cave", "Graveyard", "Unvisited Isle")) p.monster("Cultist", place);
        int ghoul = p.monster("Ghoul", "Woods");
        p.g.monsterWhere[ghoul] = Game.CUP;
        assertEquals(p.g.board.outskirts(), p.g.placeMonster(ghoul, p.place("Woods")));
        for (int k = 0; k < 7; k++) {
            for (int m = 0; m < p.g.monsterWhere.length; m++) {
                if (p.g.monsterWhere[m] == Game.CUP) {
                    p.g.placeMonster(m, p.place("Woods"));
                    break;
                }
            }
        }
        assertEquals(0, p.g.monstersIn(p.g.board.outskirts()), "the eighth monster overflows the Outskirts");
        assertEquals(1, p.g.terror);
    }

    @Test
    void terrorClosesTheShopsAndSendsAlliesAway() { // p.20
        Table p = players(2).at(0, "General Store");
        int allies = p.g.deck(arkham.engine.def.Deck.ALLY).size();
        p.g.raiseTerror(3);
        assertEquals(allies - 3, p.g.deck(arkham.engine.def.Deck.ALLY).size());
        assertTrue(p.g.closed[p.place("General Store")]);
        assertEquals(p.place("Rivertown"), p.g.inv[0].place);
        p.g.raiseTerror(3);
        assertTrue(p.g.closed[p.place("Curiositie Shoppe")]);
        p.g.raiseTerror(3);
        assertTrue(p.g.closed[p.place("Ye Olde Magick Shoppe")]);
        int doom = p.g.doom;
        p.g.raiseTerror(1);
        assertEquals(10, p.g.terror);
        assertEquals(doom + 1, p.g.doom, "reaching 10 adds a doom token");
        assertEquals(Integer.MAX_VALUE, p.g.monsterLimit());
        p.g.raiseTerror(2);
        assertEquals(10, p.g.terror);
        assertEquals(doom + 3, p.g.doom, "every rise past 10 adds doom instead");
    }

    @Test
    void tooManyOpenGatesAwakenTheAncientOne() { // p.20
        Table p = players(8); // 5 gates awaken it with 7-8 players
        p.gate("Yuggoth", "Black Cave");
        p.gate("Abyss", "Science Building");
        p.gate("R'lyeh", "Unvisited Isle");
        p.gate("Yuggoth", "Graveyard");
        p.g.logEvents(true);
        p.run(open("Woods", p));
        assertTrue(p.g.awakened);
        assertTrue(p.g.drainEvents().stream().anyMatch(e -> e.text().contains("too many gates")));
        assertEquals(Awakening.TOO_MANY_GATES, p.g.awakenedBy);
        assertEquals(p.g.ancientOneDef().doomTrack(), p.g.doom, "the doom track is filled");
    }

    @Test
    void noGateMarkersLeftAwakensTheAncientOne() { // p.20
        Table p = players(2);
        while (!p.g.gateStack.isEmpty()) p.g.gateWhere[p.g.gateStack.removeLast()] = Game.trophy(0);
        p.run(open("Woods", p));
        assertTrue(p.g.awakened);
        assertEquals(Awakening.NO_GATE_MARKERS, p.g.awakenedBy);
    }

    @Test
    void theDoomTokenThatFillsTheTrackAwakensTheAncientOne() { // p.20
        Table p = players(2);
        int track = p.g.ancientOneDef().doomTrack();
        p.g.doom = track - 2;
        p.run(open("Woods", p));
        assertFalse(p.g.awakened, "one space left: still asleep");
        assertEquals(track - 1, p.g.doom);
        p.run(open("Unvisited Isle", p));
        assertTrue(p.g.awakened);
        assertEquals(Awakening.DOOM_TRACK, p.g.awakenedBy);
    }

    @Test
    void terrorTenAndTwiceTheMonsterLimitInArkhamOverrunIt() { // p.20: limit players + 3, so 10 with 2 players
        Table p = players(2);
        String[] streets = {"Northside", "Downtown", "Easttown", "Rivertown",
                "Merchant District", "French Hill", "Miskatonic University", "Uptown", "Southside"};
        for (String street : streets) p.monster(monsterFor(p), street);
        assertEquals(9, p.g.monstersInArkham());
        p.g.terror = 10;
        p.g.checkOverrun();
        assertFalse(p.g.awakened, "nine is one short of twice the limit");
        p.run(open("Woods", p)); // the gate's monster is the tenth
        assertTrue(p.g.awakened);
        assertEquals(Awakening.OVERRUN, p.g.awakenedBy);
    }

    @Test
    void twiceTheMonsterLimitBelowTerrorTenIsNoOverrun() { // p.20: both conditions are needed
        Table p = players(2);
        String[] streets = {"Northside", "Downtown", "Easttown", "Rivertown",
                "Merchant District", "French Hill", "Miskatonic University", "Uptown", "Southside", "The Witch House"};
        for (String street : streets) p.monster(monsterFor(p), street);
        p.g.terror = 9;
        p.g.checkOverrun();
        assertFalse(p.g.awakened);
        assertEquals(null, p.g.awakenedBy);
    }

    /** Any monster kind still in the cup. */
    private static String monsterFor(Table p) {
        for (int m = 0; m < p.g.monsterWhere.length; m++)
            if (p.g.monsterWhere[m] == Game.CUP) return p.c.monsterOf(m).name();
        throw new AssertionError("empty cup");
    }

    @Test
    void anEmptyMonsterCupAwakensTheAncientOne() { // p.20
        Table p = players(2);
        for (int m = 0; m < p.g.monsterWhere.length; m++) if (p.g.monsterWhere[m] == Game.CUP) p.g.monsterWhere[m] = Game.BOX;
        p.run(open("Woods", p));
        assertTrue(p.g.awakened);
        assertEquals(Awakening.EMPTY_CUP, p.g.awakenedBy);
    }

    @Test
    void closingAGateReturnsMonstersOfItsDimensionAndGivesATrophy() { // p.17-18
        Table p = players(2).at(0, "Woods");
        int marker = p.gate("Yuggoth", "Woods"); // Yuggoth gates are circle
        int byakhee = p.monster("Byakhee", "The Sky");
        int migo = p.monster("Mi-Go", "Outskirts");
        int zombie = p.monster("Zombie", "Rivertown");
        assertEquals(Dimension.CIRCLE, p.c.gateOf(marker).dimension());
        p.g.inv[0].explored = true;
        p.g.inv[0].clues = 0;
        p.sliders(0, 0, 0, 3); // Lore 4
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.dice(6, 1, 1, 1, 1, 1).answer("close:lore");
        assertEquals(-1, p.g.gateAt[p.place("Woods")]);
        assertEquals(Game.trophy(0), p.g.gateWhere[marker]);
        assertEquals(Game.CUP, p.g.monsterWhere[byakhee]);
        assertEquals(Game.CUP, p.g.monsterWhere[migo]);
        assertEquals(p.place("Rivertown"), p.g.monsterWhere[zombie]);
        assertFalse(p.g.sealed[p.place("Woods")]);
    }

    @Test
    void fiveCluesSealAClosedGate() { // p.17
        Table p = players(2).at(0, "Woods");
        p.gate("Yuggoth", "Woods");
        p.gate("Abyss", "Black Cave");
        p.g.inv[0].explored = true;
        p.g.inv[0].clues = 5;
        p.sliders(0, 0, 0, 3);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.dice(6, 1, 1, 1, 1, 1).answer("close:lore").answer("yes");
        assertTrue(p.g.sealed[p.place("Woods")]);
        assertEquals(0, p.g.inv[0].clues);
        assertEquals(0, p.g.doom, "sealing with Clues does not lower doom");
    }

    @Test
    void researchMaterialsStandInForSealClues() { // Research Materials: discard instead of spending a Clue token
        Table p = players(2).at(0, "Woods");
        p.gate("Yuggoth", "Woods");
        p.gate("Abyss", "Black Cave");
        p.g.inv[0].explored = true;
        p.g.inv[0].clues = 4;
        int materials = p.give(0, "Research Materials");
        p.sliders(0, 0, 0, 3);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.dice(6, 1, 1, 1, 1, 1).answer("close:lore");
        assertTrue(p.q().options().stream().noneMatch(o -> o.id().equals("yes")), "4 Clues alone are not enough");
        p.answer("yes-cards");
        assertTrue(p.g.sealed[p.place("Woods")]);
        assertEquals(0, p.g.inv[0].clues);
        assertEquals(Game.IN_DECK, p.g.cardWhere[materials]);
    }

    @Test
    void anElderSignSealsWithoutACheckAndRemovesDoom() { // p.18
        Table p = players(2).at(0, "Woods");
        p.gate("Yuggoth", "Woods");
        p.gate("Abyss", "Black Cave");
        p.g.doom = 3;
        int sign = p.give(0, "Elder Sign");
        p.g.inv[0].explored = true;
        int sanity = p.g.inv[0].sanity;
        int stamina = p.g.inv[0].stamina;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.answer("elder-sign:");
        assertTrue(p.g.sealed[p.place("Woods")]);
        assertEquals(2, p.g.doom);
        assertEquals(Game.BOX, p.g.cardWhere[sign]);
        assertEquals(sanity - 1, p.g.inv[0].sanity);
        assertEquals(stamina - 1, p.g.inv[0].stamina);
        assertEquals(1, p.g.elderSignsPlayed);
    }

    @Test
    void sixElderSignsWinTheGame() { // p.12
        Table p = players(2).at(0, "Woods");
        p.gate("Yuggoth", "Woods");
        p.gate("Abyss", "Black Cave");
        for (String s : List.of("Graveyard", "Unvisited Isle", "The Unnamable", "Science Building", "Independence Square"))
            p.g.sealed[p.place(s)] = true;
        p.give(0, "Elder Sign");
        p.g.inv[0].explored = true;
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.answer("elder-sign:");
        assertEquals(Outcome.WIN_SEALED_GATES, p.g.outcome());
        assertNull(p.g.question());
    }

    @Test
    void closingTheLastGateWithEnoughTrophiesWins() { // p.12
        Table p = players(2).at(0, "Woods");
        p.gate("Yuggoth", "Woods");
        int other = p.g.gateStack.removeLast();
        p.g.gateWhere[other] = Game.trophy(1);
        p.g.inv[0].explored = true;
        p.g.inv[0].clues = 0;
        p.sliders(0, 0, 0, 3);
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        p.dice(6, 6, 6, 6, 6, 6).answer("close:lore");
        assertEquals(Outcome.WIN_CLOSED_GATES, p.g.outcome());
    }

    @Test
    void withoutAnExploredMarkerTheInvestigatorIsDrawnThrough() { // p.9
        Table p = players(2).at(0, "Woods");
        int marker = p.gate("Yuggoth", "Woods");
        p.run(new ArkhamEncounter(0, ArkhamEncounter.Stage.START));
        assertEquals(p.g.board.otherWorld(p.c.gateOf(marker).world()).firstArea(), p.g.inv[0].place);
        assertFalse(p.g.inv[0].delayed, "entering a gate in the encounter phase does not delay");
    }

    @Test
    void aMythosClueGoesNowhereWithAGateAndToAnInvestigatorTheFirstPlayerPicks() { // p.10
        int card = -1;
        Table p = players(2);
        for (int k = 0; k < p.c.mythos.size(); k++) if (p.c.mythos.get(k).name().equals("Family Found Butchered!")) card = k;
        int isle = p.place("Unvisited Isle");
        assertEquals(isle, p.c.mythos.get(card).clue());
        p.run(new arkham.engine.flow.MythosStep(arkham.engine.flow.MythosStep.Stage.CLUE, card, false));
        assertTrue(p.halted());
        assertEquals(1, p.g.clues[isle], "nobody there: the Clue token lies on the location");

        Table gate = players(2);
        gate.gate("Yuggoth", "Unvisited Isle");
        gate.run(new arkham.engine.flow.MythosStep(arkham.engine.flow.MythosStep.Stage.CLUE, card, false));
        assertTrue(gate.halted());
        assertEquals(0, gate.g.clues[isle], "no Clue token on an open gate");

        Table two = players(2).at(0, "Unvisited Isle").at(1, "Unvisited Isle");
        two.g.first = 1;
        int before = two.g.inv[0].clues;
        two.run(new arkham.engine.flow.MythosStep(arkham.engine.flow.MythosStep.Stage.CLUE, card, false));
        assertEquals(1, two.q().player(), "the first player decides who takes it");
        two.answer("player:0");
        assertEquals(before + 1, two.g.inv[0].clues);
        assertEquals(0, two.g.clues[isle]);
    }

    @Test
    void normalMonstersFollowTheirArrowAndStayWithInvestigators() { // p.10
        Table p = players(2).at(0, "Downtown").at(1, "Woods");
        int zombie = p.monster("Zombie", "Rivertown");      // crescent
        int cultist = p.monster("Cultist", "Downtown");     // crescent, with Amanda
        int young = p.monster("Dark Young", "Graveyard");   // hexagon, stationary
        p.run(MonsterMovement.start(p.g, Dimension.CRESCENT.bit() | Dimension.HEXAGON.bit(), 0));
        assertEquals(p.g.board.whiteArrow(p.place("Rivertown")), p.g.monsterWhere[zombie]);
        assertEquals(p.place("Downtown"), p.g.monsterWhere[cultist]);
        assertEquals(p.place("Graveyard"), p.g.monsterWhere[young]);
    }

    @Test
    void fastMonstersMoveTwiceButStopAtInvestigators() { // p.11
        Table p = players(2).at(0, "Woods").at(1, "Woods");
        int shambler = p.monster("Dimensional Shambler", "Southside"); // square, fast
        p.run(MonsterMovement.start(p.g, Dimension.SQUARE.bit(), 0));
        int once = p.g.board.whiteArrow(p.place("Southside"));
        assertEquals(p.g.board.whiteArrow(once), p.g.monsterWhere[shambler]);
        p.at(1, p.g.board.name(once));
        p.g.monsterWhere[shambler] = p.place("Southside");
        p.run(MonsterMovement.start(p.g, Dimension.SQUARE.bit(), 0));
        assertEquals(once, p.g.monsterWhere[shambler], "stops where an investigator is");
    }

    @Test
    void flyingMonstersSwoopOnStreetsOrRiseToTheSky() { // p.11
        Table p = players(2).at(0, "Woods").at(1, "Woods");
        int byakhee = p.monster("Byakhee", "Rivertown");
        p.run(MonsterMovement.start(p.g, Dimension.CIRCLE.bit(), 0));
        assertEquals(p.g.board.sky(), p.g.monsterWhere[byakhee], "no one in reach: to the Sky");
        p.at(1, "Northside");
        p.run(MonsterMovement.start(p.g, Dimension.CIRCLE.bit(), 0));
        assertEquals(p.place("Northside"), p.g.monsterWhere[byakhee], "from the Sky to the investigator in the street");
    }

    @Test
    void aFlyerGoesForTheLowestSneakAndTheFirstPlayerBreaksTies() { // p.11
        Table p = players(3).at(0, "Northside").at(1, "Rivertown").at(2, "Woods");
        // Speed/Sneak slider at one end for player 0 and the other for player 1: their Sneak differs
        p.sliders(0, 0, 0, 0).sliders(1, 3, 0, 0);
        int sneak0 = p.g.skill(0, arkham.engine.def.Skill.SNEAK), sneak1 = p.g.skill(1, arkham.engine.def.Skill.SNEAK);
        assertTrue(sneak0 != sneak1, "the test needs different Sneak");
        String lower = sneak0 < sneak1 ? "Northside" : "Rivertown";
        int byakhee = p.monster("Byakhee", "The Sky");
        p.run(MonsterMovement.start(p.g, Dimension.CIRCLE.bit(), 0));
        assertEquals(p.place(lower), p.g.monsterWhere[byakhee], "to the street of the lower Sneak");

        // equal Sneak in two streets: the first player (here player 3) chooses
        p.sliders(1, 0, 0, 0);
        p.g.monsterWhere[byakhee] = p.g.board.sky();
        p.g.first = 2;
        p.run(MonsterMovement.start(p.g, Dimension.CIRCLE.bit(), 0));
        assertEquals(2, p.q().player(), "the first player decides the tie");
        assertEquals(2, p.q().options().size());
        p.answer("The Byakhee swoops to Rivertown");
        assertEquals(p.place("Rivertown"), p.g.monsterWhere[byakhee]);
    }
}
