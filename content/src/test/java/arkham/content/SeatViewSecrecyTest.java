package arkham.content;

import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.RandomAgent;
import arkham.engine.state.IntList;
import arkham.engine.view.SeatView;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Issue 29 §2: what a seat may see is the engine's {@link SeatView}, and it hides what the rules
 * hide. In 1,000 random positions (the core game, the Lurker, Dunwich and both with every part on,
 * 1-8 players) the view of every seat and of the spectator is serialised to JSON and must not contain
 * the setup's seed or the random source's state, the order of any face-down pile, or the monster
 * cup's contents. The order of the piles and the gate marker stack is checked two ways: the same
 * position reached twice, once with every pile reshuffled and the random source reseeded, gives
 * the same text for every seat (whatever a view showed of the order would differ), and no pile's
 * next three cards appear in a row. The question's options go to the seat that decides alone; the
 * copy a view hands agents to read knows no more than the view.
 */
class SeatViewSecrecyTest {
    static final int POSITIONS = 1_000;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void noSeatSeesTheSeedTheOrderOfAPileOrTheCup() throws Exception {
        Content c = ContentLoader.core();
        List<Setup.Options> sets = List.of(Setup.Options.DEFAULT, Setup.Options.DEFAULT.withLurker(), Setup.Options.DEFAULT.withDunwich(),
                Setup.Options.DEFAULT.withLurker().withDunwich());
        Random random = new Random(29);
        int positions = 0, seatsSeen = 0, reordered = 0;
        for (int k = 0; positions < POSITIONS; k++) {
            Setup.Options options = sets.get(k % sets.size());
            int players = 1 + k / sets.size() % 8;
            // seeds far from small numbers, so that finding their digits in a text cannot be chance
            long seed = (k + 1) * 0x9E3779B97F4A7C15L;
            Setup setup = Setup.random(players, seed).withOptions(options);
            int answers = random.nextInt(700);
            Game g = play(c, setup, seed, answers);
            if (g.question() == null) continue;
            Game other = play(c, setup, seed, answers);
            if (reorder(other, random.nextLong())) reordered++;
            String where = setup.players() + " players, seed " + seed + ", " + answers + " answers, " + options;
            List<String> views = new ArrayList<>();
            for (int seat = SeatView.SPECTATOR; seat < players; seat++) {
                String text = JSON.writeValueAsString(SeatView.of(g, seat).data());
                String reorderedText = JSON.writeValueAsString(SeatView.of(other, seat).data());
                if (!text.equals(reorderedText)) fail("seat " + seat + " sees something of the hidden order (" + where + "): " + difference(text, reorderedText));
                checkText(g, text, "seat " + seat + " (" + where + ")");
                views.add(text);
                seatsSeen++;
            }
            checkQuestion(g, views, where);
            checkState(g, other, where);
            positions++;
        }
        assertTrue(seatsSeen >= POSITIONS * 2, seatsSeen + " views");
        assertTrue(reordered >= POSITIONS * 9 / 10, "the two games really differ in hidden order: " + reordered);
    }

    /** Where two texts part, with some text around it in each. */
    static String difference(String a, String b) {
        int i = 0;
        while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) i++;
        int from = Math.max(0, i - 80);
        return "..." + a.substring(from, Math.min(a.length(), i + 80)) + "... against ..." + b.substring(from, Math.min(b.length(), i + 80)) + "...";
    }

    /** The game after {@code answers} random answers (fewer if it ends): the same every call. */
    static Game play(Content c, Setup setup, long seed, int answers) {
        Game g = Game.create(c, setup);
        RandomAgent agent = new RandomAgent(seed);
        for (int n = 0; n < answers && g.question() != null; n++) {
            Question q = g.question();
            g.answer(q.id(), q.player(), agent.choose(q));
        }
        return g;
    }

    /** Every face-down pile of the game reshuffled and its random source reseeded; whether any pile changed order. */
    static boolean reorder(Game g, long seed) {
        Random r = new Random(seed);
        boolean changed = false;
        for (IntList pile : piles(g)) {
            String before = pile.toString();
            for (int i = pile.size() - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int t = pile.get(i);
                pile.set(i, pile.get(j));
                pile.set(j, t);
            }
            changed |= !pile.toString().equals(before);
        }
        g.rng.reseed(seed);
        return changed;
    }

    /** The face-down piles: the investigators' decks, the Mythos deck, the gate cards, the gate marker stack, the Reckoning deck. */
    static List<IntList> piles(Game g) {
        List<IntList> r = new ArrayList<>(List.of(g.decks));
        r.addAll(List.of(g.mythosDeck, g.gateDeck, g.gateStack, g.herald.reckoning));
        return r;
    }

    /** No seed or random state written any way, no pile's next cards in a row, no monster in the cup named. */
    static void checkText(Game g, String text, String who) throws Exception {
        for (long secret : new long[]{g.setup.seed(), g.rng.state()}) {
            for (String form : List.of(Long.toString(secret), Long.toUnsignedString(secret), Long.toHexString(secret),
                    Long.toHexString(secret).toUpperCase(), Long.toString(secret, 36))) {
                assertFalse(text.contains(form), who + " shows the seed or the random state as " + form);
            }
        }
        List<String> tokens = new ArrayList<>();
        JsonNode tree = JSON.readTree(text);
        scalars(tree, tokens);
        for (IntList deck : g.decks) {
            if (deck.size() < 3) continue;
            List<String> names = new ArrayList<>(), ids = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                names.add(g.content.cardOf(deck.get(i)).name());
                ids.add(Integer.toString(deck.get(i)));
            }
            assertFalse(inARow(tokens, names), who + " shows the top of a deck: " + names);
            assertFalse(inARow(tokens, ids), who + " shows the top of a deck by instance: " + ids);
        }
        if (g.mythosDeck.size() >= 3) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < 3; i++) names.add(g.mythosDef(g.mythosDeck.get(i)).name());
            assertFalse(inARow(tokens, names), who + " shows the top of the Mythos deck: " + names);
        }
        List<String> cup = new ArrayList<>();
        for (int m = 0; m < g.monsterWhere.length; m++) if (g.monsterWhere[m] == Game.CUP) cup.add(g.monster(m).name());
        cup.sort(null);
        checkCup(g, tree, cup, who);
    }

    private static void scalars(JsonNode n, List<String> out) {
        if (n.isValueNode()) out.add(n.asText());
        for (JsonNode child : n) scalars(child, out);
    }

    private static boolean inARow(List<String> tokens, List<String> run) {
        for (int i = 0; i + run.size() <= tokens.size(); i++) if (tokens.subList(i, i + run.size()).equals(run)) return true;
        return false;
    }

    /** No marker in the cup appears with its monster's name, and no list names the cup's contents. */
    private static void checkCup(Game g, JsonNode n, List<String> cup, String who) {
        if (n.isObject() && n.get("marker") != null && n.get("marker").isInt()) {
            int m = n.get("marker").asInt();
            if (m >= 0 && m < g.monsterWhere.length && g.monsterWhere[m] == Game.CUP) {
                String name = g.monster(m).name();
                for (String key : List.of("name", "monster")) {
                    if (n.get(key) != null && n.get(key).asText().equals(name)) fail(who + " shows " + name + ", marker " + m + ", in the cup");
                }
            }
        }
        if (n.isArray() && cup.size() >= 2 && n.size() == cup.size()) {
            List<String> items = new ArrayList<>();
            for (JsonNode x : n) items.add(x.asText());
            items.sort(null);
            assertFalse(items.equals(cup), who + " lists the monster cup: " + items);
        }
        for (JsonNode child : n) checkCup(g, child, cup, who);
    }

    /**
     * The question in full (its options) for the seat that decides only: every other seat's view is
     * the spectator's word for word, and that seat's differs from it by the question alone.
     */
    static void checkQuestion(Game g, List<String> views, String where) throws Exception {
        int decides = g.question().player();
        String spectator = views.get(0);
        JsonNode seen = JSON.readTree(spectator).get("question");
        assertEquals(List.of("player", "kind", "purpose"), names(seen), where);
        assertEquals(decides, seen.get("player").asInt(), where);
        for (int seat = 0; seat < g.players; seat++) {
            String view = views.get(seat + 1);
            if (seat != decides) {
                if (!spectator.equals(view)) fail("seat " + seat + " sees more than the spectator (" + where + "): " + difference(spectator, view));
                continue;
            }
            Map<?, ?> mine = JSON.readValue(view, Map.class);
            Map<?, ?> theirs = JSON.readValue(spectator, Map.class);
            assertTrue(((Map<?, ?>) mine.get("question")).containsKey("options"), where);
            mine.remove("question");
            theirs.remove("question");
            assertEquals(theirs, mine, "the seat that decides sees the board as everyone does (" + where + ")");
        }
    }

    private static List<String> names(JsonNode n) {
        List<String> r = new ArrayList<>();
        n.fieldNames().forEachRemaining(r::add);
        return r;
    }

    /**
     * The copy a view hands agents to read is not the game, and depends on what the seat sees alone:
     * two games that differ only in hidden order give copies with the same piles and random source.
     */
    static void checkState(Game g, Game other, String where) {
        for (int seat = SeatView.SPECTATOR; seat < g.players; seat++) {
            Game a = SeatView.of(g, seat).state();
            Game b = SeatView.of(other, seat).state();
            assertNotSame(g, a, where);
            assertEquals(piles(a).toString(), piles(b).toString(), "the copy to read knows the hidden order (" + where + ")");
            assertEquals(a.rng.state(), b.rng.state(), "the copy to read knows the dice to come (" + where + ")");
            if (seat != g.question().player()) assertNull(SeatView.of(g, seat).question(), where);
        }
        assertEquals(SeatView.of(g, g.question().player()).question(), g.question(), where);
    }
}
