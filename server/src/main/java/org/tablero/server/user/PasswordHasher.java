package org.tablero.server.user;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.concurrent.Semaphore;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id password hashes (Bouncy Castle's implementation) in the PHC string format
 * {@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}. The default cost is OWASP's recommended
 * minimum. Hashing is memory-hard and slow on purpose, so the number of hashes computed at once is
 * bounded by the number of cores: a burst of logins queues instead of exhausting memory.
 */
public final class PasswordHasher {

    /** OWASP Password Storage Cheat Sheet: Argon2id, 19 MiB, 2 iterations, 1 lane. */
    public static final Cost DEFAULT_COST = new Cost(19 * 1024, 2, 1);

    private static final int SALT_BYTES = 16;
    private static final int HASH_BYTES = 32;
    private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
    private static final Base64.Decoder B64_DECODER = Base64.getDecoder();

    /** Argon2 cost parameters: memory in KiB, iterations, lanes. */
    public record Cost(int memoryKib, int iterations, int parallelism) {
    }

    private final Cost cost;
    private final SecureRandom random = new SecureRandom();
    private final Semaphore slots = new Semaphore(Math.max(1, Runtime.getRuntime().availableProcessors()));
    /** Verified against unknown nicks so that a missing account takes as long as a wrong password. */
    private final String decoy;

    public PasswordHasher(Cost cost) {
        this.cost = cost;
        this.decoy = hash("decoy password never used");
    }

    public String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        random.nextBytes(salt);
        byte[] hash = derive(password, salt, cost, HASH_BYTES);
        return "$argon2id$v=19$m=" + cost.memoryKib() + ",t=" + cost.iterations() + ",p=" + cost.parallelism()
                + "$" + B64.encodeToString(salt) + "$" + B64.encodeToString(hash);
    }

    /** Checks {@code password} against a stored PHC string in constant time; false for a malformed one. */
    public boolean verify(String password, String phc) {
        String[] parts = phc == null ? new String[0] : phc.split("\\$");
        if (parts.length != 6 || !parts[1].equals("argon2id") || !parts[2].equals("v=19")) {
            return false;
        }
        try {
            Cost stored = parseCost(parts[3]);
            byte[] salt = B64_DECODER.decode(parts[4]);
            byte[] expected = B64_DECODER.decode(parts[5]);
            byte[] actual = derive(password, salt, stored, expected.length);
            return MessageDigest.isEqual(expected, actual);
        } catch (RuntimeException malformed) {
            return false;
        }
    }

    /** Spends the time of a verification without an account, so timing does not reveal which nicks exist. */
    public void verifyDecoy(String password) {
        verify(password, decoy);
    }

    private static Cost parseCost(String text) {
        int m = -1;
        int t = -1;
        int p = -1;
        for (String item : text.split(",")) {
            String[] kv = item.split("=", 2);
            int value = Integer.parseInt(kv[1]);
            switch (kv[0]) {
                case "m" -> m = value;
                case "t" -> t = value;
                case "p" -> p = value;
                default -> throw new IllegalArgumentException("unknown argon2 parameter " + kv[0]);
            }
        }
        if (m < 8 || t < 1 || p < 1) {
            throw new IllegalArgumentException("bad argon2 parameters");
        }
        return new Cost(m, t, p);
    }

    private byte[] derive(String password, byte[] salt, Cost cost, int length) {
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withMemoryAsKB(cost.memoryKib())
                .withIterations(cost.iterations())
                .withParallelism(cost.parallelism())
                .withSalt(salt)
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] out = new byte[length];
        slots.acquireUninterruptibly();
        try {
            generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
        } finally {
            slots.release();
        }
        return out;
    }
}
