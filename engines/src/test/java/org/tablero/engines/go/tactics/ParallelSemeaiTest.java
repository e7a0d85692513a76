package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Vertex;

/**
 * Semeai questions on two threads: a race settled within the first, one-thread part of the
 * budget gets the same proven move every time, where helpers from the start made it vary.
 */
class ParallelSemeaiTest {

    /**
     * STS-RV_1 165: Black kills with D2 (the file's move), H3 or B1, and the search proves D2 first
     * on one thread. With a helper from the first node, runs of the regression file answered H3
     * and B1 too.
     */
    @Test
    void aRaceSettledAloneAnswersTheSameMoveEveryTime() throws Exception {
        GoBoard b = TacticsSolverTest.load("_semeai_C1_023.sgf");
        TacticsSolver two = new TacticsSolver(4_000_000, 9_000, 2);
        for (int run = 0; run < 8; run++) {
            TacticsSolver.Answer a = two.semeai(b, Vertex.parse(19, "E1"), Vertex.parse(19, "F1"));
            assertEquals("1 1 D2", a.first() + " " + a.second() + " " + Vertex.format(19, a.move()), "run " + run);
        }
    }
}
