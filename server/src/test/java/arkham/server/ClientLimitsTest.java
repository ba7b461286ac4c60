package arkham.server;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rate limiter's buckets per client: each client limited, their number bounded, idle ones forgotten. */
class ClientLimitsTest {
    private final AtomicLong now = new AtomicLong();

    private ClientLimits limits(long maxClients, Duration idle) {
        return new ClientLimits(200, 400, maxClients, idle, now::get);
    }

    @Test
    void aClientOverItsBurstIsRefusedAndOthersAreNot() {
        // one request a second, bursts of 3: no refill while the test runs, however slow the machine
        ClientLimits l = new ClientLimits(1, 3, 1_000, Duration.ofMinutes(1), now::get);
        for (int k = 0; k < 3; k++) assertTrue(l.tryAcquire("10.0.0.1"), "request " + k + " is within the burst");
        assertFalse(l.tryAcquire("10.0.0.1"), "the 4th request at once is refused");
        assertTrue(l.tryAcquire("10.0.0.2"), "another client has its own bucket");
    }

    @Test
    void theMapHoldsAtMostMaxClients() {
        ClientLimits l = limits(1_000, Duration.ofMinutes(1));
        for (int k = 0; k < 50_000; k++) l.tryAcquire("client-" + k);
        assertTrue(l.clients() <= 1_000, "50,000 addresses, " + l.clients() + " buckets kept");
    }

    @Test
    void idleClientsAreForgotten() {
        ClientLimits l = limits(1_000, Duration.ofMinutes(1));
        for (int k = 0; k < 500; k++) l.tryAcquire("client-" + k);
        assertEquals(500, l.clients());
        now.addAndGet(Duration.ofSeconds(30).toNanos());
        l.tryAcquire("client-0");
        now.addAndGet(Duration.ofSeconds(31).toNanos());
        assertEquals(1, l.clients(), "only the client seen in the last minute is kept");
        now.addAndGet(Duration.ofMinutes(2).toNanos());
        assertEquals(0, l.clients());
    }

    @Test
    void aBucketIsNeverForgottenBeforeItWouldBeFullAgain() {
        assertThrows(IllegalArgumentException.class, () -> limits(1_000, Duration.ofSeconds(1)),
                "400 requests at 200 a second refill in 2 s: forgetting sooner would reset a limited client");
    }
}
