package org.tablero.engines.go.score;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Who owns each point once the dead stones are lifted: live stones own their point, and an
 * empty region (dead stones count as empty) belongs to a colour when only that colour's live
 * stones border it. Regions touching both colours, or none, are neutral (dame, seki).
 */
public final class Ownership {

    private Ownership() {
    }

    /**
     * The owner of every padded point: {@link Stone#BLACK}, {@link Stone#WHITE}, or
     * {@link Stone#EMPTY} for neutral points (and the frame).
     *
     * @param dead per padded point, true where a stone is dead; may be {@code null}
     */
    public static int[] owners(GoBoard board, boolean[] dead) {
        int n = board.arraySize();
        int[] owner = new int[n];
        int[] region = new int[n];
        int[] stack = new int[n];
        int[] members = new int[n];
        int regions = 0;
        for (int p = 0; p < n; p++) {
            int c = board.get(p);
            if (c == Stone.BORDER) {
                continue;
            }
            boolean live = (c == Stone.BLACK || c == Stone.WHITE) && (dead == null || !dead[p]);
            if (live) {
                owner[p] = c;
                continue;
            }
            if (region[p] != 0) {
                continue;
            }
            regions++;
            int seen = 0;
            int top = 0;
            int count = 0;
            stack[top++] = p;
            region[p] = regions;
            while (top > 0) {
                int q = stack[--top];
                members[count++] = q;
                for (int d = 0; d < 4; d++) {
                    int m = q + board.offset(d);
                    int cm = board.get(m);
                    if (cm == Stone.BORDER) {
                        continue;
                    }
                    boolean liveM = (cm == Stone.BLACK || cm == Stone.WHITE) && (dead == null || !dead[m]);
                    if (liveM) {
                        seen |= cm;
                    } else if (region[m] == 0) {
                        region[m] = regions;
                        stack[top++] = m;
                    }
                }
            }
            int regionOwner = seen == Stone.BLACK || seen == Stone.WHITE ? seen : Stone.EMPTY;
            for (int i = 0; i < count; i++) {
                owner[members[i]] = regionOwner;
            }
        }
        return owner;
    }

    /** A dead-stone mask from point indices. */
    public static boolean[] mask(GoBoard board, Iterable<Integer> deadPoints) {
        boolean[] dead = new boolean[board.arraySize()];
        for (int p : deadPoints) {
            dead[p] = true;
        }
        return dead;
    }
}
