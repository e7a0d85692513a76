package org.tablero.engines.go.mcts;

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
}
