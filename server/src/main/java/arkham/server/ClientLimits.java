package arkham.server;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Ticker;

import java.time.Duration;

/**
 * A {@link RateLimiter} per client address, kept in a Caffeine cache that holds at most
 * {@link #MAX_CLIENTS} of them and forgets one idle for {@link #IDLE}. Forgetting changes no
 * decision: an idle bucket is full again after {@code burst / rate} seconds (2 s here), and a new
 * one starts full. A flood of new addresses evicts the least used buckets instead of growing memory.
 */
final class ClientLimits {
    static final long MAX_CLIENTS = 50_000;
    static final Duration IDLE = Duration.ofMinutes(1);
    private final double rate;
    private final double burst;
    private final Cache<String, RateLimiter> buckets;

    ClientLimits(double rate, double burst) {
        this(rate, burst, MAX_CLIENTS, IDLE, Ticker.systemTicker());
    }

    ClientLimits(double rate, double burst, long maxClients, Duration idle, Ticker ticker) {
        if (idle.toNanos() < (long) (burst / rate * 1e9))
            throw new IllegalArgumentException("a bucket forgotten before it refills would let a client past its limit");
        this.rate = rate;
        this.burst = burst;
        buckets = Caffeine.newBuilder().maximumSize(maxClients).expireAfterAccess(idle).ticker(ticker).build();
    }

    /** Takes one request from the client's bucket; false when it is empty (answer 429). */
    boolean tryAcquire(String client) {
        return buckets.get(client, k -> new RateLimiter(rate, burst)).tryAcquire();
    }

    /** How many clients have a bucket now (after pending evictions and expiries are done). */
    long clients() {
        buckets.cleanUp();
        return buckets.estimatedSize();
    }
}
