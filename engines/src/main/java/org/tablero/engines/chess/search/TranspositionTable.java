package org.tablero.engines.chess.search;

/**
 * The shared hash table of all search threads (Lazy SMP talks through it). Lock-free: each slot
 * stores the key XOR the data, so a slot torn by two threads writing at once fails the key check
 * instead of returning another position's data.
 */
public final class TranspositionTable {

    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = 3;

    private final long[] keys;
    private final long[] data;
    private final int mask;
    private int age;

    /** A table of about {@code megabytes} MB (rounded down to a power of two slots, 16 bytes each). */
    public TranspositionTable(int megabytes) {
        if (megabytes < 1 || megabytes > 65_536) {
            throw new IllegalArgumentException("hash size must be 1..65536 MB, got " + megabytes);
        }
        long slots = Long.highestOneBit((long) megabytes * 1024 * 1024 / 16);
        slots = Math.min(slots, 1L << 30);
        keys = new long[(int) slots];
        data = new long[(int) slots];
        mask = (int) slots - 1;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
        age = 0;
    }

    /** Marks the start of a new search so entries of older searches are replaced first. */
    public void newSearch() {
        age = (age + 1) & 63;
    }

    /** The packed entry for {@code key}, or 0 when absent. Decode with the static accessors. */
    public long probe(long key) {
        int i = (int) key & mask;
        long d = data[i];
        return (keys[i] ^ d) == key ? d : 0;
    }

    public void store(long key, int move, int score, int depth, int bound) {
        int i = (int) key & mask;
        long old = data[i];
        boolean same = (keys[i] ^ old) == key;
        int oldAge = (int) (old >>> 42) & 63;
        // Keep a deeper entry of this search unless it is the same position (newer is better then).
        if (!same && oldAge == age && depth(old) > depth + 2 && old != 0) {
            return;
        }
        if (same && move == 0) {
            move = move(old);
        }
        long d = (move & 0xFFFFL) | (score & 0xFFFFL) << 16 | (long) (depth & 0xFF) << 32
                | (long) bound << 40 | (long) age << 42;
        data[i] = d;
        keys[i] = key ^ d;
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

    /** Permille of a sample of slots used by the current search, for UCI's {@code hashfull}. */
    public int hashfull() {
        int used = 0;
        int n = Math.min(1000, data.length);
        for (int i = 0; i < n; i++) {
            if (data[i] != 0 && ((int) (data[i] >>> 42) & 63) == age) {
                used++;
            }
        }
        return used * 1000 / n;
    }
}
