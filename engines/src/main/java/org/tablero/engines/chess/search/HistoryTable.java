package org.tablero.engines.chess.search;

import org.tablero.engines.chess.board.Move;

/**
 * How often a quiet move (by side, from, to) caused a cutoff, with "gravity": the bonus shrinks as
 * the score nears its bound, so old statistics fade instead of saturating.
 */
final class HistoryTable {

    static final int MAX = 16_384;
    private final int[] table = new int[2 * 64 * 64];

    int get(int side, int move) {
        return table[index(side, move)];
    }

    /** The history bonus for a cutoff at {@code depth}: deeper cutoffs say more. */
    static int bonus(int depth) {
        return Math.min(depth * depth, 400);
    }

    void reward(int side, int move, int depth) {
        update(side, move, bonus(depth));
    }

    void penalise(int side, int move, int depth) {
        update(side, move, -bonus(depth));
    }

    private void update(int side, int move, int bonus) {
        int i = index(side, move);
        table[i] += bonus * 32 - table[i] * Math.abs(bonus * 32) / MAX;
    }

    void age() {
        for (int i = 0; i < table.length; i++) {
            table[i] /= 2;
        }
    }

    private static int index(int side, int move) {
        return side << 12 | Move.from(move) << 6 | Move.to(move);
    }
}
