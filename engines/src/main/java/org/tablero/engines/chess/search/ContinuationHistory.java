package org.tablero.engines.chess.search;

/**
 * How well a quiet move (piece, to) did as the answer to an earlier move (piece, to): one ply back
 * it is the "countermove" history, two plies back the "follow-up" history. A move is identified by
 * {@code piece << 6 | to} (10 bits); 0 means no move (the root, or after a null move) and is never
 * read or written. Same gravity as {@link HistoryTable}, so every value stays within
 * ±{@link HistoryTable#MAX} and fits a short: half the memory of ints, and this table is read at
 * every quiet move of every node, mostly from outside the processor's caches.
 */
final class ContinuationHistory {

    private final short[] table = new short[1024 * 1024];

    /** A move's key: the moving piece and its destination. */
    static int key(int piece, int to) {
        return piece << 6 | to;
    }

    int get(int previous, int current) {
        return previous == 0 ? 0 : table[previous << 10 | current];
    }

    void update(int previous, int current, int bonus) {
        if (previous == 0) {
            return;
        }
        int i = previous << 10 | current;
        int v = table[i];
        table[i] = (short) (v + bonus * 32 - v * Math.abs(bonus * 32) / HistoryTable.MAX);
    }

    void age() {
        for (int i = 0; i < table.length; i++) {
            table[i] = (short) (table[i] / 2);
        }
    }
}
