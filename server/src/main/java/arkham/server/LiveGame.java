package arkham.server;

import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Event;
import arkham.engine.Game;
import arkham.engine.IllegalAnswerException;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.agent.Agent;
import arkham.engine.state.IntList;
import arkham.engine.view.SeatView;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One game being played: the engine's state, its answer log (as stored), the log of events, the
 * seats and the connections watching it. Everything that reads or changes it holds {@link #lock};
 * nothing waits for a player while holding it.
 */
final class LiveGame {
    final String id;
    final Content content;
    final Setup setup;
    /** {@link Views#setup}: the same in every view of the game. */
    final Map<String, Object> setupView;
    /** Each AI seat's level ({@link SeatAgents#LEVELS}), by seat. */
    final Map<Integer, String> aiLevels;
    /** ai[seat]: the server answers for this seat (index 0, the spectator, is unused). */
    final boolean[] ai;
    private final Agent[] agents;
    /** seat by token hash; seat 0 is the spectator. */
    final Map<String, Integer> seatByTokenHash;
    final ReentrantLock lock = new ReentrantLock();
    final List<Connection> connections = new CopyOnWriteArrayList<>();
    /** Seats whose control was taken by an HTTP client: none of their sockets may answer until one takes over. */
    final boolean[] heldByHttp;
    /** controlEpoch[seat]: bumped whenever a window (or an HTTP client) takes control of the seat; a window resumes control only with the current one. */
    final long[] controlEpoch;
    /** A write of this game failed and may yet have reached the database (see {@link GameService#settle}); null when none. */
    Unsure unsure;
    /** Where the game's future was drawn anew (an import of an unfinished game), in order; fixed once the game is stored. */
    List<SaveGame.NewFuture> newFutures;

    Game game;
    long version;
    final List<Store.Answer> answers = new ArrayList<>();
    final List<LogEntry> log = new ArrayList<>();
    /** Each log entry as JSON, written once: every view carries the last {@link Views#LOG_TAIL} of them. */
    final List<String> logJson = new ArrayList<>();
    private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();
    /** logLengthAfter[k]: how many log entries there were after the first k answers (for replays). */
    final List<Integer> logLengthAfter = new ArrayList<>();

    /**
     * One line of the game log, as sent to clients; {@code player} is a seat (0 = no one); {@code card}
     * names the Mythos, location or gate card whose draw it reports (null otherwise).
     */
    @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
    /** {@code stakes}: a check's stakes before its roll (type {@code stakes}: the engine's event data, all public), else null. */
    record LogEntry(int index, int turn, String phase, int player, String type, String text, List<Integer> dice,
                    Integer successes, String card, Map<String, Object> stakes) {
    }

    /** {@code aiLevels}: the level of each seat the server plays, by seat. */
    LiveGame(String id, Content content, Setup setup, List<SaveGame.NewFuture> newFutures, Map<Integer, String> aiLevels,
             Map<String, Integer> seatByTokenHash) {
        this.id = id;
        this.content = content;
        this.setup = setup;
        this.newFutures = List.copyOf(newFutures);
        this.aiLevels = java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(aiLevels));
        this.seatByTokenHash = Map.copyOf(seatByTokenHash);
        ai = new boolean[setup.players() + 1];
        agents = new Agent[setup.players() + 1];
        for (Map.Entry<Integer, String> e : this.aiLevels.entrySet()) {
            int s = e.getKey();
            if (s < 1 || s > setup.players()) throw new IllegalArgumentException("AI seat " + s + " is not a seat of this game");
            ai[s] = true;
            // never from the game's seed: an AI's choices would tell something about it
            agents[s] = SeatAgents.create(e.getValue(), Tokens.seed());
        }
        heldByHttp = new boolean[setup.players() + 1];
        setupView = Views.setup(setup, content);
        controlEpoch = new long[setup.players() + 1];
        game = newFutures(start(content, setup), 0);
        appendLog(game.drainEvents());
        logLengthAfter.add(log.size());
    }

    /** A new game with event logging on from the first setup step. */
    static Game start(Content content, Setup setup) {
        return Game.create(content, setup, true);
    }

    /** The save format's text for the setup alone (how the database stores it). */
    String setupJson() {
        return new SaveGame(setup, List.of(), 0, List.of(), null, content.provenance.packs()).toJson();
    }

    /** {@link #newFutures} as the database stores them: {@code after:seed} pairs separated by commas. */
    String newFuturesText() {
        StringBuilder b = new StringBuilder();
        for (SaveGame.NewFuture f : newFutures) b.append(b.length() == 0 ? "" : ",").append(f.after()).append(':').append(f.seed());
        return b.toString();
    }

    static List<SaveGame.NewFuture> newFutures(String text) {
        List<SaveGame.NewFuture> r = new ArrayList<>();
        if (text == null || text.isEmpty()) return r;
        for (String pair : text.split(",")) {
            String[] p = pair.split(":");
            r.add(new SaveGame.NewFuture(Integer.parseInt(p[0]), Long.parseLong(p[1])));
        }
        return r;
    }

    /** The game after {@code answered} answers, with its future drawn anew where an import did so there. */
    private Game newFutures(Game g, int answered) {
        for (SaveGame.NewFuture f : newFutures) if (f.after() == answered) g = g.withNewFuture(f.seed());
        return g;
    }

    /**
     * Draws the game's future anew from a secret seed, after every answer it has: for an import of
     * an unfinished game, which would otherwise foretell the game it was exported from.
     */
    void drawNewFuture() {
        List<SaveGame.NewFuture> futures = new ArrayList<>(newFutures);
        futures.add(new SaveGame.NewFuture(answers.size(), Tokens.seed()));
        newFutures = List.copyOf(futures);
        game = game.withNewFuture(futures.get(futures.size() - 1).seed());
    }

    int players() {
        return setup.players();
    }

    // ------------------------------------------------------------------ answering

    /** An answer applied to a copy of the game, not yet stored or made current. */
    record Applied(Game next, Store.Answer answer, List<Event> events) {
    }

    /** A change whose database write failed: an answer ({@code applied}) or an undo (the game it returns to). */
    record Unsure(Applied applied, Game undone) {
    }

    /**
     * Checks an answer against the pending question and plays it on a copy. Nothing changes until
     * {@link #commit} (after the database has it).
     */
    Applied tryAnswer(int seat, long questionId, String option) {
        Question q = game.question();
        if (q == null) throw ApiException.conflict("the game is over (" + game.outcome() + "); no question is pending");
        if (questionId != version)
            throw ApiException.conflict("question " + questionId + " is not the pending question (that is " + version
                    + "): the answer is stale or was already given");
        if (seat == 0) throw ApiException.forbidden("the spectator cannot answer");
        if (seat != q.player() + 1)
            throw ApiException.forbidden("seat " + seat + " cannot answer: the question is for seat " + (q.player() + 1));
        if (q.option(option) == null)
            throw ApiException.badRequest("'" + option + "' is not an option of the pending question; options: "
                    + q.options().stream().map(c -> c.id()).toList());
        Game next = game.copy();
        long before = chance(game);
        try {
            engineAnswer(next, q, option);
        } catch (IllegalAnswerException e) {
            throw ApiException.badRequest(e.getMessage());
        }
        boolean chance = chance(next) != before;
        Store.Answer a = new Store.Answer(answers.size(), seat, questionId, q.id(), option, next.stateHash(), chance);
        return new Applied(next, a, next.drainEvents());
    }

    /** Makes an applied (and stored) answer current. */
    void commit(Applied a) {
        answers.add(a.answer());
        game = newFutures(a.next(), answers.size());
        version++;
        appendLog(a.events());
        logLengthAfter.add(log.size());
    }

    /** The one place the server calls the engine's answer. */
    private static void engineAnswer(Game g, Question q, String option) {
        g.answer(q.id(), q.player(), option);
    }

    /** The answer an AI seat would give now, or null when the pending question is not an AI seat's. */
    String aiOption() {
        Question q = game.question();
        if (q == null || !ai[q.player() + 1]) return null;
        return agents[q.player() + 1].choose(SeatView.of(game, q.player())).id();
    }

    /**
     * A fingerprint of everything chance decides: the random source and every hidden pile (decks,
     * the gate marker stack, the cup). If an answer changes it, dice were rolled or hidden cards or
     * markers moved, and undoing that answer would reveal or reroll them.
     */
    static long chance(Game g) {
        long h = g.rng.state();
        h = h * 31 + g.mythosDeck.hashCode();
        h = h * 31 + g.gateDeck.hashCode();
        h = h * 31 + g.gateStack.hashCode();
        for (IntList d : g.decks) h = h * 31 + d.hashCode();
        h = h * 31 + g.herald.reckoning.hashCode();
        h = h * 31 + g.unusedInvestigators.hashCode();
        h = h * 31 + Arrays.deepHashCode(g.locationDecks);
        h = h * 31 + g.monstersInCup();
        h = h * 31 + relationships(g);
        return h;
    }

    /** Who drew each Relationship card, hashed as {@code Arrays.hashCode} of them would be. */
    private static int relationships(Game g) {
        int h = 1;
        for (int rel = 0; rel < g.relationshipCards(); rel++) h = 31 * h + g.relationshipDrawer(rel);
        return h;
    }

    // ------------------------------------------------------------------ undo and replay

    /** Checks that {@code seat} may take back the last answer; returns the game without it. */
    Game undoTarget(int seat) {
        if (seat == 0) throw ApiException.forbidden("the spectator cannot undo");
        // a finished game's export carries its seed: taking its last answer back would reopen a game whose future is known
        if (game.isOver()) throw ApiException.conflict("the game is over; its answers cannot be taken back");
        if (answers.isEmpty()) throw ApiException.conflict("there is no answer to take back");
        for (SaveGame.NewFuture f : newFutures)
            if (f.after() >= answers.size())
                throw ApiException.conflict("the game was imported after this answer, and its future drawn anew there; answers"
                        + " before that cannot be taken back");
        Store.Answer last = answers.get(answers.size() - 1);
        if (last.seat() != seat)
            throw ApiException.conflict("the last answer was seat " + last.seat() + "'s; a seat can take back only its own");
        if (last.chance())
            throw ApiException.conflict("the last answer led to dice or a draw; it cannot be taken back");
        return replay(answers.size() - 1);
    }

    /** Makes the game without its last answer current (after the database dropped it). */
    void commitUndo(Game previous) {
        answers.remove(answers.size() - 1);
        game = previous;
        version++;
        log.clear();
        logJson.clear();
        logLengthAfter.clear();
        rebuildLog();
    }

    /** The game after its first {@code n} answers, played again from the setup. */
    Game replay(int n) {
        Game g = newFutures(start(content, setup), 0);
        g.drainEvents();
        for (int k = 0; k < n; k++) {
            Store.Answer a = answers.get(k);
            engineAnswer(g, g.question(), a.option());
            g = newFutures(g, k + 1);
            g.drainEvents();
        }
        return g;
    }

    /** Rebuilds the event log by replaying every answer (after an undo). */
    private void rebuildLog() {
        Game g = newFutures(start(content, setup), 0);
        appendLog(g.drainEvents());
        logLengthAfter.add(log.size());
        for (int k = 0; k < answers.size(); k++) {
            engineAnswer(g, g.question(), answers.get(k).option());
            g = newFutures(g, k + 1);
            appendLog(g.drainEvents());
            logLengthAfter.add(log.size());
        }
    }

    /**
     * Replays stored answers onto the fresh game (server start, import), checking each one's state
     * hash; fails naming the first answer that does not reproduce.
     */
    void restore(List<Store.Answer> stored, long storedVersion) {
        for (Store.Answer a : stored) {
            Question q = game.question();
            if (q == null) throw new IllegalStateException("answer " + a.idx() + " comes after the game ended");
            if (q.id() != a.engineQuestion())
                throw new IllegalStateException("answer " + a.idx() + " answers question " + a.engineQuestion()
                        + " but the pending question is " + q.id());
            if (q.player() + 1 != a.seat())
                throw new IllegalStateException("answer " + a.idx() + " is by seat " + a.seat() + " but the question is seat "
                        + (q.player() + 1) + "'s");
            engineAnswer(game, q, a.option());
            if (game.stateHash() != a.stateHash())
                throw new IllegalStateException("answer " + a.idx() + " does not reproduce its stored state (rules or content changed)");
            answers.add(a);
            game = newFutures(game, answers.size());
            appendLog(game.drainEvents());
            logLengthAfter.add(log.size());
        }
        version = storedVersion;
    }

    private static final Pattern DICE = Pattern.compile("dice \\[([0-9 ]*)\\] -> (\\d+) success");

    private void appendLog(List<Event> events) {
        for (Event e : events) {
            List<Integer> dice = null;
            Integer successes = null;
            Matcher m = DICE.matcher(e.text());
            if (m.find()) {
                dice = m.group(1).isBlank() ? List.of()
                        : Arrays.stream(m.group(1).trim().split(" ")).map(Integer::valueOf).toList();
                successes = Integer.valueOf(m.group(2));
            }
            // the turn and phase it happened in: the game may be further on when the answer's events are read
            LogEntry entry = new LogEntry(log.size(), e.turn(), e.phase().name(), e.player() + 1, e.type(), e.text(), dice, successes,
                    e.card(), e.data());
            log.add(entry);
            try {
                logJson.add(JSON.writeValueAsString(entry));
            } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
                throw new IllegalStateException(ex);
            }
        }
    }

    /** The save of this game (the format {@code ./arkham play --load} reads), its seeds in clear. */
    SaveGame save() {
        return new SaveGame(setup, answers.stream().map(a -> new SaveGame.Answer(a.engineQuestion(), a.seat() - 1, a.option())).toList(),
                game.stateHash(), newFutures, null, content.provenance.packs());
    }

    // ------------------------------------------------------------------ connections

    /** One WebSocket watching this game. */
    static final class Connection {
        final io.javalin.websocket.WsContext ctx;
        final int seat;
        final LiveGame game;
        final RateLimiter limiter = new RateLimiter(20, 40);
        /** This socket answers for its seat; other sockets of the seat watch read-only. */
        volatile boolean controls;
        /** The seat's {@link #controlEpoch} when this socket took control. */
        long epoch;
        /** Another window or client took control of the seat away from this socket. */
        boolean takenOver;

        Connection(io.javalin.websocket.WsContext ctx, int seat, LiveGame game) {
            this.ctx = ctx;
            this.seat = seat;
            this.game = game;
        }
    }

    boolean connected(int seat) {
        if (ai[seat]) return true;
        for (Connection c : connections) if (c.seat == seat) return true;
        return false;
    }
}
