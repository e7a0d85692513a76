package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;

/** The owl game's static dead verdict: too little eye space for two eyes, nothing to capture, no way out. */
class EyeSpaceTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static boolean dead(GoBoard b, int col, int row) {
        Dragon d = new Dragon();
        d.compute(b, b.point(col, row));
        return new EyeSpace().dead(b, d);
    }

    @Test
    void oneTrueEyeInsideAStrongWallIsDead() throws Exception {
        // Black A1-C4 around its one eye B3; White's wall A5-D5-D1 has the open board behind it.
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/X1XO5/XXXO5/XXXO5 w - 0 0");
        assertTrue(dead(b, 0, 0));
    }

    @Test
    void twoSeparateEyePointsMayBeTwoEyes() throws Exception {
        // The same with A1 empty too: two one-point pieces, so no verdict.
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/X1XO5/XXXO5/1XXO5 w - 0 0");
        assertFalse(dead(b, 0, 1));
    }

    @Test
    void threePointsOfEyeSpaceMayMakeTwoEyes() throws Exception {
        // B1-B3, a straight three the owner splits by playing B2.
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/X1XO5/X1XO5/X1XO5 w - 0 0");
        assertFalse(dead(b, 0, 3));
    }

    @Test
    void anInvaderShortOfLibertiesWithholdsTheVerdict() throws Exception {
        // White B3, in atari inside Black's two-point space: capturing it is Black's to read,
        // not the static count's (an invader's stones would be eye space, a lunch).
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/XOXO5/X1XO5/XXXO5 w - 0 0");
        assertFalse(dead(b, 0, 0));
    }

    @Test
    void aWeakWallIsALunchNotAVerdict() throws Exception {
        // White's D1-D4 is hemmed in by Black's E1-E4 and has one liberty, D5: Black may capture
        // it and make eyes where it stood.
        GoBoard b = board("9/9/9/9/OOO6/XXXOX4/X1XOX4/XXXOX4/XXXOX4 w - 0 0");
        assertFalse(dead(b, 0, 0));
    }

    @Test
    void aGapInTheWallIsAWayOut() throws Exception {
        // D4 is empty: Black's liberty there touches White's D5 and D3 but leads on to E4, which
        // touches no White stone.
        GoBoard gap = board("9/9/9/9/OOOO5/XXX6/X1XO5/XXXO5/XXXO5 w - 0 0");
        assertFalse(dead(gap, 0, 0));
        // With White on E4 (joined to the wall by E5) D4 is just a liberty along the wall.
        GoBoard closed = board("9/9/9/9/OOOOO4/XXX1O4/X1XO5/XXXO5/XXXO5 w - 0 0");
        assertTrue(dead(closed, 0, 0));
    }

    @Test
    void anEnemyChainInsideTheSpaceIsALunchNotAWall() throws Exception {
        // White's B2-C2 has four liberties, as many as a wall needs, but every point around it
        // is Black's: Black may capture it and make eyes where it stood.
        GoBoard b = board("9/9/9/9/OOOOO4/XXXXO4/X2XO4/XOOXO4/3XO4 w - 0 0");
        assertFalse(dead(b, 0, 3));
    }

    @Test
    void theOwlCornerWithALunchInsideLives() throws Exception {
        // owl.tst 171 after White's A1: White's B2-C2 (four liberties) sits inside Black's
        // corner. Black lives by C1; the verdict used to call the dragon dead before any move.
        GoBoard b = board("1X1XOOX10X1/XXX1XOXXXX6X1X/XOXXXOOOOXXXXXXXOX1/OOOXO2O1OOXOOOXOXX/"
                + "OXOOOO1O1O1OOOOOOOO/XXXO5OO1OXOOOOO/2XOOO1OOO1OXXXOXOX/1XXXXO2O1O1OX1XXXX/"
                + "X2XOOO2O2OXX2X1/XXXOOXXO2O1OOXXOOX/OXXXXXOO1O4OOXXX/OOXOOXXOO3OOO1OX1/"
                + "OOOOOOOO1O1OXXO1OXX/XOXOXOOXOO1OX1OO1OX/XXXOXOXXO1OXXXXO1OO/XXXXXXXOOXOOOOXOOXO/"
                + "3XOOXOOXO2OXOXXX/XOOXXOOOXXXOOXXXXXX/O2XXXO5OOX2X1 b - 18 30");
        int dragon = b.point(0, 5);
        TacticsSolver.Answer defence = new TacticsSolver(100_000, 60_000).owlDefend(b, dragon);
        assertEquals(Outcome.WIN, defence.outcome());
        assertEquals(b.point(2, 0), defence.move(), "C1");
    }

    @Test
    void theSearchTakesTheVerdictBelowTheRoot() throws Exception {
        // Two points of eye space (B2-B3) are one eye at most. The verdict holds after every
        // first move, so both questions are settled one ply deep instead of by filling Black's
        // liberties; the attack still names a move, as GNU Go's does.
        GoBoard b = board("9/9/9/9/OOOO5/XXXO5/X1XO5/X1XO5/XXXO5 w - 0 0");
        assertTrue(dead(b, 0, 0));
        TacticsSolver small = new TacticsSolver(100, 10_000);
        TacticsSolver.Answer attack = small.owlAttack(b, b.point(0, 0));
        assertEquals(Outcome.WIN, attack.outcome());
        assertTrue(b.onBoard(attack.move()), "a move on the board, not a pass");
        assertEquals(Outcome.LOSS, small.owlDefend(b, b.point(0, 0)).outcome());
    }
}
