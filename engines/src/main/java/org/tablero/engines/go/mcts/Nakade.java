package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The vital point of a small eye space, for the playouts (MoGo's and Pachi's nakade rule): an
 * empty area of three to six points walled by one colour only, in a shape that makes one eye if
 * the defender does not play its vital point first (straight or bent three, pyramid four, bulky
 * five, crossed five, rabbity six). Random playouts fill such spaces in any order and so count
 * dead groups as alive. The area must touch the last move, so its wall is the opponent's: the
 * side to move plays the vital point at once, and the playouts see the kill. The square four and
 * the alive shapes (straight and bent four, most fives and sixes) have no single vital point and
 * are left alone.
 *
 * <p>An area is recognised by the multiset of its points' neighbour counts inside it, which
 * singles these shapes out among all polyominoes of their size. One instance per playout policy:
 * the scratch arrays are not shared.
 */
final class Nakade {

    private static final int MAX_POINTS = 6;

    private final int[] area = new int[MAX_POINTS];
    /** Points flooded, by stamp: one stamp per flood, so membership is one read (this runs at every playout move). */
    private int[] mark;
    private int stamp;

    /**
     * The vital point of an eye space next to {@code last}, or 0 when there is none. The point
     * may still be illegal or unwise for the side to move; the caller checks.
     */
    int vitalPoint(GoBoard b, int last) {
        if (mark == null || mark.length != b.arraySize() || stamp > Integer.MAX_VALUE - 8) {
            mark = new int[b.arraySize()];
            stamp = 0;
        }
        int callStart = stamp + 1;
        for (int d = 0; d < 4; d++) {
            int q = last + b.offset(d);
            // A point an earlier flood of this call reached lies in the same empty area: same answer.
            if (b.get(q) == Stone.EMPTY && mark[q] < callStart) {
                int n = fill(b, q);
                if (n >= 3) {
                    int vital = vitalOf(b, n);
                    if (vital != 0) {
                        return vital;
                    }
                }
            }
        }
        return 0;
    }

    /** The empty area of {@code start} if at most six points walled by one colour, else 0. */
    private int fill(GoBoard b, int start) {
        int flood = ++stamp;
        int n = 0;
        int wall = Stone.EMPTY;
        area[n++] = start;
        mark[start] = flood;
        for (int i = 0; i < n; i++) {
            int p = area[i];
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                int colour = b.get(q);
                if (colour == Stone.EMPTY) {
                    if (mark[q] != flood) {
                        if (n == MAX_POINTS) {
                            return 0;
                        }
                        mark[q] = flood;
                        area[n++] = q;
                    }
                } else if (colour == Stone.BLACK || colour == Stone.WHITE) {
                    if (wall != Stone.EMPTY && wall != colour) {
                        return 0;
                    }
                    wall = colour;
                }
            }
        }
        return wall == Stone.EMPTY ? 0 : n;
    }

    /**
     * The vital point of the {@code n}-point area, by its neighbour counts: three points {1,1,2}
     * (the middle one), pyramid four {1,1,1,3}, bulky five {1,2,2,2,3}, crossed five {1,1,1,1,4},
     * rabbity six {1,1,2,2,2,4} (the point with the most neighbours in each); 0 for other shapes.
     */
    private int vitalOf(GoBoard b, int n) {
        int ones = 0;
        int twos = 0;
        int best = 0;
        int bestCount = 0;
        for (int i = 0; i < n; i++) {
            int count = 0;
            for (int d = 0; d < 4; d++) {
                if (mark[area[i] + b.offset(d)] == stamp) {
                    count++;
                }
            }
            if (count == 1) {
                ones++;
            } else if (count == 2) {
                twos++;
            }
            if (count > bestCount) {
                bestCount = count;
                best = area[i];
            }
        }
        boolean vital = switch (n) {
            case 3 -> ones == 2 && twos == 1;
            case 4 -> ones == 3 && bestCount == 3;
            case 5 -> (ones == 1 && twos == 3 && bestCount == 3) || (ones == 4 && bestCount == 4);
            case 6 -> ones == 2 && twos == 3 && bestCount == 4;
            default -> false;
        };
        return vital ? best : 0;
    }
}
