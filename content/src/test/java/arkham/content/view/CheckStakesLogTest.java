package arkham.content.view;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.CheckType;
import arkham.engine.def.LocationCardDef;
import arkham.engine.flow.ArkhamEncounter;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A check about to be rolled logs its stakes (rulebook p.8-9, 13: the card is read aloud, then the
 * check made), so a front end can show them before the dice even when nobody is asked anything:
 * the card, the dice, what passing and failing do; then the roll, then the result sentence. Logging
 * draws no die: a game logged and one not logged stay the same game.
 */
class CheckStakesLogTest {
    static final Content C = ContentLoader.core();

    @Test
    @SuppressWarnings("unchecked")
    void anEncounterCheckNobodyIsAskedAboutLogsItsStakesBeforeItsDiceThenItsResult() {
        Game g = Game.create(C, new Setup(1, List.of("Jenny Barnes"), "Azathoth", false, 5, new Setup.Options(false))).logEvents(true);
        int asylum = C.board.id("Arkham Asylum");
        LocationCardDef card = C.locationCards.stream().filter(d -> d.name().equals("Downtown 2")).findFirst().orElseThrow();
        // nothing to use before the roll and no Clue token after it: the check is drawn, rolled and settled with no question
        g.inv[0].cards.clear();
        g.inv[0].clues = 0;
        g.inv[0].slider[0] = 3; // Speed at its highest: dice to roll
        g.moveInvestigator(0, asylum);
        g.forcedLocationCards.add(card.id());
        g.forcedDice.clear();
        for (int k = 0; k < 20; k++) g.forcedDice.add(6);
        g.drainEvents();
        g.begin(new ArkhamEncounter.LocationEncounter(0, asylum));
        List<Event> events = g.drainEvents();
        List<String> types = events.stream().map(Event::type).toList();
        int drawn = types.indexOf("encounter"), stakes = types.indexOf("stakes"), result = types.indexOf("result");
        int roll = -1;
        for (int k = stakes + 1; k < events.size() && roll < 0; k++) if (events.get(k).text().contains("makes a Speed")) roll = k;
        assertTrue(drawn >= 0 && drawn < stakes && stakes < roll && roll < result, "drawn, stakes, roll, result: " + types);
        Event s = events.get(stakes);
        assertEquals(0, s.player());
        Map<String, Object> data = s.data();
        assertNotNull(data, "the stakes as data");
        assertEquals(false, data.get("asked"), "nobody was asked before this roll");
        Map<String, Object> enc = (Map<String, Object>) data.get("encounter");
        assertEquals("Downtown 2", enc.get("card"));
        assertEquals("Arkham Asylum", enc.get("where"));
        assertEquals(card.encounters().get(asylum).text(), enc.get("text"));
        Map<String, Object> check = (Map<String, Object>) data.get("check");
        int dice = Math.max(0, g.checkValue(0, CheckType.SPEED) - 1);
        assertTrue(dice > 0, "dice to roll: " + dice);
        assertEquals(false, check.get("rolledYet"));
        assertEquals(dice, check.get("dice"));
        String summary = "Speed (\u22121) check: " + (dice == 1 ? "1 die" : dice + " dice")
                + ", 1 success needed. Pass: draw 1 Unique Item. Fail: move to Downtown.";
        assertEquals(summary, data.get("summary"));
        assertEquals("Jenny Barnes's " + summary, s.text());
        assertTrue(events.get(result).text().endsWith("needed: passed \u2014 draw 1 Unique Item."), events.get(result).text());
        assertNull(events.get(roll).data(), "other events carry no data");
    }

    @Test
    void everyStakesEntryComesBeforeItsRollAndItsResultAndLoggingChangesNothing() {
        int stakes = 0, monsters = 0, asked = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Setup setup = Setup.random(1 + (int) (seed % 3), seed);
            Game logged = Game.create(C, setup, true);
            Game quiet = Game.create(C, setup);
            Random r = new Random(seed);
            List<Event> events = new ArrayList<>();
            for (int n = 0; n < 1500 && logged.question() != null; n++) {
                Question q = logged.question();
                assertEquals(q.id(), quiet.question().id());
                Choice c = q.options().get(r.nextInt(q.options().size()));
                logged.answer(q.id(), q.player(), c.id());
                quiet.answer(q.id(), q.player(), c.id());
                assertEquals(logged.stateHash(), quiet.stateHash(), "logging draws no die and changes nothing (seed " + seed + ")");
                events.addAll(logged.drainEvents());
            }
            for (int k = 0; k < events.size(); k++) {
                Event e = events.get(k);
                if (!e.type().equals("stakes")) continue;
                stakes++;
                if (e.data().containsKey("monster")) monsters++;
                if (Boolean.TRUE.equals(e.data().get("asked"))) asked++;
                String summary = (String) e.data().get("summary");
                assertTrue(summary.contains(" needed. Pass: ") && e.text().endsWith(summary.substring(summary.indexOf(": "))), e.text());
                // the roll comes next for the same investigator, before any other check's stakes
                int roll = -1;
                for (int j = k + 1; j < events.size() && roll < 0; j++) {
                    Event x = events.get(j);
                    if (x.type().equals("stakes")) break;
                    if (x.player() == e.player() && x.text().contains(" makes a")) roll = j;
                }
                assertTrue(roll > k, "the roll follows the stakes: " + e.text());
            }
        }
        assertTrue(stakes > 50 && monsters > 5 && asked > 0, stakes + " stakes, " + monsters + " against monsters, " + asked + " after a question");
    }
}
