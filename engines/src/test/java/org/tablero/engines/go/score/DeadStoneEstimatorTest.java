package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.RandomPlayout;
import org.tablero.engines.go.Stone;

/** The end-of-game dead stone proposal: sensible, reproducible and fast. */
class DeadStoneEstimatorTest {

    @Test
    void lonelyStoneInsideTerritoryIsDead() throws Exception {
        GoBoard b = GoPositionNotation.read("3XO4/3XO4/3XO4/3XO4/1O1XO4/3XO4/3XO4/3XO4/3XO4 b - 0 0").board();
        boolean[] dead = DeadStoneEstimator.deadStones(b, Stone.BLACK);
        assertTrue(dead[b.point(1, 4)]);
        assertFalse(dead[b.point(3, 4)]);
        assertFalse(dead[b.point(4, 4)]);
    }

    @Test
    void bensonAliveChainsAreNeverDead() throws Exception {
        // Black's two-eyed corner group is alive although White surrounds it with a large wall.
        GoBoard b = GoPositionNotation.read("5/OOOOO/XXXXO/1X1XO/1X1XO b - 0 0").board();
        boolean[] dead = DeadStoneEstimator.deadStones(b, Stone.WHITE);
        assertFalse(dead[b.point(1, 0)]);
    }

    @Test
    void reproducibleAndFastOn19x19() {
        GoBoard b = new GoBoard(19);
        new RandomPlayout(7).run(b, Stone.BLACK, 250);
        boolean[] first = DeadStoneEstimator.deadStones(b, Stone.BLACK);
        long best = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            boolean[] again = DeadStoneEstimator.deadStones(b, Stone.BLACK);
            best = Math.min(best, System.nanoTime() - t0);
            assertArrayEquals(first, again);
        }
        assertTrue(best < 200_000_000L, "dead stone estimate took " + best / 1e6 + " ms");
    }
}
