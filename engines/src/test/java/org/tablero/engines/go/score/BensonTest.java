package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/** Benson's unconditional life on small, readable positions. */
class BensonTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    @Test
    void twoEyesLive() throws Exception {
        GoBoard b = board("5/5/XXXX1/1X1X1/1X1X1 w - 0 0");
        boolean[] alive = Benson.alive(b, Stone.BLACK);
        assertTrue(alive[b.point(1, 0)]);
        assertTrue(alive[b.point(3, 2)]);
    }

    @Test
    void oneEyeIsNotUnconditional() throws Exception {
        GoBoard b = board("5/5/XXXX1/1XXX1/1XXX1 w - 0 0");
        assertFalse(Benson.alive(b, Stone.BLACK)[b.point(1, 0)]);
    }

    @Test
    void anEnemyStoneInAnEyeStillLeavesItVital() throws Exception {
        GoBoard b = board("5/5/XXXX1/1X1X1/OX1X1 w - 0 0");
        assertTrue(Benson.alive(b, Stone.BLACK)[b.point(1, 0)]);
        assertFalse(Benson.alive(b, Stone.WHITE)[b.point(0, 0)]);
    }

    @Test
    void aBigEyeIsNotVital() throws Exception {
        // The left region holds A1, which does not touch the chain, so it is no vital eye.
        GoBoard b = board("5/XXXX1/2X2/2X2/2X2 w - 0 0");
        assertFalse(Benson.alive(b, Stone.BLACK)[b.point(2, 0)]);
    }

    @Test
    void emptyBoardHasNothingAlive() {
        GoBoard b = new GoBoard(9);
        boolean[] alive = Benson.alive(b, Stone.BLACK);
        for (boolean a : alive) {
            assertFalse(a);
        }
    }
}
