package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/**
 * Class e's seven-point eyes (the twin square of STS-RV_1 problems C1_010 to C1_015): shape
 * recognition and the eye's count. (Checking the verdicts against a full read-out needs a wider
 * search region than the solver uses; see docs/go-tactics.md, "Not done yet".)
 *
 * <p>The positions are on 13x13. Black's race chain A13-E13-E10-A11 owns the twin square
 * B13 C13 / B12 C12 D12 / C11 D11 (centre C12, arms C13 B12 D12 C11, corners B13 D11), with no
 * outside liberty. White's race chain A10-A9-F9-F13 (down to F{@code r}) surrounds it; its
 * liberties are A8-E8, G13 down to G{@code r} and F{@code r-1}: 6 + 13 - r + 1 in all. A big
 * Black wall encloses everything, with the columns L-N and rows 1-2 as its own liberties.
 */
class TwinSquareTest {

    private static final int SIZE = 13;

    /** The twin square with White stones on the centre and the given points, White's column down to row {@code r}. */
    private static GoBoard position(int r, String... whiteInEye) throws Exception {
        return position(true, r, whiteInEye);
    }

    /**
     * As {@link #position(int, String...)}; the tailed square instead of the twin square moves
     * the corner B13 to B11: the eye is C13 / B12 C12 D12 / B11 C11 D11, tail arm C11, opposite
     * arm C13, side arms B12 and D12, and Black's chain runs B13-A13-A10-B10.
     */
    private static GoBoard position(boolean twin, int r, String... whiteInEye) throws Exception {
        char[][] g = new char[SIZE][SIZE];
        for (int row = 0; row < SIZE; row++) {
            for (int col = 0; col < SIZE; col++) {
                g[row][col] = col >= 10 || row <= 1 ? '.' : 'X';
            }
        }
        for (String v : new String[] {"C13", "B12", "C12", "D12", "C11", "D11", "A8", "B8", "C8", "D8", "E8"}) {
            set(g, v, '.');
        }
        set(g, twin ? "B13" : "B11", '.');
        for (String v : new String[] {"A9", "B9", "C9", "D9", "E9", "F9"}) {
            set(g, v, 'O');
        }
        if (twin) {
            set(g, "A10", 'O');
        }
        for (int row = 13; row >= r; row--) {
            set(g, "F" + row, 'O');
            set(g, "G" + row, '.');
        }
        set(g, "F" + (r - 1), '.');
        set(g, "C12", 'O');
        for (String v : whiteInEye) {
            set(g, v, 'O');
        }
        StringBuilder sb = new StringBuilder();
        for (int row = SIZE - 1; row >= 0; row--) {
            int run = 0;
            for (int col = 0; col < SIZE; col++) {
                if (g[row][col] == '.') {
                    run++;
                    continue;
                }
                sb.append(run > 0 ? String.valueOf(run) : "").append(g[row][col]);
                run = 0;
            }
            sb.append(run > 0 ? String.valueOf(run) : "").append(row > 0 ? "/" : "");
        }
        return GoPositionNotation.read(sb + " b - 0 0").board();
    }

    private static void set(char[][] g, String v, char c) {
        int col = "ABCDEFGHJKLMN".indexOf(v.charAt(0));
        int row = Integer.parseInt(v.substring(1)) - 1;
        g[row][col] = c;
    }

    private static int black(GoBoard b) {
        return b.point(0, 12);
    }

    private static int white(GoBoard b) {
        return b.point(0, 8);
    }

    @Test
    void recognisesTheShape() throws Exception {
        GoBoard b = position(9, "C13", "C11");
        int[] eye = {b.point(1, 12), b.point(2, 12), b.point(1, 11), b.point(2, 11), b.point(3, 11), b.point(2, 10), b.point(3, 10)};
        assertEquals(b.point(2, 11), EyeShape.sevenPointCentre(b, eye));
        int[] notTwin = {b.point(1, 12), b.point(2, 12), b.point(1, 11), b.point(2, 11), b.point(3, 11), b.point(2, 10), b.point(4, 10)};
        assertEquals(0, EyeShape.sevenPointCentre(b, notTwin));
        EyeRace.Eye e = EyeRace.eye(b, black(b), white(b));
        assertNotNull(e);
        assertEquals(7, e.status());
        assertEquals(14, e.liberties(), "17 less the three stones on the centre and two arms");
        EyeRace.Eye unsettled = EyeRace.eye(position(9, "C11"), black(b), white(b));
        assertTrue(unsettled.unsettled());
        assertTrue(EyeRace.eye(position(9, "C11", "D11"), black(b), white(b)).unsettled(),
                "a corner taken: unsettled (the hand rules left it to the search)");
    }
}
