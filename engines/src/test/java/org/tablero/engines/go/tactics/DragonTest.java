package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** Which chains form one owl dragon. */
class DragonTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    @Test
    void aDiagonalWithBothCuttingPointsEmptyIsLinked() throws Exception {
        // B2 and C3: cutting at B3 is answered at C2 and the other way round.
        GoBoard b = board("5/5/2X2/1X3/5 w - 0 0");
        Dragon d = new Dragon();
        assertEquals(2, d.compute(b, b.point(1, 1)));
        assertTrue(d.contains(b, b.point(2, 2)));
        assertEquals(6, d.liberties(b, 100));
    }

    @Test
    void aDiagonalWithOneCuttingPointTakenIsNot() throws Exception {
        GoBoard b = board("5/5/2X2/1XO2/5 w - 0 0");
        Dragon d = new Dragon();
        assertEquals(1, d.compute(b, b.point(1, 1)));
        assertFalse(d.contains(b, b.point(2, 2)));
    }

    @Test
    void aOnePointJumpIsNotLinked() throws Exception {
        // B2 and D2 share only C2, which White can take.
        GoBoard b = board("5/5/5/1X1X1/5 w - 0 0");
        assertEquals(1, new Dragon().compute(b, b.point(1, 1)));
    }

    @Test
    void aLooseDragonTakesInAOnePointJumpAndWhatItReaches() throws Exception {
        // B2 and D2 share C2 only, D2 and D4 share D3 only; A5 shares no liberty with any of them.
        GoBoard b = board("X4/3X1/5/1X1X1/5 w - 0 0");
        Dragon d = new Dragon(true);
        assertEquals(3, d.compute(b, b.point(1, 1)));
        assertTrue(d.contains(b, b.point(3, 3)));
        assertFalse(d.contains(b, b.point(0, 4)));
        assertEquals(1, new Dragon(false).compute(b, b.point(1, 1)), "the strict dragon is the chain alone");
    }

    @Test
    void chainsAroundAnEyePointAreLinkedThroughIt() throws Exception {
        // B3, C2, D3 and C4 share only C3 (White holds the diagonals), but a White stone there
        // would have no liberty and capture nothing.
        GoBoard b = board("5/1OXO1/1X1X1/1OXO1/5 w - 0 0");
        Dragon d = new Dragon();
        assertEquals(4, d.compute(b, b.point(1, 2)));
        assertEquals(0, d.indexOf(b, b.point(1, 2)), "the asked chain comes first");
    }

    @Test
    void anEyePointWhereTheEnemyWouldCaptureDoesNotLink() throws Exception {
        // As above, but C2 is in atari (White holds C1): White on C3 captures it, so C3 links nothing.
        GoBoard b = board("5/1OXO1/1X1X1/1OXO1/2O2 w - 0 0");
        Dragon d = new Dragon();
        d.compute(b, b.point(1, 2));
        assertFalse(d.contains(b, b.point(2, 1)));
    }
}
