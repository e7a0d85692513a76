package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** The owl game's static life verdict from closed eye areas, where Benson's test sees no life yet. */
class OwlEyesTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static Dragon dragon(GoBoard b, int col, int row) {
        Dragon d = new Dragon();
        d.compute(b, b.point(col, row));
        return d;
    }

    private static boolean alive(GoBoard b, int col, int row) {
        return new OwlEyes().alive(b, dragon(b, col, row));
    }

    private static boolean benson(GoBoard b, int col, int row) {
        return new OwlLife().anyAlive(b, dragon(b, col, row));
    }

    @Test
    void aClosedNinePointCornerLivesThoughBensonDoesNotSeeIt() throws Exception {
        // Black A4-D4-D1 around the empty 3x3 corner A1-C3: B2 touches no stone, so the area
        // is not vital to Benson, but no attack reduces nine points to one eye.
        GoBoard b = board("9/9/9/9/9/XXXX5/3X5/3X5/3X5 w - 0 0");
        assertTrue(alive(b, 3, 3));
        assertFalse(benson(b, 3, 3));
    }

    @Test
    void aStraightFourInTheCentreIsTwoEyes() throws Exception {
        // Black B3-G5 around C4-F4: an attack on either middle point is answered on the other.
        GoBoard b = board("9/9/9/9/1XXXXXX2/1X4X2/1XXXXXX2/9/9 w - 0 0");
        assertTrue(alive(b, 1, 3));
        assertFalse(benson(b, 1, 3));
    }

    @Test
    void aStraightThreeIsOneEyeWhenTheAttackerMovesFirst() throws Exception {
        // B1-B3 inside Black's wall: White's B2 leaves one eye.
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/X1XO5/X1XO5/X1XO5 w - 0 0");
        assertFalse(alive(b, 0, 3));
    }

    @Test
    void aStraightFourLivesWithoutOutsideLiberties() throws Exception {
        // The same eye with White all around: White's D4 is answered by E4, and White can never
        // fill the last two points.
        GoBoard b = board("9/9/9/OOOOOOOO1/OXXXXXXO1/OX4XO1/OXXXXXXO1/OOOOOOOO1/9 w - 0 0");
        assertTrue(alive(b, 1, 3));
    }

    @Test
    void fivePointsLiveUnlessBulkyOrCrossed() throws Exception {
        GoBoard straight = board("9/9/9/9/XXXXXXX2/X5X2/XXXXXXX2/9/9 w - 0 0");
        assertTrue(alive(straight, 0, 3));
        // Bulky five C4-E4, C5-D5: D4, with three neighbours in the area, is its vital point.
        GoBoard bulky = board("9/9/9/1XXXXX3/1X2XX3/1X3X3/1XXXXX3/9/9 w - 0 0");
        assertFalse(alive(bulky, 1, 2));
    }

    @Test
    void aPyramidFourIsOneEye() throws Exception {
        GoBoard pyramid = board("9/9/9/1XXXXX3/1XX1XX3/1X3X3/1XXXXX3/9/9 w - 0 0");
        assertFalse(alive(pyramid, 1, 2));
    }

    @Test
    void aCuttingPointAtTheEyesEndCostsAnEye() throws Exception {
        // The straight four with White on B5, a diagonal of C4 that no wall stone covers.
        GoBoard b = board("9/9/9/9/1OXXXXX2/1X4X2/1XXXXXX2/9/9 w - 0 0");
        assertFalse(alive(b, 1, 3));
    }

    @Test
    void anAreaTouchingTheEnemyIsNoEye() throws Exception {
        // The nine-point corner with a White stone on B2: the enemy inside is for the search.
        GoBoard b = board("9/9/9/9/9/XXXX5/3X5/1O1X5/3X5 w - 0 0");
        assertFalse(alive(b, 3, 3));
    }

    @Test
    void anEdgeAreaOfThreePointsKeepsAnEyeDespiteOneCuttingPoint() throws Exception {
        // Black's eye C3 and the edge area B1-D1, whose diagonal A2 is empty: White's A2 ataris
        // A1, but Black takes it with A3 or connects on B1 and keeps C1-D1. Benson's test drops
        // A1 (one vital region) and with it the area, so only this count sees the second eye.
        GoBoard b = board("9/9/9/9/9/1XXX5/1X1X5/1XXXX4/X3X4 w - 0 0");
        assertTrue(alive(b, 1, 1));
        assertFalse(benson(b, 1, 1));
        // With the area two points long the cut makes it false: one eye in all.
        GoBoard two = board("9/9/9/9/9/1XXX5/1X1X5/1XXXX4/X2XX4 w - 0 0");
        assertFalse(alive(two, 1, 1));
    }
}
