package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

/** GNU Go's escape values from a crude influence, and the escape potential the owl reads off them. */
class EscapeMapTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static int at(GoBoard b, String vertex) {
        return Vertex.parse(b.size(), vertex);
    }

    private static int potential(GoBoard b, String vertex) {
        Dragon d = new Dragon();
        d.compute(b, at(b, vertex));
        return EscapeMap.of(b, at(b, vertex)).potential(b, d);
    }

    @Test
    void aStoneOnAnEmptyBoardHasEscaped() throws Exception {
        GoBoard b = board("9/9/9/9/4X4/9/9/9/9 w - 0 0");
        EscapeMap map = EscapeMap.of(b, at(b, "E5"));
        assertEquals(1, map.value(at(b, "E1")), "open board, and the dragon's own influence does not count");
        assertTrue(potential(b, "E5") >= EscapeMap.ESCAPED, "potential " + potential(b, "E5"));
    }

    @Test
    void aStoneInsideAWallHasNot() throws Exception {
        // The White ring two points away leaves Black E5 eight empty points, each next to White.
        GoBoard b = board("9/9/3OOO3/2O3O2/2O1X1O2/2O3O2/3OOO3/9/9 w - 0 0");
        EscapeMap map = EscapeMap.of(b, at(b, "E5"));
        assertEquals(0, map.value(at(b, "E6")), "inside White's ring");
        assertEquals(0, map.value(at(b, "E2")), "just outside it");
        assertEquals(0, potential(b, "E5"));
    }

    @Test
    void theOwnersStonesAndTheirSurroundingsAreWorthMore() throws Exception {
        // Black E5 and a Black stone on the 3-3 point; the empty points near C3 are Black's.
        GoBoard b = board("9/9/9/9/4X4/9/2X6/9/9 w - 0 0");
        EscapeMap map = EscapeMap.of(b, at(b, "E5"));
        assertEquals(4, map.value(at(b, "C3")), "a stone of the owner with four liberties");
        assertEquals(4, map.value(at(b, "C4")), "next to it");
        assertEquals(2, map.value(at(b, "C5")), "two points from it");
    }

    @Test
    void aPathNeverTouchesAnEnemyStoneOrTheEdge() throws Exception {
        // Black A5 on the edge, White B4 and B6: the only way out, B5, touches both White stones,
        // and A4 and A6 lie on the edge.
        GoBoard b = board("9/9/9/1O7/X8/1O7/9/9/9 w - 0 0");
        assertEquals(0, potential(b, "A5"));
    }

    @Test
    void anAttackIsReadEvenWhereTheRootsPotentialIsHigh() throws Exception {
        // owl.tst 222 (trevor_27, move 36): Black's dragon E5 has a potential of 16 at the root,
        // but White E6 kills it; were the map asked at the root, the attack would be refuted at once.
        GoBoard b = board("7X1/5XXO1/1XXX2XO1/2O2XO2/1O1OXOO2/2OXXO3/2OOXO3/1O1OXOX2/1OXX1X3 w - 0 0");
        assertTrue(potential(b, "E5") >= EscapeMap.ESCAPED);
        TacticsSolver.Answer attack = new TacticsSolver(300_000, 10_000).owlAttack(b, at(b, "E5"));
        assertEquals(Outcome.WIN, attack.outcome());
        assertEquals(at(b, "E6"), attack.move());
    }
}
