package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class GoSearchStateTest {

    /**
     * A finished 5x5 game: Black owns the three left columns (15 points), White the two right ones.
     * Every empty point touches a stone, as at the end of a playout.
     */
    private static GoBoard fifteenToTen() {
        GoBoard b = new GoBoard(5);
        for (int row = 0; row < 5; row++) {
            b.play(b.point(1, row), Stone.BLACK);
            b.play(b.point(2, row), Stone.BLACK);
            b.play(b.point(3, row), Stone.WHITE);
        }
        return b;
    }

    private static double value(double komi, double scoreShare) {
        GoSearchState s = new GoSearchState(fifteenToTen(), Stone.BLACK, 0, Vertex.PASS, new long[0], komi,
                GoMctsConfig.defaults().with("score_share", Double.toString(scoreShare)), 1L);
        return s.evaluate();
    }

    @Test
    void withoutAScoreShareAPlayoutIsWonOrLost() {
        assertEquals(1.0, value(0.5, 0));
        assertEquals(1.0, value(4.5, 0));
        assertEquals(0.0, value(5.5, 0));
        assertEquals(0.5, value(5, 0));
    }

    @Test
    void aScoreShareRanksWinsAndLossesByTheirMarginWithinTheShare() {
        double bigWin = value(0.5, 0.02);
        double smallWin = value(4.5, 0.02);
        double smallLoss = value(5.5, 0.02);
        double bigLoss = value(9.5, 0.02);
        assertTrue(bigWin > smallWin, bigWin + " vs " + smallWin);
        assertTrue(smallWin >= 0.98 && bigWin <= 1, smallWin + ", " + bigWin);
        assertTrue(smallLoss > bigLoss, smallLoss + " vs " + bigLoss);
        assertTrue(smallLoss <= 0.02 && bigLoss >= 0, smallLoss + ", " + bigLoss);
        assertEquals(1 - 0.02 * (1 - 4.5 / 25), bigWin, 1e-12);
        assertEquals(0.5, value(5, 0.02));
    }

    @Test
    void aMarginBeyondTheBoardStaysWithinZeroAndOne() {
        assertEquals(0.0, value(100, 0.02), 1e-12);
        assertEquals(1.0, value(-100, 0.02), 1e-12);
    }
}
