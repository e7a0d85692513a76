package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The owl game's escape test beyond the liberty count: whether a {@link Dragon}'s liberties lead
 * to space the enemy does not touch. Counting liberties alone takes a dragon walled in with a
 * roomy inside for escaped (owl.tst 137/138: eleven liberties, every one next to the enemy's
 * wall or in a four-point pocket). Here the empty points reachable from the dragon's liberties
 * through empty points that touch no enemy stone must number at least {@link #SPACE}; a liberty
 * next to an enemy stone neither counts nor leads on, and a point on the edge counts but does
 * not lead on (a dragon does not run away along the first line: owl.tst 103, after PASS P6 S5
 * S4, Black S7 found twelve points by the T column while GNU Go's S4 kills).
 *
 * <p>Run at every node of the owl search, so the flood stops as soon as it has enough. One
 * instance is reused across calls; it is not thread-safe.
 */
final class OwlEscape {

    /**
     * Enemy-free empty points the dragon must reach to have escaped; 0 turns the test off. A
     * walled corner or side pocket of six to eleven such points is room for eyes, not open board
     * (owl.tst at the default budget: 134/261 with 6, 130 with 9, 137 with 12, 134 with 15 and 20).
     * Measured again with the selective reading (session 67, the escape map from two moves, 300k
     * nodes on one thread): 10 gives owl.tst 200 against 198 but owl1.tst 66 against 71; 14
     * gives owl.tst 194.
     */
    static final int SPACE = Integer.getInteger("tablero.tactics.escapespace", 12);

    /**
     * Whether, with the attacker to move, open space reached through a single enemy-free liberty
     * is no escape: the attacker's stone there closes it (owl.tst at 300k nodes on one thread:
     * 176/261 both ways, every answer the same; ld_owl.tst 112/190 against 111, session 60).
     * {@code -Dtablero.tactics.oneexit=false} turns it off.
     */
    static final boolean ONE_EXIT = !"false".equals(System.getProperty("tablero.tactics.oneexit"));

    private int[] seen;
    private int stamp;
    private int[] stack;

    /**
     * Whether the dragon last computed in {@code dragon} reaches {@link #SPACE} enemy-free points;
     * with {@code attackerToMove} (see {@link #ONE_EXIT}) through two liberties that touch no
     * enemy stone.
     */
    boolean reachesOpenSpace(GoBoard b, Dragon dragon, boolean attackerToMove) {
        return reaches(b, dragon, SPACE, ONE_EXIT && attackerToMove ? 2 : 1);
    }

    /** Whether the dragon's liberties lead to at least {@code wanted} empty points touching no enemy stone. */
    boolean reaches(GoBoard b, Dragon dragon, int wanted) {
        return reaches(b, dragon, wanted, 1);
    }

    /** {@link #reaches(GoBoard, Dragon, int)} through at least {@code exits} liberties touching no enemy stone. */
    private boolean reaches(GoBoard b, Dragon dragon, int wanted, int exits) {
        if (wanted <= 0) {
            return true;
        }
        int n = b.arraySize();
        if (seen == null || seen.length != n) {
            seen = new int[n];
            stack = new int[n];
            stamp = 0;
        }
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            stamp = 1;
        }
        int enemy = Stone.opponent(dragon.colour());
        int top = dragon.libertyPoints(b, stack);
        // One exit needs no count: the flood finds none where there is none.
        int free = exits > 1 ? 0 : exits;
        for (int i = 0; i < top; i++) {
            seen[stack[i]] = stamp;
            if (free < exits && b.neighbourCount(stack[i], enemy) == 0) {
                free++;
            }
        }
        if (free < exits) {
            return false;
        }
        int count = 0;
        while (top > 0) {
            int p = stack[--top];
            if (b.neighbourCount(p, enemy) > 0) {
                continue;
            }
            if (++count >= wanted) {
                return true;
            }
            if (b.neighbourCount(p, Stone.BORDER) > 0) {
                continue; // an edge point counts but leads nowhere, as in GNU Go's escape routes
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (b.get(q) == Stone.EMPTY && seen[q] != stamp) {
                    seen[q] = stamp;
                    stack[top++] = q;
                }
            }
        }
        return false;
    }
}
