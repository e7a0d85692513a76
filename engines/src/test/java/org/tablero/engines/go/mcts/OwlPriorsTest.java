package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Critical dragons as root priors: the owl's defence for their owner, its attack for the other side. */
class OwlPriorsTest {

    /**
     * Black's five stones D9 A8-D8 hold the straight three A9-C9 under White's wall E9 E8 A7-E7:
     * whoever plays B9 first decides whether Black lives.
     */
    static final String CRITICAL = "3XO4/XXXXO4/OOOOO4/9/9/9/9/9/9 b - 0 0";
    /** The same with Black already on B9: two eyes, nothing to do for either side. */
    private static final String ALIVE = "1X1XO4/XXXXO4/OOOOO4/9/9/9/9/9/9 b - 0 0";
    /** The same with White on B9: dead whoever moves. */
    private static final String DEAD = "1O1XO4/XXXXO4/OOOOO4/9/9/9/9/9/9 b - 0 0";

    private static Set<String> bonusMoves(GoBoard board, int us) {
        float[] bonus = OwlPriors.compute(board, us, 20_000, 10_000);
        Set<String> out = new TreeSet<>();
        if (bonus != null) {
            for (int p = 0; p < bonus.length; p++) {
                if (bonus[p] > 0) {
                    out.add(Vertex.format(board.size(), p) + "=" + Math.round(bonus[p]));
                }
            }
        }
        return out;
    }

    @Test
    void aCriticalDragonsVitalPointIsUrgentForBothSides() throws Exception {
        GoBoard board = GoPositionNotation.read(CRITICAL).board();
        assertEquals(Set.of("B9=75"), bonusMoves(board, Stone.BLACK), "Black lives at B9, five stones at 15 wins each");
        assertEquals(Set.of("B9=75"), bonusMoves(board, Stone.WHITE), "White kills at B9");
    }

    @Test
    void settledDragonsGiveNothing() throws Exception {
        for (String position : new String[] {ALIVE, DEAD}) {
            GoBoard board = GoPositionNotation.read(position).board();
            assertNull(OwlPriors.compute(board, Stone.BLACK, 20_000, 10_000), position);
            assertNull(OwlPriors.compute(board, Stone.WHITE, 20_000, 10_000), position);
        }
    }

    @Test
    void aDragonUnknownAtTheFirstBudgetIsAskedAgainWithMoreNodes() throws Exception {
        GoBoard board = GoPositionNotation.read(CRITICAL).board();
        // Two nodes a question leave the straight three unknown; the second pass, at eight, settles it.
        assertNull(OwlPriors.compute(board, Stone.BLACK, 2, 2, 10_000), "one pass at two nodes");
        float[] bonus = OwlPriors.compute(board, Stone.BLACK, 2, 8, 10_000);
        assertEquals(75, bonus[Vertex.parse(board.size(), "B9")], 0.001f, "B9 found by the second pass");
    }

    @Test
    void noTimeMeansNoQuestion() throws Exception {
        assertNull(OwlPriors.compute(GoPositionNotation.read(CRITICAL).board(), Stone.BLACK, 20_000, 0));
    }

    @Test
    void dragonsAreListedOnceWeakestFirstAndLoneStonesLeftOut() throws Exception {
        // Black's dragon (3 liberties) before White's wall (open to the board); White's lone
        // stone at J1 is no candidate.
        GoBoard board = GoPositionNotation.read("3XO4/XXXXO4/OOOOO4/9/9/9/9/9/8O b - 0 0").board();
        var list = OwlPriors.candidates(board);
        assertEquals(2, list.size(), list.toString());
        assertEquals(Stone.BLACK, list.get(0).colour());
        assertEquals(5, list.get(0).stones());
        assertEquals(3, list.get(0).liberties());
        assertEquals(Stone.WHITE, list.get(1).colour());
        assertEquals(7, list.get(1).stones());
    }
}
