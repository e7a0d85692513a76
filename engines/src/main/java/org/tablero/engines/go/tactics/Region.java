package org.tablero.engines.go.tactics;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The points a local search may play on: the empty points nearest to some key chains (by
 * breadth-first distance through empty points), the liberties of weak chains touching them, the
 * small areas each key chain encloses (its eye spaces, enemy stones inside included), and the
 * stones of all those chains, which become playable once captured.
 */
public final class Region {

    /** Points of an area a key chain encloses (see {@link #addEnclosed}) at most. */
    static final int ENCLOSED_AREA = 12;

    private final boolean[] inside;
    private final int[] points;

    private Region(boolean[] inside) {
        this.inside = inside;
        int count = 0;
        for (boolean b : inside) {
            count += b ? 1 : 0;
        }
        points = new int[count];
        int i = 0;
        for (int p = 0; p < inside.length; p++) {
            if (inside[p]) {
                points[i++] = p;
            }
        }
    }

    /**
     * The region around the chains on {@code keys}: at most {@code maxEmpty} empty points in
     * order of distance from them, plus the liberties of chains next to a key chain that have
     * at most {@code weakLibs} liberties (capturing them is how a surrounded group escapes),
     * plus every area of at most {@link #ENCLOSED_AREA} points next to a key chain that stones of
     * the key chain's colour and the edge enclose, with the enemy stones inside whatever their
     * liberties: once the owner captures them the enemy must be able to play there again, or the
     * search sees a living eye where the real one is nakade.
     */
    public static Region around(GoBoard board, int[] keys, int maxEmpty, int weakLibs) {
        return around(board, keys, maxEmpty, weakLibs, false);
    }

    /**
     * {@link #around}, with the empty neighbours of the weak chains' liberties as well: a race
     * that besieges those chains must see their owner capture the stones that take those
     * liberties (STS-RV_Misc.tst 25/26: after White's Q18 and Black's O19, which takes a liberty
     * of White's chain inside Black's corner, White captures O19 at N19).
     */
    static Region besieging(GoBoard board, int[] keys, int maxEmpty, int weakLibs) {
        return around(board, keys, maxEmpty, weakLibs, true);
    }

    private static Region around(GoBoard board, int[] keys, int maxEmpty, int weakLibs, boolean besieging) {
        int n = board.arraySize();
        boolean[] inside = new boolean[n];
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int k : keys) {
            for (int s : Chains.stones(board, k)) {
                inside[s] = true;
                dist[s] = 0;
                queue.add(s);
            }
        }
        int empties = 0;
        while (!queue.isEmpty() && empties < maxEmpty) {
            int p = queue.poll();
            for (int d = 0; d < 4 && empties < maxEmpty; d++) {
                int q = p + board.offset(d);
                if (board.get(q) == Stone.EMPTY && dist[q] < 0) {
                    dist[q] = dist[p] + 1;
                    inside[q] = true;
                    empties++;
                    queue.add(q);
                }
            }
        }
        for (int k : keys) {
            int colour = board.get(k);
            for (int s : Chains.stones(board, k)) {
                for (int d = 0; d < 4; d++) {
                    int q = s + board.offset(d);
                    if (board.get(q) == Stone.opponent(colour) && !inside[q]) {
                        addWeak(board, q, weakLibs, besieging, inside);
                    }
                }
            }
        }
        for (int k : keys) {
            int colour = board.get(k);
            boolean[] tried = new boolean[n];
            for (int s : Chains.stones(board, k)) {
                for (int d = 0; d < 4; d++) {
                    int q = s + board.offset(d);
                    int cq = board.get(q);
                    if (!tried[q] && (cq == Stone.EMPTY || cq == Stone.opponent(colour))) {
                        addEnclosed(board, q, colour, tried, inside);
                    }
                }
            }
        }
        return new Region(inside);
    }

    /**
     * Adds the area of points other than {@code colour}'s connected to {@code start} if it has at
     * most {@link #ENCLOSED_AREA} points; marks what it visited in {@code tried} so that each
     * area is filled once (a bigger area is open, and its points stay untried by nobody else).
     */
    private static void addEnclosed(GoBoard board, int start, int colour, boolean[] tried, boolean[] inside) {
        int[] area = enclosedArea(board, start, colour, tried);
        if (area != null) {
            for (int p : area) {
                inside[p] = true;
            }
        }
    }

    /**
     * Whether the chain on {@code inner} lies in an area of at most {@link #ENCLOSED_AREA} points
     * that the chain on {@code outer} and the edge close, no other stone of that colour: a few
     * stones inside the eye space of an enemy chain.
     */
    static boolean enclosedBy(GoBoard board, int inner, int outer) {
        int[] area = enclosedArea(board, inner, board.get(outer), new boolean[board.arraySize()]);
        if (area == null) {
            return false;
        }
        for (int p : area) {
            for (int d = 0; d < 4; d++) {
                int q = p + board.offset(d);
                if (board.get(q) == board.get(outer) && board.chainOf(q) != board.chainOf(outer)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The points other than {@code colour}'s connected to {@code start}, or null if they are more
     * than {@link #ENCLOSED_AREA}; marks what it visited in {@code tried}.
     */
    private static int[] enclosedArea(GoBoard board, int start, int colour, boolean[] tried) {
        int[] area = new int[ENCLOSED_AREA + 1];
        int n = 0;
        area[n++] = start;
        tried[start] = true;
        for (int i = 0; i < n; i++) {
            for (int d = 0; d < 4; d++) {
                int r = area[i] + board.offset(d);
                int cr = board.get(r);
                if (cr == colour || cr == Stone.BORDER || tried[r]) {
                    continue;
                }
                tried[r] = true;
                if (n == ENCLOSED_AREA) {
                    return null;
                }
                area[n++] = r;
            }
        }
        return Arrays.copyOf(area, n);
    }

    private static void addWeak(GoBoard board, int chain, int weakLibs, boolean besieging, boolean[] inside) {
        int[] stones = Chains.stones(board, chain);
        if (Chains.liberties(board, chain) > weakLibs) {
            return;
        }
        for (int s : stones) {
            inside[s] = true;
            for (int d = 0; d < 4; d++) {
                int q = s + board.offset(d);
                if (board.get(q) == Stone.EMPTY) {
                    inside[q] = true;
                    if (besieging) {
                        addEmptyNeighbours(board, q, inside);
                    }
                }
            }
        }
    }

    private static void addEmptyNeighbours(GoBoard board, int p, boolean[] inside) {
        for (int d = 0; d < 4; d++) {
            int q = p + board.offset(d);
            if (board.get(q) == Stone.EMPTY) {
                inside[q] = true;
            }
        }
    }

    public boolean contains(int point) {
        return inside[point];
    }

    /** All points of the region, empty or not, in board order. */
    public int[] points() {
        return points.clone();
    }

    int[] pointsUnsafe() {
        return points;
    }

    public int size() {
        return points.length;
    }
}
