package arkham.content.view;

import arkham.content.ContentLoader;
import arkham.engine.Choice;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.Effect;
import arkham.engine.def.EffectWords;
import arkham.engine.def.LocationCardDef;
import arkham.engine.flow.ArkhamEncounter;
import arkham.engine.view.Stakes;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What an encounter's check puts at stake (rulebook p.8-9, 13: an encounter is read aloud, then its
 * check is made), as the view shows it: the card, the check with its dice, what passing and failing
 * do; and the result in one sentence once it settles.
 */
class StakesTest {
    static final Content C = ContentLoader.core();

    @Test
    void aLocationEncountersCheckShowsTheCardWhatEachResultDoesAndThenTheResult() {
        Game g = Game.create(C, new Setup(1, List.of("Jenny Barnes"), "Azathoth", false, 5, new Setup.Options(false))).logEvents(true);
        int asylum = C.board.id("Arkham Asylum");
        LocationCardDef card = C.locationCards.stream().filter(d -> d.name().equals("Downtown 2")).findFirst().orElseThrow();
        g.inv[0].clues = 3;
        g.moveInvestigator(0, asylum);
        g.forcedLocationCards.add(card.id());
        g.forcedDice.clear();
        for (int k = 0; k < 50; k++) g.forcedDice.add(1);
        g.drainEvents();
        g.begin(new ArkhamEncounter.LocationEncounter(0, asylum));
        Question q = g.question();
        // Jenny's possessions may offer a card first; the Clue tokens are offered after the (failed) roll
        while (q.purpose() != Purpose.SPEND_CLUES) {
            g.answer(q.id(), q.player(), q.options().get(0).id());
            q = g.question();
        }
        Map<String, Object> s = Stakes.of(g);
        assertNotNull(s, "a check of an encounter has stakes");
        @SuppressWarnings("unchecked") Map<String, Object> enc = (Map<String, Object>) s.get("encounter");
        assertEquals("Downtown 2", enc.get("card"));
        assertEquals("Arkham Asylum", enc.get("where"));
        assertEquals(card.encounters().get(asylum).text(), enc.get("text"));
        @SuppressWarnings("unchecked") Map<String, Object> check = (Map<String, Object>) s.get("check");
        assertEquals("SPEED", check.get("skill"));
        assertEquals("draw 1 Unique Item", check.get("pass"));
        assertEquals("move to Downtown", check.get("fail"));
        assertEquals(0, check.get("successes"));
        String summary = (String) s.get("summary");
        assertTrue(summary.startsWith("Speed (\u22121) check: rolled 1"), summary);
        assertTrue(summary.endsWith("0 successes of 1 needed (failing). Pass: draw 1 Unique Item. Fail: move to Downtown."), summary);
        @SuppressWarnings("unchecked") Map<String, String> options = (Map<String, String>) s.get("options");
        Choice accept = q.options().stream().filter(c -> c.target().act() == arkham.engine.Target.Act.ACCEPT).findFirst().orElseThrow();
        assertEquals("failed: move to Downtown", options.get(accept.id()));

        g.drainEvents();
        g.answer(q.id(), q.player(), accept.id());
        String result = g.drainEvents().stream().filter(e -> e.type().equals("result")).map(Event::text).findFirst().orElseThrow();
        assertTrue(result.matches("Jenny Barnes's Speed \\(\u22121\\) check: rolled [1 ]+, 0 successes of 1 needed: failed \u2014 move to Downtown\\."), result);
    }

    @Test
    void beforeTheRollTheDiceAreTheCheckValueWithItsModifier() {
        // Downtown 3 at the Bank: a Combat (-1) check or lose all your money; Intervene (Lurker) may be cast before it, so the roll waits
        Game g = Game.create(C, new Setup(1, List.of("Jenny Barnes"), "Azathoth", false, 5,
                new Setup.Options(false, true, false, false, false, false))).logEvents(true);
        int bank = C.board.id("Bank of Arkham");
        LocationCardDef card = C.locationCards.stream().filter(d -> d.name().equals("Downtown 3")).findFirst().orElseThrow();
        g.inv[0].held.clear();
        g.giveCard(0, g.takeFromDeck(C.cardId("Intervene")));
        g.moveInvestigator(0, bank);
        g.forcedLocationCards.add(card.id());
        g.begin(new ArkhamEncounter.LocationEncounter(0, bank));
        Question q = g.question();
        while (q.purpose() == Purpose.REDRAW_ENCOUNTER) {
            g.answer(q.id(), q.player(), q.options().get(0).id());
            q = g.question();
        }
        assertEquals(Purpose.SKILL_CHECK, q.purpose(), q.prompt());
        Map<String, Object> s = Stakes.of(g);
        int dice = Math.max(0, g.checkValue(0, arkham.engine.def.CheckType.COMBAT) - 1);
        assertEquals("Combat (\u22121) check: " + dice + (dice == 1 ? " die" : " dice") + ", 1 success needed. Pass: nothing happens. Fail: lose all your money.",
                s.get("summary"));
    }

    @Test
    void inRandomGamesTheCardBeingResolvedIsTheOneDrawnLast() {
        int seen = 0, places = 0, rounds = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Game g = Game.create(C, Setup.random(1 + (int) (seed % 4), seed)).logEvents(true);
            Random r = new Random(seed);
            String lastCard = null;
            for (int n = 0; n < 2000 && g.question() != null; n++) {
                for (Event e : g.drainEvents()) if (e.type().equals("encounter") && e.card() != null) lastCard = e.card();
                Question q = g.question();
                Map<String, Object> s = Stakes.of(g);
                if (s != null && s.get("encounter") instanceof Map<?, ?> enc && s.get("check") instanceof Map<?, ?> check
                        && Boolean.TRUE.equals(check.get("ofEncounter"))) {
                    assertEquals(lastCard, enc.get("card"), "the card drawn last is the one being resolved");
                    assertTrue(check.containsKey("pass") && check.containsKey("fail"), "both results in words: " + s);
                    seen++;
                }
                if (q.purpose() == Purpose.LOCATION_ENCOUNTER) {
                    // a location's special ability or shop is offered beside its encounter: the place's text shows
                    assertEquals(C.board.name(g.inv[q.player()].place), ((Map<?, ?>) s.get("place")).get("where"));
                    assertTrue(!((String) ((Map<?, ?>) s.get("place")).get("text")).isBlank());
                    places++;
                }
                if (q.purpose() == Purpose.COMBAT_ACTION) {
                    String monster = g.monster((Integer) q.context().get("marker")).name();
                    assertEquals(monster, ((Map<?, ?>) s.get("monster")).get("name"));
                    assertTrue(((String) s.get("summary")).startsWith("Combat check against the " + monster + ": "), (String) s.get("summary"));
                    rounds++;
                }
                Choice c = q.options().get(r.nextInt(q.options().size()));
                g.answer(q.id(), q.player(), c.id());
            }
        }
        assertTrue(seen > 10, "encounter checks are asked about: " + seen);
        assertTrue(places > 0 && rounds > 0, places + " location choices, " + rounds + " combat rounds");
    }

    @Test
    void everyEncounterEntryOfTheDataHasWords() {
        Content all = ContentLoader.core();
        EffectWords words = new EffectWords(all.board, all.hooks::effectWords);
        for (LocationCardDef d : all.locationCards) for (var e : d.encounters().values()) assertTrue(!words.of(e.effect()).isBlank(), d.name());
        for (var d : all.gateCards) {
            for (var e : d.worlds().values()) assertTrue(!words.of(e.effect()).isBlank(), d.name());
            if (d.other() != null) assertTrue(!words.of(d.other().effect()).isBlank(), d.name());
        }
    }

    @Test
    void aSearchOfTheWholeDeckIsSaidAsOne() {
        // Great Hall of Celaeno's gate card entry: search the Spell deck and keep one (the data's count 99: the whole deck)
        EffectWords words = new EffectWords(C.board, C.hooks::effectWords);
        assertEquals("search the Spell deck and keep 1 Spell", words.of(new Effect.Draw(arkham.engine.def.Deck.SPELL, 99, 1)));
        assertEquals("draw 2 Common Items and keep 1", words.of(new Effect.Draw(arkham.engine.def.Deck.COMMON, 2, 1)));
    }
}
