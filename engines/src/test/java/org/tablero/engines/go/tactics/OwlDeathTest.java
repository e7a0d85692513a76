package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** The owl game's static test of death: a dragon walled in with room for one eye at most. */
class OwlDeathTest {

    private static boolean dead(String position, int col, int row) throws Exception {
        GoBoard b = GoPositionNotation.read(position).board();
        Dragon d = new Dragon();
        d.compute(b, b.point(col, row));
        return new OwlDeath().dead(b, d, 24);
    }

    @Test
    void aCornerGroupWithATwoPointEyeIsDead() throws Exception {
        // Black A2-C2, C1 inside White's wall A3-D3, D2, D1 (seven liberties outside): A1 and B1 are one eye.
        assertTrue(dead("9/9/9/9/9/9/OOOO5/XXXO5/2XO5 w - 0 0", 0, 1));
    }

    @Test
    void aPointNextToTheWallIsNoEye() throws Exception {
        // Black A2-C2 with A1, B1, C1: C1 touches White's D1, so only A1-B1 can be an eye.
        assertTrue(dead("9/9/9/9/9/9/OOOO5/XXXO5/3O5 w - 0 0", 0, 1));
    }

    @Test
    void threeEyePointsMayMakeTwoEyes() throws Exception {
        // Black A2-D2 over A1-D1, White's wall at E2/E1: A1-C1 are three points off the wall.
        assertFalse(dead("9/9/9/9/9/9/OOOOO4/XXXXO4/4O4 w - 0 0", 0, 1));
    }

    @Test
    void twoSeparateEyePointsMayMakeTwoEyes() throws Exception {
        // Black A2-C2 and C1 with A1 and (after the stone on B1) nothing else: one point each side.
        assertFalse(dead("9/9/9/9/9/9/OOOOO4/XXXXO4/1X1XO4 w - 0 0", 0, 1));
    }

    @Test
    void noVerdictInTheOpen() throws Exception {
        assertFalse(dead("9/9/9/9/4X4/9/9/9/9 w - 0 0", 4, 4));
    }

    @Test
    void noVerdictWhenTheSpaceReachesAnotherOwnStone() throws Exception {
        // Black A2-C2, C1 and a separate Black E2 (one shared liberty, D2: no link), White's wall
        // around both: the dragon's space (A1, B1, D2, D1, E1) reaches E2, which it may join.
        assertFalse(dead("9/9/9/9/9/9/OOOOOO3/XXX1XO3/2X2O3 w - 0 0", 0, 1));
        // With White on E2 and E1 instead the space A1, B1, D2, D1 is shut in: D2 and D1 touch
        // the wall, A1-B1 is one eye.
        assertTrue(dead("9/9/9/9/9/9/OOOOOO3/XXX1OO3/2X1OO3 w - 0 0", 0, 1));
    }

    @Test
    void enemyStonesInsideTheDragonAreNoWall() throws Exception {
        // Black's ring around B2-D3, White's two stones C2-C3 inside with four liberties, White's
        // wall outside: every empty point inside touches C2-C3, but Black may capture them.
        assertFalse(dead("9/9/9/9/OOOOOO3/XXXXXO3/X1O1XO3/X1O1XO3/XXXXXO3 w - 0 0", 0, 0));
    }

    @Test
    void aDragonBoundedByWallsIsShutInAndOneInTheOpenIsNot() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/9/9/OOOO5/XXXO5/2XO5 w - 0 0").board();
        Dragon d = new Dragon();
        d.compute(b, b.point(0, 1));
        assertTrue(new OwlDeath().shutIn(b, d, 80));
        GoBoard open = GoPositionNotation.read("19/19/19/19/19/19/19/19/19/9X9/19/19/19/19/19/19/19/19/19 w - 0 0").board();
        d.compute(open, open.point(9, 9));
        assertFalse(new OwlDeath().shutIn(open, d, 80), "360 empty points: more than a shut-in space's 80");
    }
}
