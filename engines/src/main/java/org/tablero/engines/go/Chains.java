package org.tablero.engines.go;

import java.util.Arrays;

/**
 * Questions about whole chains that need a walk over their stones: stones, exact liberties,
 * atari, stone counts, and the setup check that every chain can breathe. Not for playout loops.
 */
public final class Chains {

    private Chains() {
    }

    /** The stones of the chain on {@code point}. */
    public static int[] stones(GoBoard board, int point) {
        int r = board.chain[point];
        int[] out = new int[board.stones[r]];
        int s = r;
        int i = 0;
        do {
            out[i++] = s;
            s = board.next[s];
        } while (s != r);
        return out;
    }

    /** Exact number of liberties of the chain on {@code point}. */
    public static int liberties(GoBoard board, int point) {
        return libertyPoints(board, point).length;
    }

    /** The liberties of the chain on {@code point}, in board order. */
    public static int[] libertyPoints(GoBoard board, int point) {
        boolean[] seen = new boolean[board.arraySize()];
        int[] out = new int[board.arraySize()];
        int n = 0;
        for (int s : stones(board, point)) {
            for (int d = 0; d < 4; d++) {
                int q = s + board.offset(d);
                if (board.get(q) == Stone.EMPTY && !seen[q]) {
                    seen[q] = true;
                    out[n++] = q;
                }
            }
        }
        Arrays.sort(out, 0, n);
        return Arrays.copyOf(out, n);
    }

    /** Whether the chain on {@code point} has exactly one liberty. */
    public static boolean inAtari(GoBoard board, int point) {
        return liberties(board, point) == 1;
    }

    /** Number of stones of a colour on the board. */
    public static int stoneCount(GoBoard board, int colour) {
        int count = 0;
        for (int p = 0; p < board.arraySize(); p++) {
            if (board.get(p) == colour) {
                count++;
            }
        }
        return count;
    }

    /** Whether some chain has no liberty, which only setting up stones can cause. */
    public static boolean anyWithoutLiberty(GoBoard board) {
        for (int p = 0; p < board.arraySize(); p++) {
            int c = board.get(p);
            if ((c == Stone.BLACK || c == Stone.WHITE) && board.libs[board.chain[p]] == 0) {
                return true;
            }
        }
        return false;
    }
}
