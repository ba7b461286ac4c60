package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.content.load.ContentReader;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Setup;
import arkham.engine.def.Dimension;
import arkham.engine.flow.Combat;
import arkham.engine.flow.MonsterMovement;
import arkham.engine.flow.MovementStep;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Dunwich board (Dunwich rulebook p.5-8; flowchart "The Dunwich Board", "Monster Limit",
 * "Dunwich Horror Appears").
 */
class DunwichBoardRulesTest {
    static final Setup.Options DUNWICH = new Setup.Options(false).withDunwich(true, false, false);

    static Table dunwich(String... investigators) {
        return Table.position(ContentLoader.core(), DUNWICH, "Azathoth", investigators);
    }

    private static boolean offers(Table p, String id) {
        return p.q().options().stream().anyMatch(o -> o.id().equals(id));
    }

    // ------------------------------------------------------------------ the train

    @Test
    void joeDiamondTakesTheTrainToDunwichForADollarAndAMovementPoint() { // Dunwich rulebook p.5 example
        Table p = dunwich("Joe Diamond").emptyHanded(0).at(0, "Northside");
        p.g.inv[0].money = 1;
        p.g.inv[0].movePoints = 4;
        p.g.inv[0].pointsSpent = 0;
        p.run(new MovementStep.ArkhamMove(0));
        assertFalse(offers(p, "train:bishop-s-brook-bridge"), "the train leaves only from the Train Station or a depot");
        p.answer("move:train-station").answer("train:bishop-s-brook-bridge");
        assertEquals(p.place("Bishop's Brook Bridge"), p.g.inv[0].place);
        assertEquals(0, p.g.inv[0].money, "the fare is $1");
        assertEquals(2, p.g.inv[0].movePoints, "the ride costs one movement point and movement goes on");
        assertFalse(offers(p, "train:train-station"), "without money he cannot ride back");
        assertTrue(offers(p, "move:village-commons"), "he may move on in Dunwich");
    }

    @Test
    void aRailPassRidesWithoutTheFare() { // Dunwich rulebook p.2 (Rail Pass card)
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false).withDunwich(), "Azathoth", "Joe Diamond")
                .emptyHanded(0).at(0, "Train Station");
        p.give(0, "Rail Pass");
        p.g.inv[0].money = 0;
        p.g.inv[0].movePoints = 2;
        p.run(new MovementStep.ArkhamMove(0));
        p.answer("train:bishop-s-brook-bridge");
        assertEquals(p.place("Bishop's Brook Bridge"), p.g.inv[0].place, "no money needed with a Rail Pass");
        assertEquals(0, p.g.inv[0].money);
        assertEquals(1, p.g.inv[0].movePoints, "the movement point is still spent");
    }

    @Test
    void noTrainWithoutTheDunwichBoard() { // Dunwich rulebook p.5
        Table p = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Joe Diamond").emptyHanded(0).at(0, "Train Station");
        p.g.inv[0].money = 5;
        p.g.inv[0].movePoints = 4;
        p.run(new MovementStep.ArkhamMove(0));
        assertFalse(p.q().options().stream().anyMatch(o -> o.id().startsWith("train:")));
    }

    @Test
    void investigatorsNeverEnterAVortex() { // Dunwich rulebook p.7
        Table p = dunwich("Joe Diamond").emptyHanded(0).at(0, "Blasted Heath");
        p.g.inv[0].movePoints = 4;
        p.run(new MovementStep.ArkhamMove(0));
        for (Choice c : p.q().options()) assertFalse(c.id().contains("vortex"), c.id());
        for (int v : p.g.board.vortices()) {
            for (int place = 0; place < p.g.board.size(); place++) {
                for (int a : p.g.board.adjacent(place)) assertNotEquals(v, a, "no line leads into a vortex");
            }
        }
    }

    // ------------------------------------------------------- Dunwich is "in Arkham"

    @Test
    void dunwichCountsAsArkhamForCardsAndLostInTimeAndSpaceMayReturnThere() { // Dunwich rulebook p.5
        Table p = dunwich("Joe Diamond");
        assertTrue(p.g.board.inArkham(p.place("Whateley Farm")) && p.g.board.inArkham(p.place("Sentinel Hill")));
        p.g.moveInvestigator(0, p.g.board.lostInTimeAndSpace());
        p.run(new UpkeepStep.ReturnFromLost(0));
        assertTrue(offers(p, "place:whateley-farm") && offers(p, "place:sentinel-hill") && offers(p, "place:northside"));

        Table core = Table.position(ContentLoader.core(), new Setup.Options(false), "Azathoth", "Joe Diamond");
        core.g.moveInvestigator(0, core.g.board.lostInTimeAndSpace());
        core.run(new UpkeepStep.ReturnFromLost(0));
        assertFalse(offers(core, "place:whateley-farm"), "without the Dunwich board there is no Dunwich");
    }

    @Test
    void setupPlacesCluesOnDunwichsUnstableLocations() { // Dunwich rulebook p.4, setup step 2
        Game g = Game.create(ContentLoader.core(), new Setup(1, java.util.List.of("Joe Diamond"), "Azathoth", false, 3, DUNWICH));
        for (String l : new String[]{"Cold Spring Glen", "Whateley Farm", "Wizard's Hill", "Devil's Hopyard", "Gardners' Place"}) {
            int id = g.board.id(l);
            assertTrue(g.clues[id] == 1 || g.gateAt[id] >= 0, l + " is unstable: a Clue at setup");
        }
        assertEquals(0, g.clues[g.board.id("Dunwich Village")], "stable locations get none");
        Game core = Game.create(ContentLoader.core(), new Setup(1, java.util.List.of("Joe Diamond"), "Azathoth", false, 3, new Setup.Options(false)));
        assertEquals(0, core.clues[core.board.id("Whateley Farm")], "no Dunwich Clues without its board");
    }

    // ------------------------------------------------------------- monsters

    @Test
    void dunwichMonstersIgnoreTheMonsterLimitAndTheOutskirts() { // Dunwich rulebook p.5
        Table p = dunwich("Joe Diamond");
        int limit = p.g.monsterLimit();
        String[] arkham = {"Northside", "Downtown", "Easttown", "Rivertown", "Uptown", "Southside", "French Hill"};
        for (int k = 0; k < limit; k++) p.g.monsterWhere[cupMarker(p)] = p.place(arkham[k % arkham.length]);
        assertEquals(limit, p.g.monstersInArkham());
        int m = cupMarker(p);
        assertEquals(p.place("Whateley Farm"), p.g.placeMonster(m, p.place("Whateley Farm")), "no Outskirts for Dunwich");
        assertEquals(limit, p.g.monstersInArkham(), "and it does not count against the limit");
        int n = cupMarker(p);
        assertEquals(p.g.board.outskirts(), p.g.placeMonster(n, p.place("Woods")), "Arkham's limit still holds");
    }

    private static int cupMarker(Table p) {
        for (int m = 0; m < p.g.monsterWhere.length; m++) {
            if (p.g.monsterWhere[m] == Game.CUP && !p.g.monster(m).spawn()) return m;
        }
        throw new AssertionError("empty cup");
    }

    @Test
    void aMonsterEnteringAVortexGoesBackToTheCupRaisesTerrorAndFillsTheTrack() { // Dunwich rulebook p.7 example
        Table p = dunwich("Joe Diamond").at(0, "Northside");
        int cultist = p.monster("Cultist", "Blasted Heath");
        p.run(MonsterMovement.start(p.g, 0, Dimension.CRESCENT.bit()));
        assertEquals(Game.CUP, p.g.monsterWhere[cultist], "the Cultist followed the black arrow into the vortex");
        assertEquals(1, p.g.terror);
        assertEquals(1, p.g.dunwich.horrorTokens);
    }

    @Test
    void theThirdTokenBringsTheDunwichHorrorToSentinelHillAndAFullTrackTakesNoMore() { // Dunwich rulebook p.7
        Table p = dunwich("Joe Diamond").at(0, "Northside");
        p.g.dunwich.horrorTokens = 2;
        int horror = p.c.dunwichHorrorMarker;
        assertEquals(Game.BOX, p.g.monsterWhere[horror], "a Spawn monster waits outside the cup");
        p.monster("Cultist", "Blasted Heath");
        p.run(MonsterMovement.start(p.g, 0, Dimension.CRESCENT.bit()));
        assertEquals(3, p.g.dunwich.horrorTokens);
        assertEquals(p.place("Sentinel Hill"), p.g.monsterWhere[horror]);
        assertEquals(0, p.g.monstersInArkham(), "a Spawn monster is outside the monster limit");
        p.monster("Cultist", "Blasted Heath");
        p.run(MonsterMovement.start(p.g, 0, Dimension.CRESCENT.bit()));
        assertEquals(3, p.g.dunwich.horrorTokens, "a full track takes no more tokens");
        assertEquals(2, p.g.terror, "but terror still rises");
    }

    @Test
    void flyersInTheSkyMayDropOntoDunwichStreets() { // Dunwich rulebook p.5
        Table p = dunwich("Joe Diamond").at(0, "Village Commons");
        int flyer = p.monster("Byakhee", "The Sky");
        p.run(MonsterMovement.start(p.g, p.c.monsterOf(flyer).dimension().bit(), 0));
        assertEquals(p.place("Village Commons"), p.g.monsterWhere[flyer]);
    }

    @Test
    void stalkersGoForTheLowestSneakNextToThemButNeverIntoAStableLocation() { // Dunwich rulebook p.7-8
        Table p = dunwich("Joe Diamond", "Amanda Sharpe").at(0, "Dunwich Village").at(1, "Sentinel Hill");
        int rat = p.monster("Rat-thing", "Village Commons");
        int dim = p.c.monsterOf(rat).dimension().bit();
        p.run(MonsterMovement.start(p.g, dim, 0));
        assertEquals(p.place("Sentinel Hill"), p.g.monsterWhere[rat], "to the investigator in the adjacent street");

        Table q = dunwich("Joe Diamond").at(0, "Dunwich Village");
        int rat2 = q.monster("Rat-thing", "Village Commons");
        q.run(MonsterMovement.start(q.g, dim, 0));
        assertEquals(q.g.board.whiteArrow(q.place("Village Commons")), q.g.monsterWhere[rat2],
                "a stable location is out of reach: it follows the arrow");
    }

    // ---------------------------------------------------------- the Dunwich Horror

    @Test
    void theDunwichHorrorRollsForDoomInsteadOfMoving() { // Dunwich rulebook p.7; its marker
        Table p = dunwich("Joe Diamond").at(0, "Northside");
        int horror = p.c.dunwichHorrorMarker;
        p.g.monsterWhere[horror] = p.place("Sentinel Hill");
        int dim = p.c.monsterOf(horror).dimension().bit();
        p.dice(3).run(MonsterMovement.start(p.g, dim, 0));
        assertEquals(0, p.g.doom, "1-3: nothing");
        p.dice(4).run(MonsterMovement.start(p.g, dim, 0));
        assertEquals(1, p.g.doom, "4-6: a doom token");
        assertEquals(p.place("Sentinel Hill"), p.g.monsterWhere[horror], "it never moves");
    }

    @Test
    void defeatingTheDunwichHorrorEmptiesTheTrackAndLetsTheWinnerSearchADeck() { // Dunwich rulebook p.8
        Table p = dunwich("Joe Diamond").at(0, "Sentinel Hill").emptyHanded(0);
        int horror = p.c.dunwichHorrorMarker;
        p.g.monsterWhere[horror] = p.place("Sentinel Hill");
        p.g.dunwich.horrorTokens = 3;
        p.run(new DefeatStep(horror));
        assertEquals(0, p.g.dunwich.horrorTokens);
        assertEquals(Game.BOX, p.g.monsterWhere[horror], "set aside, never a trophy");
        assertEquals(0, p.g.monsterTrophies(0));
        assertTrue(p.asks("Search a deck"));
        assertTrue(offers(p, "take:tommygun") && offers(p, "take:shrivelling"), "any Common Item or Spell");
        p.answer("take:tommygun");
        assertTrue(p.g.inv[0].cards.contains(p.g.findTagged(0, "weapon")) || p.g.inv[0].cards.size() == 1);
        assertEquals("Tommy Gun", p.c.cardOf(p.g.inv[0].cards.get(0)).name());
    }

    /** Runs the rules' "monster defeated" as a won combat does. */
    record DefeatStep(int monster) implements arkham.engine.Step {
        @Override
        public arkham.engine.Question run(Game g) {
            Combat.defeated(g, 0, monster);
            return null;
        }
    }

    @Test
    void eachCombatWithTheDunwichHorrorDrawsACardForItsRatings() { // Dunwich rulebook p.7-8
        String cards = "{\"cards\": [{\"name\": \"A\", \"horror\": {\"rating\": -3, \"damage\": 5}, \"combat\": {\"rating\": -4, \"damage\": 6},"
                + " \"abilities\": [\"physical immunity\"], \"overwhelming\": 2}]}";
        Content c = new ContentReader(name -> name.equals("dunwich/dunwich-horror.json")
                ? new ByteArrayInputStream(cards.getBytes(StandardCharsets.UTF_8))
                : ContentLoader.class.getResourceAsStream("/content/" + name)).read();
        Table p = Table.position(c, DUNWICH, "Azathoth", "Joe Diamond").at(0, "Sentinel Hill").emptyHanded(0);
        int horror = c.dunwichHorrorMarker;
        p.g.monsterWhere[horror] = p.place("Sentinel Hill");
        assertEquals(5, p.g.monster(horror).toughness());
        p.run(Combat.start(0, horror));
        assertEquals(0, p.g.dunwich.horrorCard);
        assertEquals(-4, p.g.combatRating(horror));
        assertEquals(-3, p.g.horrorRating(horror));
        assertTrue(p.g.monster(horror).physicalImmunity());
        assertEquals(5, p.g.toughness(horror), "its toughness is always 5");
    }
}
