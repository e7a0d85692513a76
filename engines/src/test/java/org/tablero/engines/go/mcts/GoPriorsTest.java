package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class GoPriorsTest {

    /** The prior value of each move in {@code vertices}, for {@code c} after {@code last}. */
    private static float[] priors(String position, int c, String last, String... vertices) throws Exception {
        GoBoard b = GoPositionNotation.read(position).board();
        int[] moves = new int[vertices.length];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = Vertex.parse(9, vertices[i]);
        }
        float[] values = new float[moves.length];
        float[] weights = new float[moves.length];
        GoPriors.compute(b, c, Vertex.parse(9, last), true, new Ladder(), moves, moves.length, values, weights);
        return values;
    }

    @Test
    void runningFromALadderIsBadAndEscapingIsGood() throws Exception {
        // White D4 in atari at E4 after Black's D5: a ladder without the G3 breaker, none with it.
        float[] ladder = priors("9/9/9/9/3XX4/2XO5/3X5/9/9 w - 0 0", Stone.WHITE, "D5", "E4", "G7");
        float[] broken = priors("9/9/9/9/3XX4/2XO5/3X2O2/9/9 w - 0 0", Stone.WHITE, "D5", "E4", "G7");
        assertTrue(ladder[0] < 0.5f, "running along the ladder: " + ladder[0]);
        assertTrue(broken[0] > 0.7f, "escaping: " + broken[0]);
        assertTrue(ladder[0] < ladder[1], "worse than a quiet move far away");
    }

    @Test
    void anAtariThatWinsALadderIsGood() throws Exception {
        // White D4 has liberties D5 and E4; Black's D5 drives it along a ladder to the lower
        // right, which a white G3 breaks (GNU Go's defend agrees on both).
        float[] open = priors("9/9/9/9/4X4/2XO5/3X5/9/9 b - 0 0", Stone.BLACK, "D4", "D5", "G7");
        float[] broken = priors("9/9/9/9/4X4/2XO5/3X2O2/9/9 b - 0 0", Stone.BLACK, "D4", "D5", "G7");
        assertTrue(open[0] > 0.7f, "D5: " + open[0]);
        assertTrue(open[0] > broken[0] + 0.05f, "D5 " + open[0] + " against the broken ladder's " + broken[0]);
        assertTrue(open[0] > open[1], "better than a quiet move far away");
    }

    @Test
    void theCornerPriorFavoursEmptyCornersOnLargeBoardsOnly() throws Exception {
        // Black has D4 and Q16, White to move: R4 and C16, 3-4 points of the empty lower right
        // and upper left corners, get the corner prior; E3 near D4, R16 near Q16 and K10 (no
        // corner point) do not.
        GoBoard b = GoPositionNotation.read("19/19/19/15X3/19/19/19/19/19/19/19/19/19/19/19/3X15/19/19/19 w - 0 0")
                .board();
        assertTrue(GoPriors.emptyCorner(b, Vertex.parse(19, "R4")));
        assertTrue(GoPriors.emptyCorner(b, Vertex.parse(19, "C16")));
        assertFalse(GoPriors.emptyCorner(b, Vertex.parse(19, "E3")));
        assertFalse(GoPriors.emptyCorner(b, Vertex.parse(19, "R16")));
        assertFalse(GoPriors.emptyCorner(b, Vertex.parse(19, "K10")), "not a corner point");
        int[] moves = {Vertex.parse(19, "R4"), Vertex.parse(19, "K10")};
        float[] off = new float[2];
        float[] on = new float[2];
        float[] weights = new float[2];
        int last = Vertex.parse(19, "Q16");
        GoPriors.compute(b, Stone.WHITE, last, true, 0, new Ladder(), moves, 2, off, weights);
        GoPriors.compute(b, Stone.WHITE, last, true, 40, new Ladder(), moves, 2, on, weights);
        assertTrue(on[0] > off[0] + 0.1f, "R4 " + off[0] + " -> " + on[0]);
        assertEquals(off[1], on[1], "K10 unchanged");
        GoBoard small = GoPositionNotation.read("13/13/13/13/13/13/13/13/13/13/13/13/13 w - 0 0").board();
        int[] corner = {Vertex.parse(13, "D4")};
        float[] v13 = new float[1];
        float[] w13 = new float[1];
        float[] v13off = new float[1];
        GoPriors.compute(small, Stone.WHITE, Vertex.PASS, true, 40, new Ladder(), corner, 1, v13, w13);
        GoPriors.compute(small, Stone.WHITE, Vertex.PASS, true, 0, new Ladder(), corner, 1, v13off, w13);
        assertEquals(v13off[0], v13[0], "13x13 is not a large board");
    }
}
