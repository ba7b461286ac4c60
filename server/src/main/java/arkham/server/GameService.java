package arkham.server;

import arkham.ai.Hint;
import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.load.ContentError;
import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Game;
import arkham.engine.Question;
import arkham.engine.Setup;
import arkham.engine.def.ContentPack;
import arkham.engine.view.SeatView;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * The games of one server: creating, importing and loading them (a stored game is replayed when it
 * is first asked for, not at start-up), applying answers and undos under each game's lock (stored
 * before they are acknowledged or shown), AI seats, which window controls each seat, pushing views
 * to every connection, and telling every window when the database is unavailable and when it is back.
 */
final class GameService implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(GameService.class);
    final Content content;
    private final Store store;
    private final ObjectMapper json;
    /** The games opened since start (created, imported, or loaded from the database when first asked for). */
    private final Map<String, LiveGame> games = new ConcurrentHashMap<>();
    /** A lock per game id being loaded, so that two requests for it replay it once. */
    private final Map<String, Object> loading = new ConcurrentHashMap<>();
    private static final Pattern GAME_ID = Pattern.compile("[A-Za-z0-9_-]{1,32}");
    static final String DATABASE_DOWN = "database unavailable — nothing changed";
    static final String SERVER_BUSY = "the server is too busy to store this now — nothing changed; try again";
    /** How often the database is asked whether it answers again, while it is down. */
    static final long PROBE_MS = 1_000;
    /** Set when a database call fails, cleared by {@link #probe} once the database answers again. */
    private final AtomicBoolean databaseDown = new AtomicBoolean();
    /** Games to look at again when the database is back: a write whose outcome is unknown, or an AI seat that could not answer. */
    private final Set<LiveGame> unsettled = ConcurrentHashMap.newKeySet();
    private final ScheduledExecutorService prober = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "database-probe");
        t.setDaemon(true);
        return t;
    });
    private final ExecutorService aiPool = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "ai-seats");
        t.setDaemon(true);
        return t;
    });

    private final Seal seal;

    /**
     * A new game and the plain tokens of its seats (seat 0 = spectator; AI seats have none);
     * {@code newFuture}: an import whose future was drawn anew (see {@link #importSave}).
     */
    record Created(LiveGame game, Map<Integer, String> tokens, boolean newFuture) {
    }

    /** The content packs this server offers (serve --content DIR), by name. */
    private final Map<String, Pack> packs = new LinkedHashMap<>();

    GameService(Content content, Store store, ObjectMapper json) {
        this(content, List.of(), store, json);
    }

    /** @param packs the content packs games on this server may name (the shipped content is {@code content}) */
    GameService(Content content, List<Pack> packs, Store store, ObjectMapper json) {
        this.content = content;
        for (Pack p : packs) this.packs.put(p.name(), p);
        this.store = store;
        this.json = json;
        seal = new Seal(store.serverKey());
    }

    /** The packs games may name, in the order the server was given them. */
    List<Pack> packs() {
        return List.copyOf(packs.values());
    }

    /**
     * The content of a game with these packs (by name, applied in the order named; none: the shipped
     * content). An unknown name is a bad request listing the packs there are.
     */
    Content contentFor(List<String> names) {
        if (names == null || names.isEmpty()) return content;
        List<Pack> chosen = new ArrayList<>();
        for (String n : names) {
            Pack p = n == null ? null : packs.get(n);
            if (p == null) throw ApiException.badRequest("no content pack '" + n + "' on this server" + (packs.isEmpty()
                    ? " (it offers none: start it with serve --content DIR)" : "; it offers " + String.join(", ", packs.keySet())));
            if (chosen.contains(p)) throw ApiException.badRequest("content pack '" + n + "' is named twice");
            chosen.add(p);
        }
        return load(chosen);
    }

    /** Packs that load alone may still clash (one removes what another names): a bad request saying why. */
    private static Content load(List<Pack> chosen) {
        try {
            return ContentLoader.withPacks(chosen);
        } catch (ContentError e) {
            throw ApiException.badRequest("the content packs " + chosen.stream().map(Pack::name).toList() + " do not load together: "
                    + e.getMessage());
        }
    }

    /** The content a save was made with, from this server's packs; a pack missing or changed is a bad request naming it. */
    Content contentFor(SaveGame save) {
        List<Pack> chosen = new ArrayList<>();
        for (ContentPack want : save.packs()) {
            Pack p = packs.get(want.name());
            if (p != null) chosen.add(p);
        }
        Content c = load(chosen);
        String problem = save.packProblem(c);
        if (problem != null) throw ApiException.badRequest(problem.replace("(--content DIR, or the server's pack of that name)",
                "(this server offers " + (packs.isEmpty() ? "no content pack" : String.join(", ", packs.keySet())) + ")"));
        return c;
    }

    // ------------------------------------------------------------------ games

    /** A stored game replayed from its setup and answers (with the content packs it names), each answer's state hash checked. */
    private LiveGame replayStored(Store.StoredGame sg) {
        SaveGame stored = SaveGame.parse(sg.setup());
        Content gameContent = contentFor(stored);
        Map<String, Integer> seats = new HashMap<>();
        sg.tokenHashes().forEach((seat, hash) -> seats.put(hash, seat));
        LiveGame lg = new LiveGame(sg.id(), gameContent, stored.setup(), LiveGame.newFutures(sg.newFutures()), sg.ai(), seats);
        lg.restore(sg.answers(), sg.version());
        return lg;
    }

    /** A new game with the shipped content; {@code ai}: the level of each seat the server plays, by seat. */
    Created create(Setup setup, Map<Integer, String> ai) {
        return create(content, setup, ai, null, false);
    }

    /** A new game with the content of these packs ({@link #contentFor(List)}). */
    Created create(Content gameContent, Setup setup, Map<Integer, String> ai) {
        return create(gameContent, setup, ai, null, false);
    }

    /**
     * Imports a save as a new game with new tokens; every answer is played again and checked. A
     * sealed save (an export of an unfinished game) opens only if this server sealed it, and its
     * copy does not go on to the original's future: that is drawn anew after the last answer, from
     * a seed no one is shown. A save whose seeds are in clear (a finished game's export, a
     * terminal save) goes on exactly: whoever holds it can read its future anyway.
     */
    Created importSave(SaveGame save, Map<Integer, String> ai) {
        Content gameContent = contentFor(save);
        if (!save.isSealed()) return create(gameContent, save.setup(), ai, save, false);
        SaveGame opened = seal.open(save);
        return create(gameContent, opened.setup(), ai, opened, true);
    }

    /**
     * The export of a game: its save, with the seeds sealed while the game is unfinished (so no token
     * holder can replay its future), in clear once it is over, unless it was imported mid-game: its
     * first seed is then the seed of the game it was copied from, which may still be played. The AI
     * seats and their levels are added as {@code aiSeats} and {@code aiLevels}, for an import.
     */
    String export(LiveGame lg) {
        lg.lock.lock();
        try {
            SaveGame save = lg.save();
            String text = (lg.game.isOver() && lg.newFutures.isEmpty() ? save : seal.seal(save)).toJson();
            if (lg.aiLevels.isEmpty()) return text;
            // which seats the server played, for an import to play them again; saves readers ignore the fields
            com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(text);
            com.fasterxml.jackson.databind.node.ArrayNode seats = root.putArray("aiSeats");
            com.fasterxml.jackson.databind.node.ObjectNode levels = root.putObject("aiLevels");
            lg.aiLevels.forEach((seat, level) -> {
                seats.add(seat);
                levels.put(Integer.toString(seat), level);
            });
            return json.writerWithDefaultPrettyPrinter().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } finally {
            lg.lock.unlock();
        }
    }

    /** {@code secret}: the save's seeds were sealed, so replay errors must not describe the game past what was shown. */
    private Created create(Content content, Setup setup, Map<Integer, String> ai, SaveGame save, boolean secret) {
        String id = Tokens.gameId();
        Map<Integer, String> tokens = new LinkedHashMap<>();
        Map<Integer, String> hashes = new LinkedHashMap<>();
        Map<String, Integer> seatByHash = new HashMap<>();
        for (int seat = 1; seat <= setup.players(); seat++) if (!ai.containsKey(seat)) tokens.put(seat, Tokens.token());
        tokens.put(0, Tokens.token());
        tokens.forEach((seat, t) -> {
            hashes.put(seat, Tokens.hash(t));
            seatByHash.put(Tokens.hash(t), seat);
        });
        LiveGame lg;
        try {
            lg = new LiveGame(id, content, setup, save == null ? List.of() : save.newFutures(), ai, seatByHash);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("the setup does not start a game: " + e.getMessage());
        }
        boolean newFuture = false;
        if (save != null) {
            for (int k = 0; k < save.answers().size(); k++) {
                SaveGame.Answer a = save.answers().get(k);
                Question q = lg.game.question();
                // what the game asks at a sealed save's answer is the future the seal keeps: say only where it fails
                if (secret && (q == null || q.id() != a.question() || q.player() != a.player() || q.option(a.option()) == null))
                    throw ApiException.badRequest("answer " + (k + 1) + " of the save no longer replays on this server (its rules"
                            + " or content changed since the export)");
                if (q != null && q.id() != a.question())
                    throw ApiException.badRequest("answer " + (k + 1) + " of the save names question " + a.question()
                            + " but the game asks question " + q.id() + " there");
                try {
                    lg.commit(lg.tryAnswer(a.player() + 1, lg.version, a.option()));
                } catch (ApiException e) {
                    throw ApiException.badRequest("answer " + (k + 1) + " of the save (player " + (a.player() + 1) + ", option '"
                            + a.option() + "') is illegal: " + e.getMessage());
                }
            }
            if (lg.game.stateHash() != save.stateHash())
                throw ApiException.badRequest("the save's state hash does not match the replayed game (saved by another"
                        + " version of the rules or content, or edited)");
            if (secret && !lg.game.isOver()) {
                lg.drawNewFuture();
                newFuture = true;
            }
        }
        LiveGame stored = lg;
        db(() -> {
            store.createGame(new Store.NewGame(id, stored.setupJson(), stored.newFuturesText(), stored.aiLevels, stored.version, hashes,
                    stored.answers));
            return null;
        });
        games.put(id, lg);
        scheduleAi(lg);
        return new Created(lg, tokens, newFuture);
    }

    /** A game by id: one already open, else loaded from the database and replayed (404 when there is none). */
    LiveGame game(String id) {
        LiveGame lg = id == null ? null : games.get(id);
        if (lg != null) return lg;
        if (id == null || !GAME_ID.matcher(id).matches()) throw ApiException.notFound("no game '" + id + "'");
        Object lock = loading.computeIfAbsent(id, k -> new Object());
        synchronized (lock) {
            try {
                lg = games.get(id);
                if (lg != null) return lg;
                Store.StoredGame sg = db(() -> store.load(id));
                if (sg == null) throw ApiException.notFound("no game '" + id + "'");
                try {
                    lg = replayStored(sg);
                } catch (RuntimeException e) {
                    LOG.warn("game {} is stored but does not replay: {}", id, e.getMessage());
                    throw ApiException.notFound("game '" + id + "' is stored but no longer replays on this server (its rules or"
                            + " content changed since it was played, or it needs a content pack the server was not given): " + e.getMessage());
                }
                games.put(id, lg);
                scheduleAi(lg);
                return lg;
            } finally {
                loading.remove(id, lock);
            }
        }
    }

    /** The seat a token holds in a game (0 = spectator). */
    static int seatOf(LiveGame lg, String token) {
        if (token == null || token.isEmpty()) throw ApiException.badRequest("missing 'token'");
        if (token.length() > 64) throw ApiException.forbidden("not a token of this game");
        Integer seat = lg.seatByTokenHash.get(Tokens.hash(token));
        if (seat == null) throw ApiException.forbidden("this token holds no seat of game " + lg.id);
        return seat;
    }

    /** How many games are open in memory (created, imported or loaded since start). */
    int openGames() {
        return games.size();
    }

    /** How many games the database holds. */
    int storedGames() {
        return db(store::gameCount);
    }

    // ------------------------------------------------------------------ changes

    /**
     * Applies an answer: checked, stored, then made current and pushed (an ack first to the
     * connection that sent it, if any). Returns the new version.
     */
    long answer(LiveGame lg, int seat, long questionId, String option, LiveGame.Connection from) {
        lg.lock.lock();
        try {
            settle(lg);
            LiveGame.Applied a = lg.tryAnswer(seat, questionId, option);
            write(lg, new LiveGame.Unsure(a, null), () -> store.append(lg.id, List.of(a.answer()), lg.version + 1));
            lg.commit(a);
            if (from != null) send(from, Map.of("type", "ack", "questionId", questionId));
            broadcast(lg);
            scheduleAi(lg);
            return lg.version;
        } finally {
            lg.lock.unlock();
        }
    }

    long undo(LiveGame lg, int seat) {
        lg.lock.lock();
        try {
            settle(lg);
            Game previous = lg.undoTarget(seat);
            write(lg, new LiveGame.Unsure(null, previous), () -> store.truncate(lg.id, lg.answers.size() - 1, lg.version + 1));
            lg.commitUndo(previous);
            broadcast(lg);
            scheduleAi(lg);
            return lg.version;
        } finally {
            lg.lock.unlock();
        }
    }

    /** An HTTP client takes a seat over: none of that seat's sockets may answer until one takes it back. */
    void takeoverByHttp(LiveGame lg, int seat) {
        if (seat == 0) throw ApiException.forbidden("the spectator holds no seat to take over");
        lg.lock.lock();
        try {
            lg.heldByHttp[seat] = true;
            lg.controlEpoch[seat]++;
            for (LiveGame.Connection c : lg.connections) if (c.seat == seat && c.controls) lostControl(c);
            broadcast(lg);
        } finally {
            lg.lock.unlock();
        }
    }

    /** A window takes its seat over: every other window of the seat is told it lost control, and watches. */
    void takeover(LiveGame lg, LiveGame.Connection conn) {
        if (conn.seat == 0) throw ApiException.forbidden("the spectator holds no seat to take over");
        lg.lock.lock();
        try {
            giveControl(lg, conn);
            broadcast(lg);
        } finally {
            lg.lock.unlock();
        }
    }

    /**
     * A window that held its seat under {@code epoch} (a reload, a reconnect) takes it back, unless
     * control changed hands since: then it is told so and only watches.
     */
    void resume(LiveGame lg, LiveGame.Connection conn, long epoch) {
        if (conn.seat == 0) throw ApiException.forbidden("the spectator holds no seat");
        lg.lock.lock();
        try {
            if (conn.controls) {
                send(conn, controlMessage(conn));
            } else if (!lg.heldByHttp[conn.seat] && lg.controlEpoch[conn.seat] == epoch) {
                giveControl(lg, conn);
                broadcast(lg);
            } else {
                // someone took the seat since this window held it
                conn.takenOver = true;
                send(conn, controlMessage(conn));
            }
        } finally {
            lg.lock.unlock();
        }
    }

    /** Called holding the game's lock. */
    private void giveControl(LiveGame lg, LiveGame.Connection conn) {
        lg.heldByHttp[conn.seat] = false;
        conn.epoch = ++lg.controlEpoch[conn.seat];
        for (LiveGame.Connection c : lg.connections) if (c != conn && c.seat == conn.seat && c.controls) lostControl(c);
        conn.controls = true;
        send(conn, controlMessage(conn));
    }

    private void lostControl(LiveGame.Connection c) {
        c.controls = false;
        c.takenOver = true;
        send(c, controlMessage(c));
    }

    /** {@code {"type": "control", "controls": ..., "epoch": ..., "takenOver": ...}} (docs/WEB.md, Seats). */
    private static Map<String, Object> controlMessage(LiveGame.Connection c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "control");
        m.put("controls", c.controls);
        if (c.controls) m.put("epoch", c.epoch);
        else m.put("takenOver", c.takenOver);
        return m;
    }

    void connect(LiveGame lg, LiveGame.Connection conn) {
        lg.lock.lock();
        try {
            boolean controlled = lg.heldByHttp[conn.seat];
            for (LiveGame.Connection c : lg.connections) if (c.seat == conn.seat && c.controls) controlled = true;
            lg.connections.add(conn);
            if (conn.seat != 0 && !controlled) giveControl(lg, conn);
            if (databaseDown.get()) send(conn, statusMessage(true));
            broadcast(lg);
        } finally {
            lg.lock.unlock();
        }
    }

    void disconnect(LiveGame lg, LiveGame.Connection conn) {
        lg.lock.lock();
        try {
            if (lg.connections.remove(conn)) broadcast(lg);
        } finally {
            lg.lock.unlock();
        }
    }

    /** Sends one connection the current view (reconnect catch-up). */
    void sendView(LiveGame lg, LiveGame.Connection conn) {
        lg.lock.lock();
        try {
            send(conn, viewMessage(lg, Views.common(lg, lg.game, lg.log.size(), json), conn.seat, conn.seat == 0 || !conn.controls));
        } finally {
            lg.lock.unlock();
        }
    }

    // ------------------------------------------------------------------ views

    Map<String, Object> view(LiveGame lg, int seat, boolean readOnly) {
        lg.lock.lock();
        try {
            return Views.seatView(lg, lg.game, Views.common(lg, lg.game, lg.log.size(), json), lg.version, seat, readOnly);
        } finally {
            lg.lock.unlock();
        }
    }

    /**
     * What the AI would answer to the seat's own pending question, and why in a line ({@link Hint}):
     * made from that seat's {@link SeatView} alone, so a hint tells nothing the seat may not see.
     */
    Map<String, Object> hint(LiveGame lg, int seat) {
        if (seat == 0) throw ApiException.forbidden("the spectator answers nothing, so has no hint");
        lg.lock.lock();
        try {
            SeatView view = SeatView.of(lg.game, seat - 1);
            if (view.question() == null) throw ApiException.conflict("seat " + seat + " has no question to answer now");
            Hint h = Hint.of(view);
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("questionId", lg.version);
            v.put("option", h.choice().id());
            v.put("label", h.choice().label());
            v.put("why", h.why());
            v.put("line", h.line());
            return v;
        } finally {
            lg.lock.unlock();
        }
    }

    /** The view after the first {@code at} answers, read-only. */
    Map<String, Object> replayView(LiveGame lg, int seat, int at) {
        lg.lock.lock();
        try {
            if (at < 0 || at > lg.answers.size())
                throw ApiException.badRequest("'at' must be 0 to " + lg.answers.size() + ", was " + at);
            Game g = lg.replay(at);
            return Views.seatView(lg, g, Views.common(lg, g, lg.logLengthAfter.get(at), json), at, seat, true);
        } finally {
            lg.lock.unlock();
        }
    }

    List<LiveGame.LogEntry> log(LiveGame lg, int from) {
        lg.lock.lock();
        try {
            if (from < 0) throw ApiException.badRequest("'from' must be 0 or more");
            return List.copyOf(lg.log.subList(Math.min(from, lg.log.size()), lg.log.size()));
        } finally {
            lg.lock.unlock();
        }
    }

    private Map<String, Object> viewMessage(LiveGame lg, Views.Common common, int seat, boolean readOnly) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "view");
        m.put("version", lg.version);
        m.put("view", Views.seatView(lg, lg.game, common, lg.version, seat, readOnly));
        return m;
    }

    /** Pushes the current view to every connection (called holding the game's lock, so pushes stay in order). */
    private void broadcast(LiveGame lg) {
        if (lg.connections.isEmpty()) return;
        Views.Common common = Views.common(lg, lg.game, lg.log.size(), json);
        Map<String, String> texts = new HashMap<>();
        for (LiveGame.Connection c : lg.connections) {
            boolean readOnly = c.seat == 0 || !c.controls;
            String text = texts.computeIfAbsent(c.seat + ":" + readOnly, k -> toJson(viewMessage(lg, common, c.seat, readOnly)));
            sendText(c, text);
        }
    }

    void send(LiveGame.Connection c, Object message) {
        sendText(c, toJson(message));
    }

    private static void sendText(LiveGame.Connection c, String text) {
        if (!c.ctx.session.isOpen()) return;
        // queued, never blocking (Javalin sends with a no-op callback): a slow client cannot hold the game's lock
        c.ctx.send(text);
    }

    String toJson(Object o) {
        try {
            return json.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    // ------------------------------------------------------------------ AI seats

    private void scheduleAi(LiveGame lg) {
        Question q = lg.game.question();
        if (q != null && lg.ai[q.player() + 1]) aiPool.execute(() -> playAi(lg));
    }

    private void playAi(LiveGame lg) {
        if (aiPool.isShutdown()) return;
        lg.lock.lock();
        try {
            String option = lg.aiOption();
            if (option == null) return;
            answer(lg, lg.game.question().player() + 1, lg.version, option, null);
        } catch (Store.BusyException e) {
            scheduleAi(lg);
        } catch (Store.StoreException e) {
            // played again by the probe when the database is back
            unsettled.add(lg);
        } catch (RuntimeException e) {
            if (!aiPool.isShutdown()) LOG.warn("AI seat of game {} could not answer: {}", lg.id, e.getMessage());
        } finally {
            lg.lock.unlock();
        }
    }

    // ------------------------------------------------------------------ the database's health

    /**
     * Runs a database write for a game; if it fails, the game stays exactly as it was (the caller
     * commits nothing), every window is told, and {@code unsure} is kept: a write can fail after the
     * database committed it (the connection broke during the commit), and {@link #settle} finds out.
     */
    private void write(LiveGame lg, LiveGame.Unsure unsure, Runnable w) {
        try {
            w.run();
        } catch (Store.BusyException e) {
            // no connection was had: nothing was written
            throw e;
        } catch (Store.StoreException e) {
            lg.unsure = unsure;
            unsettled.add(lg);
            databaseFailed();
            throw e;
        }
    }

    private <T> T db(Supplier<T> call) {
        try {
            return call.get();
        } catch (Store.BusyException e) {
            throw e;
        } catch (Store.StoreException e) {
            databaseFailed();
            throw e;
        }
    }

    /**
     * A write of this game failed earlier: the stored version says whether it went through after
     * all. If it did the game takes it now (and every window sees it); else nothing happened.
     * Called holding the game's lock; fails (503) while the database is still unavailable.
     */
    private void settle(LiveGame lg) {
        LiveGame.Unsure u = lg.unsure;
        if (u == null) return;
        long stored = db(() -> store.version(lg.id));
        if (stored == lg.version + 1) {
            if (u.applied() != null) lg.commit(u.applied());
            else lg.commitUndo(u.undone());
            LOG.warn("game {}: a write reported as failed had reached the database; the game now has it", lg.id);
            broadcast(lg);
        }
        lg.unsure = null;
    }

    private void databaseFailed() {
        if (!databaseDown.compareAndSet(false, true)) return;
        LOG.error("the database is unavailable; requests that need it get 503 until it answers again");
        statusToAll(true);
        scheduleProbe();
    }

    private void scheduleProbe() {
        if (!prober.isShutdown()) prober.schedule(this::probe, PROBE_MS, TimeUnit.MILLISECONDS);
    }

    /** Every {@link #PROBE_MS} while the database is down: once it answers, settle what was left open and tell every window. */
    private void probe() {
        if (!store.reachable()) {
            scheduleProbe();
            return;
        }
        for (LiveGame lg : List.copyOf(unsettled)) {
            lg.lock.lock();
            try {
                settle(lg);
            } catch (Store.StoreException e) {
                scheduleProbe();
                return;
            } finally {
                lg.lock.unlock();
            }
            unsettled.remove(lg);
            scheduleAi(lg);
        }
        databaseDown.set(false);
        // a write that failed while this probe ran is settled by the next one
        if (!unsettled.isEmpty()) {
            if (databaseDown.compareAndSet(false, true)) scheduleProbe();
            return;
        }
        LOG.info("the database answers again");
        statusToAll(false);
    }

    private static Map<String, Object> statusMessage(boolean down) {
        return down ? Map.of("type", "status", "database", "unavailable", "message", DATABASE_DOWN)
                : Map.of("type", "status", "database", "ok");
    }

    private void statusToAll(boolean down) {
        String text = toJson(statusMessage(down));
        for (LiveGame lg : games.values()) for (LiveGame.Connection c : lg.connections) sendText(c, text);
    }

    @Override
    public void close() {
        prober.shutdownNow();
        aiPool.shutdownNow();
        try {
            aiPool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
