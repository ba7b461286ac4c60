package arkham.server;

import arkham.content.save.SaveException;
import arkham.content.save.SaveGame;

import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seals the seeds of an unfinished game's export so that no one holding the file can read them,
 * and so that they open only together with the very setup, answers and state hash they were
 * exported with: AES-256-GCM under this server's key ({@link Store#serverKey}), with the save's
 * {@link SaveGame#sealingText()} as the authenticated data. A seal is
 * {@code arkham-seal-1.<key id>.<base64url(12-byte nonce, ciphertext, 16-byte tag)>}; the key id (a
 * hash of the key, which tells nothing about it) lets an import say plainly that another server
 * sealed a save.
 */
final class Seal {
    static final String PREFIX = "arkham-seal-1.";
    private static final int NONCE = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final SecretKeySpec key;
    final String keyId;

    Seal(byte[] secret) {
        if (secret.length != 32) throw new IllegalArgumentException("the server key must be 32 bytes, was " + secret.length);
        key = new SecretKeySpec(secret, "AES");
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            d.update("arkham seal key id ".getBytes(StandardCharsets.UTF_8));
            keyId = HexFormat.of().formatHex(d.digest(secret), 0, 8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** The save with its seeds sealed. */
    SaveGame seal(SaveGame save) {
        long[] seeds = save.seeds();
        ByteBuffer plain = ByteBuffer.allocate(8 * seeds.length);
        for (long s : seeds) plain.putLong(s);
        byte[] nonce = new byte[NONCE];
        RANDOM.nextBytes(nonce);
        byte[] sealed;
        try {
            Cipher c = cipher(Cipher.ENCRYPT_MODE, nonce, save);
            sealed = c.doFinal(plain.array());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is part of every Java runtime", e);
        }
        byte[] out = ByteBuffer.allocate(NONCE + sealed.length).put(nonce).put(sealed).array();
        return save.sealedAs(PREFIX + keyId + "." + Base64.getUrlEncoder().withoutPadding().encodeToString(out));
    }

    /** The save with its seeds in clear; refused (400, saying why) unless this server sealed exactly this save. */
    SaveGame open(SaveGame save) {
        String text = save.sealed();
        String[] parts = text.startsWith(PREFIX) ? text.substring(PREFIX.length()).split("\\.", -1) : new String[0];
        if (parts.length != 2)
            throw ApiException.badRequest("'sealed' is not a seal an Arkham server wrote (expected " + PREFIX + "<key id>.<data>)");
        if (!parts[0].equals(keyId))
            throw ApiException.badRequest("this save was sealed by another server (key " + parts[0] + "; this server's is " + keyId
                    + "): an unfinished game can be continued only on the server that exported it; once the game is over,"
                    + " its export carries the seed and can be imported anywhere");
        byte[] data;
        try {
            data = Base64.getUrlDecoder().decode(parts[1]);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("'sealed' is damaged: its data is not base64url");
        }
        if (data.length < NONCE + TAG_BITS / 8) throw ApiException.badRequest("'sealed' is damaged: its data is too short");
        byte[] plain;
        try {
            Cipher c = cipher(Cipher.DECRYPT_MODE, Arrays.copyOf(data, NONCE), save);
            plain = c.doFinal(data, NONCE, data.length - NONCE);
        } catch (AEADBadTagException e) {
            throw ApiException.badRequest("the seal does not match this save: the save was changed after it was exported (its"
                    + " setup, answers, new futures or state hash), or the seal was damaged; import the export as it was written");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is part of every Java runtime", e);
        }
        ByteBuffer b = ByteBuffer.wrap(plain);
        long[] seeds = new long[plain.length / 8];
        for (int k = 0; k < seeds.length; k++) seeds[k] = b.getLong();
        try {
            return save.opened(seeds);
        } catch (SaveException e) {
            throw ApiException.badRequest("the seal does not match this save: " + e.getMessage());
        }
    }

    private Cipher cipher(int mode, byte[] nonce, SaveGame save) throws GeneralSecurityException {
        Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
        c.init(mode, key, new GCMParameterSpec(TAG_BITS, nonce));
        c.updateAAD(save.sealingText().getBytes(StandardCharsets.UTF_8));
        return c;
    }
}
