package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * A static "dead" verdict for the owl game, in the spirit of GNU Go's eye-space count: a dragon
 * that has not escaped and whose eye space cannot hold two eyes even if its owner moves first is
 * dead, without reading its liberties out one by one.
 *
 * <p>The eye space is the dragon's empty surroundings where no enemy stone is beside a point
 * (<em>proper</em> points), in connected pieces; each piece also counts the dragon's liberties
 * next to it that touch the enemy (<em>marginal</em> points). A piece of three or more points may
 * give two eyes, one or two points one eye, a lone point one unless the enemy holds its
 * diagonals. The verdict is withheld whenever something static cannot see: an enemy chain next
 * to the dragon or to a marginal point with fewer than {@link #SAFE_LIBERTIES} liberties (a
 * lunch, or a capturing race), an enemy chain next to the dragon that the dragon's colour
 * encloses, however many liberties it has (a lunch too, see {@link #enclosed}), a chain of the
 * dragon's colour outside it with two liberties beside its space (a connection), a marginal point
 * that leads on to enemy-free space (a way out along the wall), and a piece larger than
 * {@link #MAX_PIECE}. One instance is reused; not thread-safe.
 */
final class EyeSpace {

    /** Whether the verdict is used (the owl search otherwise kills only by capture). */
    static final boolean ENABLED = !"false".equals(System.getProperty("tablero.owl.dead"));
    /** Liberties an enemy chain next to the dragon or its space needs to count as a solid wall. */
    static final int SAFE_LIBERTIES = 4;
    private static final int MAX_PIECE = 12;

    private int[] seen;
    private int[] marginSeen;
    private int[] pieceMark;
    private int[] checked;
    private int stamp;
    private int pieceStamp;
    private final int[] stack = new int[4 * MAX_PIECE + 8];
    /**
     * Points (its own stones included) an enemy chain's surroundings may span and still count as
     * enclosed (see {@link #enclosed}); 0 turns the test off. owl.tst at 300k nodes on one
     * thread (session 68): 199 with 16, 198 with 12, 197 with 20.
     */
    static final int ENCLOSED = Integer.getInteger("tablero.owl.enclosed", 16);
    private final int[] enclosedArea = new int[Math.max(ENCLOSED, 1)];
    private final int[] libs = new int[400];
    private final int[] margins = new int[400];
    private int marginCount;
    /** The enemy of the dragon being judged. */
    private int enemy;

    /** Whether the dragon (not escaped, not alive) has too little eye space for two eyes. */
    boolean dead(GoBoard b, Dragon dragon) {
        int n = b.arraySize();
        if (seen == null || seen.length != n || stamp > Integer.MAX_VALUE - 2
                || pieceStamp > Integer.MAX_VALUE - libs.length) {
            seen = new int[n];
            marginSeen = new int[n];
            pieceMark = new int[n];
            checked = new int[n];
            stamp = 0;
            pieceStamp = 0;
        }
        enemy = Stone.opponent(dragon.colour());
        int libCount = dragon.libertyPoints(b, libs);
        int s = ++stamp;
        if (libCount >= libs.length || weakEnemyNextTo(b, dragon, s)) {
            return false;
        }
        marginCount = 0;
        int eyes = 0;
        for (int i = 0; i < libCount; i++) {
            int lib = libs[i];
            if (strangerAround(b, lib, dragon)) {
                return false;
            }
            if (b.neighbourCount(lib, enemy) > 0) {
                addMargin(lib, s);
                continue;
            }
            if (seen[lib] == s) {
                continue;
            }
            int size = piece(b, lib, s, dragon);
            if (size < 0 || size >= 3) {
                return false;
            }
            eyes += size == 1 && b.diagonalsFalsifyEye(lib, dragon.colour()) ? 0 : 1;
            if (eyes >= 2) {
                return false;
            }
        }
        for (int i = 0; i < marginCount; i++) {
            int m = margins[i];
            if (weakEnemyAround(b, m) || opensOut(b, m, s)) {
                return false;
            }
        }
        return true;
    }

    /** Whether an enemy chain next to the dragon is short of liberties; each chain is counted once. */
    private boolean weakEnemyNextTo(GoBoard b, Dragon dragon, int s) {
        for (int i = 0; i < dragon.count(); i++) {
            int r = dragon.chain(i);
            int p = r;
            do {
                for (int d = 0; d < 4; d++) {
                    int q = p + b.offset(d);
                    if (b.get(q) != enemy || checked[b.chainOf(q)] == s) {
                        continue;
                    }
                    if (LibertyRace.libertiesUpTo(b, q, SAFE_LIBERTIES) < SAFE_LIBERTIES || enclosed(b, q)) {
                        return true;
                    }
                    checked[b.chainOf(q)] = s;
                }
                p = b.nextStone(p);
            } while (p != r);
        }
        return false;
    }

    /**
     * Whether the enemy chain on {@code q} lies inside the dragon's colour: the points reached
     * from it over empty points and enemy stones, never over the dragon's colour, are at most
     * {@link #ENCLOSED} (owl.tst 171: White's B2-C2 with four liberties inside Black's corner is
     * no wall but a lunch, whose capture gives Black its eyes).
     */
    private boolean enclosed(GoBoard b, int q) {
        return ENCLOSED > 0 && RaceMoves.flood(b, q, Stone.opponent(enemy), enclosedArea, ENCLOSED) > 0;
    }

    private void addMargin(int p, int s) {
        if (marginSeen[p] != s && marginCount < margins.length) {
            marginSeen[p] = s;
            margins[marginCount++] = p;
        }
    }

    /**
     * The size of the proper piece holding {@code start} plus the dragon's marginal liberties
     * next to it (every marginal point next to it is kept for later checks); -1 if it is too big
     * or a connection leads out of it.
     */
    private int piece(GoBoard b, int start, int s, Dragon dragon) {
        int top = 0;
        stack[top++] = start;
        seen[start] = s;
        int size = 0;
        int pieceId = ++pieceStamp;
        while (top > 0) {
            int p = stack[--top];
            if (++size > MAX_PIECE) {
                return -1;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (seen[q] == s || b.get(q) != Stone.EMPTY) {
                    continue;
                }
                if (strangerAround(b, q, dragon)) {
                    return -1;
                }
                if (b.neighbourCount(q, enemy) > 0) {
                    if (pieceMark[q] != pieceId && dragon.touches(b, q)) {
                        pieceMark[q] = pieceId;
                        size++;
                    }
                    addMargin(q, s);
                    continue;
                }
                seen[q] = s;
                if (top >= stack.length) {
                    return -1;
                }
                stack[top++] = q;
            }
        }
        return size;
    }

    /**
     * Whether the marginal point {@code p} leads on to an empty point the enemy does not touch
     * outside the pieces: a way out along the wall, not eye space.
     */
    private boolean opensOut(GoBoard b, int p, int s) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == Stone.EMPTY && seen[q] != s && b.neighbourCount(q, enemy) == 0) {
                return true;
            }
        }
        return false;
    }

    private boolean weakEnemyAround(GoBoard b, int p) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == enemy && LibertyRace.libertiesUpTo(b, q, SAFE_LIBERTIES) < SAFE_LIBERTIES) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a chain of the dragon's colour outside the dragon, with two liberties, is next to
     * {@code p}: connecting to it may bring liberties or eyes.
     */
    private static boolean strangerAround(GoBoard b, int p, Dragon dragon) {
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            if (b.get(q) == dragon.colour() && !dragon.contains(b, q)
                    && LibertyRace.libertiesUpTo(b, q, 2) >= 2) {
                return true;
            }
        }
        return false;
    }
}
