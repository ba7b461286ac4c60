package arkham.server;

/** A token bucket: {@code rate} requests per second on average, up to {@code burst} at once. */
final class RateLimiter {
    private final double rate;
    private final double burst;
    private double tokens;
    private long last;

    RateLimiter(double rate, double burst) {
        this.rate = rate;
        this.burst = burst;
        this.tokens = burst;
        this.last = System.nanoTime();
    }

    synchronized boolean tryAcquire() {
        long now = System.nanoTime();
        tokens = Math.min(burst, tokens + (now - last) * rate / 1e9);
        last = now;
        if (tokens < 1) return false;
        tokens -= 1;
        return true;
    }
}
