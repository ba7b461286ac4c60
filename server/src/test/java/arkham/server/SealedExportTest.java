package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32, section 1: no token holder can learn a future random outcome of an unfinished game.
 * Its export carries the seed sealed (docs/WEB.md, "Export and import"); an import of it draws the
 * copy's future anew; a finished game exports openly.
 */
@Tag("slow")
class SealedExportTest {
    static final Content CONTENT = ContentLoader.core();
    static final SecureRandom RANDOM = new SecureRandom();
    @TempDir
    static Path data;
    @TempDir
    static Path otherData;
    static ArkhamServer server;
    static Client client;

    @BeforeAll
    static void start() {
        server = new ArkhamServer(CONTENT, Store.h2Url(data));
        client = new Client(server.start(0), true);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    /** A seed no one could guess, so that finding its digits in a text cannot be chance. */
    static long secretSeed() {
        long s;
        do {
            s = RANDOM.nextLong();
        } while (Math.abs(s) < 1L << 40);
        return s;
    }

    static String export(Client c, Client.Game g, int seat) {
        Client.Response r = c.get("/api/games/" + g.id() + "/export?token=" + g.token(seat));
        assertEquals(200, r.status(), r.text());
        return r.text();
    }

    static Client.Response importSave(String save) {
        return client.post("/api/games/import", save);
    }

    /** Every way the seed or the random source's state could be written down. */
    static List<String> forms(long x) {
        List<String> r = new ArrayList<>(List.of(Long.toString(x), Long.toUnsignedString(x), Long.toHexString(x),
                Long.toHexString(x).toUpperCase(), Long.toString(x, 36)));
        for (ByteOrder order : List.of(ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN)) {
            byte[] b = ByteBuffer.allocate(8).order(order).putLong(x).array();
            r.add(Base64.getEncoder().withoutPadding().encodeToString(b));
            r.add(Base64.getUrlEncoder().withoutPadding().encodeToString(b));
        }
        return r;
    }

    static void assertHolds(String text, long secret, String what) {
        for (String f : forms(secret)) assertFalse(text.contains(f), what + " holds " + f);
    }

    static void assertNoSeedField(JsonNode n, String where) {
        if (n.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                assertFalse(e.getKey().toLowerCase().contains("seed"), where + "." + e.getKey());
                assertNoSeedField(e.getValue(), where + "." + e.getKey());
            }
        } else if (n.isArray()) {
            for (JsonNode x : n) assertNoSeedField(x, where + "[]");
        }
    }

    @Test
    void noEndpointOfAnUnfinishedGameShowsItsSeedOrRandomState() throws Exception {
        long seed = secretSeed();
        Client.Game g = client.create("{\"players\": 2, \"seed\": " + seed + ", \"lurker\": {\"herald\": true}}");
        for (int k = 0; k < 15; k++) client.answerFirst(g);
        Client.Socket ws = client.socket(g, 1);
        String pushed = ws.next("view").toString();
        ws.close();

        List<String> texts = new ArrayList<>();
        for (int seat = 0; seat <= 2; seat++) {
            String save = export(client, g, seat);
            JsonNode tree = Client.JSON.readTree(save);
            assertNoSeedField(tree, "export for seat " + seat);
            assertEquals(4, tree.get("format").asInt());
            assertTrue(tree.get("sealed").asText().startsWith(Seal.PREFIX), save);
            // the sealed save, opened with the seed, is this very game: the seal stands for exactly the seed
            Game replayed = SaveGame.parse(save).opened(new long[]{seed}).replay(CONTENT);
            assertEquals(Long.toHexString(replayed.stateHash()), tree.get("stateHash").asText());
            assertHolds(save, replayed.rng.state(), "the export for seat " + seat + " (random state)");
            texts.add(save);
            texts.add(client.get("/api/games/" + g.id() + "?token=" + g.token(seat)).text());
            texts.add(client.get("/api/games/" + g.id() + "/log?token=" + g.token(seat)).text());
            for (int at = 0; at <= 15; at += 5)
                texts.add(client.get("/api/games/" + g.id() + "/replay?token=" + g.token(seat) + "&at=" + at).text());
        }
        texts.add(pushed);
        for (String t : texts) assertHolds(t, seed, "a response");
    }

    /**
     * An export sealed here imports here: the copy shows exactly what the original shows, to every
     * seat, and has the same past answer by answer; only what is still hidden (dice to come, the
     * order of face-down piles) is drawn anew. It plays on, its answers before the import cannot be
     * taken back (that would return to the original's future), and its own export imports again.
     */
    @Test
    void aSealedExportImportedHereContinuesFromWhereTheOriginalWas() throws Exception {
        Client.Game g = client.create("{\"players\": 2, \"seed\": " + secretSeed() + "}");
        for (int k = 0; k < 12; k++) client.answerFirst(g);
        Client.Response r = importSave(export(client, g, 0));
        assertEquals(201, r.status(), r.text());
        assertTrue(r.body().get("newFuture").asBoolean());
        Client.Game copy = Client.game(r.body());
        for (int seat = 0; seat <= 2; seat++) {
            JsonNode a = client.view(g, seat), b = client.view(copy, seat);
            for (String part : List.of("version", "game", "question", "log", "debrief", "score", "over"))
                assertEquals(a.get(part), b.get(part), part + " for seat " + seat);
        }
        for (int at = 0; at <= 12; at++) {
            JsonNode a = client.get("/api/games/" + g.id() + "/replay?token=" + g.token(0) + "&at=" + at).body();
            JsonNode b = client.get("/api/games/" + copy.id() + "/replay?token=" + copy.token(0) + "&at=" + at).body();
            assertEquals(a.get("game"), b.get("game"), "the past after " + at + " answers");
            assertEquals(a.get("log"), b.get("log"), "the log after " + at + " answers");
        }
        int asked = client.view(copy, 0).get("question").get("player").asInt();
        Client.Response undo = client.post("/api/games/" + copy.id() + "/undo", "{\"token\": \"" + copy.token(asked) + "\"}");
        assertEquals(409, undo.status());
        for (int k = 0; k < 5; k++) client.answerFirst(copy);
        assertEquals(17, client.view(copy, 0).get("version").asLong());

        String again = export(client, copy, 1);
        assertTrue(Client.JSON.readTree(again).get("newFutures").get(0).get("after").asInt() == 12, again);
        Client.Response second = importSave(again);
        assertEquals(201, second.status(), second.text());
        assertEquals(client.view(copy, 0).get("game"), client.view(Client.game(second.body()), 0).get("game"));
    }

    /**
     * A finished game exports openly (its seed in clear, format 3: the terminal loads it) and can no
     * longer be taken back, so its known seed never belongs to a game still being played.
     */
    @Test
    void aFinishedGameExportsItsSeedAndStaysFinished() {
        long seed = secretSeed();
        Game g = Game.create(CONTENT, Setup.random(1, seed));
        RandomAgent agent = new RandomAgent(3);
        List<SaveGame.Answer> answers = new ArrayList<>();
        while (!g.isOver()) {
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            answers.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        Client.Response r = importSave(SaveGame.of(g, answers).toJson());
        assertEquals(201, r.status(), r.text());
        assertFalse(r.body().has("newFuture"));
        Client.Game copy = Client.game(r.body());
        String save = export(client, copy, 0);
        SaveGame open = SaveGame.parse(save);
        assertEquals(seed, open.setup().seed());
        assertEquals(g.stateHash(), open.replay(CONTENT).stateHash());
        Client.Response undo = client.post("/api/games/" + copy.id() + "/undo", "{\"token\": \"" + copy.token(1) + "\"}");
        assertEquals(409, undo.status());
        assertTrue(undo.body().get("error").asText().contains("over"), undo.text());
    }

    /**
     * A game imported mid-game keeps its export sealed when it is over: its first seed is the seed of
     * the game it was copied from, which may still be played.
     */
    @Test
    void aFinishedCopyKeepsTheOriginalsSeedSealed() throws Exception {
        long seed = secretSeed(), future = secretSeed();
        Game g = Game.create(CONTENT, Setup.random(1, seed));
        RandomAgent agent = new RandomAgent(4);
        List<SaveGame.Answer> answers = new ArrayList<>();
        for (int k = 0; !g.isOver(); k++) {
            if (k == 20) g = g.withNewFuture(future);
            Question q = g.question();
            String id = agent.choose(q).id();
            g.answer(q.id(), q.player(), id);
            answers.add(new SaveGame.Answer(q.id(), q.player(), id));
        }
        SaveGame finished = new SaveGame(g.setup, answers, g.stateHash(), List.of(new SaveGame.NewFuture(20, future)), null);
        Client.Response r = importSave(finished.toJson());
        assertEquals(201, r.status(), r.text());
        String save = export(client, Client.game(r.body()), 0);
        assertTrue(Client.JSON.readTree(save).has("sealed"), save);
        assertHolds(save, seed, "a finished copy's export");
        assertHolds(save, future, "a finished copy's export");
    }

    /**
     * A changed or foreign seal is refused with what is wrong, and nothing changes: no game is made
     * and the original is as it was. Adding an answer to a sealed save (to see what it would bring
     * in the original's future) is such a change.
     */
    @Test
    void aChangedOrForeignSealIsRefusedAndChangesNothing() throws Exception {
        Client.Game g = client.create("{\"players\": 2, \"seed\": " + secretSeed() + "}");
        for (int k = 0; k < 10; k++) client.answerFirst(g);
        String save = export(client, g, 2);
        ObjectNode tree = (ObjectNode) Client.JSON.readTree(save);
        String seal = tree.get("sealed").asText();

        List<Object[]> bad = new ArrayList<>();
        ObjectNode flipped = tree.deepCopy();
        char last = seal.charAt(seal.length() - 10);
        flipped.put("sealed", seal.substring(0, seal.length() - 10) + (last == 'A' ? 'B' : 'A') + seal.substring(seal.length() - 9));
        bad.add(new Object[]{flipped, "the seal does not match this save"});
        ObjectNode shortened = tree.deepCopy();
        ((com.fasterxml.jackson.databind.node.ArrayNode) shortened.get("answers")).remove(9);
        bad.add(new Object[]{shortened, "the seal does not match this save"});
        ObjectNode extended = tree.deepCopy();
        JsonNode q = client.view(g, client.view(g, 0).get("question").get("player").asInt()).get("question");
        ((com.fasterxml.jackson.databind.node.ArrayNode) extended.get("answers")).addObject()
                .put("question", tree.get("answers").get(9).get("question").asLong() + 1)
                .put("player", q.get("player").asInt()).put("option", q.get("options").get(0).get("id").asText());
        bad.add(new Object[]{extended, "the seal does not match this save"});
        ObjectNode rehashed = tree.deepCopy();
        rehashed.put("stateHash", "1234");
        bad.add(new Object[]{rehashed, "the seal does not match this save"});
        ObjectNode seeded = tree.deepCopy();
        ((ObjectNode) seeded.get("setup")).put("seed", 1);
        bad.add(new Object[]{seeded, "'setup.seed' must be left out"});
        ObjectNode stripped = tree.deepCopy();
        stripped.remove("sealed");
        bad.add(new Object[]{stripped, "missing field 'setup.seed'"});
        ObjectNode garbled = tree.deepCopy();
        garbled.put("sealed", "not-a-seal");
        bad.add(new Object[]{garbled, "is not a seal an Arkham server wrote"});
        try (ArkhamServer other = new ArkhamServer(CONTENT, Store.h2Url(otherData))) {
            Client o = new Client(other.start(0), true);
            Client.Game elsewhere = o.create("{\"players\": 2, \"seed\": " + secretSeed() + "}");
            for (int k = 0; k < 4; k++) o.answerFirst(elsewhere);
            bad.add(new Object[]{Client.JSON.readTree(export(o, elsewhere, 0)), "sealed by another server"});
        }

        JsonNode before = client.view(g, 0);
        int count = server.storedGames();
        for (Object[] b : bad) {
            Client.Response r = importSave(b[0].toString());
            assertEquals(400, r.status(), b[1] + ": " + r.text());
            assertTrue(r.body().get("error").asText().contains((String) b[1]), r.text());
        }
        assertEquals(count, server.storedGames(), "no game was made");
        assertEquals(before, client.view(g, 0), "the original is as it was");
        assertEquals(201, importSave(save).status(), "the export as it was written imports");
    }

    /**
     * Over 30 trials, an imported copy of an unfinished game foretells neither the original's next
     * Mythos card (and so the gate it opens) nor its dice better than chance; and the same
     * comparison, made with an exact copy (imported with the seed in clear, as anyone holding an
     * open export could), catches every prediction, so the comparison would notice a leak.
     * <p>
     * The threshold: with the copy's future independent of the original's, its next Mythos card is
     * any of the D cards left in the deck alike, so it matches with probability 1/D (taken as 2/D
     * for slack), and each die matches with probability 1/6; the number of matches is then at most
     * binomial, and the test fails only if it reaches a count that chance reaches with probability
     * below one in a million.
     */
    @Test
    void anImportedCopyDoesNotForetellTheOriginal() {
        int trials = 30;
        int dicePerTrial = 6;
        int mythosTrials = 0, mythosMatches = 0, exactMythosMatches = 0;
        int diceCompared = 0, diceMatches = 0, exactDiceCompared = 0, exactDiceMatches = 0;
        int smallestDeck = Integer.MAX_VALUE;
        // the trials go on past 30 until 120 dice are compared: playing first options, a trial may roll few
        for (int t = 0, tried = 0; (t < trials || diceCompared < 120) && tried < 4 * trials; tried++) {
            long seed = secretSeed();
            Client.Game g = client.create("{\"players\": 1, \"seed\": " + seed + "}");
            for (int k = 0; k < 10 + t % 12 && !client.view(g, 0).get("over").asBoolean(); k++) client.answerFirst(g);
            JsonNode at = client.view(g, 0);
            if (at.get("over").asBoolean()) continue; // over already: nothing to foretell
            t++;
            int from = at.get("log").get(at.get("log").size() - 1).get("index").asInt() + 1;
            smallestDeck = Math.min(smallestDeck, at.get("game").get("mythosDeck").asInt());
            String save = export(client, g, 0);
            Client.Game copy = Client.game(importSave(save).body());
            String open = SaveGame.parse(save).opened(new long[]{seed}).toJson();
            Client.Game exact = Client.game(importSave(open).body());

            Ahead original = ahead(g, from, dicePerTrial);
            Ahead fresh = ahead(copy, from, dicePerTrial);
            Ahead same = ahead(exact, from, dicePerTrial);
            if (original.mythos != null && fresh.mythos != null && same.mythos != null) {
                mythosTrials++;
                if (original.mythos.equals(fresh.mythos)) mythosMatches++;
                if (original.mythos.equals(same.mythos)) exactMythosMatches++;
            }
            for (int k = 0; k < Math.min(original.dice.size(), fresh.dice.size()); k++, diceCompared++)
                if (original.dice.get(k).equals(fresh.dice.get(k))) diceMatches++;
            for (int k = 0; k < Math.min(original.dice.size(), same.dice.size()); k++, exactDiceCompared++)
                if (original.dice.get(k).equals(same.dice.get(k))) exactDiceMatches++;
        }
        assertTrue(mythosTrials >= 20 && diceCompared >= 100, mythosTrials + " Mythos draws, " + diceCompared + " dice compared");
        int mythosLimit = tooMany(mythosTrials, 2.0 / smallestDeck);
        int diceLimit = tooMany(diceCompared, 1.0 / 6);
        String summary = "Mythos " + mythosMatches + "/" + mythosTrials + " (limit " + mythosLimit + "), dice " + diceMatches + "/"
                + diceCompared + " (limit " + diceLimit + ")";
        System.out.println("imported copies against their originals: " + summary);
        assertTrue(mythosMatches < mythosLimit, summary);
        assertTrue(diceMatches < diceLimit, summary);
        assertEquals(mythosTrials, exactMythosMatches, "an exact copy foretells every Mythos card");
        assertEquals(exactDiceCompared, exactDiceMatches, "an exact copy foretells every die");
        assertTrue(exactMythosMatches >= tooMany(mythosTrials, 2.0 / smallestDeck) && exactDiceMatches >= tooMany(exactDiceCompared, 1.0 / 6),
                "the limits would catch a copy that foretells");
    }

    /** What a game did after log entry {@code from}: its first Mythos card and its first dice. */
    record Ahead(String mythos, List<Integer> dice) {
    }

    /** Plays the only seat's first option until a Mythos card is drawn and {@code dice} dice were rolled (or 600 answers). */
    static Ahead ahead(Client.Game g, int from, int dice) {
        String mythos = null;
        List<Integer> rolled = new ArrayList<>();
        int seen = from;
        for (int k = 0; k < 600; k++) {
            JsonNode v = client.view(g, 1);
            for (JsonNode e : v.get("log")) {
                if (e.get("index").asInt() < seen) continue;
                seen = e.get("index").asInt() + 1;
                if (mythos == null && e.get("type").asText().equals("mythos") && e.get("text").asText().startsWith("Mythos: "))
                    mythos = e.get("text").asText();
                if (e.has("dice")) for (JsonNode d : e.get("dice")) rolled.add(d.asInt());
            }
            if ((mythos != null && rolled.size() >= dice) || v.get("over").asBoolean()) break;
            JsonNode q = v.get("question");
            Client.Response r = client.answer(g, 1, q.get("id").asLong(), q.get("options").get(0).get("id").asText());
            assertEquals(200, r.status(), r.text());
        }
        return new Ahead(mythos, rolled.subList(0, Math.min(dice, rolled.size())));
    }

    /** The least count k with P[X >= k] below one in a million, X binomial with n trials of probability p. */
    static int tooMany(int n, double p) {
        double[] pmf = new double[n + 1];
        pmf[0] = Math.pow(1 - p, n);
        for (int k = 1; k <= n; k++) pmf[k] = pmf[k - 1] * (n - k + 1) / k * p / (1 - p);
        double tail = 0;
        for (int k = n; k >= 0; k--) {
            tail += pmf[k];
            if (tail >= 1e-6) return k + 1;
        }
        return 0;
    }

    @Test
    void theLimitIsTheBinomialTail() {
        // P[Bin(30, 1/6) >= 17] = 7.7e-7 and P[>= 16] = 4.8e-6; P[Bin(180, 1/6) >= 57] < 1e-6 < P[>= 56]
        // (computed apart, with exact fractions)
        assertEquals(17, tooMany(30, 1.0 / 6));
        assertEquals(57, tooMany(180, 1.0 / 6));
        assertEquals(1, tooMany(30, 0), "nothing can match by chance");
        assertEquals(2, tooMany(1, 0.5));
    }
}
