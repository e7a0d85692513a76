package org.tablero.engines.go.tactics;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * A fast sufficient test of life used to cut searches: a chain with two one-point true eyes,
 * each bordered only by that chain, can never be captured (a play in either eye is suicide
 * while the other stays empty).
 */
final class LifeCheck {

    private LifeCheck() {
    }

    static boolean twoEyes(GoBoard b, int point) {
        int c = b.get(point);
        if (c != Stone.BLACK && c != Stone.WHITE) {
            return false;
        }
        int chain = b.chainOf(point);
        int eyes = 0;
        int first = 0;
        int s = point;
        do {
            for (int d = b.emptyNeighbours(s) == 0 ? 4 : 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (q != first && b.get(q) == Stone.EMPTY && ownEye(b, q, c, chain)) {
                    if (++eyes == 2) {
                        return true;
                    }
                    first = q;
                }
            }
            s = b.nextStone(s);
        } while (s != point);
        return false;
    }

    private static boolean ownEye(GoBoard b, int q, int c, int chain) {
        if (!b.isEye(q, c)) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            int r = q + b.offset(d);
            if (b.get(r) == c && b.chainOf(r) != chain) {
                return false;
            }
        }
        return true;
    }
}
