package arkham.content.save;

import arkham.content.ContentLoader;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SaveGameTest {
    static final Content CONTENT = ContentLoader.core();

    /** A two-player game some way in, with the answers that led there. */
    static SaveGame played(int answers) {
        return played(CONTENT, Setup.random(2, 42).withAncientOne("Cthulhu"), answers, 5);
    }

    /** A game of this content and setup after some answers of a random agent seeded with {@code agentSeed}. */
    static SaveGame played(Content content, Setup setup, int answers, long agentSeed) {
        Game g = Game.create(content, setup);
        RandomAgent agent = new RandomAgent(agentSeed);
        List<SaveGame.Answer> given = new ArrayList<>();
        for (int k = 0; k < answers && !g.isOver(); k++) {
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        return SaveGame.of(g, given);
    }

    @Test
    void roundTripReplaysToTheSameState() {
        SaveGame save = played(60);
        SaveGame back = SaveGame.parse(save.toJson());
        assertEquals(save, back);
        Game g = back.replay(CONTENT);
        assertEquals(save.stateHash(), g.stateHash());
    }

    @Test
    void everyOptionIsWrittenAndReadBack() {
        Setup.Options lurker = new Setup.Options(false, true, false, true, true, false);
        Game g = Game.create(CONTENT, Setup.random(3, 11).withAncientOne("Azathoth").withOptions(lurker));
        RandomAgent agent = new RandomAgent(3);
        List<SaveGame.Answer> given = new ArrayList<>();
        for (int k = 0; k < 80 && !g.isOver(); k++) {
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        SaveGame save = SaveGame.of(g, given);
        String json = save.toJson();
        for (String field : List.of("pickSliders", "lurkerCards", "lurkerGateMarkers", "herald", "gateBurst", "relationships",
                "planning"))
            assertTrue(json.contains("\"" + field + "\""), field + " is written");
        SaveGame back = SaveGame.parse(json);
        assertEquals(lurker, back.setup().options());
        assertEquals(save.stateHash(), back.replay(CONTENT).stateHash());
        assertEquals(Setup.Options.DEFAULT.withLurker(), SaveGame.parse(json.replace("\"lurkerGateMarkers\" : false",
                "\"lurkerGateMarkers\" : true").replace("\"pickSliders\" : false", "\"pickSliders\" : true")
                .replace("\"relationships\" : false", "\"relationships\" : true")).setup().options());
    }

    @Test
    void faqRulingsAreSavedByNameAndUnknownNamesRefused() { // issue 9: FAQ options in saves
        Setup.Options faq = Setup.Options.DEFAULT.withFaq(Setup.Faq.ALL);
        Game g = Game.create(CONTENT, Setup.random(2, 5).withAncientOne("Azathoth").withOptions(faq));
        String json = SaveGame.of(g, List.of()).toJson();
        assertTrue(json.contains("\"battleSuccessesCarryOver\""), json);
        assertEquals(faq, SaveGame.parse(json).setup().options());
        SaveException e = assertThrows(SaveException.class,
                () -> SaveGame.parse(json.replace("\"battleSuccessesCarryOver\"", "\"carryOver\"")));
        assertEquals("'setup.options.faq': unknown FAQ option 'carryOver'; known: battleSuccessesCarryOver, flyersRiseFromLocations", e.getMessage());
    }

    @Test
    void aDunwichGameIsSavedWithItsPartsAndReplaysToTheSameState() {
        Setup.Options dunwich = new Setup.Options(false).withDunwich(true, false, true);
        Game g = Game.create(CONTENT, Setup.random(2, 21).withAncientOne("Azathoth").withOptions(dunwich));
        RandomAgent agent = new RandomAgent(5);
        List<SaveGame.Answer> given = new ArrayList<>();
        for (int k = 0; k < 120 && !g.isOver(); k++) {
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        String json = SaveGame.of(g, given).toJson();
        for (String field : List.of("dunwichBoard", "dunwichCards", "injuries"))
            assertTrue(json.contains("\"" + field + "\""), field + " is written");
        SaveGame back = SaveGame.parse(json);
        assertEquals(dunwich, back.setup().options());
        assertEquals(g.stateHash(), back.replay(CONTENT).stateHash());
    }

    @Test
    void missingOptionsTakeTheirDefaults() {
        String json = played(3).toJson().replaceAll("\"options\" : \\{[^}]*}", "\"options\" : { \"herald\" : true }");
        Setup.Options o = SaveGame.parse(json).setup().options();
        assertEquals(new Setup.Options(true, false, false, true, false, false), o);
        String none = played(3).toJson().replaceAll("\"options\" : \\{[^}]*}", "\"options\" : { }");
        assertEquals(Setup.Options.DEFAULT, SaveGame.parse(none).setup().options());
        String bad = played(3).toJson().replaceAll("\"options\" : \\{[^}]*}", "\"options\" : { \"gateBurst\" : \"yes\" }");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(bad));
        assertEquals("'setup.options.gateBurst' must be true or false", e.getMessage());
    }

    @Test
    void malformedJsonIsRejected() {
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse("{\"format\": 1, "));
        assertTrue(e.getMessage().startsWith("not valid JSON"), e.getMessage());
    }

    @Test
    void missingFieldIsNamed() {
        String json = played(3).toJson().replace("\"seed\"", "\"sead\"");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(json));
        assertEquals("missing field 'setup.seed'", e.getMessage());
    }

    @Test
    void wrongFormatIsRejected() {
        String json = played(3).toJson().replace("\"format\" : 3", "\"format\" : 6");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(json));
        assertTrue(e.getMessage().contains("unsupported save format 6"), e.getMessage());
    }

    @Test
    void playersAreNumberedFromOneAndFormatTwoSavesFromZeroStillLoad() {
        SaveGame save = played(30);
        String json = save.toJson();
        assertTrue(json.contains("\"format\" : 3"), json);
        int firstSeat = save.answers().get(0).player();
        assertTrue(json.contains("\"player\" : " + (firstSeat + 1) + ","), "seat " + firstSeat + " is written as player "
                + (firstSeat + 1) + ": " + json);
        assertEquals(save, SaveGame.parse(json));
        // the same answers as format 2 wrote them, numbered from 0
        String fromZero = json.replace("\"format\" : 3", "\"format\" : 2");
        for (int seat = 1; seat <= 2; seat++) fromZero = fromZero.replace("\"player\" : " + seat + ",", "\"player\" : " + (seat - 1) + "#,");
        fromZero = fromZero.replace("#,", ",");
        SaveGame back = SaveGame.parse(fromZero);
        assertEquals(save.answers(), back.answers());
        assertEquals(save.stateHash(), back.replay(CONTENT).stateHash());
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(json.replaceFirst("\"player\" : \\d", "\"player\" : 0")));
        assertTrue(e.getMessage().contains(".player' must be 1 or more"), e.getMessage());
    }

    @Test
    void aGameWithPlanningPausesSavesAndLoads() {
        Game g = Game.create(CONTENT, Setup.random(2, 42).withOptions(new Setup.Options(false).withPlanning(true)));
        RandomAgent agent = new RandomAgent(5);
        List<SaveGame.Answer> given = new ArrayList<>();
        int ready = 0;
        for (int k = 0; k < 120 && !g.isOver(); k++) {
            Question q = g.question();
            String id = agent.choose(q).id();
            if (id.equals("ready")) ready++;
            g.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        assertTrue(ready >= 2, "the planning pauses are answers too");
        SaveGame back = SaveGame.parse(SaveGame.of(g, given).toJson());
        assertTrue(back.setup().options().planning());
        assertEquals(g.stateHash(), back.replay(CONTENT).stateHash());
    }

    @Test
    void formatOneSavesWithoutQuestionIdsAreRefusedWithTheReason() {
        String json = played(3).toJson().replace("\"format\" : 3", "\"format\" : 1");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(json));
        assertTrue(e.getMessage().contains("predates question ids"), e.getMessage());
    }

    @Test
    void anAnswerNamingAnotherQuestionIsRefused() {
        SaveGame save = played(30);
        List<SaveGame.Answer> answers = new ArrayList<>(save.answers());
        SaveGame.Answer a = answers.get(4);
        answers.set(4, new SaveGame.Answer(answers.get(3).question(), a.player(), a.option()));
        SaveException e = assertThrows(SaveException.class, () -> new SaveGame(save.setup(), answers, save.stateHash()).replay(ContentLoader.core()));
        assertTrue(e.getMessage().contains("answer 5 of"), e.getMessage());
        assertTrue(e.getMessage().contains("no longer pending"), e.getMessage());
    }

    @Test
    void illegalAnswerIsNamed() {
        SaveGame save = played(10);
        List<SaveGame.Answer> answers = new ArrayList<>(save.answers());
        answers.set(4, new SaveGame.Answer(answers.get(4).question(), answers.get(4).player(), "no-such-option"));
        SaveGame bad = new SaveGame(save.setup(), answers, save.stateHash());
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(bad.toJson()).replay(CONTENT));
        assertTrue(e.getMessage().startsWith("answer 5 of 10"), e.getMessage());
        assertTrue(e.getMessage().contains("'no-such-option'"), e.getMessage());
    }

    @Test
    void hashMismatchIsReported() {
        SaveGame save = played(10);
        SaveGame bad = new SaveGame(save.setup(), save.answers(), save.stateHash() + 1);
        SaveException e = assertThrows(SaveException.class, () -> bad.replay(CONTENT));
        assertTrue(e.getMessage().startsWith("state hash mismatch"), e.getMessage());
    }

    @Test
    void badSetupIsReported() {
        String json = played(0).toJson().replace("\"players\" : 2", "\"players\" : 9");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(json));
        assertTrue(e.getMessage().contains("players must be 1 to 8"), e.getMessage());
    }

    /** A save as format 3 was written before format 4 existed (two answers of a one-player game): it still loads. */
    @Test
    void aFormatThreeSaveStillLoads() {
        Game g = Game.create(CONTENT, Setup.random(1, 77));
        List<SaveGame.Answer> given = new ArrayList<>();
        for (int k = 0; k < 2; k++) {
            Question q = g.question();
            g.answer(q.id(), q.player(), q.options().get(0).id());
            given.add(new SaveGame.Answer(q.id(), q.player(), q.options().get(0).id()));
        }
        String json = "{\"format\": 3, \"setup\": {\"players\": 1, \"investigators\": [], \"ancientOne\": null,"
                + " \"chooseInvestigators\": false, \"seed\": 77},"
                + " \"answers\": [{\"question\": " + given.get(0).question() + ", \"player\": 1, \"option\": \"" + given.get(0).option() + "\"},"
                + " {\"question\": " + given.get(1).question() + ", \"player\": 1, \"option\": \"" + given.get(1).option() + "\"}],"
                + " \"stateHash\": \"" + Long.toHexString(g.stateHash()) + "\"}";
        SaveGame save = SaveGame.parse(json);
        assertEquals(g.stateHash(), save.replay(CONTENT).stateHash());
        assertTrue(save.toJson().contains("\"format\" : 3"), "written back as format 3: it needs nothing of format 4");
    }

    /**
     * Format 4: a game whose future was drawn anew (an import of an unfinished game on a server)
     * replays with the new futures where they were drawn, and one that was not is still written as format 3.
     */
    @Test
    void newFuturesAreSavedAndReplayed() {
        SaveGame plain = played(40);
        Game g = plain.replay(CONTENT).withNewFuture(991);
        RandomAgent agent = new RandomAgent(6);
        List<SaveGame.Answer> given = new ArrayList<>(plain.answers());
        for (int k = 0; k < 30 && !g.isOver(); k++) {
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        SaveGame save = new SaveGame(plain.setup(), given, g.stateHash(), List.of(new SaveGame.NewFuture(40, 991)), null);
        String json = save.toJson();
        assertTrue(json.contains("\"format\" : 4"), json);
        SaveGame back = SaveGame.parse(json);
        assertEquals(save, back);
        assertEquals(g.stateHash(), back.replay(CONTENT).stateHash());
        SaveException e = assertThrows(SaveException.class, () -> new SaveGame(plain.setup(), given, g.stateHash()).replay(CONTENT));
        assertTrue(e.getMessage().startsWith("state hash mismatch") || e.getMessage().contains("is illegal"), e.getMessage());
        String late = json.replace("\"after\" : 40", "\"after\" : " + (given.size() + 1));
        e = assertThrows(SaveException.class, () -> SaveGame.parse(late));
        assertTrue(e.getMessage().contains("'newFutures[0].after' must be 0 to " + given.size()), e.getMessage());
    }

    /**
     * A sealed save (a server's export of an unfinished game) carries no seed: the seal stands for
     * them; it reads back, says plainly that it cannot be replayed here, and opens (given its seeds)
     * to the very save it was made from. What the seal vouches for is the same for both forms.
     */
    @Test
    void aSealedSaveCarriesNoSeed() {
        SaveGame plain = played(40);
        SaveGame clear = new SaveGame(plain.setup(), plain.answers(), plain.stateHash(), List.of(new SaveGame.NewFuture(40, 5)), null);
        SaveGame sealed = clear.sealedAs("arkham-seal-1.test.AAAA");
        String json = sealed.toJson();
        assertFalse(json.contains("\"seed\""), json);
        assertTrue(json.contains("\"sealed\" : \"arkham-seal-1.test.AAAA\""), json);
        SaveGame back = SaveGame.parse(json);
        assertTrue(back.isSealed());
        assertEquals(sealed, back);
        assertEquals(clear.sealingText(), back.sealingText());
        assertEquals(clear, back.opened(clear.seeds()));
        SaveException e = assertThrows(SaveException.class, () -> back.replay(CONTENT));
        assertTrue(e.getMessage().contains("sealed"), e.getMessage());
        assertFalse(clear.sealingText().equals(new SaveGame(plain.setup(), plain.answers().subList(0, 39), plain.stateHash(),
                List.of(), null).sealingText()), "the answers are part of what a seal vouches for");
        e = assertThrows(SaveException.class, () -> SaveGame.parse(json.replace("\"chooseInvestigators\" : false",
                "\"chooseInvestigators\" : false, \"seed\" : 1")));
        assertEquals("'setup.seed' must be left out: this save's seeds are sealed", e.getMessage());
    }

    @Test
    void savingMidGameAndLoadingContinuesExactlyAsWithoutSaving() {
        Game straight = Game.create(CONTENT, Setup.random(3, 8));
        RandomAgent first = new RandomAgent(1);
        List<SaveGame.Answer> given = new ArrayList<>();
        for (int k = 0; k < 150 && !straight.isOver(); k++) {
            Question q = straight.question();
            String id = first.choose(q).id();
            straight.answer(q.id(), q.player(), id);
            given.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        Game loaded = SaveGame.parse(SaveGame.of(straight, given).toJson()).replay(CONTENT);
        arkham.engine.agent.Driver.playOut(straight, new RandomAgent(2), 200_000);
        arkham.engine.agent.Driver.playOut(loaded, new RandomAgent(2), 200_000);
        assertEquals(straight.stateHash(), loaded.stateHash());
        assertEquals(straight.outcome(), loaded.outcome());
    }

    /** A Dunwich game played with the rule scenarios' pack of invented Dunwich Horror cards. */
    private static SaveGame playedWithPack(Content content) {
        return played(content, Setup.random(2, 77).withAncientOne("Azathoth").withOptions(new Setup.Options(false).withDunwich()), 50, 9);
    }

    @Test
    void aSaveRecordsItsContentPacksAndReplaysOnlyWithThem(@org.junit.jupiter.api.io.TempDir java.nio.file.Path tmp) throws Exception {
        arkham.content.Pack pack = arkham.content.Pack.open(java.nio.file.Path.of("../scenarios/packs/invented-dunwich-horror-cards"));
        Content withPack = ContentLoader.withPacks(List.of(pack));
        SaveGame save = playedWithPack(withPack);
        String json = save.toJson();
        assertTrue(json.contains("\"format\" : 5"), json);
        assertTrue(json.contains("\"name\" : \"invented-dunwich-horror-cards\"") && json.contains("\"sha256\" : \"" + pack.checksum() + "\""), json);
        SaveGame back = SaveGame.parse(json);
        assertEquals(save, back);
        assertEquals(save.stateHash(), back.replay(withPack).stateHash());

        SaveException missing = assertThrows(SaveException.class, () -> back.replay(CONTENT));
        assertEquals("this save was made with the content pack 'invented-dunwich-horror-cards' (sha256 " + pack.checksum()
                + "), which is not loaded: load it (--content DIR, or the server's pack of that name)", missing.getMessage());

        // the same pack with one byte changed
        java.nio.file.Path copy = tmp.resolve("invented-dunwich-horror-cards");
        java.nio.file.Files.createDirectories(copy.resolve("dunwich"));
        java.nio.file.Files.copy(pack.dir().resolve("pack.json"), copy.resolve("pack.json"));
        java.nio.file.Files.writeString(copy.resolve("dunwich/dunwich-horror.json"),
                java.nio.file.Files.readString(pack.dir().resolve("dunwich/dunwich-horror.json")) + "\n");
        arkham.content.Pack changed = arkham.content.Pack.open(copy);
        SaveException e = assertThrows(SaveException.class, () -> back.replay(ContentLoader.withPacks(List.of(changed))));
        assertTrue(e.getMessage().startsWith("the content pack 'invented-dunwich-horror-cards' has changed since this save was made"),
                e.getMessage());

        SaveGame core = played(10);
        e = assertThrows(SaveException.class, () -> core.replay(withPack));
        assertEquals("this save was made without the content pack 'invented-dunwich-horror-cards': load it without that pack", e.getMessage());
    }

    @Test
    void packsBelongToFormatFiveAndAreCheckedWhenRead() {
        String plain = played(5).toJson();
        assertTrue(plain.contains("\"format\" : 3"), "a save without packs keeps format 3");
        SaveException e = assertThrows(SaveException.class, () -> SaveGame.parse(plain.replace("\"format\" : 3", "\"format\" : 5")));
        assertEquals("missing field 'packs' (format 5 names its content packs)", e.getMessage());
        e = assertThrows(SaveException.class, () -> SaveGame.parse(plain.replace("\"format\" : 3,",
                "\"format\" : 3, \"packs\" : [{\"name\": \"x\", \"sha256\": \"" + "0".repeat(64) + "\"}],")));
        assertEquals("'packs' belongs to save format 5, not 3", e.getMessage());
        e = assertThrows(SaveException.class, () -> SaveGame.parse(plain.replace("\"format\" : 3,",
                "\"format\" : 5, \"packs\" : [{\"name\": \"x\", \"sha256\": \"abc\"}],")));
        assertEquals("'packs[0]': a pack's checksum is 64 hex digits", e.getMessage());
    }
}
