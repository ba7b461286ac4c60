package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.save.SaveGame;
import arkham.engine.Debrief;
import arkham.engine.Setup;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Protocol v1 (docs/WEB.md) over a real server on a free port, with an H2 database in a temp folder. */
class ApiTest {
    @TempDir
    static Path data;
    static ArkhamServer server;
    static Client client;

    @BeforeAll
    static void start() {
        server = new ArkhamServer(ContentLoader.core(), Store.h2Url(data));
        client = new Client(server.start(0));
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    static Client.Game twoPlayers(long seed) {
        return client.create("{\"players\": 2, \"seed\": " + seed + "}");
    }

    @Test
    void setupOptionsAndBoard() {
        JsonNode o = client.get("/api/setup-options").body();
        assertTrue(o.get("ancientOnes").toString().contains("Azathoth"));
        assertEquals(8, o.get("maxPlayers").asInt());
        JsonNode b = client.get("/api/board").body();
        assertTrue(b.get("otherWorlds").size() >= 8, "the eight Other Worlds of Arkham (and Dunwich's)");
        boolean streetHolds = false;
        for (JsonNode p : b.get("places")) if (p.get("kind").asText().equals("STREET") && p.get("holds").size() > 0) streetHolds = true;
        assertTrue(streetHolds, "a street lists the locations of its neighbourhood");
        assertTrue(b.get("vortices").size() > 0, "Dunwich's vortices");
        assertEquals("Arkham", b.get("towns").get(0).asText());
    }

    @Test
    void onlyTheAskedSeatSeesTheQuestion() {
        Client.Game g = twoPlayers(5);
        JsonNode spectator = client.view(g, 0);
        assertTrue(spectator.get("readOnly").asBoolean());
        assertEquals(0, spectator.get("seat").asInt());
        int asked = spectator.get("question").get("player").asInt();
        int other = 3 - asked;
        assertNull(spectator.get("question").get("options"));
        assertNull(client.view(g, other).get("question").get("options"));
        JsonNode q = client.view(g, asked).get("question");
        assertTrue(q.get("options").size() > 1);
        assertEquals(0, q.get("id").asLong());
        assertNull(spectator.get("game").get("question"), "the question is not repeated inside the game view");
        assertEquals(2, spectator.get("seats").size());
        assertNotNull(spectator.get("debrief").get("gateLimit"));
    }

    @Test
    void aHintIsForTheAskingSeatsOwnQuestionOnly() {
        Client.Game g = twoPlayers(5);
        int asked = client.view(g, 0).get("question").get("player").asInt();
        JsonNode q = client.view(g, asked).get("question");
        JsonNode hint = client.get("/api/games/" + g.id() + "/hint?token=" + g.token(asked)).body();
        assertEquals(q.get("id").asLong(), hint.get("questionId").asLong());
        List<String> ids = new ArrayList<>();
        for (JsonNode o : q.get("options")) ids.add(o.get("id").asText());
        assertTrue(ids.contains(hint.get("option").asText()), hint.toString());
        assertEquals(hint.get("label").asText() + ": " + hint.get("why").asText(), hint.get("line").asText());
        assertFalse(hint.get("why").asText().isBlank());
        Client.Response other = client.get("/api/games/" + g.id() + "/hint?token=" + g.token(3 - asked));
        assertEquals(409, other.status(), "another seat's question: " + other.text());
        assertEquals(403, client.get("/api/games/" + g.id() + "/hint?token=" + g.token(0)).status(), "the spectator");
        assertEquals(403, client.get("/api/games/" + g.id() + "/hint?token=nope").status());
        assertEquals(0, client.view(g, 0).get("version").asLong(), "a hint answers nothing");
    }

    @Test
    void theDebriefIsTheEnginesOwnReportSentOnce() {
        // Phase 6 (order of play): one report, built by the engine's Debrief, for terminal and browser alike.
        Client.Game g = twoPlayers(8);
        for (int k = 0; k < 12; k++) client.answerFirst(g);
        JsonNode view = client.view(g, 0);
        SaveGame save = SaveGame.parse(client.get("/api/games/" + g.id() + "/export?token=" + g.token(0)).text());
        // the export of an unfinished game seals its seed; this test chose it
        Map<String, Object> engine = Debrief.of(save.opened(new long[]{8}).replay(ContentLoader.core())).view();
        assertEquals(new ObjectMapper().valueToTree(engine), view.get("debrief"));
        assertNull(view.get("game").get("debrief"), "not repeated inside the game view");
    }

    @Test
    void everyFaqSwitchIsOfferedAndCarriedIntoTheGame() { // issue 31: the lobby offers what setup-options lists
        JsonNode offered = client.get("/api/setup-options").body().get("faq");
        List<String> names = new ArrayList<>();
        offered.forEach(n -> names.add(n.asText()));
        assertEquals(Setup.Faq.NAMES, names);
        for (String name : names) {
            Client.Game g = client.create("{\"players\": 1, \"seed\": 3, \"faq\": [\"" + name + "\"]}");
            SaveGame save = SaveGame.parse(client.get("/api/games/" + g.id() + "/export?token=" + g.token(0)).text());
            assertEquals(List.of(name), save.setup().options().faq().names());
        }
    }

    @Test
    void badAnswersAreRefusedAndChangeNothing() {
        Client.Game g = twoPlayers(6);
        int asked = client.view(g, 0).get("question").get("player").asInt();
        JsonNode q = client.view(g, asked).get("question");
        String option = q.get("options").get(0).get("id").asText();
        JsonNode before = client.view(g, 0).get("game");

        assertEquals(403, client.answer(g, 3 - asked, 0, option).status(), "the other seat");
        assertEquals(403, client.answer(g, 0, 0, option).status(), "the spectator");
        assertEquals(409, client.answer(g, asked, 7, option).status(), "a question id that is not pending");
        assertEquals(400, client.answer(g, asked, 0, "no-such-option").status());
        assertEquals(400, client.post("/api/games/" + g.id() + "/answer", "{\"token\": \"" + g.token(asked) + "\"}").status());
        assertEquals(400, client.post("/api/games/" + g.id() + "/answer", "{not json").status());
        assertEquals(400, client.post("/api/games/" + g.id() + "/answer", "{\"token\": \"" + g.token(asked)
                + "\", \"questionId\": 0, \"option\": \"" + option + "\", \"extra\": 1}").status());
        assertEquals(400, client.post("/api/games/" + g.id() + "/answer", "{\"token\": \"" + "x".repeat(20_000) + "\"}").status());
        assertEquals(403, client.answer(new Client.Game(g.id(), new String[]{"forged", "forged", "forged"}), 1, 0, option).status());
        assertEquals(404, client.answer(new Client.Game("nope", g.tokens()), asked, 0, option).status());
        assertEquals(400, client.get("/api/games/" + g.id() + "/log?token=" + g.token(0) + "&from=x").status());
        assertEquals(before, client.view(g, 0).get("game"), "no refused request changed the game");
        assertEquals(0, client.view(g, 0).get("version").asLong());

        Client.Response ok = client.answer(g, asked, 0, option);
        assertEquals(200, ok.status(), ok.text());
        assertEquals(1, ok.body().get("version").asLong());
        Client.Response again = client.answer(g, asked, 0, option);
        assertEquals(409, again.status(), "a repeated answer is not applied twice");
        assertTrue(again.body().get("error").asText().contains("stale"));
        assertEquals(1, client.view(g, 0).get("version").asLong());
    }

    @Test
    void badGameSetupsAreRefused() {
        assertEquals(400, client.post("/api/games", "{\"players\": 9}").status());
        assertEquals(400, client.post("/api/games", "{}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 1, \"ancientOne\": \"Nobody\"}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 1, \"investigators\": [\"<script>\"]}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 2, \"aiSeats\": [3]}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 2, \"aiLevel\": \"genius\"}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 2, \"lurker\": {\"cardz\": true}}").status());
        assertEquals(400, client.post("/api/games", "[1, 2]").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 2, \"faq\": [\"houseRule\"]}").status());
        assertEquals(400, client.post("/api/games", "{\"players\": 2, \"dunwich\": {\"train\": true}}").status());
        Client.Response dunwich = client.post("/api/games", "{\"players\": 2, \"dunwich\": {\"board\": true, \"cards\": true, \"injuries\": true}}");
        assertEquals(201, dunwich.status(), dunwich.text());
        assertEquals(201, client.post("/api/games", "{\"players\": 2, \"planning\": true, \"faq\": [\"battleSuccessesCarryOver\"]}").status());
        Client.Response ok = client.post("/api/games", "{\"players\": 3, \"ancientOne\": \"Yig\", \"investigators\": [\"Amanda Sharpe\"],"
                + " \"lurker\": {\"cards\": true, \"gates\": true, \"herald\": true, \"burst\": true, \"relationships\": true}, \"seed\": 1}");
        assertEquals(201, ok.status(), ok.text());
        Client.Game g = Client.game(ok.body());
        JsonNode v = client.view(g, 0);
        assertEquals("Yig", v.get("game").get("ancientOne").asText());
        assertEquals("Amanda Sharpe", v.get("seats").get(0).get("investigator").asText());
        assertNotNull(v.get("game").get("herald"));
        assertNotEquals(g.token(1), g.token(2));
        assertEquals(22, g.token(1).length(), "128 random bits, URL-safe base64");
    }

    @Test
    void webSocketsPushViewsAcknowledgeAnswersAndRefuseWhatTheyMayNotDo() {
        Client.Game g = twoPlayers(8);
        int asked = client.view(g, 0).get("question").get("player").asInt();
        Client.Socket mine = client.socket(g, asked);
        JsonNode first = mine.next("view");
        assertFalse(first.get("view").get("readOnly").asBoolean());
        Client.Socket other = client.socket(g, 3 - asked);
        Client.Socket watcher = client.socket(g, 0);
        Client.Socket secondWindow = client.socket(g, asked);
        assertTrue(secondWindow.next("view").get("view").get("readOnly").asBoolean(), "a second window of a seat watches");
        watcher.next("view");
        JsonNode q = first.get("view").get("question");
        String option = q.get("options").get(0).get("id").asText();

        watcher.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + option + "\"}");
        assertEquals(403, watcher.next("error").get("code").asInt());
        secondWindow.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + option + "\"}");
        assertEquals(403, secondWindow.next("error").get("code").asInt());
        other.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + option + "\"}");
        assertEquals(403, other.next("error").get("code").asInt());
        mine.send("{\"type\": \"answer\", \"questionId\": 0, \"option\":");
        assertEquals(400, mine.next("error").get("code").asInt());
        mine.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + "x".repeat(5000) + "\"}");
        assertEquals(400, mine.next("error").get("code").asInt());
        mine.send("{\"type\": \"shout\"}");
        assertEquals(400, mine.next("error").get("code").asInt());

        mine.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + option + "\"}");
        JsonNode ack = mine.next();
        assertEquals("ack", ack.get("type").asText(), "the ack comes before the new view");
        assertEquals(0, ack.get("questionId").asLong());
        assertEquals(1, mine.next("view").get("version").asLong());
        assertEquals(1, other.viewAtLeast(1).get("version").asLong());
        assertEquals(1, watcher.viewAtLeast(1).get("version").asLong());
        mine.send("{\"type\": \"answer\", \"questionId\": 0, \"option\": \"" + option + "\"}");
        assertEquals(409, mine.next("error").get("code").asInt());

        // the second window takes over; the first becomes read-only
        secondWindow.send("{\"type\": \"takeover\"}");
        JsonNode taken = secondWindow.viewAtLeast(1);
        while (taken.get("view").get("readOnly").asBoolean()) taken = secondWindow.next("view");
        assertFalse(taken.get("view").get("readOnly").asBoolean());
        assertTrue(mine.next("view").get("view").get("readOnly").asBoolean());

        // a reconnecting client says hello and gets the current view
        other.close();
        Client.Socket back = client.socket(g, 3 - asked);
        back.next("view");
        back.send("{\"type\": \"hello\", \"version\": 0}");
        assertEquals(1, back.next("view").get("version").asLong());
        for (Client.Socket s : new Client.Socket[]{mine, back, watcher, secondWindow}) s.close();
    }

    /**
     * A takeover sticks: the window that lost the seat is told so and only watches; its old claim
     * (the epoch of its last "control" message) no longer takes the seat back, while a reload of the
     * window that holds the seat (a new socket with the current epoch) does.
     */
    @Test
    void aTakeoverSticksAndTheWindowThatLostTheSeatIsTold() {
        Client.Game g = client.create("{\"players\": 1, \"seed\": 12}");
        Client.Socket first = client.socket(g, 1);
        JsonNode control = first.next("control");
        assertTrue(control.get("controls").asBoolean(), "the first window of a seat controls it");
        long firstEpoch = control.get("epoch").asLong();
        Client.Socket second = client.socket(g, 1);
        assertTrue(second.next("view").get("view").get("readOnly").asBoolean());

        second.send("{\"type\": \"takeover\"}");
        JsonNode took = second.next("control");
        assertTrue(took.get("controls").asBoolean());
        long secondEpoch = took.get("epoch").asLong();
        assertTrue(secondEpoch > firstEpoch);
        JsonNode lost = first.next("control");
        assertFalse(lost.get("controls").asBoolean());
        assertTrue(lost.get("takenOver").asBoolean(), "the first window is told another took the seat");

        // what the old keepControl did on seeing a read-only view: claim the seat again with its old epoch
        first.send("{\"type\": \"resume\", \"epoch\": " + firstEpoch + "}");
        JsonNode refused = first.next("control");
        assertFalse(refused.get("controls").asBoolean(), "an old claim does not take the seat back");
        JsonNode q = client.view(g, 1).get("question");
        first.send("{\"type\": \"answer\", \"questionId\": " + q.get("id").asLong() + ", \"option\": \""
                + q.get("options").get(0).get("id").asText() + "\"}");
        assertEquals(403, first.next("error").get("code").asInt(), "the window that lost the seat answers nothing");

        // the second window reloads before the server noticed its old socket close: it takes the seat back at once
        Client.Socket reloaded = client.socket(g, 1);
        assertTrue(reloaded.next("view").get("view").get("readOnly").asBoolean());
        reloaded.send("{\"type\": \"resume\", \"epoch\": " + secondEpoch + "}");
        assertTrue(reloaded.next("control").get("controls").asBoolean());
        assertFalse(second.next("control").get("controls").asBoolean(), "its old socket no longer controls");

        // and the first window can take it back when its player asks
        first.send("{\"type\": \"takeover\"}");
        assertTrue(first.next("control").get("controls").asBoolean());
        assertTrue(reloaded.next("control").get("takenOver").asBoolean());
        first.send("{\"type\": \"answer\", \"questionId\": " + q.get("id").asLong() + ", \"option\": \""
                + q.get("options").get(0).get("id").asText() + "\"}");
        assertEquals("ack", first.next("ack").get("type").asText());
        for (Client.Socket s : new Client.Socket[]{first, second, reloaded}) s.close();
    }

    @Test
    void aSocketWithAForeignTokenIsRefused() {
        Client.Game g = twoPlayers(9);
        Client.Game h = twoPlayers(10);
        Client.Socket s = client.socket(g.id(), h.token(1));
        JsonNode m = s.next();
        assertEquals("error", m.get("type").asText());
        assertEquals(403, m.get("code").asInt());
    }

    @Test
    void undoTakesBackOwnAnswersButNeverPastChance() {
        Client.Game g = twoPlayers(11);
        int undone = 0;
        int refused = 0;
        for (int k = 0; k < 60 && (undone == 0 || refused == 0); k++) {
            JsonNode before = client.view(g, 0);
            if (before.get("over").asBoolean()) break;
            int seat = client.answerFirst(g);
            int notMine = seat == 1 ? 2 : 1;
            Client.Response wrong = client.post("/api/games/" + g.id() + "/undo", "{\"token\": \"" + g.token(notMine) + "\"}");
            assertEquals(409, wrong.status(), "a seat cannot take back another seat's answer");
            assertEquals(403, client.post("/api/games/" + g.id() + "/undo", "{\"token\": \"" + g.token(0) + "\"}").status());
            Client.Response r = client.post("/api/games/" + g.id() + "/undo", "{\"token\": \"" + g.token(seat) + "\"}");
            if (r.status() == 200) {
                undone++;
                JsonNode after = client.view(g, 0);
                assertEquals(before.get("game"), after.get("game"), "undo restores the game exactly");
                assertEquals(before.get("log"), after.get("log"));
                assertTrue(after.get("version").asLong() > before.get("version").asLong(), "undo makes older question ids stale");
                client.answerFirst(g);
            } else {
                assertEquals(409, r.status(), r.text());
                assertTrue(r.body().get("error").asText().contains("dice or a draw"), r.text());
                refused++;
            }
        }
        assertTrue(undone > 0, "some answers could be taken back");
        assertTrue(refused > 0, "some answers led to chance and could not");
    }

    @Test
    void replayStepsThroughTheGame() {
        Client.Game g = twoPlayers(12);
        JsonNode start = client.view(g, 0);
        for (int k = 0; k < 8; k++) client.answerFirst(g);
        JsonNode now = client.view(g, 0);
        JsonNode game = now.get("game");
        assertTrue(game.get("monsters").size() > 0, "the first Mythos brought a monster");
        game.get("monsters").fields().forEachRemaining(e -> {
            JsonNode markers = game.get("monsterMarkers").get(e.getKey());
            assertEquals(e.getValue().size(), markers.size(), "a marker with ratings for each monster at " + e.getKey());
            for (JsonNode m : markers) assertTrue(m.has("combatRating") && m.has("toughness") && m.get("marker").isInt());
        });
        // hidden piles are counts only: no order, no contents
        for (String pile : new String[]{"mythosDeck", "gateMarkersInStack", "monstersInCup"})
            assertTrue(game.get(pile).isInt(), pile + " is a count");
        JsonNode at0 = client.get("/api/games/" + g.id() + "/replay?token=" + g.token(1) + "&at=0").body();
        assertEquals(start.get("game"), at0.get("game"));
        assertTrue(at0.get("readOnly").asBoolean());
        JsonNode at8 = client.get("/api/games/" + g.id() + "/replay?token=" + g.token(0) + "&at=8").body();
        assertEquals(now.get("game"), at8.get("game"));
        assertEquals(now.get("log"), at8.get("log"));
        assertEquals(400, client.get("/api/games/" + g.id() + "/replay?token=" + g.token(0) + "&at=9").status());
        assertEquals(400, client.get("/api/games/" + g.id() + "/replay?token=" + g.token(0)).status());
    }

    @Test
    void exportAndImportRoundTrip() throws Exception {
        Client.Game g = twoPlayers(13);
        for (int k = 0; k < 10; k++) client.answerFirst(g);
        Client.Response save = client.get("/api/games/" + g.id() + "/export?token=" + g.token(2));
        assertEquals(200, save.status());
        assertEquals(10, save.body().get("answers").size());
        Client.Response imported = client.post("/api/games/import", save.text());
        assertEquals(201, imported.status(), imported.text());
        Client.Game copy = Client.game(imported.body());
        assertNotEquals(g.id(), copy.id());
        assertNotEquals(g.token(1), copy.token(1));
        assertEquals(client.view(g, 0).get("game"), client.view(copy, 0).get("game"));
        assertEquals(client.view(g, 0).get("log"), client.view(copy, 0).get("log"));
        client.answerFirst(copy);

        ObjectNode tampered = (ObjectNode) Client.JSON.readTree(save.text());
        tampered.put("stateHash", "1234");
        assertEquals(400, client.post("/api/games/import", tampered.toString()).status());
        ObjectNode wrapped = Client.JSON.createObjectNode();
        wrapped.set("save", Client.JSON.readTree(save.text()));
        wrapped.putArray("aiSeats").add(2);
        assertEquals(201, client.post("/api/games/import", wrapped.toString()).status());
        assertEquals(400, client.post("/api/games/import", "{\"format\": 1}").status());
        assertEquals(400, client.post("/api/games/import", "{\"save\": 3}").status());
    }

    @Test
    void aiSeatsAnswerOnTheServer() throws Exception {
        Client.Game g = client.create("{\"players\": 2, \"seed\": 14, \"aiSeats\": [1, 2]}");
        assertNull(g.token(1));
        long deadline = System.currentTimeMillis() + 20_000;
        while (client.view(g, 0).get("version").asLong() < 20 && System.currentTimeMillis() < deadline) Thread.sleep(50);
        assertTrue(client.view(g, 0).get("version").asLong() >= 20, "AI seats play on their own");
        assertTrue(client.view(g, 0).get("seats").get(0).get("ai").asBoolean());
    }

    // ------------------------------------------------------------------ setup, AI levels, log phases (issue 32 §5)

    @Test
    void eachAiSeatHasItsLevelAndAnExportCarriesThem() throws Exception {
        Client.Game g = client.create("{\"players\": 3, \"seed\": 31, \"aiSeats\": [2, 3], \"aiLevel\": \"random\","
                + " \"aiLevels\": {\"3\": \"heuristic\"}}");
        JsonNode seats = client.view(g, 0).get("seats");
        assertFalse(seats.get(0).get("ai").asBoolean());
        assertEquals("random", seats.get(1).get("aiLevel").asText(), "the default level");
        assertEquals("heuristic", seats.get(2).get("aiLevel").asText(), "its own level");
        JsonNode save = Client.JSON.readTree(client.get("/api/games/" + g.id() + "/export?token=" + g.token(1)).text());
        assertEquals("[2,3]", save.get("aiSeats").toString());
        assertEquals("{\"2\":\"random\",\"3\":\"heuristic\"}", save.get("aiLevels").toString());
        // a plain import of the export keeps them; a wrapper says otherwise
        Client.Response copy = client.post("/api/games/import", save.toString());
        assertEquals(201, copy.status(), copy.text());
        assertEquals(1, copy.body().get("seats").size(), "only seat 1 is a person's");
        JsonNode copySeats = client.view(Client.game(copy.body()), 0).get("seats");
        assertEquals("heuristic", copySeats.get(2).get("aiLevel").asText());
        ObjectNode wrapped = Client.JSON.createObjectNode();
        wrapped.set("save", save);
        wrapped.putArray("aiSeats").add(3);
        Client.Response people = client.post("/api/games/import", wrapped.toString());
        assertEquals(201, people.status(), people.text());
        assertEquals(2, people.body().get("seats").size(), "seats 1 and 2 are people's now");
        assertEquals(400, client.create400("{\"players\": 2, \"aiSeats\": [2], \"aiLevels\": {\"1\": \"random\"}}"),
                "a level for a seat that is no AI's");
        assertEquals(400, client.create400("{\"players\": 2, \"aiSeats\": [2], \"aiLevels\": {\"2\": \"genius\"}}"));
        assertEquals(400, client.create400("{\"players\": 2, \"aiSeats\": [2], \"aiLevels\": {\"two\": \"random\"}}"));
    }

    @Test
    void importErrorsCountSeatsFromOne() throws Exception {
        // a terminal's save (its seed in clear), whose first answer claims the other seat
        arkham.engine.Game g = arkham.engine.Game.create(ContentLoader.core(), Setup.random(2, 21));
        arkham.engine.Question first = g.question();
        int asked = first.player() + 1;
        g.answer(first.id(), first.player(), first.options().get(0).id());
        ObjectNode save = (ObjectNode) Client.JSON.readTree(SaveGame.of(g, List.of(new SaveGame.Answer(first.id(), first.player(),
                first.options().get(0).id()))).toJson());
        ((ObjectNode) save.get("answers").get(0)).put("player", 3 - asked);
        Client.Response r = client.post("/api/games/import", save.toString());
        assertEquals(400, r.status());
        String m = r.body().get("error").asText();
        assertTrue(m.contains("player " + (3 - asked)) && m.contains("the question is for seat " + asked), m);
    }

    @Test
    void theViewSaysWhatTheGameIsPlayedWith() {
        JsonNode core = client.view(twoPlayers(3), 0).get("setup");
        assertEquals("[\"Arkham\"]", core.get("towns").toString());
        assertEquals(8, core.get("otherWorlds").size(), "the core's eight Other Worlds");
        assertFalse(core.get("monsters").toString().contains("Dunwich Horror"));
        assertTrue(core.get("monsters").toString().contains("Chthonian"));
        JsonNode all = client.view(client.create("{\"players\": 1, \"seed\": 3, \"dunwich\": {\"board\": true, \"cards\": true},"
                + " \"lurker\": {\"herald\": true}, \"faq\": [\"flyersRiseFromLocations\"]}"), 0).get("setup");
        assertEquals("[\"Arkham\",\"Dunwich\"]", all.get("towns").toString());
        assertTrue(all.get("otherWorlds").toString().contains("Lost Carcosa"), all.toString());
        assertTrue(all.get("monsters").toString().contains("The Dunwich Horror"));
        assertTrue(all.get("lurker").get("herald").asBoolean());
        assertEquals("[\"flyersRiseFromLocations\"]", all.get("faq").toString());
    }

    @Test
    void logEntriesCarryThePhaseTheyHappenedIn() {
        Client.Game g = twoPlayers(8);
        while (client.view(g, 0).get("game").get("turn").asInt() < 3) client.answerFirst(g);
        JsonNode log = client.get("/api/games/" + g.id() + "/log?token=" + g.token(0) + "&from=0").body().get("entries");
        int phases = 0;
        int mythos = 0;
        for (JsonNode e : log) {
            String text = e.get("text").asText();
            // "Turn 2: mythos phase": logged as the phase begins
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^Turn (\\d+): (.+?)( phase)?$").matcher(text);
            if (e.get("type").asText().equals("phase") && m.find()) {
                assertEquals(Integer.parseInt(m.group(1)), e.get("turn").asInt(), text);
                assertEquals(m.group(2).toUpperCase().replace(' ', '_'), e.get("phase").asText(), text);
                phases++;
            }
            if (e.get("type").asText().equals("debrief")) assertEquals("END_OF_TURN", e.get("phase").asText(), text);
            if (e.has("card") && e.get("type").asText().equals("mythos")) {
                assertTrue(List.of("MYTHOS", "SETUP").contains(e.get("phase").asText()), "a Mythos card drawn in " + e);
                mythos++;
            }
        }
        assertTrue(phases >= 12, "two turns of phases checked: " + phases);
        assertTrue(mythos >= 2, "the setup's Mythos card and one a turn: " + mythos);
    }
}
