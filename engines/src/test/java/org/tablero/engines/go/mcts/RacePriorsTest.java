package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Capturing races as root priors: only the races whoever moves first wins, and only their winning moves. */
class RacePriorsTest {

    /**
     * Black C9-C8 and White D9-D8, two outside liberties each (B9 B8, E9 E8), between a white wall
     * with three eyes (A5, A3, A1) and a black wall open to the right.
     */
    private static final String EVEN_RACE = "2XO5/2XO5/OOOXXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX b - 0 0";
    /** The same with C7 empty: Black has three liberties and wins whoever starts. */
    private static final String BLACK_AHEAD = "2XO5/2XO5/OO1XXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX/OOOXXXXXX/1OOXXXXXX b - 0 0";

    private static Set<String> bonusMoves(GoBoard board, int us) {
        float[] bonus = RacePriors.compute(board, us, 20_000, 5_000);
        Set<String> out = new TreeSet<>();
        if (bonus != null) {
            for (int p = 0; p < bonus.length; p++) {
                if (bonus[p] > 0) {
                    out.add(Vertex.format(board.size(), p));
                }
            }
        }
        return out;
    }

    @Test
    void anEvenRaceGivesTheMoverTheMoveThatWinsIt() throws Exception {
        GoBoard board = GoPositionNotation.read(EVEN_RACE).board();
        Set<String> black = bonusMoves(board, Stone.BLACK);
        assertEquals(1, black.size(), black.toString());
        assertTrue(Set.of("E9", "E8").containsAll(black), "Black takes a liberty of White's chain: " + black);
        Set<String> white = bonusMoves(board, Stone.WHITE);
        assertEquals(1, white.size(), white.toString());
        assertTrue(Set.of("B9", "B8").containsAll(white), "White takes a liberty of Black's chain: " + white);
    }

    @Test
    void aRaceDecidedWhoeverStartsGivesNothing() throws Exception {
        GoBoard board = GoPositionNotation.read(BLACK_AHEAD).board();
        assertNull(RacePriors.compute(board, Stone.BLACK, 20_000, 5_000));
        assertNull(RacePriors.compute(board, Stone.WHITE, 20_000, 5_000));
    }
}
