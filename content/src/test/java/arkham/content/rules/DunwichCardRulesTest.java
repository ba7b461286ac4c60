package arkham.content.rules;

import arkham.content.ContentLoader;
import arkham.content.load.ContentReader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Phase;
import arkham.engine.Score;
import arkham.engine.Setup;
import arkham.engine.Step;
import arkham.engine.def.Deck;
import arkham.engine.def.Stat;
import arkham.engine.flow.ForEachPlayer;
import arkham.engine.flow.UpkeepStep;
import arkham.engine.testkit.Table;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Injury and Madness, retiring, Tasks and Missions, and their score terms (Dunwich rulebook p.5-6,
 * p.8; flowchart "Unconscious", "Insane", "Retire Investigator", "Tasks & Missions", "Victory").
 * The cards here are test cards added to the real data, so the mechanisms are tested apart from
 * the printed cards' own effects.
 */
class DunwichCardRulesTest {
    static final Setup.Options ALL = new Setup.Options(false).withDunwich();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** The real content plus the test cards. */
    static final Content CONTENT = new ContentReader(name -> switch (name) {
        case "dunwich/cards/injuries.json" -> withCards(name, "injury",
                "{\"name\": \"Test Bruise\", \"count\": 2}", "{\"name\": \"Test Fracture\", \"count\": 1}");
        case "dunwich/cards/madness.json" -> withCards(name, "madness", "{\"name\": \"Test Phobia\", \"count\": 2}");
        case "dunwich/cards/common.json" -> withCards(name, "common",
                "{\"name\": \"Test Errand\", \"price\": 1, \"task\": [\"Unvisited Isle\", \"Northside\"]}");
        case "dunwich/cards/unique.json" -> withCards(name, "unique",
                "{\"name\": \"Test Pact\", \"price\": 4, \"mission\": [{\"place\": \"St. Mary's Hospital\", \"discard\": \"ally\"},"
                        + " {\"place\": \"Arkham Asylum\", \"cost\": {\"money\": 2}}]}");
        case "dunwich/cards/special.json" -> withCards(name, "special", "{\"name\": \"Test Condition\", \"tags\": [\"condition\"]}");
        default -> ContentLoader.class.getResourceAsStream("/content/" + name);
    }).read();

    /** The data file with test entries added (made from nothing when the real file is missing). */
    private static InputStream withCards(String name, String deck, String... entries) {
        try (InputStream in = ContentLoader.class.getResourceAsStream("/content/" + name)) {
            ObjectNode root = in == null ? JSON.createObjectNode().put("deck", deck) : (ObjectNode) JSON.readTree(in);
            ArrayNode cards = root.has("cards") ? (ArrayNode) root.get("cards") : root.putArray("cards");
            for (String e : entries) cards.add(JSON.readTree(e));
            return new ByteArrayInputStream(JSON.writeValueAsBytes(root));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Table position(Setup.Options options, String... investigators) {
        Table p = Table.position(CONTENT, options, "Azathoth", investigators);
        for (int k = 0; k < investigators.length; k++) p.emptyHanded(k);
        return p;
    }

    /** A loss that knocks the investigator out, as an encounter's would. */
    record Lose(int player, Stat stat, int amount) implements Step {
        @Override
        public arkham.engine.Question run(Game g) {
            g.lose(player, stat, amount);
            return null;
        }
    }

    private static int countIn(Table p, int player, Deck deck) {
        int n = 0;
        for (int k = 0; k < p.g.inv[player].cards.size(); k++) if (p.c.cardOf(p.g.inv[player].cards.get(k)).deck() == deck) n++;
        return n;
    }

    // ------------------------------------------------------------ Injury and Madness

    @Test
    void anUnconsciousInvestigatorMayTakeAnInjuryInsteadOfTheUsualLosses() { // Dunwich rulebook p.6
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        p.give(0, "Tommy Gun");
        p.give(0, "Food");
        p.g.inv[0].clues = 4;
        p.run(new Lose(0, Stat.STAMINA, 20));
        assertTrue(p.asks("Unconscious: the usual losses, or an Injury card?"), p.q().prompt());
        p.answer("injury");
        assertEquals(1, countIn(p, 0, Deck.INJURY));
        assertEquals(p.g.inv[0].maxStamina, p.g.inv[0].stamina, "restored to his maximum");
        assertEquals(4, p.g.inv[0].clues, "no Clue tokens lost");
        assertEquals(2, p.g.inv[0].cards.size() - 1, "no items lost");
        assertEquals(p.place("St. Mary's Hospital"), p.g.inv[0].place, "he still goes to the hospital");
    }

    @Test
    void theUsualLossesRemainAChoiceAndWithoutTheSwitchNoCardIsOffered() { // Dunwich rulebook p.6
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        p.g.inv[0].clues = 4;
        p.run(new Lose(0, Stat.SANITY, 20));
        p.answer("usual");
        assertEquals(2, p.g.inv[0].clues, "half the Clues");
        assertEquals(1, p.g.inv[0].sanity);
        assertEquals(p.place("Arkham Asylum"), p.g.inv[0].place);
        assertEquals(0, countIn(p, 0, Deck.MADNESS));

        Table q = position(new Setup.Options(false).withDunwich(true, true, false), "Joe Diamond").at(0, "Northside");
        q.g.inv[0].clues = 4;
        q.run(new Lose(0, Stat.SANITY, 20));
        assertTrue(q.halted(), "no Injury/Madness switch: the usual losses at once");
        assertEquals(2, q.g.inv[0].clues);
    }

    @Test
    void aSecondCopyOfTheSameCardDevours() { // the Injury and Madness cards' own rule
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        int phobia = p.give(0, "Test Phobia");
        int def = p.g.inv[0].def();
        // the other Test Phobia on top of the Madness deck (the real Madness cards are in it too)
        var madness = p.g.deck(Deck.MADNESS);
        for (int k = 0; k < madness.size(); k++) {
            if (p.g.content.cardOf(madness.get(k)).name().equals("Test Phobia")) {
                madness.add(madness.removeAt(k));
                break;
            }
        }
        p.run(new Lose(0, Stat.SANITY, 20));
        p.answer("madness");
        assertTrue(p.g.inv[0].def() != def, "devoured: a new investigator plays on");
        assertFalse(p.g.inv[0].cards.contains(phobia));
        int phobias = 0;
        for (int k = 0; k < madness.size(); k++) if (p.g.content.cardOf(madness.get(k)).name().equals("Test Phobia")) phobias++;
        assertEquals(2, phobias, "both Phobias are back in their deck");
    }

    @Test
    void injuryAndMadnessCardsAreNeitherItemsNorTradeable() { // Dunwich rulebook p.6
        assertFalse(CONTENT.cards.get(CONTENT.cardId("Test Bruise")).item());
    }

    // ------------------------------------------------------------------- retiring

    @Test
    void twoInjuryOrMadnessCardsLetAPlayerRetireHisInvestigatorSkippingHisTurn() { // Dunwich rulebook p.6, p.8
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        p.give(0, "Test Bruise");
        p.run(new ForEachPlayer(Phase.UPKEEP, 0));
        assertFalse(p.asks("Retire"), "one card is not enough");
        p.give(0, "Test Phobia");
        int def = p.g.inv[0].def();
        int scoreBefore = Score.of(p.g).total();
        p.run(new ForEachPlayer(Phase.UPKEEP, 0));
        assertTrue(p.asks("Retire Joe Diamond?"));
        p.answer("retire");
        assertTrue(p.g.inv[0].def() != def, "a new investigator");
        assertEquals(1, p.g.dunwich.retired);
        assertEquals(scoreBefore - 1, Score.of(p.g).total(), "-1 to the score per retired investigator");
        assertTrue(p.g.inv[0].delayed && p.g.inv[0].turnLost, "the turn is skipped");
        assertEquals(0, countIn(p, 0, Deck.INJURY) + countIn(p, 0, Deck.MADNESS));
    }

    // ------------------------------------------------------------ Tasks and Missions

    @Test
    void aTaskAdvancesByArkhamEncountersPhasesInItsAreasInOrderAndIsBoxedWhenDone() { // Dunwich rulebook p.5
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        int errand = p.give(0, "Test Errand");
        p.g.inv[0].encountersOver = true;
        p.run(new ForEachPlayer(Phase.ARKHAM_ENCOUNTERS, 0));
        assertEquals(0, p.g.dunwich.stepClues[errand], "the steps go in order: Northside is the second");
        p.at(0, "Unvisited Isle").run(new ForEachPlayer(Phase.ARKHAM_ENCOUNTERS, 0));
        assertEquals(1, p.g.dunwich.stepClues[errand], "a Clue on the card");
        p.at(0, "Northside").run(new ForEachPlayer(Phase.ARKHAM_ENCOUNTERS, 0));
        assertEquals(Game.BOX, p.g.cardWhere[errand], "done: back to the box");
        assertEquals(1, p.g.dunwich.completed);
        assertEquals(1, Score.of(p.g).tasksAndMissions(), "+1 to the score");
    }

    @Test
    void aTaskStepNeedsTheAreaFreeOfAGateAndItsCluesGoWhenTheCardChangesHands() { // Dunwich rulebook p.5
        Table p = position(ALL, "Joe Diamond", "Amanda Sharpe").at(0, "Unvisited Isle");
        int errand = p.give(0, "Test Errand");
        p.gate("Yuggoth", "Unvisited Isle");
        arkham.engine.flow.Tasks.arkhamEncountersPhase(p.g, 0);
        assertEquals(0, p.g.dunwich.stepClues[errand], "an open gate: the location cannot be visited");
        p.g.gateAt[p.place("Unvisited Isle")] = -1;
        arkham.engine.flow.Tasks.arkhamEncountersPhase(p.g, 0);
        assertEquals(1, p.g.dunwich.stepClues[errand]);
        p.at(1, "Unvisited Isle").run(new arkham.engine.flow.Trade(0, 1));
        p.answer("give:" + errand);
        assertEquals(1, p.g.cardWhere[errand]);
        assertEquals(0, p.g.dunwich.stepClues[errand], "given away: its Clues are lost");
    }

    @Test
    void aMissionTakesItsSacrificeAtTheStartOfUpkeepInItsArea() { // Dunwich rulebook p.5 example
        Table p = position(ALL, "Joe Diamond").at(0, "St. Mary's Hospital");
        int pact = p.give(0, "Test Pact");
        int ally = p.give(0, "Duke");
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertTrue(p.asks("Mission Test Pact: step 1 of 2"), p.q().prompt());
        p.answer("sacrifice:" + ally);
        assertFalse(p.g.inv[0].cards.contains(ally), "the Ally is sacrificed");
        assertEquals(1, p.g.dunwich.stepClues[pact]);
        p.g.inv[0].money = 1;
        p.at(0, "Arkham Asylum").run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(p.asks("Mission"), "he cannot pay the $2 yet");
        p.g.inv[0].money = 3;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        p.answer("sacrifice");
        assertEquals(1, p.g.inv[0].money);
        assertEquals(Game.BOX, p.g.cardWhere[pact]);
        assertEquals(1, p.g.dunwich.completed);
    }

    // ------------------------------------------------------------------ Conditions

    @Test
    void aConditionStartsFaceDownIsTurnedUpByNameAndRefreshesInUpkeep() { // Dunwich rulebook p.6
        Table p = position(ALL, "Joe Diamond").at(0, "Northside");
        int card = -1;
        for (int c = 0; c < p.c.cardKind.length; c++) if (p.c.cardOf(c).name().equals("Test Condition")) card = c;
        assertEquals(Game.BOX, p.g.cardWhere[card], "face down beside the boards, in no deck");
        assertFalse(arkham.engine.flow.Dunwich.conditionActive(p.g, "Test Condition"));
        arkham.engine.flow.Dunwich.turnCondition(p.g, "Test Condition", true);
        assertTrue(arkham.engine.flow.Dunwich.conditionActive(p.g, "Test Condition"));
        p.g.exhausted[card] = true;
        p.run(new UpkeepStep(0, UpkeepStep.Stage.REFRESH, 0));
        assertFalse(p.g.exhausted[card], "an exhausted Condition refreshes in the Upkeep Phase");
        assertTrue(arkham.engine.flow.Dunwich.conditionActive(p.g, "Test Condition"), "exhausting does not turn it down");
        arkham.engine.flow.Dunwich.turnCondition(p.g, "Test Condition", false);
        assertFalse(arkham.engine.flow.Dunwich.conditionActive(p.g, "Test Condition"));
    }

    @Test
    void theScoreCountsCompletedTasksAndRetiredInvestigators() { // Dunwich rulebook p.8
        assertEquals(21 + 2 - 1, new Score(14, 6, 2, 3, 8, 17, 5, 2, 1, -1).total());
    }
}
