package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Seki at the end of a game: told apart from capturing races and dame, and never called dead. */
class SekiTest {

    /**
     * Black's B9-A8-B8-C8 (eye A9) and White's D9-D8-E8-F8-F9 (eye E9) share C9: whoever fills it
     * is left in atari. GNU Go 3.8 ({@code final_status_list seki}) lists exactly these two chains,
     * none dead, and scores B+18.5 with C9 neutral.
     */
    static final String SEKI = "1X1O1OX2/XXXOOOX2/OOOXXXX2/2OX5/2OX5/2OX5/2OX5/2OX5/2OX5 b - 0 0";
    static final Set<String> SEKI_STONES = Set.of("B9", "A8", "B8", "C8", "D9", "D8", "E8", "F8", "F9");

    private static Set<String> sekiVertices(GoBoard board) {
        boolean[] seki = Seki.stones(board);
        Set<String> out = new TreeSet<>();
        for (int p = 0; p < seki.length; p++) {
            if (seki[p]) {
                out.add(Vertex.format(board.size(), p));
            }
        }
        return out;
    }

    @Test
    void findsBothChainsOfASeki() throws Exception {
        assertEquals(new TreeSet<>(SEKI_STONES), sekiVertices(GoPositionNotation.read(SEKI).board()));
    }

    @Test
    void aRaceOneSideWinsIsNoSeki() throws Exception {
        // The same shape with A7 empty: Black's inner chain has a liberty outside, so Black fills C9,
        // keeps two liberties and puts White in atari: a race Black wins.
        GoBoard board = GoPositionNotation.read("1X1O1OX2/XXXOOOX2/1OOXXXX2/2OX5/2OX5/2OX5/2OX5/2OX5/2OX5 b - 0 0").board();
        assertEquals(Set.of(), sekiVertices(board));
    }

    @Test
    void damePointsAreNoSeki() throws Exception {
        // Two living walls with an unfilled neutral point between them on the edge.
        GoBoard board = GoPositionNotation.read("3X1O3/3X1O3/3XXO3/4XO3/4XO3/4XO3/4XO3/4XO3/4XO3 b - 0 0").board();
        assertEquals(Set.of(), sekiVertices(board));
    }

    @Test
    void sekiStonesAreNeverProposedDead() throws Exception {
        GoBoard board = GoPositionNotation.read(SEKI).board();
        // An estimate that gives every point to White (as playouts that fill C9 can) would kill Black's seki chain.
        double[] allWhite = new double[board.arraySize()];
        boolean[] dead = DeadStoneEstimator.deadStones(board, allWhite);
        for (String v : SEKI_STONES) {
            assertFalse(dead[Vertex.parse(board.size(), v)], v + " is in seki, not dead");
        }
        double[] allBlack = new double[board.arraySize()];
        Arrays.fill(allBlack, 1.0);
        dead = DeadStoneEstimator.deadStones(board, allBlack);
        assertFalse(dead[Vertex.parse(board.size(), "D9")]);
        assertEquals(Stone.WHITE, board.get(Vertex.parse(board.size(), "D9")));
    }
}
