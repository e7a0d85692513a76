package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * Prior knowledge for new tree nodes, as equivalent wins and simulations (Pachi's and Fuego's
 * scheme): captures, atari escapes and ataris that win a ladder are good, running from a ladder
 * and self-atari are bad, 3×3 patterns and moves near the last one are mildly good, first-line
 * moves in empty areas are bad; optionally, on large boards, the points that open an empty
 * corner are good, and so are moves whose large shape strong play chose often
 * ({@link ShapePrior}). Every move also gets an even prior, so that one lucky playout does not
 * decide a young node.
 */
final class GoPriors {

    private static final float EVEN = 10;
    /** Boards from this size up are "large" (Pachi's threshold). */
    private static final int LARGE_BOARD = 15;

    private GoPriors() {
    }

    /**
     * The priors without the corner prior. {@code SearchReplay} calls this signature, so that
     * {@code bench/go-replay.sh} can compile it against older jars.
     */
    static void compute(GoBoard b, int c, int last, boolean patterns, Ladder ladder, int[] moves, int count,
            float[] values, float[] weights) {
        compute(b, c, last, patterns, 0, ladder, moves, count, values, weights);
    }

    /**
     * As above, with {@code cornerWins} equivalent wins (0: none) for the 3-3, 3-4 and 4-4 points
     * of empty corners on boards of 15 lines and more ({@link #emptyCorner}).
     */
    static void compute(GoBoard b, int c, int last, boolean patterns, float cornerWins, Ladder ladder, int[] moves,
            int count, float[] values, float[] weights) {
        compute(b, c, last, patterns, cornerWins, null, ladder, moves, count, values, weights);
    }

    /** As above, with the learned-shape prior of {@code shapes} (null: none). */
    static void compute(GoBoard b, int c, int last, boolean patterns, float cornerWins, ShapePrior shapes,
            Ladder ladder, int[] moves, int count, float[] values, float[] weights) {
        int size = b.size();
        int opp = Stone.opponent(c);
        for (int i = 0; i < count; i++) {
            int m = moves[i];
            if (m == Vertex.PASS) {
                // Passing is rarely right before the end; the search finds out when it is.
                values[i] = 0.1f;
                weights[i] = 20;
                continue;
            }
            float wins = EVEN / 2;
            float n = EVEN;
            int captured = Tactics.captureSize(b, m, opp);
            if (captured > 0) {
                float w = 20 + 5 * Math.min(captured, 8);
                wins += w;
                n += w;
            }
            int saved = Tactics.escapeSize(b, m, c);
            if (saved > 0 && ladder.extensionFails(b, ownChainInAtari(b, m, c), c)) {
                // Running from a ladder: the stones die anyway, with more of them.
                n += 20;
            } else if (saved > 0) {
                float w = 20 + 5 * Math.min(saved, 8);
                wins += w;
                n += w;
            }
            int caught = captured == 0 ? ladder.atariCaptures(b, m, c) : 0;
            if (caught > 0) {
                float w = 10 + 5 * Math.min(caught, 8);
                wins += w;
                n += w;
            }
            if (captured == 0 && b.emptyNeighbours(m) <= 1 && Tactics.isSelfAtari(b, m, c)) {
                n += b.neighbourCount(m, c) > 0 ? 30 : 10;
            }
            if (patterns && Patterns3x3.matches(b, m)) {
                wins += 10;
                n += 10;
            }
            if (last != Vertex.PASS && near(size, m, last)) {
                wins += 6;
                n += 6;
            }
            int line = line(size, m);
            if (line <= 1 && emptyAround(b, m)) {
                // First and second line openings in an empty area are almost always wrong.
                n += line == 0 ? 20 : 8;
            } else if (size >= 13 && (line == 2 || line == 3) && emptyAround(b, m)) {
                wins += 5;
                n += 5;
            }
            if (cornerWins > 0 && size >= LARGE_BOARD && emptyCorner(b, m)) {
                wins += cornerWins;
                n += cornerWins;
            }
            if (shapes != null) {
                float w = shapes.bonus(b, m, c, last);
                wins += w;
                n += w;
            }
            values[i] = wins / n;
            weights[i] = n;
        }
    }

    /** A stone of a chain of {@code c} next to {@code p} whose only liberty is {@code p}. */
    private static int ownChainInAtari(GoBoard b, int p, int c) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == c && b.atariLiberty(q) == p) {
                return q;
            }
        }
        throw new IllegalStateException("no chain in atari next to " + p);
    }

    /** Pachi's distance {@code dx + dy + max(dx, dy)} of at most 3: the eight neighbours and the one-space jumps. */
    private static boolean near(int size, int a, int b) {
        int dx = Math.abs(Vertex.column(size, a) - Vertex.column(size, b));
        int dy = Math.abs(Vertex.row(size, a) - Vertex.row(size, b));
        return dx + dy + Math.max(dx, dy) <= 3;
    }

    /** The distance to the nearest edge: 0 on the first line. */
    static int line(int size, int p) {
        int col = Vertex.column(size, p);
        int row = Vertex.row(size, p);
        return Math.min(Math.min(col, row), Math.min(size - 1 - col, size - 1 - row));
    }

    /**
     * A 3-3, 3-4 or 4-4 point with no stone within four lines of it either way: the corner
     * moves that open a large-board game, which a young search with noisy playouts does not
     * find by itself.
     */
    static boolean emptyCorner(GoBoard b, int p) {
        int size = b.size();
        int col = Vertex.column(size, p);
        int row = Vertex.row(size, p);
        int dc = Math.min(col, size - 1 - col);
        int dr = Math.min(row, size - 1 - row);
        if (dc < 2 || dc > 3 || dr < 2 || dr > 3) {
            return false;
        }
        int s = b.offset(3);
        for (int y = Math.max(0, row - 4); y <= Math.min(size - 1, row + 4); y++) {
            for (int x = Math.max(0, col - 4); x <= Math.min(size - 1, col + 4); x++) {
                int colour = b.get(p + (y - row) * s + (x - col));
                if (colour == Stone.BLACK || colour == Stone.WHITE) {
                    return false;
                }
            }
        }
        return true;
    }

    /** No stone within Manhattan distance 2. */
    private static boolean emptyAround(GoBoard b, int p) {
        int s = b.offset(3);
        for (int dy = -2; dy <= 2; dy++) {
            int span = 2 - Math.abs(dy);
            for (int dx = -span; dx <= span; dx++) {
                int q = p + dy * s + dx;
                if (q > 0 && q < b.arraySize()) {
                    int colour = b.get(q);
                    if (colour == Stone.BLACK || colour == Stone.WHITE) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
