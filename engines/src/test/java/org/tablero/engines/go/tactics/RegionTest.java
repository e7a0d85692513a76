package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** The search region: which points a local search may play on. */
class RegionTest {

    /**
     * Black's chain A7-E7-E9 encloses the eight points A8-D9 with the edge; White's B9-B8-C8
     * inside has four liberties (A9, C9, A8, D8). White's chain F9-F6-A6 surrounds Black.
     */
    static final String CORNER_EYE = "1O2XO3/1OO1XO3/XXXXXO3/OOOOOO3/9/9/9/9/9 b - 0 0";

    @Test
    void takesInEnemyStonesOfManyLibertiesInsideAKeyChainsEye() throws Exception {
        GoBoard b = GoPositionNotation.read(CORNER_EYE).board();
        Region r = Region.around(b, new int[] {b.point(4, 8), b.point(5, 8)}, 24, 3);
        // Once Black captures them, White must be able to play on these points again.
        for (int[] v : new int[][] {{1, 8}, {1, 7}, {2, 7}}) {
            assertTrue(r.contains(b.point(v[0], v[1])), "White stone " + v[0] + "," + v[1] + " inside the eye");
        }
        for (int col = 0; col < 4; col++) {
            assertTrue(r.contains(b.point(col, 8)) && r.contains(b.point(col, 7)), "eye point in column " + col);
        }
    }

    @Test
    void doesNotSwallowOpenAreas() throws Exception {
        GoBoard b = GoPositionNotation.read(CORNER_EYE).board();
        Region r = Region.around(b, new int[] {b.point(4, 8), b.point(5, 8)}, 24, 3);
        // White's side is open: only the 24 nearest empty points, not the far corner.
        assertFalse(r.contains(b.point(8, 0)), "J1 is far outside");
        assertTrue(r.size() < 81 - 12, "region is local: " + r.size());
    }

    @Test
    void tellsStonesInsideAnEnemyChainsEye() throws Exception {
        GoBoard b = GoPositionNotation.read(CORNER_EYE).board();
        int whiteInside = b.point(1, 8);
        int blackWall = b.point(4, 8);
        int whiteOutside = b.point(5, 8);
        assertTrue(Region.enclosedBy(b, whiteInside, blackWall), "B9 lies in the eye Black's chain closes alone");
        // Black's chain and its eye touch White's stones inside as well as White's wall.
        assertFalse(Region.enclosedBy(b, blackWall, whiteOutside), "closed by two White chains");
        assertFalse(Region.enclosedBy(b, whiteOutside, blackWall), "White's wall is open to the board");
    }
}
