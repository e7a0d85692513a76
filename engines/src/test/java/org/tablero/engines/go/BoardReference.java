package org.tablero.engines.go;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Reference answers for board tests, computed by flood fill from the colours alone, so that they
 * do not share a bug with the board's own chain links, counts or sums; and random legal moves.
 */
public final class BoardReference {

    private BoardReference() {
    }

    /** The stones of the chain on {@code stone}. */
    public static Set<Integer> stones(GoBoard b, int stone) {
        int c = b.get(stone);
        Set<Integer> seen = new HashSet<>();
        ArrayDeque<Integer> todo = new ArrayDeque<>();
        todo.add(stone);
        seen.add(stone);
        while (!todo.isEmpty()) {
            int s = todo.poll();
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == c && seen.add(q)) {
                    todo.add(q);
                }
            }
        }
        return seen;
    }

    /** The liberties of the chain on {@code stone}. */
    public static Set<Integer> liberties(GoBoard b, int stone) {
        Set<Integer> libs = new HashSet<>();
        for (int s : stones(b, stone)) {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY) {
                    libs.add(q);
                }
            }
        }
        return libs;
    }

    /** A random legal move for {@code c} (suicide too if asked), scanning the empty-point list; 0 if none. */
    public static int legalMove(GoBoard b, int c, Rng rng, boolean suicide) {
        int k = b.emptyCount();
        if (k == 0) {
            return 0;
        }
        int start = rng.nextInt(k);
        for (int i = 0; i < k; i++) {
            int p = b.emptyPoint((start + i) % k);
            if (b.isLegal(p, c, suicide)) {
                return p;
            }
        }
        return 0;
    }
}
