package arkham.server;

import io.javalin.config.JavalinConfig;
import io.javalin.websocket.WsContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The request log (logger {@code arkham.server.http}): one line per API call and per WebSocket
 * opened or closed, with the method, the path and query, the status and the time taken. Seat
 * tokens are a seat's password and travel in the query, so their values are never written.
 */
final class RequestLog {
    static final Logger LOG = LoggerFactory.getLogger("arkham.server.http");
    static final String HIDDEN = "***";
    /** A query longer than this is cut: the log line stays one readable line whatever a client sends. */
    static final int MAX_QUERY = 200;

    private RequestLog() {
    }

    static void install(JavalinConfig cfg) {
        cfg.requestLogger.http((ctx, ms) -> {
            // static files (the page, scripts, styles) are not API calls
            if (ctx.path().startsWith("/api/"))
                LOG.info(line(ctx.req().getMethod(), ctx.path(), ctx.queryString(), ctx.statusCode(), ms));
        });
        cfg.requestLogger.ws(ws -> {
            ws.onUpgrade((ctx, ms) -> LOG.info(line("WS", ctx.path(), ctx.queryString(), ctx.statusCode(), ms)));
            ws.onClose(ctx -> LOG.info("WS closed {} {}{}", target(path(ctx), ctx.queryString()), ctx.status(),
                    ctx.reason() == null || ctx.reason().isEmpty() ? "" : " (" + ctx.reason() + ")"));
        });
    }

    /** {@code GET /api/games/ID?token=*** 200 3.1 ms}. */
    static String line(String method, String path, String query, int status, float ms) {
        return method + " " + target(path, query) + " " + status + " " + String.format(Locale.ROOT, "%.1f ms", ms);
    }

    static String target(String path, String query) {
        return query == null || query.isEmpty() ? path : path + "?" + redact(query);
    }

    /** The query with the value of every {@code token} parameter hidden (names compared as the server reads them). */
    static String redact(String query) {
        String q = query.length() > MAX_QUERY ? query.substring(0, MAX_QUERY) + "..." : query;
        StringBuilder out = new StringBuilder();
        for (String pair : q.split("&", -1)) {
            if (out.length() > 0) out.append('&');
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            out.append(eq >= 0 && isToken(name) ? name + "=" + HIDDEN : pair);
        }
        return out.toString();
    }

    private static boolean isToken(String rawName) {
        String name;
        try {
            name = URLDecoder.decode(rawName, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            name = rawName;
        }
        return name.equalsIgnoreCase("token");
    }

    /** The path a WebSocket was opened on: its route with the path parameters filled in. */
    private static String path(WsContext ctx) {
        String path = ctx.endpoint().path;
        for (var p : ctx.pathParamMap().entrySet()) path = path.replace("{" + p.getKey() + "}", p.getValue());
        return path;
    }
}
