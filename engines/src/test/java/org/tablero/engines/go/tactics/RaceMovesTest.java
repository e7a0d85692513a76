package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/** Move generation of the capture game: moves it must not prune. */
class RaceMovesTest {

    /**
     * White's corner group (A9-D9, D6-D8, C6-C7, A5-C5, A6) holds three Black stones B8, C8, B7
     * (liberties A8, A7, B6) in its eye space; the Black chain around it runs down column E.
     * White A8 fills one of White's own liberties next to Black stones without touching the
     * Black chain it races against: the kind of move the search used to drop as a lost tempo
     * next to a wall. Here it attacks the enclosed stones (after Black B6 or A7 White takes four
     * stones); in STS-RV_1 tests 133 and 134 the same move in the same corner is the only one
     * that wins, and without it the search proved the wrong side.
     */
    static final String CORNER = "OOOOX4/1XXOX4/1XOOX4/O1OOX4/OOOXX4/XXXX5/9/9/9 w - 0 0";

    @Test
    void keepsAMoveThatAttacksStonesEnclosedInTheEye() throws Exception {
        GoBoard b = GoPositionNotation.read(CORNER).board();
        int white = b.point(0, 8);
        int black = b.point(4, 8);
        Region r = Region.around(b, new int[] {white, black}, 24, 3);
        RaceMoves moves = new RaceMoves(Stone.WHITE, black, white, true, r);
        assertTrue(Arrays.stream(moves.children(b, Stone.WHITE, false, -1)).anyMatch(c -> c.move() == b.point(0, 7)),
                "A8 is generated");
    }

    /**
     * Black's dragon: the asked chain A5-C5 and D4-F4, linked diagonally (C4 and D5 empty). G4
     * is a liberty of the linked chain, three points from the asked one: the race's moves do
     * not reach it; the owl's do, since an owl defence may make its eye on any chain of the
     * dragon.
     */
    @Test
    void owlMovesReachTheDragonsOtherChains() throws Exception {
        GoBoard b = GoPositionNotation.read("9/9/9/9/XXX6/3XXX3/9/9/9 b - 0 0").board();
        int asked = b.point(0, 4);
        int g4 = b.point(6, 3);
        Region r = Region.around(b, new int[] {asked, b.point(3, 3)}, 18, 2);
        assertTrue(r.contains(g4));
        RaceMoves race = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        assertFalse(Arrays.stream(race.children(b, Stone.BLACK, false, -1)).anyMatch(c -> c.move() == g4));
        RaceMoves owl = new RaceMoves(Stone.BLACK, 0, asked, true, r);
        owl.owl(1);
        assertTrue(Arrays.stream(owl.children(b, Stone.BLACK, false, -1)).anyMatch(c -> c.move() == g4));
    }
}
