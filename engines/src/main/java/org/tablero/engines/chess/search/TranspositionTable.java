package org.tablero.engines.chess.search;

/**
 * The shared hash table of all search threads (Lazy SMP talks through it). Lock-free: each slot
 * stores the key XOR the data, so a slot torn by two threads writing at once fails the key check
 * instead of returning another position's data.
 *
 * <p>A slot's two words sit side by side in one array (key-XOR-data at {@code 2i}, data at
 * {@code 2i + 1}), so a probe or a store touches one cache line instead of one in each of two
 * arrays. A store that would write what the slot already holds writes nothing: with two threads
 * searching the same tree, a write would take the line away from the other core for no change.
 */
public final class TranspositionTable {

    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;
    /** The {@link #eval} of an entry stored without a static evaluation (in check). */
    public static final int NO_EVAL = Short.MIN_VALUE;

    /** Slot i: check word (key ^ data) at 2i, data at 2i + 1. */
    private final long[] slots;
    private final int mask;
    private int age;

    /** A table of about {@code megabytes} MB (rounded down to a power of two slots, 16 bytes each). */
    public TranspositionTable(int megabytes) {
        if (megabytes < 1 || megabytes > 65_536) {
            throw new IllegalArgumentException("hash size must be 1..65536 MB, got " + megabytes);
        }
        long count = Long.highestOneBit((long) megabytes * 1024 * 1024 / 16);
        // Two longs per slot in one Java array: at most 2^29 slots (8 GB).
        count = Math.min(count, 1L << 29);
        slots = new long[(int) count * 2];
        mask = (int) count - 1;
    }

    public void clear() {
        java.util.Arrays.fill(slots, 0);
        age = 0;
    }

    /** Marks the start of a new search so entries of older searches are replaced first. */
    public void newSearch() {
        age = (age + 1) & 63;
    }

    /** The packed entry for {@code key}, or 0 when absent. Decode with the static accessors. */
    public long probe(long key) {
        int i = ((int) key & mask) << 1;
        long d = slots[i + 1];
        return (slots[i] ^ d) == key ? d : 0;
    }

    public void store(long key, int move, int score, int depth, int bound) {
        store(key, move, score, depth, bound, NO_EVAL);
    }

    /** @param staticEval the position's static evaluation, or {@link #NO_EVAL} */
    public void store(long key, int move, int score, int depth, int bound, int staticEval) {
        int i = ((int) key & mask) << 1;
        long old = slots[i + 1];
        boolean same = (slots[i] ^ old) == key;
        int oldAge = (int) (old >>> 42) & 63;
        // Keep a deeper entry of this search unless it is the same position (newer is better then).
        if (!same && oldAge == age && depth(old) > depth + 2 && old != 0) {
            return;
        }
        if (same && move == 0) {
            move = move(old);
        }
        if (same && staticEval == NO_EVAL) {
            staticEval = eval(old);
        }
        long d = (move & 0xFFFFL) | (score & 0xFFFFL) << 16 | (long) (depth & 0xFF) << 32
                | (long) bound << 40 | (long) age << 42 | (staticEval & 0xFFFFL) << 48;
        if (same && d == old) {
            return;
        }
        slots[i + 1] = d;
        slots[i] = key ^ d;
    }

    public static int move(long entry) {
        return (int) (entry & 0xFFFF);
    }

    public static int score(long entry) {
        return (short) (entry >>> 16);
    }

    public static int depth(long entry) {
        return (int) (entry >>> 32) & 0xFF;
    }

    public static int bound(long entry) {
        return (int) (entry >>> 40) & 3;
    }

    /** The static evaluation stored with the entry, {@link #NO_EVAL} if none. */
    public static int eval(long entry) {
        return (short) (entry >>> 48);
    }

    /** Permille of a sample of slots used by the current search, for UCI's {@code hashfull}. */
    public int hashfull() {
        int used = 0;
        int n = Math.min(1000, mask + 1);
        for (int i = 0; i < n; i++) {
            long d = slots[2 * i + 1];
            if (d != 0 && ((int) (d >>> 42) & 63) == age) {
                used++;
            }
        }
        return used * 1000 / n;
    }
}
