package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** The two-eye test that cuts the search. */
class LifeCheckTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    @Test
    void twoSeparateEyesLive() throws Exception {
        // One chain (rows 1 and 3 joined by B2 and D2) around the eyes A2, C2 and E2.
        GoBoard b = board("5/5/XXXXX/1X1X1/XXXXX w - 0 0");
        assertTrue(LifeCheck.twoEyes(b, b.point(1, 1)));
    }

    @Test
    void oneEyeDoesNot() throws Exception {
        GoBoard b = board("5/5/XXXXX/1XXXX/XXXXX w - 0 0");
        assertFalse(LifeCheck.twoEyes(b, b.point(1, 1)));
    }

    @Test
    void eyesOfAnotherChainDoNotCount() throws Exception {
        // The eyes A1 and C1 touch the B1 stone, a chain apart from the A3..E3 row being asked about.
        GoBoard b = board("5/5/XXXXX/O1O2/1X1O1 w - 0 0");
        assertFalse(LifeCheck.twoEyes(b, b.point(0, 2)));
    }
}
