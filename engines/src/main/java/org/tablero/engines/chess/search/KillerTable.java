package org.tablero.engines.chess.search;

/** Two quiet moves per ply that recently refuted a sibling; tried right after the captures. */
final class KillerTable {

    /** Ply p's killers at 2p (the newer) and 2p + 1: one flat array rather than a small array per ply. */
    private final int[] killers = new int[(Searcher.MAX_PLY + 2) * 2];

    void add(int ply, int move) {
        int i = ply * 2;
        if (killers[i] != move) {
            killers[i + 1] = killers[i];
            killers[i] = move;
        }
    }

    boolean isKiller(int ply, int move) {
        return killers[ply * 2] == move || killers[ply * 2 + 1] == move;
    }

    int first(int ply) {
        return killers[ply * 2];
    }

    int second(int ply) {
        return killers[ply * 2 + 1];
    }

    /** Killers of the children's plies belong to the previous search's tree; keep only the root's. */
    void clearFrom(int ply) {
        java.util.Arrays.fill(killers, ply * 2, killers.length, 0);
    }
}
