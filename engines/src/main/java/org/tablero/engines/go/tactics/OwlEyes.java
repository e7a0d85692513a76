package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * A static "alive" verdict for the owl game from the eyes a {@link Dragon} has already closed:
 * the count GNU Go's owl makes at every node (the eyes the dragon keeps when the attacker moves
 * first), kept to areas whose wall leaves nothing to read. Benson's test ({@link OwlLife}) needs
 * every empty point of an eye to be a liberty of each of its chains, so a big eye (a point inside
 * it touches no stone) or eyes on different chains of one dragon only count once the owner has
 * filled its own space; this verdict counts them at once.
 *
 * <p>An eye area is a connected set of empty points, at most {@link #MAX_AREA}, whose every
 * neighbour is another of its points, the edge or a stone of the dragon, with no dragon chain
 * around it in atari. Its worth with the attacker to move: one eye for three points or fewer, and
 * for the shapes with one vital point (pyramid and square four, bulky and crossed five, rabbity
 * six); two for other areas of four to seven points and all larger ones. Cutting points count
 * against it: an empty or enemy diagonal of an area's point (outside the area) leaves it one eye
 * at most, two such diagonals none, and so does one for an area of one or two points on the edge
 * (a false eye there; a longer edge area keeps one eye). An area with a corner point (bent four in
 * the corner, short of liberties) is worth one unless it has eight points or more. The dragon
 * lives at two eyes. One instance is reused; not thread-safe.
 */
final class OwlEyes {

    /** Whether the verdict is used ({@code -Dtablero.owl.eyes=false} turns it off). */
    static final boolean ENABLED = !"false".equals(System.getProperty("tablero.owl.eyes"));
    /**
     * Points of an eye area at most, and never more than a quarter of the board: larger empty
     * areas are open board (on 5x5 two stones "enclose" the rest).
     */
    static final int MAX_AREA = 24;

    private int[] seen;
    private int[] diagonalSeen;
    private int stamp;
    private int callStart;
    private int maxArea;
    private final int[] area = new int[MAX_AREA];
    private final int[] stack = new int[4 * MAX_AREA + 8];

    /** Whether the dragon's closed eye areas are worth two eyes with the attacker to move. */
    boolean alive(GoBoard b, Dragon dragon) {
        int n = b.arraySize();
        if (seen == null || seen.length != n || stamp > Integer.MAX_VALUE - 4 * n) {
            seen = new int[n];
            diagonalSeen = new int[n];
            stamp = 0;
        }
        callStart = ++stamp;
        maxArea = Math.min(MAX_AREA, b.size() * b.size() / 4);
        int colour = dragon.colour();
        int enemy = Stone.opponent(colour);
        int eyes = 0;
        for (int i = 0; i < dragon.count(); i++) {
            int r = dragon.chain(i);
            int s = r;
            do {
                for (int d = 0; d < 4; d++) {
                    int q = s + b.offset(d);
                    // A liberty beside the enemy is in no eye area: skip the flood.
                    if (b.get(q) == Stone.EMPTY && seen[q] < callStart && b.neighbourCount(q, enemy) == 0) {
                        eyes += worth(b, dragon, colour, q);
                        if (eyes >= 2) {
                            return true;
                        }
                    }
                }
                s = b.nextStone(s);
            } while (s != r);
        }
        return false;
    }

    /** The eyes of the area of {@code start} (0 if it is no closed eye area of the dragon). */
    private int worth(GoBoard b, Dragon dragon, int colour, int start) {
        int flood = ++stamp;
        int size = 0;
        int top = 0;
        boolean edge = false;
        stack[top++] = start;
        seen[start] = flood;
        while (top > 0) {
            int p = stack[--top];
            if (size == maxArea) {
                return 0;
            }
            area[size++] = p;
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                int cq = b.get(q);
                if (cq == Stone.BORDER) {
                    edge = true;
                } else if (cq == Stone.EMPTY) {
                    if (seen[q] == flood) {
                        continue;
                    }
                    if (seen[q] >= callStart || top == stack.length) {
                        return 0; // part of an area already given up
                    }
                    seen[q] = flood;
                    stack[top++] = q;
                } else if (cq != colour || !dragon.contains(b, q) || LibertyRace.libertiesUpTo(b, q, 2) < 2) {
                    return 0;
                }
            }
        }
        int cuts = cuttingDiagonals(b, dragon, colour, size, flood);
        if (cuts >= 2 || (edge && cuts >= 1 && size < 3)) {
            return 0;
        }
        int full = size < 4 || oneVitalPoint(b, size) || (corner(b, size) && size < 8) ? 1 : 2;
        return cuts == 1 ? Math.min(full, 1) : full;
    }

    /** Distinct diagonal points of the area, off it and on the board, that are empty or the enemy's. */
    private int cuttingDiagonals(GoBoard b, Dragon dragon, int colour, int size, int flood) {
        int mark = ++stamp;
        int cuts = 0;
        for (int k = 0; k < size; k++) {
            for (int d = 0; d < 4; d++) {
                int q = area[k] + b.diagonal(d);
                int cq = b.get(q);
                if (cq == Stone.BORDER || seen[q] == flood || diagonalSeen[q] == mark) {
                    continue;
                }
                diagonalSeen[q] = mark;
                if (cq != colour || !dragon.contains(b, q)) {
                    cuts++;
                }
            }
        }
        return cuts;
    }

    /**
     * Whether an area of four to six points is one of the shapes one stone reduces to one eye,
     * by {@link EyeShape}'s neighbour classes (square four included).
     */
    private boolean oneVitalPoint(GoBoard b, int size) {
        if (size > 6) {
            return false;
        }
        String shape = EyeShape.neighbourClass(b, Arrays.copyOf(area, size));
        return EyeShape.singleVitalPoint(shape) || EyeShape.squareFour(shape);
    }

    /** Whether one of the area's points is a corner point of the board. */
    private boolean corner(GoBoard b, int size) {
        for (int k = 0; k < size; k++) {
            int borders = 0;
            for (int d = 0; d < 4; d++) {
                borders += b.get(area[k] + b.offset(d)) == Stone.BORDER ? 1 : 0;
            }
            if (borders >= 2) {
                return true;
            }
        }
        return false;
    }
}
