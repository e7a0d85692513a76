package org.tablero.engines.go.tactics;

/**
 * A fixed-size transposition table of proof and disproof numbers for df-pn, with the best move
 * found; always-replace on collision, which is safe because an entry is only a bound estimate.
 */
final class ProofTable {

    private final long[] keys;
    private final int[] pn;
    private final int[] dn;
    private final int[] best;
    private final int mask;

    ProofTable(int bits) {
        int n = 1 << bits;
        keys = new long[n];
        pn = new int[n];
        dn = new int[n];
        best = new int[n];
        mask = n - 1;
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 29)) & mask;
    }

    /** Whether {@code key} is stored; then {@link #pn}, {@link #dn} and {@link #best} read it. */
    boolean has(long key) {
        return keys[slot(key)] == key && key != 0;
    }

    int pn(long key) {
        return pn[slot(key)];
    }

    int dn(long key) {
        return dn[slot(key)];
    }

    int best(long key) {
        return best[slot(key)];
    }

    void put(long key, int p, int d, int move) {
        int s = slot(key);
        keys[s] = key;
        pn[s] = p;
        dn[s] = d;
        best[s] = move;
    }
}
