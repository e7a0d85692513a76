package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/**
 * The selective reading ({@link TacticsSolver#selective}) answers an owl question or a semeai
 * the full reading leaves unknown, and never replaces an answer the full reading proves. One
 * thread and a node budget, so that the answers are the same on every run.
 */
class SelectiveReadingTest {

    private static final long NODES = 300_000;

    private final TacticsSolver proofs = new TacticsSolver(NODES, 600_000, 1);
    private final TacticsSolver selective = proofs.selective();

    private static String answer(GoBoard b, TacticsSolver.Answer a) {
        return a.outcome() + " " + a.first() + " " + (a.move() < 0 ? "-" : Vertex.format(b.size(), a.move()));
    }

    /**
     * owl.tst 184 (incident211.sgf, move 26, 9x9): Black's H8 kills White's F8, as the file has
     * it. No proof is found in 300k nodes; past its branch depth the selective reading tries the
     * move the full reading's tables rank best, and finds H8. With the static order's first move
     * instead it answered F7, which GNU Go refutes with H8.
     */
    @Test
    void anAttackNoProofSettlesIsReadSelectively() throws Exception {
        GoBoard b = GoPositionNotation.read("3OXX3/2O1OX3/4O1X2/1O4XX1/1XO1O1OXO/1X3O1O1/2X1XXO2/5XO2/9 b - 0 1")
                .board();
        int dragon = Vertex.parse(9, "F8");
        assertEquals("UNKNOWN 0 -", answer(b, proofs.owlAttack(b, dragon)));
        assertEquals("WIN 1 H8", answer(b, selective.owlAttack(b, dragon)));
    }

    /**
     * owl.tst 70 (incident263.sgf, move 32): Black kills White's M4 with K2, one of the file's
     * J2, K2 and N2. No proof is found in 300k nodes. Past its branch depth the selective reading
     * judges escape by the escape map alone, as GNU Go's owl does; with the open-space flood
     * there as well ({@code -Dtablero.owl.selectiveflood=true}) it answered M2, which GNU Go
     * refutes with J2.
     */
    @Test
    void theSelectivePartJudgesEscapeByTheMapAlone() throws Exception {
        GoBoard b = GoPositionNotation.read("19/19/3XXO6O2O3/2X1OO13/19/16O2/19/15X3/19/2X11X4/19/19/7O11/19/"
                + "7X3X1X2X2/9XXOX3X2/2O2O2XOOOOX2O2/19/19 w - 0 0").board();
        int dragon = Vertex.parse(19, "M4");
        assertEquals("UNKNOWN 0 -", answer(b, proofs.owlAttack(b, dragon)));
        assertEquals("WIN 1 K2", answer(b, selective.owlAttack(b, dragon)));
    }

    /**
     * STS-RV_1.tst 167 (_semeai_C1_023.sgf): Black's T8 kills White's T7 by T6, as the file has
     * it. The full reading finds no proof in 100k nodes; the race's selective reading answers
     * "1 1 T6" (at 50k nodes it answers "1 0 S11", which is wrong: a reading, not a proof).
     */
    @Test
    void aRaceNoProofSettlesIsReadSelectively() throws Exception {
        GoBoard b = GoPositionNotation.read("OOOOXX1XOXXOOXXOOX1/OX1OOXXXO1X1OXOO1XO/OXX1OX1XOO2OXOOXXO/"
                + "OOX1OXXX1OOOOXXXXOO/XOOOOX1XXXXXXOOOOO1/XXXOXX3XX4O1OO/1OXXOOOOOX1XX1O1OOO/"
                + "1O1XOXXXXOO1X2OXXX/XOOXOXOOXXOXX1OXX2/XXXXOXOO1XOX2OX1O1/4OOXOOXOX2OX1OX/"
                + "OOOOOOXXXXOX2OXXXX/1O1O1OOOOOXX1XXOOOO/OOO10X1OO2/O1OOOXXXXX3X1O1XX/"
                + "1XXXXOOOOXX2X1OOOX/XXOOXO2OOX2X3OO/XOO1XO1XXOX3XXXX1/X1OXXOOX1OX6XX b - 0 0").board();
        int t8 = Vertex.parse(19, "T8");
        int t7 = Vertex.parse(19, "T7");
        TacticsSolver races = new TacticsSolver(100_000, 600_000, 1);
        assertEquals("unknown", TacticsSolverTest.semeaiText(races.semeai(b, t8, t7), 19));
        assertEquals("1 1 T6", TacticsSolverTest.semeaiText(races.selective().semeai(b, t8, t7), 19));
    }

    /**
     * owl.tst 120 (strategy18.sgf): White's G6 can be saved (the file's move is E6), a defence
     * the full reading proves well within its share of the budget; the selective solver gives
     * the proof's answer, and the same status.
     */
    @Test
    void aProvenAnswerStands() throws Exception {
        GoBoard b = GoPositionNotation.read(
                "4O4/4O4/OOOOOOOOO/XXXX2X1O/2X1O1X2/XXX1OOXXX/OOOXXXOOO/O1OX1XO1O/1OOXX1OO1 b - 0 0").board();
        int dragon = Vertex.parse(9, "G6");
        TacticsSolver.Answer proven = proofs.owlDefend(b, dragon);
        assertEquals(Outcome.WIN, proven.outcome());
        assertEquals(answer(b, proven), answer(b, selective.owlDefend(b, dragon)));
        assertEquals(proofs.status(b, dragon), selective.status(b, dragon));
    }
}
