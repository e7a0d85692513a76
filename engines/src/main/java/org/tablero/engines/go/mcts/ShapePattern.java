package org.tablero.engines.go.mcts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * Large spatial patterns around a move, in the manner of Pachi's and Stern's: the points within
 * a gridcular distance ({@code dx + dy + max(dx, dy)}) of the move, each empty, the mover's, the
 * opponent's or off the board, in nested sizes from the 3×3 square (distance 3) to distance 8
 * (48 points), together with a context: how far the opponent's last move is (which a reply
 * depends on: with it the shapes predicted 21% of held-out GNU Go moves first instead of 13%,
 * session 30). A pattern is known by a 64-bit Zobrist key per size; the key of the board's own
 * orientation is what the search computes, and training stores each pattern once in the
 * orientation of its smallest key, so that a table holding all eight orientations of every
 * stored pattern answers a lookup with one key.
 */
public final class ShapePattern {

    /** Point states, relative to the mover. */
    static final byte EMPTY = 0;
    static final byte OWN = 1;
    static final byte ENEMY = 2;
    static final byte OFF = 3;

    /** Largest gridcular distance of each size. */
    static final int[] DISTANCES = {3, 4, 5, 6, 7, 8};
    public static final int SIZES = DISTANCES.length;
    /** The offsets {dx, dy}, by distance then by a fixed order within a distance. */
    static final int[][] OFFSETS = offsets();
    public static final int POINTS = OFFSETS.length;
    /** Points in each size: a prefix of {@link #OFFSETS}. */
    static final int[] COUNTS = counts();
    /** {@code PERMUTATION[t][i]}: the index of offset i under symmetry t. */
    private static final int[][] PERMUTATION = permutations();
    private static final long[][] ZOBRIST = zobrist();
    private static final long[] SIZE_SALT = salts(SIZES, 0x51e5L);
    /**
     * Contexts of a move: where the opponent's last move is. 0 far away or none, 1 within the
     * 3×3 square (contact), 2 at distance 4 or 5 (a jump or a knight's move away).
     */
    public static final int CONTEXTS = 3;
    private static final long[] CONTEXT_SALT = salts(CONTEXTS, 0xc0de7L);

    private ShapePattern() {
    }

    /**
     * The states around {@code point} for {@code colour} to play, into {@code out} (length
     * {@link #POINTS}).
     */
    public static void states(GoBoard b, int point, int colour, byte[] out) {
        int size = b.size();
        int col = Vertex.column(size, point);
        int row = Vertex.row(size, point);
        for (int i = 0; i < POINTS; i++) {
            int x = col + OFFSETS[i][0];
            int y = row + OFFSETS[i][1];
            if (x < 0 || y < 0 || x >= size || y >= size) {
                out[i] = OFF;
                continue;
            }
            int c = b.get(Vertex.point(size, x, y));
            out[i] = c == Stone.EMPTY ? EMPTY : c == colour ? OWN : ENEMY;
        }
    }

    /** The context of a move at {@code point} after a last move at {@code last} ({@link Vertex#PASS} for none). */
    public static int context(int boardSize, int point, int last) {
        if (last == Vertex.PASS) {
            return 0;
        }
        int d = distance(Vertex.column(boardSize, point) - Vertex.column(boardSize, last),
                Vertex.row(boardSize, point) - Vertex.row(boardSize, last));
        return d <= 3 ? 1 : d <= 5 ? 2 : 0;
    }

    /** The keys of the pattern in its own orientation and {@code context}, per size, into {@code keys}. */
    public static void keys(byte[] states, int context, long[] keys) {
        orientedKeys(states, 0, context, keys);
    }

    /** The keys of {@code states} seen under symmetry {@code t} (0 the identity), per size. */
    static void orientedKeys(byte[] states, int t, int context, long[] keys) {
        long k = CONTEXT_SALT[context];
        int i = 0;
        for (int s = 0; s < SIZES; s++) {
            for (; i < COUNTS[s]; i++) {
                k ^= ZOBRIST[PERMUTATION[t][i]][states[i]];
            }
            keys[s] = k ^ SIZE_SALT[s];
        }
    }

    /**
     * Per size, the smallest key over the eight symmetries into {@code keys}, and the symmetry
     * that gives it into {@code orientation}: the pattern's canonical form, which training counts.
     */
    public static void canonicalKeys(byte[] states, int context, long[] keys, int[] orientation) {
        long[] oriented = new long[SIZES];
        for (int t = 0; t < 8; t++) {
            orientedKeys(states, t, context, oriented);
            for (int s = 0; s < SIZES; s++) {
                if (t == 0 || Long.compareUnsigned(oriented[s], keys[s]) < 0) {
                    keys[s] = oriented[s];
                    orientation[s] = t;
                }
            }
        }
    }

    /**
     * The first {@code COUNTS[s]} states seen under symmetry {@code t}, into {@code out}: the
     * pattern whose own key is {@code t}'s key of {@code states}.
     */
    public static void orient(byte[] states, int t, int s, byte[] out) {
        for (int i = 0; i < COUNTS[s]; i++) {
            out[PERMUTATION[t][i]] = states[i];
        }
    }

    /** The keys of every orientation of a size-{@code s} pattern in a context, into {@code out} (length 8). */
    static void allOrientations(byte[] states, int s, int context, long[] out) {
        long[] keys = new long[SIZES];
        for (int t = 0; t < 8; t++) {
            orientedKeys(states, t, context, keys);
            out[t] = keys[s];
        }
    }

    private static int[][] offsets() {
        List<int[]> list = new ArrayList<>();
        int max = DISTANCES[DISTANCES.length - 1];
        for (int dy = -max; dy <= max; dy++) {
            for (int dx = -max; dx <= max; dx++) {
                int d = distance(dx, dy);
                if (d > 0 && d <= max) {
                    list.add(new int[] {dx, dy});
                }
            }
        }
        list.sort(Comparator.<int[]>comparingInt(o -> distance(o[0], o[1])).thenComparingInt(o -> o[1])
                .thenComparingInt(o -> o[0]));
        return list.toArray(new int[0][]);
    }

    static int distance(int dx, int dy) {
        int ax = Math.abs(dx);
        int ay = Math.abs(dy);
        return ax + ay + Math.max(ax, ay);
    }

    private static int[] counts() {
        int[] c = new int[SIZES];
        for (int s = 0; s < SIZES; s++) {
            for (int[] o : OFFSETS) {
                if (distance(o[0], o[1]) <= DISTANCES[s]) {
                    c[s]++;
                }
            }
        }
        return c;
    }

    private static int[][] permutations() {
        int[][] p = new int[8][POINTS];
        for (int t = 0; t < 8; t++) {
            for (int i = 0; i < POINTS; i++) {
                int[] o = transform(t, OFFSETS[i][0], OFFSETS[i][1]);
                p[t][i] = indexOf(o[0], o[1]);
            }
        }
        return p;
    }

    /** Symmetry t of the square: bit 0 mirrors x, bit 1 mirrors y, bit 2 swaps the axes. */
    private static int[] transform(int t, int dx, int dy) {
        int x = (t & 1) != 0 ? -dx : dx;
        int y = (t & 2) != 0 ? -dy : dy;
        return (t & 4) != 0 ? new int[] {y, x} : new int[] {x, y};
    }

    private static int indexOf(int dx, int dy) {
        for (int i = 0; i < OFFSETS.length; i++) {
            if (OFFSETS[i][0] == dx && OFFSETS[i][1] == dy) {
                return i;
            }
        }
        throw new IllegalStateException("offset set not symmetric at " + dx + "," + dy);
    }

    private static long[][] zobrist() {
        // A fixed seed: the keys are part of no file, but training and search must agree within a run.
        SplittableRandom random = new SplittableRandom(0x5ba9e5L);
        long[][] z = new long[POINTS][4];
        for (long[] row : z) {
            for (int s = 0; s < 4; s++) {
                row[s] = random.nextLong();
            }
        }
        return z;
    }

    private static long[] salts(int n, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        long[] s = new long[n];
        for (int i = 0; i < n; i++) {
            s[i] = random.nextLong();
        }
        return s;
    }
}
