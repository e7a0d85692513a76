package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The owl game's static test of death: a {@link Dragon} shut in by enemy walls with room for at
 * most one eye. Without it the owl search only sees death when the owner has no move left, so
 * proving a walled-in dragon dead means reading out every filling move, which a fixed budget
 * rarely allows (GNU Go judges such dragons by their eye space instead).
 *
 * <p>The dragon's <em>space</em> is flooded from its stones through empty points and through the
 * stones of enemy chains with at most {@link #WEAK_LIBS} liberties (it might capture those); the
 * other enemy chains met are its walls. No verdict (the search reads on) when the space meets a
 * stone of the dragon's colour outside the dragon (a connection), exceeds {@link #MAX_SPACE}
 * points (room to run or live), or holds a wall whose liberties all lie in the space (enemy
 * stones enclosed by the dragon, which it may yet capture). Otherwise a point next to a wall
 * can never be an eye, and each connected piece of the other points gives at most one eye if
 * it has one or two points and at most two if bigger; the dragon is dead when that bound is
 * below two. The walls are taken as uncapturable, which is the approximation. Measured neutral
 * on owl.tst at 50k nodes (no test changed), so it is off by default ({@link #MAX_SPACE}).
 *
 * <p>The same flood, passing the dragon's colour's other stones, gives {@link #shutIn}: a dragon
 * whose space is bounded by walls has not escaped, whatever its liberties ({@link OwlLife}'s
 * escape test asks it).
 *
 * <p>One instance is reused across calls; it is not thread-safe.
 */
final class OwlDeath {

    /** Points of space beyond which there is no verdict; 0 turns the test off. */
    static final int MAX_SPACE = Integer.getInteger("tablero.owl.deadspace", 0);
    /** Enemy chains with at most this many liberties are no wall: the dragon might capture them. */
    static final int WEAK_LIBS = Integer.getInteger("tablero.owl.deadweak", 3);
    /**
     * Points of space up to which a dragon counts as shut in (see {@link #shutIn}); 0, the
     * default, turns the veto off. At 80 it gained one owl.tst test at 50k nodes (110 against
     * 109) but misjudged open 9x9 boards, where 80 points are nearly the whole board: a third-line
     * wall facing two lone enemy stones was "shut in" and its status became unknown instead of
     * alive (the server's GroupAnalysisProtocolTest).
     */
    static final int SHUT_SPACE = Integer.getInteger("tablero.owl.shutspace", 0);
    /** Room in the flood's arrays: the largest space either test may ask for. */
    private static final int CAPACITY = Math.max(128, Math.max(MAX_SPACE, SHUT_SPACE));
    /** Whether the shut-in flood passes other stones of the dragon's colour (they are shut in with it). */
    static final boolean SHUT_OWN = !"false".equals(System.getProperty("tablero.owl.shutown"));
    /**
     * Whether the death test's flood passes other stones of the dragon's colour instead of giving
     * up: they count as space (an upper bound on the eyes they could help make), and through
     * them the flood reaches whatever they connect to.
     */
    static final boolean DEAD_OWN = Boolean.getBoolean("tablero.owl.deadown");

    private int[] seen;
    private int[] wallMark;
    private int[] libMark;
    private int stamp;
    /** The stamp of the current flood in {@link #seen} and {@link #wallMark} (negated: a weak chain). */
    private int flood;
    private int wallCount;
    /** Whether the current flood passes the dragon's colour's other stones (shut in together with them). */
    private boolean passOwn;
    private final int[] space = new int[CAPACITY + 1];
    private final int[] walls = new int[64];
    private final int[] queue = new int[CAPACITY + 1];

    /**
     * Whether the dragon last computed in {@code dragon} is shut in: its space (above, passing
     * other stones of its colour) meets at least one wall and holds at most {@link #SHUT_SPACE}
     * points. Such a dragon has not escaped, however many liberties it has. (On 9x9 that is any
     * dragon with an enemy wall whose space the wall cuts off from the rest: a cap of two ninths
     * of the board instead lost owl.tst tests 29, 31 and 234 there.)
     */
    boolean shutIn(GoBoard b, Dragon dragon) {
        return shutIn(b, dragon, SHUT_SPACE);
    }

    /** {@link #shutIn(GoBoard, Dragon)} with a space of at most {@code cap} points (0: never shut in). */
    boolean shutIn(GoBoard b, Dragon dragon, int cap) {
        cap = Math.min(cap, CAPACITY);
        if (cap <= 0 || dragon.count() == 0) {
            return false;
        }
        passOwn = SHUT_OWN;
        int size = floodSpace(b, dragon, cap);
        passOwn = false;
        return size >= 0 && wallCount > 0;
    }

    /** Whether the dragon last computed in {@code dragon} is shut in with room for at most one eye. */
    boolean dead(GoBoard b, Dragon dragon) {
        return dead(b, dragon, MAX_SPACE);
    }

    /** {@link #dead(GoBoard, Dragon)} with at most {@code maxSpace} points of space. */
    boolean dead(GoBoard b, Dragon dragon, int maxSpace) {
        if (maxSpace <= 0 || dragon.count() == 0) {
            return false;
        }
        passOwn = DEAD_OWN;
        int size = floodSpace(b, dragon, Math.min(maxSpace, space.length - 1));
        passOwn = false;
        if (size < 0) {
            return false;
        }
        for (int w = 0; w < wallCount; w++) {
            if (!hasLibertyOutside(b, walls[w])) {
                return false; // enemy stones the dragon's space encloses are no wall
            }
        }
        return maxEyes(b, size) < 2;
    }

    /**
     * Floods the dragon's space into {@link #space} and its walls into {@link #walls}; returns
     * the space's size, or -1 when it exceeds {@code cap} points, meets a stone of the dragon's
     * colour outside the dragon, or touches too many walls to record.
     */
    private int floodSpace(GoBoard b, Dragon dragon, int cap) {
        int n = b.arraySize();
        if (seen == null || seen.length != n) {
            seen = new int[n];
            wallMark = new int[n];
            libMark = new int[n];
            stamp = 0;
        }
        if (stamp > Integer.MAX_VALUE - (1 << 16)) {
            Arrays.fill(seen, 0);
            Arrays.fill(wallMark, 0);
            Arrays.fill(libMark, 0);
            stamp = 0;
        }
        flood = ++stamp;
        wallCount = 0;
        int colour = dragon.colour();
        int size = 0;
        for (int i = 0; i < dragon.count(); i++) {
            int r = dragon.chain(i);
            int s = r;
            do {
                seen[s] = flood;
                s = b.nextStone(s);
            } while (s != r);
        }
        // Seeds: the points next to the dragon's stones; then on from each point of the space.
        for (int i = 0; i < dragon.count(); i++) {
            int r = dragon.chain(i);
            int s = r;
            do {
                size = visitNeighbours(b, s, colour, size, cap);
                if (size < 0) {
                    return -1;
                }
                s = b.nextStone(s);
            } while (s != r);
        }
        for (int k = 0; k < size; k++) {
            size = visitNeighbours(b, space[k], colour, size, cap);
            if (size < 0) {
                return -1;
            }
        }
        return size;
    }

    /** Adds the unseen neighbours of {@code p} to the space or the walls; returns the new size or -1. */
    private int visitNeighbours(GoBoard b, int p, int colour, int size, int cap) {
        int enemy = Stone.opponent(colour);
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int cq = b.get(q);
            if (cq == Stone.BORDER || seen[q] == flood) {
                continue;
            }
            if (cq == colour && !passOwn) {
                return -1; // an own stone outside the dragon: it may connect
            }
            if (cq == enemy && isWall(b, q)) {
                if (!addWall(b, q)) {
                    return -1;
                }
                continue;
            }
            seen[q] = flood;
            if (size == cap) {
                return -1;
            }
            space[size++] = q;
        }
        return size;
    }

    /** Whether the enemy stone on {@code q} belongs to a chain with more than {@link #WEAK_LIBS} liberties. */
    private boolean isWall(GoBoard b, int q) {
        int r = b.chainOf(q);
        if (wallMark[r] == flood) {
            return true;
        }
        if (wallMark[r] == -flood) {
            return false;
        }
        boolean wall = liberties(b, r, WEAK_LIBS + 1) > WEAK_LIBS;
        wallMark[r] = wall ? flood : -flood;
        return wall;
    }

    /** Records the wall chain of {@code q} once; false if there are too many to record. */
    private boolean addWall(GoBoard b, int q) {
        int r = b.chainOf(q);
        for (int i = 0; i < wallCount; i++) {
            if (walls[i] == r) {
                return true;
            }
        }
        if (wallCount == walls.length) {
            return false;
        }
        walls[wallCount++] = r;
        return true;
    }

    /** Liberties of the chain on {@code r}, counted up to {@code cap}. */
    private int liberties(GoBoard b, int r, int cap) {
        int mark = ++stamp;
        int count = 0;
        int s = r;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && libMark[q] != mark) {
                    libMark[q] = mark;
                    if (++count >= cap) {
                        return count;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != r);
        return count;
    }

    /** Whether the chain on {@code r} has a liberty the dragon's space does not hold. */
    private boolean hasLibertyOutside(GoBoard b, int r) {
        int s = r;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && seen[q] != flood) {
                    return true;
                }
            }
            s = b.nextStone(s);
        } while (s != r);
        return false;
    }

    /**
     * An upper bound on the eyes the space can give: points next to a wall are never eye
     * points; each connected piece of the others gives one eye if small, two if bigger.
     */
    private int maxEyes(GoBoard b, int size) {
        int capable = ++stamp;
        int done = ++stamp;
        for (int k = 0; k < size; k++) {
            int p = space[k];
            if (!touchesWall(b, p)) {
                libMark[p] = capable;
            }
        }
        int eyes = 0;
        for (int k = 0; k < size && eyes < 2; k++) {
            int p = space[k];
            if (libMark[p] != capable) {
                continue;
            }
            int top = 0;
            int piece = 0;
            queue[top++] = p;
            libMark[p] = done;
            while (top > 0) {
                int x = queue[--top];
                piece++;
                for (int d = 0; d < 4; d++) {
                    int q = x + b.offset(d);
                    if (libMark[q] == capable) {
                        libMark[q] = done;
                        queue[top++] = q;
                    }
                }
            }
            eyes += piece >= 3 ? 2 : 1;
        }
        return eyes;
    }

    private boolean touchesWall(GoBoard b, int p) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) != Stone.EMPTY && b.get(q) != Stone.BORDER && wallMark[b.chainOf(q)] == flood
                    && seen[q] != flood) {
                return true;
            }
        }
        return false;
    }
}
