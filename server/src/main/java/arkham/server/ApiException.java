package arkham.server;

/** A request the server refuses: the HTTP status (or WebSocket error code) and what is wrong. */
final class ApiException extends RuntimeException {
    final int status;

    ApiException(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    static ApiException badRequest(String m) {
        return new ApiException(400, m);
    }

    static ApiException forbidden(String m) {
        return new ApiException(403, m);
    }

    static ApiException notFound(String m) {
        return new ApiException(404, m);
    }

    static ApiException conflict(String m) {
        return new ApiException(409, m);
    }
}
