package org.tablero.engines.go.tactics;

/**
 * A fixed-size transposition table of proof and disproof numbers for df-pn, with the best move
 * found; always-replace on collision, which is safe because an entry is only a bound estimate.
 *
 * <p>An entry's key and its two numbers (30 bits each: they never exceed df-pn's infinity of
 * 10^9) sit side by side in one array, so the lookups df-pn makes for every child at every step
 * cost one cache miss instead of three; the best move, read once per node, is kept apart.
 */
final class ProofTable {

    private static final long NUMBER_MASK = (1L << 30) - 1;

    private final long[] entries;
    private final int[] best;
    private final int mask;

    ProofTable(int bits) {
        int n = 1 << bits;
        entries = new long[2 * n];
        best = new int[n];
        mask = n - 1;
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    /** Whether {@code key} is stored; then {@link #pn}, {@link #dn} and {@link #best} read it. */
    boolean has(long key) {
        return entries[2 * slot(key)] == key && key != 0;
    }

    int pn(long key) {
        return (int) (entries[2 * slot(key) + 1] >>> 30);
    }

    int dn(long key) {
        return (int) (entries[2 * slot(key) + 1] & NUMBER_MASK);
    }

    int best(long key) {
        return best[slot(key)];
    }

    void put(long key, int p, int d, int move) {
        assert p >= 0 && p <= NUMBER_MASK && d >= 0 && d <= NUMBER_MASK : p + " " + d;
        int s = slot(key);
        entries[2 * s] = key;
        entries[2 * s + 1] = (long) p << 30 | d;
        best[s] = move;
    }
}
