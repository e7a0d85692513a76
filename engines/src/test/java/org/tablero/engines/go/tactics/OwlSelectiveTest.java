package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/**
 * The selective reading ({@link TacticsSolver#selective}) answers an owl question the full
 * reading leaves unknown, and never replaces an answer the full reading proves. One thread and
 * a node budget, so that the answers are the same on every run.
 */
class OwlSelectiveTest {

    private static final long NODES = 300_000;

    private final TacticsSolver proofs = new TacticsSolver(NODES, 600_000, 1);
    private final TacticsSolver selective = proofs.selective();

    private static String answer(GoBoard b, TacticsSolver.Answer a) {
        return a.outcome() + " " + a.first() + " " + (a.move() < 0 ? "-" : Vertex.format(b.size(), a.move()));
    }

    /**
     * owl.tst 102 (strategy14.sgf, move 81): Black's P6 kills White's Q6, as GNU Go's file has
     * it. No proof is found in 300k nodes; the selective reading finds P6 within the same budget.
     */
    @Test
    void anAttackNoProofSettlesIsReadSelectively() throws Exception {
        GoBoard b = GoPositionNotation.read("14X4/2XO3O1X3OXOO2/2XOOO1O3X1OXXO2/1XXOX4O3X1X1X1/1OOX1X1O3X7/16X2/"
                + "2O2X13/8O10/5O8X1O2/2O16/3X15/2X13O2/3O1O9O3/2O12XX2/1OX1X2XX10/1OXX1X1X1X4OOO2/"
                + "1OX3XOXOO2XXXX2/1OOX2XOO10/19 b - 1 0").board();
        int dragon = Vertex.parse(19, "Q6");
        assertEquals("UNKNOWN 0 -", answer(b, proofs.owlAttack(b, dragon)));
        assertEquals("WIN 1 P6", answer(b, selective.owlAttack(b, dragon)));
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
