package arkham.server;

import arkham.content.ContentLoader;
import arkham.content.Pack;
import arkham.content.save.SaveException;
import arkham.content.save.SaveGame;
import arkham.engine.Content;
import arkham.engine.Setup;
import arkham.engine.def.AncientOneDef;
import arkham.engine.def.InvestigatorDef;
import arkham.engine.view.Catalogue;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.javalin.Javalin;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import io.javalin.websocket.WsContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The HTTP and WebSocket front of a {@link GameService} (protocol v3, docs/WEB.md). */
public final class ArkhamServer implements AutoCloseable {
    /** Largest request body, except imports. */
    static final int MAX_BODY = 16 * 1024;
    static final int MAX_IMPORT = 4 * 1024 * 1024;
    static final int MAX_WS_MESSAGE = 4 * 1024;
    private static final Logger LOG = LoggerFactory.getLogger(ArkhamServer.class);

    private final ObjectMapper json = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private final Store store;
    private final GameService games;
    private final Javalin app;
    private final Map<String, LiveGame.Connection> sockets = new ConcurrentHashMap<>();
    /** Requests per client address: 200 per second on average, bursts of 400 (docs/WEB.md). */
    private final ClientLimits httpLimits = new ClientLimits(200, 400);
    private final Map<String, Object> setupOptions;
    private final String boardJson;
    private final Catalogue catalogue;

    /**
     * The Content-Security-Policy of every response: scripts, styles and connections only from this
     * server, no inline script or style, never inside a frame.
     */
    static final String CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self';"
            + " object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

    /**
     * Opens the database (migrating it) and prepares the routes. Stored games are not read here: each
     * is replayed when it is first asked for, so start-up takes as long with 10,000 games as with none.
     */
    public ArkhamServer(Content content, String jdbcUrl) {
        this(content, List.of(), jdbcUrl);
    }

    /**
     * A server whose games may name these content packs (each must load over {@code content}, the
     * shipped content: a pack that does not is an error naming its file and entry).
     */
    public ArkhamServer(Content content, List<Pack> packs, String jdbcUrl) {
        for (Pack p : packs) ContentLoader.withPacks(List.of(p));
        store = new Store(jdbcUrl);
        games = new GameService(content, packs, store, json);
        setupOptions = setupOptions(content, packs);
        boardJson = games.toJson(Views.board(content));
        catalogue = Catalogue.of(content);
        app = Javalin.create(cfg -> {
            cfg.startup.showJavalinBanner = false;
            cfg.http.maxRequestSize = MAX_IMPORT;
            cfg.jsonMapper(new JavalinJackson(json, false));
            cfg.staticFiles.add(sf -> {
                sf.hostedPath = "/";
                sf.directory = "/web";
                sf.location = Location.CLASSPATH;
                // the game page's own address holds a seat token, and the lobby lists them: nothing of it is kept
                sf.headers = Map.of("Cache-Control", "no-store");
            });
            cfg.jetty.modifyWebSocketServletFactory(f -> {
                f.setMaxTextMessageSize(64 * 1024);
                f.setIdleTimeout(Duration.ofMinutes(30));
            });
            RequestLog.install(cfg);
            routes(cfg.routes);
            sockets(cfg.routes);
        });
    }

    /** Starts listening on 127.0.0.1 ({@code port} 0 picks a free one); returns the port. */
    public int start(int port) {
        app.start("127.0.0.1", port);
        return app.port();
    }

    /** How many games the database holds. */
    public int storedGames() {
        return games.storedGames();
    }

    /** How many games are in memory: created, imported or opened since start. */
    public int openGames() {
        return games.openGames();
    }

    @Override
    public void close() {
        app.stop();
        games.close();
        store.close();
    }

    // ------------------------------------------------------------------ HTTP

    private void routes(RoutesConfig app) {
        app.exception(ApiException.class, (e, ctx) -> ctx.status(e.status).json(Map.of("error", e.getMessage())));
        app.exception(Store.StoreException.class, (e, ctx) -> {
            LOG.error(e.getMessage());
            ctx.status(503).json(Map.of("error", unavailable(e)));
        });
        app.before(ArkhamServer::securityHeaders);
        app.before("/api/*", ctx -> {
            if (!httpLimits.tryAcquire(ctx.ip())) throw new ApiException(429, "too many requests; slow down");
            if (ctx.method() == HandlerType.POST) {
                requireJson(ctx);
                requireSameOrigin(ctx);
            }
        });
        app.wsBeforeUpgrade("/ws/games/{id}", ctx -> {
            if (!httpLimits.tryAcquire(ctx.ip())) throw new ApiException(429, "too many requests; slow down");
            requireSameOrigin(ctx);
        });

        app.get("/api/setup-options", ctx -> ctx.json(setupOptions));
        app.get("/api/board", ctx -> ctx.contentType("application/json").result(boardJson));
        app.post("/api/games", ctx -> {
            Requests.CreateGame r = read(ctx, Requests.CreateGame.class, MAX_BODY);
            Content content = games.contentFor(r.packs());
            Setup setup = setup(r, content);
            created(ctx, games.create(content, setup, aiSeats(r.aiSeats(), r.aiLevel(), r.aiLevels(), setup.players())));
        });
        app.get("/api/text", this::text);
        app.get("/api/texts", ctx -> {
            String kind = ctx.queryParam("kind");
            if (kind != null && !Catalogue.KINDS.contains(kind))
                throw ApiException.badRequest("unknown kind '" + kind + "'; kinds: " + String.join(", ", Catalogue.KINDS));
            List<Object> r = new ArrayList<>();
            for (Catalogue.Entry e : catalogueOf(ctx).entries()) if (kind == null || kind.equals(e.kind())) r.add(text(e, List.of()));
            ctx.json(r);
        });
        app.post("/api/games/import", this::importGame);
        app.get("/api/games/{id}", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            int seat = GameService.seatOf(lg, ctx.queryParam("token"));
            ctx.json(games.view(lg, seat, seat == 0));
        });
        app.get("/api/games/{id}/board", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            GameService.seatOf(lg, ctx.queryParam("token"));
            ctx.contentType("application/json").result(lg.content == games.content ? boardJson : games.toJson(Views.board(lg.content)));
        });
        app.get("/api/games/{id}/log", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            GameService.seatOf(lg, ctx.queryParam("token"));
            int from = intParam(ctx, "from", 0);
            ctx.json(Map.of("from", from, "entries", games.log(lg, from)));
        });
        app.post("/api/games/{id}/answer", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            Requests.Answer r = read(ctx, Requests.Answer.class, MAX_BODY);
            if (r.questionId() == null) throw ApiException.badRequest("missing 'questionId'");
            if (r.option() == null) throw ApiException.badRequest("missing 'option'");
            int seat = GameService.seatOf(lg, r.token());
            ctx.json(Map.of("version", games.answer(lg, seat, r.questionId(), r.option(), null)));
        });
        app.post("/api/games/{id}/undo", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            int seat = GameService.seatOf(lg, read(ctx, Requests.TokenOnly.class, MAX_BODY).token());
            ctx.json(Map.of("version", games.undo(lg, seat)));
        });
        app.post("/api/games/{id}/takeover", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            int seat = GameService.seatOf(lg, read(ctx, Requests.TokenOnly.class, MAX_BODY).token());
            games.takeoverByHttp(lg, seat);
            ctx.json(Map.of("seat", seat));
        });
        app.get("/api/games/{id}/export", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            GameService.seatOf(lg, ctx.queryParam("token"));
            ctx.header("Content-Disposition", "attachment; filename=\"arkham-" + lg.id + ".json\"");
            ctx.contentType("application/json").result(games.export(lg));
        });
        app.get("/api/games/{id}/hint", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            ctx.json(games.hint(lg, GameService.seatOf(lg, ctx.queryParam("token"))));
        });
        app.get("/api/games/{id}/replay", ctx -> {
            LiveGame lg = games.game(ctx.pathParam("id"));
            int seat = GameService.seatOf(lg, ctx.queryParam("token"));
            if (ctx.queryParam("at") == null) throw ApiException.badRequest("missing 'at' (how many answers to replay)");
            ctx.json(games.replayView(lg, seat, intParam(ctx, "at", 0)));
        });
    }

    /**
     * The rules text of one component ({@link Catalogue}), by {@code name} (exact, ignoring case and
     * punctuation) or by {@code id}; 404 with the names closest to it when there is none.
     */
    private void text(Context ctx) {
        Catalogue catalogue = catalogueOf(ctx);
        String name = ctx.queryParam("name");
        String id = ctx.queryParam("id");
        if ((name == null || name.isBlank()) == (id == null || id.isBlank()))
            throw ApiException.badRequest("give 'name' (a component's name) or 'id' (kind:slug, e.g. monster:cultist), one of them");
        List<Catalogue.Entry> found;
        if (id != null) {
            Catalogue.Entry e = catalogue.byId(id);
            found = e == null ? List.of() : List.of(e);
        } else {
            found = catalogue.named(name);
        }
        if (found.isEmpty()) {
            String asked = name != null ? name : id.substring(id.indexOf(':') + 1).replace('-', ' ');
            List<String> close = catalogue.closeTo(asked, 8);
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("error", (name != null ? "nothing is named '" + name + "'" : "no component has the id '" + id + "'")
                    + (close.isEmpty() ? "" : "; close: " + String.join(", ", close)));
            r.put("closeMatches", close);
            ctx.status(404).json(r);
            return;
        }
        ctx.json(text(found.get(0), found.subList(1, found.size())));
    }

    /** The texts of the game {@code game} names (a game with content packs has theirs), else of the shipped content. */
    private Catalogue catalogueOf(Context ctx) {
        String game = ctx.queryParam("game");
        return game == null ? catalogue : Catalogue.of(games.game(game).content);
    }

    /** One catalogue entry as the protocol sends it; {@code also}: other components of the same name. */
    private static Map<String, Object> text(Catalogue.Entry e, List<Catalogue.Entry> also) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", e.id());
        v.put("name", e.name());
        v.put("kind", e.kind());
        v.put("text", e.text());
        v.put("expansion", e.expansion().name());
        if (e.unverified() != null) {
            // no source confirms it: what stands in (the game's own view says whether this game uses it)
            v.put("unverified", true);
            v.put("note", e.unverified().note());
        }
        if (e.leftOut() != null) v.put("leftOut", e.leftOut());
        if (!also.isEmpty()) v.put("also", also.stream().map(a -> text(a, List.of())).toList());
        return v;
    }

    /** Headers on every response, pages, scripts, API calls and errors alike (docs/WEB.md, Security). */
    private static void securityHeaders(Context ctx) {
        ctx.header("Content-Security-Policy", CSP);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "DENY");
        // API answers carry tokens and games (the static files get the same from their configuration above)
        ctx.header("Cache-Control", "no-store");
    }

    /**
     * A request that changes something must be JSON: a page on another site can send a form or
     * text/plain without asking, but not application/json, which makes the browser ask this server
     * first (CORS), and this server allows no other origin.
     */
    private static void requireJson(Context ctx) {
        String type = ctx.contentType();
        String media = type == null ? "" : type.split(";", 2)[0].trim();
        if (!media.equalsIgnoreCase("application/json"))
            throw new ApiException(415, "send the body as Content-Type: application/json" + (type == null ? "" : " (was " + type + ")"));
    }

    /**
     * A browser names the page a request comes from in {@code Origin}: it must be this server (the
     * host and port the request was sent to). Clients that are not browsers send no {@code Origin} and
     * are let through: they hold the tokens they use, and a page cannot send a request without one.
     */
    private static void requireSameOrigin(Context ctx) {
        String origin = ctx.header("Origin");
        if (origin == null) return;
        String host = ctx.header("Host");
        String authority;
        try {
            URI u = URI.create(origin);
            authority = u.getScheme() == null || u.getRawAuthority() == null ? null : u.getRawAuthority();
        } catch (IllegalArgumentException e) {
            authority = null;
        }
        if (authority == null || host == null || !authority.equalsIgnoreCase(host))
            throw ApiException.forbidden("cross-site request refused: Origin " + origin + " is not this server (" + host + ")");
    }

    private void importGame(Context ctx) {
        String body = body(ctx, MAX_IMPORT);
        JsonNode root;
        try {
            root = json.readTree(body);
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !root.isObject()) throw ApiException.badRequest("the body must be a save (a JSON object)");
        // a save may carry its AI seats (an export does); a wrapper {save, aiSeats, aiLevel, aiLevels} says them instead
        JsonNode saveNode = root;
        JsonNode aiFrom = root;
        if (!root.has("format")) {
            for (var it = root.fieldNames(); it.hasNext(); ) {
                String f = it.next();
                if (!Set.of("save", "aiSeats", "aiLevel", "aiLevels").contains(f))
                    throw ApiException.badRequest("unknown field '" + f + "' (expected a save, or {save, aiSeats, aiLevel, aiLevels})");
            }
            saveNode = root.get("save");
            if (saveNode == null || !saveNode.isObject()) throw ApiException.badRequest("missing 'save' (the save JSON)");
            if (!root.has("aiSeats") && !root.has("aiLevels")) aiFrom = saveNode;
        }
        List<Integer> aiSeats;
        Map<String, String> aiLevels;
        try {
            aiSeats = aiFrom.hasNonNull("aiSeats") ? List.of(json.treeToValue(aiFrom.get("aiSeats"), Integer[].class)) : null;
        } catch (JsonProcessingException | NullPointerException e) {
            throw ApiException.badRequest("'aiSeats' must be a list of seat numbers");
        }
        try {
            aiLevels = aiFrom.hasNonNull("aiLevels") ? json.convertValue(aiFrom.get("aiLevels"),
                    new com.fasterxml.jackson.core.type.TypeReference<Map<String, String>>() { }) : null;
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("'aiLevels' must map seat numbers to levels, e.g. {\"2\": \"search\"}");
        }
        String level = null;
        if (root.hasNonNull("aiLevel")) {
            if (!root.get("aiLevel").isTextual()) throw ApiException.badRequest("'aiLevel' must be text");
            level = root.get("aiLevel").asText();
        }
        SaveGame save;
        try {
            save = SaveGame.parse(saveNode.toString());
        } catch (SaveException e) {
            throw ApiException.badRequest("not a save: " + e.getMessage());
        }
        created(ctx, games.importSave(save, aiSeats(aiSeats, level, aiLevels, save.setup().players())));
    }

    private void created(Context ctx, GameService.Created c) {
        String id = c.game().id;
        List<Object> seats = new ArrayList<>();
        Map<String, Object> spectator = null;
        for (var e : c.tokens().entrySet()) {
            Map<String, Object> s = new LinkedHashMap<>();
            if (e.getKey() > 0) s.put("seat", e.getKey());
            s.put("token", e.getValue());
            s.put("url", "/play.html?game=" + id + "&token=" + e.getValue());
            if (e.getKey() == 0) spectator = s;
            else seats.add(s);
        }
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("gameId", id);
        r.put("seats", seats);
        r.put("spectator", spectator);
        if (c.newFuture()) r.put("newFuture", true);
        ctx.status(201).json(r);
    }

    private Setup setup(Requests.CreateGame r, Content content) {
        if (r.players() == null) throw ApiException.badRequest("missing 'players' (1 to 8)");
        int players = r.players();
        if (players < 1 || players > 8) throw ApiException.badRequest("'players' must be 1 to 8, was " + players);
        String ao = r.ancientOne();
        if (ao != null && content.ancientOnes.stream().noneMatch(d -> Content.same(d.name(), ao)))
            throw ApiException.badRequest("unknown Ancient One '" + ao + "'; see /api/setup-options");
        List<String> invs = r.investigators() == null ? List.of() : r.investigators();
        if (invs.size() > players)
            throw ApiException.badRequest(invs.size() + " investigators named for " + players + " players");
        Set<String> seen = new HashSet<>();
        for (String n : invs) {
            if (n == null) throw ApiException.badRequest("'investigators' must be names");
            if (content.investigators.stream().noneMatch(d -> Content.same(d.name(), n)))
                throw ApiException.badRequest("unknown investigator '" + n + "'; see /api/setup-options");
            if (!seen.add(n.toLowerCase())) throw ApiException.badRequest("investigator '" + n + "' is named twice");
        }
        Requests.Lurker l = r.lurker() == null ? new Requests.Lurker(null, null, null, null, null) : r.lurker();
        Setup.Faq faq;
        try {
            faq = r.faq() == null ? Setup.Faq.NONE : Setup.Faq.of(r.faq());
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("'faq': " + e.getMessage());
        }
        Requests.Dunwich d = r.dunwich() == null ? new Requests.Dunwich(null, null, null) : r.dunwich();
        Setup.Options options = new Setup.Options(true, on(l.cards()), on(l.gates()), on(l.herald()), on(l.burst()),
                on(l.relationships()), on(d.board()), on(d.cards()), on(d.injuries()), on(r.planning()), faq);
        long seed = r.seed() != null ? r.seed() : new java.security.SecureRandom().nextLong();
        return new Setup(players, invs, ao, Boolean.TRUE.equals(r.chooseInvestigators()), seed, options);
    }

    private static boolean on(Boolean b) {
        return Boolean.TRUE.equals(b);
    }

    /**
     * Each AI seat's level, by seat: the seats listed in {@code seats}, each at its level in
     * {@code levels} (by seat number) or else at {@code level} (else the first of {@link SeatAgents#LEVELS}).
     */
    private static Map<Integer, String> aiSeats(List<Integer> seats, String level, Map<String, String> levels, int players) {
        String fallback = aiLevel(level, "aiLevel");
        Map<Integer, String> r = new java.util.TreeMap<>();
        if (seats != null) {
            for (Integer s : seats) {
                if (s == null || s < 1 || s > players)
                    throw ApiException.badRequest("'aiSeats' must be seat numbers 1 to " + players + ", got " + s);
                if (r.put(s, fallback) != null) throw ApiException.badRequest("seat " + s + " is named twice in 'aiSeats'");
            }
        }
        if (levels != null) {
            for (Map.Entry<String, String> e : levels.entrySet()) {
                int seat;
                try {
                    seat = Integer.parseInt(e.getKey());
                } catch (NumberFormatException x) {
                    throw ApiException.badRequest("'aiLevels' is keyed by seat numbers, got '" + e.getKey() + "'");
                }
                if (!r.containsKey(seat))
                    throw ApiException.badRequest("'aiLevels' names seat " + seat + ", which is not in 'aiSeats' " + r.keySet());
                r.put(seat, aiLevel(e.getValue(), "aiLevels." + seat));
            }
        }
        return r;
    }

    private static String aiLevel(String level, String field) {
        if (level == null) return SeatAgents.LEVELS.get(0);
        if (!SeatAgents.LEVELS.contains(level))
            throw ApiException.badRequest("unknown '" + field + "' '" + level + "'; choose one of " + SeatAgents.LEVELS);
        return level;
    }

    private static Map<String, Object> setupOptions(Content content, List<Pack> packs) {
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("ancientOnes", content.ancientOnes.stream().map(AncientOneDef::name).toList());
        v.put("investigators", content.investigators.stream().map(InvestigatorDef::name).toList());
        v.put("lurkerParts", List.of("cards", "gates", "herald", "burst", "relationships"));
        v.put("dunwichParts", List.of("board", "cards", "injuries"));
        v.put("faq", Setup.Faq.NAMES);
        v.put("minPlayers", 1);
        v.put("maxPlayers", 8);
        v.put("aiLevels", SeatAgents.LEVELS);
        v.put("packs", packs.stream().map(p -> Map.of("name", p.name(), "sha256", p.checksum())).toList());
        return v;
    }

    private static int intParam(Context ctx, String name, int missing) {
        String v = ctx.queryParam(name);
        if (v == null) return missing;
        try {
            return Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw ApiException.badRequest("'" + name + "' must be a whole number, was '" + v + "'");
        }
    }

    private static String body(Context ctx, int limit) {
        // read before refusing (Javalin bounds it by maxRequestSize): a 400 sent with the body unread made
        // Jetty close the connection while the client still wrote, and the client saw no response at all
        String b = ctx.body();
        if (b.length() > limit) throw ApiException.badRequest("the body is too large (limit " + limit + " bytes)");
        if (b.isBlank()) throw ApiException.badRequest("the body is empty; expected JSON");
        return b;
    }

    private <T> T read(Context ctx, Class<T> type, int limit) {
        return parse(body(ctx, limit), type);
    }

    private <T> T parse(String text, Class<T> type) {
        try {
            T t = json.readValue(text, type);
            if (t == null) throw ApiException.badRequest("expected a JSON object");
            return t;
        } catch (UnrecognizedPropertyException e) {
            throw ApiException.badRequest("unknown field '" + e.getPropertyName() + "'; expected " + e.getKnownPropertyIds());
        } catch (JsonProcessingException e) {
            throw ApiException.badRequest("malformed JSON: " + e.getOriginalMessage());
        }
    }

    // ------------------------------------------------------------------ WebSocket

    private void sockets(RoutesConfig app) {
        app.ws("/ws/games/{id}", ws -> {
            ws.onConnect(ctx -> {
                LiveGame lg;
                int seat;
                try {
                    lg = games.game(ctx.pathParam("id"));
                    seat = GameService.seatOf(lg, ctx.queryParam("token"));
                } catch (ApiException e) {
                    ctx.send(games.toJson(error(e.status, e.getMessage())));
                    ctx.closeSession(4000 + e.status, e.getMessage());
                    return;
                }
                LiveGame.Connection c = new LiveGame.Connection(ctx, seat, lg);
                sockets.put(ctx.sessionId(), c);
                games.connect(lg, c);
            });
            ws.onMessage(ctx -> {
                LiveGame.Connection c = sockets.get(ctx.sessionId());
                if (c == null) return;
                try {
                    onMessage(c, ctx.message());
                } catch (ApiException e) {
                    games.send(c, error(e.status, e.getMessage()));
                } catch (Store.StoreException e) {
                    LOG.error(e.getMessage());
                    games.send(c, error(503, unavailable(e)));
                }
            });
            ws.onClose(ctx -> closed(ctx));
            ws.onError(ctx -> closed(ctx));
        });
    }

    private void closed(WsContext ctx) {
        LiveGame.Connection c = sockets.remove(ctx.sessionId());
        if (c != null) games.disconnect(c.game, c);
    }

    private void onMessage(LiveGame.Connection c, String text) {
        if (!c.limiter.tryAcquire()) throw new ApiException(429, "too many messages; slow down");
        if (text.length() > MAX_WS_MESSAGE)
            throw ApiException.badRequest("message too large (limit " + MAX_WS_MESSAGE + " characters)");
        Requests.WsMessage m = parse(text, Requests.WsMessage.class);
        if (m.type() == null) throw ApiException.badRequest("missing 'type' (answer, undo, takeover, resume or hello)");
        switch (m.type()) {
            case "answer" -> {
                if (m.questionId() == null) throw ApiException.badRequest("missing 'questionId'");
                if (m.option() == null) throw ApiException.badRequest("missing 'option'");
                if (c.seat == 0) throw ApiException.forbidden("the spectator cannot answer");
                if (!c.controls) throw ApiException.forbidden("this window watches the seat read-only; take over to answer");
                games.answer(c.game, c.seat, m.questionId(), m.option(), c);
            }
            case "undo" -> {
                if (c.seat != 0 && !c.controls) throw ApiException.forbidden("this window watches the seat read-only; take over to undo");
                games.undo(c.game, c.seat);
            }
            case "takeover" -> games.takeover(c.game, c);
            case "resume" -> {
                if (m.epoch() == null) throw ApiException.badRequest("missing 'epoch' (from the last 'control' message)");
                games.resume(c.game, c, m.epoch());
            }
            case "hello" -> games.sendView(c.game, c);
            default -> throw ApiException.badRequest("unknown message type '" + m.type() + "' (answer, undo, takeover, resume or hello)");
        }
    }

    private static String unavailable(Store.StoreException e) {
        return e instanceof Store.BusyException ? GameService.SERVER_BUSY : GameService.DATABASE_DOWN;
    }

    private static Map<String, Object> error(int code, String message) {
        return Map.of("type", "error", "code", code, "message", message);
    }
}
