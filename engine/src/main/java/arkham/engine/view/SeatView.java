package arkham.engine.view;

import arkham.engine.Choice;
import arkham.engine.Game;
import arkham.engine.Purpose;
import arkham.engine.Question;
import arkham.engine.QuestionKind;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one seat may see of a game, the one place that decides it. Everything on the board is open
 * to every seat and the spectator ({@link #board()}); the pending question is given in full
 * ({@link #question()}) only to the seat that decides it, and everyone else learns who decides, how
 * it is asked and what it is about ({@link #pending()}). Deck order, the monster cup's contents,
 * the gate marker stack and the random source appear nowhere: the board shows them as counts, and
 * {@link #state()} and {@link #simulate} hand out copies whose hidden order is drawn anew.
 * <p>
 * Front ends serialise {@link #data()} (or its parts); agents decide from {@link #question()},
 * read the position through {@link #state()} and look ahead with {@link #simulate}. A view holds
 * nothing of its own: each call reads the game as it is then, so one view of a seat serves the
 * whole game ({@link #players}).
 */
public final class SeatView {
    /** The seat of someone who watches: sees what every player sees and decides nothing. */
    public static final int SPECTATOR = -1;
    /** Seeds the hidden order of {@link #state()}: a constant, so it depends on nothing hidden. */
    private static final long STATE_SEED = 0x5EA7_F1E1_D0C5L;

    private final Game game;
    private final int player;

    private SeatView(Game game, int player) {
        if (player < SPECTATOR || player >= game.players)
            throw new IllegalArgumentException("no seat " + player + " in a game of " + game.players + " (players from 0, or SPECTATOR)");
        this.game = game;
        this.player = player;
    }

    /** What player {@code player} (from 0) may see of the game, or the spectator ({@link #SPECTATOR}). */
    public static SeatView of(Game game, int player) {
        return new SeatView(game, player);
    }

    /**
     * Every player's view of the game, by player number: a view reads the game as it is at each
     * call, so a driver keeps these for the whole game instead of making one per answer.
     */
    public static SeatView[] players(Game game) {
        SeatView[] views = new SeatView[game.players];
        for (int p = 0; p < views.length; p++) views[p] = new SeatView(game, p);
        return views;
    }

    /** What someone watching may see: the board and who decides what. */
    public static SeatView spectator(Game game) {
        return new SeatView(game, SPECTATOR);
    }

    /** The seat (player from 0), or {@link #SPECTATOR}. */
    public int player() {
        return player;
    }

    /** The pending question if this seat decides it, else null (another seat decides, or the game is over). */
    public Question question() {
        Question q = game.question();
        return q != null && q.player() == player ? q : null;
    }

    /** Who decides now, how it is asked and what it decides, as every seat may know; null once the game is over. */
    public Pending pending() {
        Question q = game.question();
        return q == null ? null : new Pending(q.player(), q.kind(), q.purpose());
    }

    /** The part of a pending question every seat sees. */
    public record Pending(int player, QuestionKind kind, Purpose purpose) {
    }

    /**
     * The game as this seat knows it, to read: a copy with every face-down pile in an order drawn
     * anew from what is visible and a new random source, so reading it tells nothing hidden, and
     * changing it changes nothing real. The pending question is the same object as {@link
     * #question()} (its options answer the real game). Each call makes a new copy of the game as
     * it is then: keep it while reading one position.
     */
    public Game state() {
        return game.copyForSearch(STATE_SEED);
    }

    /**
     * A copy to play on for a look ahead: the position as this seat knows it, with the hidden order
     * and the dice to come drawn from {@code seed} (the same seed, the same copy: two copies of one
     * seed meet the same future).
     */
    public Simulation simulate(long seed) {
        return new Simulation(game.copyForSearch(seed));
    }

    /**
     * The view as plain data (maps, lists, strings and numbers) for a front end: {@link #board()}
     * with {@code "question"}, {@link #questionData()}.
     */
    public Map<String, Object> data() {
        Map<String, Object> v = board();
        v.put("question", questionData());
        return v;
    }

    /** What every seat and the spectator see alike, as plain data: {@link GameView#of}. */
    public Map<String, Object> board() {
        return GameView.of(game);
    }

    /**
     * The pending question as plain data: for the seat that decides, everything ({@code player},
     * {@code kind}, {@code purpose}, {@code prompt}, {@code options} with {@code id}, {@code label} and
     * {@code target} ({@link GameView#target}) and, where {@link Stakes} says, {@code consequence},
     * {@code context}, {@code stakes}); for every other seat only
     * {@code player}, {@code kind} and {@code purpose}. Null once the game is over.
     */
    public Map<String, Object> questionData() {
        Pending p = pending();
        if (p == null) return null;
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("player", p.player());
        v.put("kind", p.kind().name());
        v.put("purpose", p.purpose().name());
        Question q = question();
        if (q == null) return v;
        v.put("prompt", q.prompt());
        // what the question resolves (the encounter read aloud, the check and what each result does): public, as at the table
        Map<String, Object> stakes = Stakes.of(game);
        @SuppressWarnings("unchecked")
        Map<String, String> consequences = stakes == null ? Map.of() : (Map<String, String>) stakes.getOrDefault("options", Map.of());
        List<Object> opts = new ArrayList<>(q.optionCount());
        for (Choice c : q.options()) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", c.id());
            o.put("label", c.label());
            o.put("target", GameView.target(game, player, c.target()));
            if (consequences.containsKey(c.id())) o.put("consequence", consequences.get(c.id()));
            opts.add(o);
        }
        v.put("options", opts);
        v.put("context", new TreeMap<>(q.context()));
        if (stakes != null) {
            stakes.remove("options");
            v.put("stakes", stakes);
        }
        return v;
    }
}
