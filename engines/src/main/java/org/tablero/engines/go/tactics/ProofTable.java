package org.tablero.engines.go.tactics;

/**
 * A fixed-size transposition table of proof and disproof numbers for df-pn, with the best move
 * found; always-replace on collision, which is safe because an entry is only a bound estimate.
 *
 * <p>Several search threads may share one table (see {@link TacticalSearch#solve}) without locks.
 * An entry is three words side by side: its key mixed with the other two, its two numbers (30
 * bits each: they never exceed df-pn's infinity of 10^9) and its best move. A reader takes the
 * three words once and accepts them only if they give back the key, so an entry torn by a
 * concurrent write reads as absent, never as another position's numbers (a false proof). The
 * lookups df-pn makes for every child at every step cost one cache miss.
 */
final class ProofTable {

    /** What {@link #numbers} returns for a key that is not stored. */
    static final long ABSENT = -1L;
    private static final long NUMBER_MASK = (1L << 30) - 1;

    private final long[] entries;
    private final int mask;

    ProofTable(int bits) {
        int n = 1 << bits;
        entries = new long[3 * n];
        mask = n - 1;
    }

    private int index(long key) {
        return 3 * ((int) (key ^ (key >>> 29)) & mask);
    }

    /** The packed numbers of {@code key} (read them with {@link #pn} and {@link #dn}), or {@link #ABSENT}. */
    long numbers(long key) {
        int i = index(key);
        long numbers = entries[i + 1];
        long best = entries[i + 2];
        return key != 0 && (entries[i] ^ numbers ^ best) == key ? numbers : ABSENT;
    }

    /** The best move stored for {@code key}, or -1 if it is not stored. */
    int best(long key) {
        int i = index(key);
        long numbers = entries[i + 1];
        long best = entries[i + 2];
        return key != 0 && (entries[i] ^ numbers ^ best) == key ? (int) best : -1;
    }

    /** The proof number of packed {@code numbers}. */
    static int pn(long numbers) {
        return (int) (numbers >>> 30);
    }

    /** The disproof number of packed {@code numbers}. */
    static int dn(long numbers) {
        return (int) (numbers & NUMBER_MASK);
    }

    /** Proof number {@code p} and disproof number {@code d} packed as {@link #numbers} gives them. */
    static long pack(int p, int d) {
        assert p >= 0 && p <= NUMBER_MASK && d >= 0 && d <= NUMBER_MASK : p + " " + d;
        return (long) p << 30 | d;
    }

    void put(long key, int p, int d, int move) {
        int i = index(key);
        long numbers = pack(p, d);
        long best = move;
        entries[i + 1] = numbers;
        entries[i + 2] = best;
        entries[i] = key ^ numbers ^ best;
    }
}
