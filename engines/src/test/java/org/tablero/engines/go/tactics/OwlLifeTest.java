package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/** The owl game's static life test: Benson's life on the dragon's own enclosed regions, and escape. */
class OwlLifeTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    /**
     * One Black chain with a square-four eye (B2-C3) and a one-point eye (E3), five liberties in
     * all (White's wall takes the rest).
     */
    private static final String SQUARE_AND_EYE = "7/7/OOOOOOO/XXXXXXX/X2X1XX/X2XXXX/XXXXXXX w - 0 0";
    /** The same chain less its E-G4 end, and a Black G5 diagonal to F4 with F5 and G4 empty. */
    private static final String LINKED = "7/OOOOOOO/OOOOO1X/XXXXXX1/X2X1XX/X2XXXX/XXXXXXX w - 0 0";

    @Test
    void anEyeOfSeveralPointsCountsWhenAllAreLiberties() throws Exception {
        GoBoard b = board(SQUARE_AND_EYE);
        assertFalse(LifeCheck.twoEyes(b, b.point(0, 0)), "only one one-point eye");
        assertTrue(new OwlLife().lives(b, b.point(0, 0), 100));
    }

    @Test
    void oneEyeIsNotLife() throws Exception {
        // The square four filled but for B2: the one region left is a single eye.
        GoBoard b = board("7/7/OOOOOOO/XXXXXXX/XXXXXXX/X1XXXXX/XXXXXXX w - 0 0");
        assertFalse(new OwlLife().lives(b, b.point(0, 0), 100));
    }

    @Test
    void aStoneLinkedToALivingChainLives() throws Exception {
        GoBoard b = board(LINKED);
        assertFalse(LifeCheck.twoEyes(b, b.point(6, 4)));
        assertTrue(new OwlLife().lives(b, b.point(6, 4), 100));
        // With White on F5, G5 is in atari and White on G4 captures it: no link.
        GoBoard cut = board("7/OOOOOOO/OOOOOOX/XXXXXX1/X2X1XX/X2XXXX/XXXXXXX w - 0 0");
        assertFalse(new OwlLife().lives(cut, cut.point(6, 4), 100));
    }

    @Test
    void bensonCountsAHollowOnlyWhenEveryEmptyPointIsALiberty() throws Exception {
        // One Black chain with a one-point eye (G3) and a 3x3 hollow (B2-D4). Empty, the
        // hollow's centre C3 is no liberty, so the hollow is not vital (the flood gives up
        // there); with a White stone on C3 every empty point of it is a liberty and it is.
        GoBoard empty = board("9/9/OOOOOOOOO/XXXXXXXXX/XXXXXXXXX/X3XXXXX/X3XX1XX/X3XXXXX/XXXXXXXXX w - 0 0");
        GoBoard stone = board("9/9/OOOOOOOOO/XXXXXXXXX/XXXXXXXXX/X3XXXXX/X1O1XX1XX/X3XXXXX/XXXXXXXXX w - 0 0");
        for (GoBoard b : new GoBoard[] {empty, stone}) {
            assertEquals(Stone.BLACK, b.get(b.point(0, 0)));
        }
        Dragon d = new Dragon();
        d.compute(empty, empty.point(0, 0));
        assertEquals(0, new OwlLife().aliveChains(empty, d));
        d.compute(stone, stone.point(0, 0));
        assertEquals(1, new OwlLife().aliveChains(stone, d));
    }

    @Test
    void aPocketOpenToTheOutsideThroughEnemyStonesIsNoEye() throws Exception {
        // GNU Go owl.tst test 33 (incident 198): Black G5's dragon (D4 chain, J5, J1) has five
        // liberties and no eye: H5/J4 open onto White's H6 group, H1/J2 onto G1 and F1. The
        // outside is flooded first and abandoned as too big; a later flood from H5 must not take
        // the points it saw as a wall.
        GoBoard b = board("9/2OX3XX/2OX1XXXO/1OOX1OOOO/O1OOO1X1X/O1OXXXXX1/3OOOOXX/OO2OOXX1/2OO1XO1X b - 0 0");
        OwlLife life = new OwlLife();
        assertFalse(life.lives(b, b.point(6, 4), 8));
        assertEquals(3, life.dragon().count());
        assertEquals(5, life.dragon().liberties(b, 100));
    }

    @Test
    void aDragonWithEnoughLibertiesHasEscaped() throws Exception {
        // B2 and C3 (linked) have six liberties together (B2 alone four): six is enough, seven not.
        GoBoard b = board("5/5/2X2/1X3/5 w - 0 0");
        assertTrue(new OwlLife().lives(b, b.point(1, 1), 6));
        assertFalse(new OwlLife().lives(b, b.point(1, 1), 7));
    }

    @Test
    void aWalledInDragonHasNotEscapedWhateverItsLiberties() throws Exception {
        // Black C5-E5 has eight liberties inside White's ring, each of them next to the wall:
        // no enemy-free space to run to, and the inside is no eye Benson would count.
        GoBoard ring = board("OOOOOOO/O5O/O1XXX1O/O5O/OOOOOOO/7/7 w - 0 0");
        OwlLife life = new OwlLife();
        assertFalse(life.lives(ring, ring.point(2, 4), 8));
        assertEquals(8, life.dragon().liberties(ring, 100));
        // The same three stones on an open board have escaped.
        GoBoard open = board("9/9/9/9/2XXX4/9/9/9/9 w - 0 0");
        assertTrue(new OwlLife().lives(open, open.point(2, 4), 8));
    }

    @Test
    void escapeNeedsEnoughEnemyFreeSpaceBeyondTheLiberties() throws Exception {
        // A gap in the ring's top (D7 empty): D6 touches no White stone, but D7 and the other
        // points beyond it do (C7, E7), so the enemy-free space is D6 alone.
        GoBoard gap = board("OOO1OOO/O5O/O1XXX1O/O5O/OOOOOOO/7/7 w - 0 0");
        Dragon d = new Dragon();
        d.compute(gap, gap.point(2, 4));
        OwlEscape escape = new OwlEscape();
        assertFalse(escape.reaches(gap, d, 3));
        assertTrue(escape.reaches(gap, d, 1), "D6 touches no White stone");
    }

    @Test
    void aWalledCornerPocketIsEyeSpaceNotEscape() throws Exception {
        // Black's wall A3-E3-E1 encloses the eight points A1-D2, which touch no White stone;
        // White walls the rest. Eight enemy-free points are a corner to make eyes in, not open
        // board: the old threshold of six took them for an escape. The flood reaches seven of
        // them: A1 lies beyond A2 and B1, edge points, which count but do not lead on.
        GoBoard pocket = board("9/9/9/9/9/OOOOOO3/XXXXXO3/4XO3/4XO3 w - 0 0");
        Dragon d = new Dragon();
        d.compute(pocket, pocket.point(0, 2));
        OwlEscape escape = new OwlEscape();
        assertTrue(escape.reaches(pocket, d, 7));
        assertFalse(escape.reaches(pocket, d, 8));
        assertFalse(escape.reachesOpenSpace(pocket, d, false));
        // Without the White wall the same stones reach open board.
        GoBoard open = board("9/9/9/9/9/9/XXXXX4/4X4/4X4 w - 0 0");
        d.compute(open, open.point(0, 2));
        assertTrue(escape.reachesOpenSpace(open, d, false));
    }

    /**
     * Black's D6 pokes through White's wall: D7, its one liberty that touches no White stone, opens
     * onto the empty top of the board; its other liberties, C4-E4, touch White.
     */
    private static final String ONE_EXIT = "9/9/9/OOOXOOOOO/OOXXXOOOO/OO3OOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO w - 0 0";

    @Test
    void anExitOneMoveClosesIsNoEscapeWithTheAttackerToMove() throws Exception {
        GoBoard one = board(ONE_EXIT);
        Dragon d = new Dragon();
        d.compute(one, one.point(3, 4));
        OwlEscape escape = new OwlEscape();
        assertTrue(escape.reachesOpenSpace(one, d, false), "the owner to move runs out through D7");
        assertFalse(escape.reachesOpenSpace(one, d, true), "the attacker to move closes D7");
        // With E6 Black too, D7 and E7 both lead out: one stone closes only one of them.
        GoBoard two = board("9/9/9/OOOXXOOOO/OOXXXOOOO/OO3OOOO/OOOOOOOOO/OOOOOOOOO/OOOOOOOOO w - 0 0");
        d.compute(two, two.point(3, 4));
        assertTrue(escape.reachesOpenSpace(two, d, true));
    }

    @Test
    void theLifeTestAsksTwoExitsOnlyWithTheAttackerToMove() throws Exception {
        GoBoard one = board(ONE_EXIT);
        OwlLife life = new OwlLife();
        assertTrue(life.lives(one, one.point(3, 4), 4), "four liberties and open space");
        life.attackerToMove(true);
        assertFalse(life.lives(one, one.point(3, 4), 4));
        life.attackerToMove(false);
        assertTrue(life.lives(one, one.point(3, 4), 4));
    }

    @Test
    void anEscapeDoesNotRunAlongTheEdge() throws Exception {
        // Black A5 on the edge, White B5 next to it: A1-A4 and A6-A9 touch no White stone, but
        // they lie on the edge, so the flood counts the liberties A4 and A6 and goes no further.
        GoBoard b = board("9/9/9/9/XO7/9/9/9/9 w - 0 0");
        Dragon d = new Dragon();
        d.compute(b, b.point(0, 4));
        OwlEscape escape = new OwlEscape();
        assertTrue(escape.reaches(b, d, 2));
        assertFalse(escape.reaches(b, d, 3));
    }

    @Test
    void theSearchStopsAtTheRootWhenTheStaticTestSaysLife() throws Exception {
        // One node of budget: the old one-point-eye test could not decide either position.
        TacticsSolver oneNode = new TacticsSolver(1, 10_000);
        GoBoard square = board(SQUARE_AND_EYE);
        assertEquals(Outcome.LOSS, oneNode.owlAttack(square, square.point(0, 0)).outcome());
        GoBoard linked = board(LINKED);
        assertEquals(Outcome.LOSS, oneNode.owlAttack(linked, linked.point(6, 4)).outcome());
    }

    @Test
    void escapeTakesTheWholeLibertyCount() throws Exception {
        // On 19x19, Black's D5-F5 inside White's ring A1-J1-J9-A9 has eight liberties: short of
        // an escape count of ten, and no eyes, so it does not live. (With the count at eight it
        // would pass for escaped although the ring bounds it: a known gap of the escape test,
        // see docs/go-tactics-log.md, session 8.)
        GoBoard ring = new GoBoard(19);
        for (int col = 0; col < 9; col++) {
            for (int row = 0; row < 9; row++) {
                if (col == 0 || col == 8 || row == 0 || row == 8) {
                    ring.setup(ring.point(col, row), Stone.WHITE);
                }
            }
        }
        for (int col = 3; col <= 5; col++) {
            ring.setup(ring.point(col, 4), Stone.BLACK);
        }
        OwlLife life = new OwlLife();
        assertFalse(life.lives(ring, ring.point(4, 4), 10));
        assertEquals(8, life.dragon().liberties(ring, 100));
        // The same stones on an open board have escaped.
        GoBoard open = new GoBoard(19);
        for (int col = 3; col <= 5; col++) {
            open.setup(open.point(col, 4), Stone.BLACK);
        }
        assertTrue(new OwlLife().lives(open, open.point(4, 4), 8));
    }
}
