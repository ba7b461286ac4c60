package arkham.server;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens and game ids: 128 random bits from {@link SecureRandom}, URL-safe base64. The
 * database keeps only a SHA-256 of each token, so reading the database does not hand out seats.
 */
final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {
    }

    static String token() {
        return random(16);
    }

    static String gameId() {
        return random(12);
    }

    /** A secret seed for a game's random source (never 0, which the engine's copies read as "none"). */
    static long seed() {
        long s;
        do {
            s = RANDOM.nextLong();
        } while (s == 0);
        return s;
    }

    private static String random(int bytes) {
        byte[] b = new byte[bytes];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    static String hash(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
