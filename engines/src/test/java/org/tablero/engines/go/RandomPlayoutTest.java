package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The random playout policy: legal, eye-respecting, reproducible, and ending in a counted board. */
class RandomPlayoutTest {

    @Test
    void playoutsEndWithOnlyEyesLeft() {
        for (int seed = 1; seed <= 20; seed++) {
            GoBoard b = new GoBoard(9);
            int moves = new RandomPlayout(seed).run(b, Stone.BLACK, 1000);
            assertTrue(moves < 1000, "a playout should end by two passes");
            for (int i = 0; i < b.emptyCount(); i++) {
                int p = b.emptyPoint(i);
                for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                    assertTrue(!b.isLegal(p, c) || b.isEye(p, c), "a playable point was left");
                }
            }
            int area = RandomPlayout.areaDifference(b);
            assertEquals(area, org.tablero.engines.go.score.AreaScorer.score(b, null, 0), 0.0);
        }
    }

    @Test
    void sameSeedSameGame() {
        GoBoard a = new GoBoard(13);
        GoBoard b = new GoBoard(13);
        new RandomPlayout(99).run(a, Stone.BLACK, 2000);
        new RandomPlayout(99).run(b, Stone.BLACK, 2000);
        assertEquals(a.hash(), b.hash());
    }

    @Test
    void selectDoesNotPlayAndFindsPass() throws Exception {
        GoBoard b = GoPositionNotation.read("1X/X1 w - 0 0").board();
        assertEquals(Vertex.PASS, new RandomPlayout(1).select(b, Stone.WHITE));
        assertEquals(Vertex.PASS, new RandomPlayout(1).select(b, Stone.BLACK), "Black does not fill its eyes");
        GoBoard e = new GoBoard(9);
        int p = new RandomPlayout(5).select(e, Stone.BLACK);
        assertTrue(e.onBoard(p));
        assertEquals(81, e.emptyCount());
    }

    @Test
    void rngIsUniformEnough() {
        Rng rng = new Rng(3);
        int[] counts = new int[10];
        for (int i = 0; i < 100_000; i++) {
            counts[rng.nextInt(10)]++;
        }
        for (int c : counts) {
            assertTrue(c > 9_500 && c < 10_500, "bucket " + c);
        }
    }
}
