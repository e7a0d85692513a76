package org.tablero.engines.chess.search;

/** Two quiet moves per ply that recently refuted a sibling; tried right after the captures. */
final class KillerTable {

    private final int[][] killers = new int[Searcher.MAX_PLY + 2][2];

    void add(int ply, int move) {
        int[] k = killers[ply];
        if (k[0] != move) {
            k[1] = k[0];
            k[0] = move;
        }
    }

    boolean isKiller(int ply, int move) {
        return killers[ply][0] == move || killers[ply][1] == move;
    }

    int first(int ply) {
        return killers[ply][0];
    }

    int second(int ply) {
        return killers[ply][1];
    }

    /** Killers of the children's plies belong to the previous search's tree; keep only the root's. */
    void clearFrom(int ply) {
        for (int p = ply; p < killers.length; p++) {
            killers[p][0] = 0;
            killers[p][1] = 0;
        }
    }
}
