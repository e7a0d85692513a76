package org.tablero.engines.go;

/**
 * Random 64-bit keys per point and colour, so a board's hash is updated by one XOR per stone
 * placed or removed. The keys come from a fixed seed: hashes are reproducible across runs.
 */
final class Zobrist {

    private static final long[][] KEYS = build();

    private Zobrist() {
    }

    /** The key of a stone of {@code colour} (BLACK or WHITE) on padded point {@code point}. */
    static long key(int colour, int point) {
        return KEYS[colour][point];
    }

    static long[] keys(int colour) {
        return KEYS[colour];
    }

    private static long[][] build() {
        // One table for the largest padded board; smaller boards use a prefix of the indices.
        int points = Vertex.stride(Vertex.MAX_SIZE) * Vertex.stride(Vertex.MAX_SIZE);
        long[][] keys = new long[3][points];
        long x = 0x9E3779B97F4A7C15L;
        for (int colour = 1; colour <= 2; colour++) {
            for (int p = 0; p < points; p++) {
                x += 0x9E3779B97F4A7C15L;
                long z = x;
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                keys[colour][p] = z ^ (z >>> 31);
            }
        }
        return keys;
    }
}
