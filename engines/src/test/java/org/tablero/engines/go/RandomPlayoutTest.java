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
    void selectIsUniformOverAcceptablePointsOnly() {
        // A late position with both kinds of points left: eyes and suicides among playable ones.
        GoBoard b = null;
        int acceptable = 0;
        for (long seed = 1; b == null; seed++) {
            GoBoard candidate = new GoBoard(7);
            RandomPlayout policy = new RandomPlayout(seed);
            int colour = Stone.BLACK;
            for (int ply = 0; ply < 150 && b == null; ply++) {
                int count = 0;
                for (int i = 0; i < candidate.emptyCount(); i++) {
                    count += candidate.isPlayoutMove(candidate.emptyPoint(i), colour) ? 1 : 0;
                }
                if (colour == Stone.BLACK && count >= 3 && count <= 8 && candidate.emptyCount() >= count + 4) {
                    b = candidate;
                    acceptable = count;
                    break;
                }
                int p = policy.select(candidate, colour);
                if (p == Vertex.PASS) {
                    candidate.pass();
                } else {
                    candidate.play(p, colour);
                }
                colour = Stone.opponent(colour);
            }
        }
        String before = BoardPicture.of(b);
        int[] counts = new int[b.arraySize()];
        RandomPlayout policy = new RandomPlayout(77);
        int draws = 80_000;
        for (int i = 0; i < draws; i++) {
            counts[policy.select(b, Stone.BLACK)]++;
        }
        assertEquals(before, BoardPicture.of(b), "select does not change the position");
        double expected = draws / (double) acceptable;
        for (int p = 0; p < counts.length; p++) {
            if (counts[p] == 0) {
                continue;
            }
            assertTrue(b.isPlayoutMove(p, Stone.BLACK), "chose a rejected point " + Vertex.format(7, p));
            assertTrue(Math.abs(counts[p] - expected) < 0.05 * expected, counts[p] + " draws, expected " + expected);
        }
        int chosen = 0;
        for (int c : counts) {
            chosen += c > 0 ? 1 : 0;
        }
        assertEquals(acceptable, chosen, "every acceptable point gets chosen");
    }

    @Test
    void areaDifferenceCountsEveryPoint() throws Exception {
        // Set-up stones, mid-game boards with captures, copies: the kept stone balance and the
        // empty-point list must give the same count as a look at every point.
        GoBoard setUp = GoPositionNotation.read("XX1OO/X1XO1/XXOO1/2XO1/X1XO1 b - 3 2").board();
        assertEquals(referenceArea(setUp), RandomPlayout.areaDifference(setUp));
        for (int seed = 1; seed <= 30; seed++) {
            GoBoard b = new GoBoard(seed % 2 == 0 ? 9 : 13);
            RandomPlayout policy = new RandomPlayout(seed);
            int colour = Stone.BLACK;
            for (int ply = 0; ply < 400; ply++) {
                if (ply % 25 == 0) {
                    assertEquals(referenceArea(b), RandomPlayout.areaDifference(b), "ply " + ply);
                }
                int p = policy.select(b, colour);
                if (p == Vertex.PASS) {
                    b.pass();
                } else {
                    b.play(p, colour);
                }
                colour = Stone.opponent(colour);
            }
            assertEquals(referenceArea(b), RandomPlayout.areaDifference(b));
            GoBoard scratch = new GoBoard(b.size());
            new RandomPlayout(seed + 100).run(scratch, Stone.WHITE, 300);
            scratch.copyFrom(b);
            assertEquals(referenceArea(b), RandomPlayout.areaDifference(scratch));
            assertEquals(referenceArea(b), RandomPlayout.areaDifference(b.copy()));
        }
    }

    private static int referenceArea(GoBoard b) {
        int diff = 0;
        for (int row = 0; row < b.size(); row++) {
            for (int col = 0; col < b.size(); col++) {
                int p = b.point(col, row);
                int c = b.get(p);
                if (c == Stone.BLACK) {
                    diff++;
                } else if (c == Stone.WHITE) {
                    diff--;
                } else {
                    boolean black = false;
                    boolean white = false;
                    for (int d = 0; d < 4; d++) {
                        black |= b.get(p + b.offset(d)) == Stone.BLACK;
                        white |= b.get(p + b.offset(d)) == Stone.WHITE;
                    }
                    diff += black == white ? 0 : black ? 1 : -1;
                }
            }
        }
        return diff;
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
