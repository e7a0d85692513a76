package org.tablero.engines.go.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;

/** Area and territory counting, ownership and result formatting on hand-checked positions. */
class ScorersTest {

    private static final String WALLS = "3XO4/3XO4/3XO4/3XO4/1O1XO4/3XO4/3XO4/3XO4/3XO4 b - 2 5";

    @Test
    void areaCountsStonesAndSurroundedPoints() throws Exception {
        GoBoard b = GoPositionNotation.read(WALLS).board();
        boolean[] dead = Ownership.mask(b, List.of(b.point(1, 4)));
        // Black 9 stones + 27 points, White 9 stones + 36 points; captures do not count.
        assertEquals(36 - 45 - 7.5, AreaScorer.score(b, dead, 7.5));
        // Left alive, B5 makes Black's side neutral and counts as a white stone.
        assertEquals(9 - 46 - 7.5, AreaScorer.score(b, null, 7.5));
    }

    @Test
    void territoryCountsPointsAndPrisoners() throws Exception {
        GoBoard b = GoPositionNotation.read(WALLS).board();
        boolean[] dead = Ownership.mask(b, List.of(b.point(1, 4)));
        // Black: 27 points (B5 included) + 2 captures + 1 dead; White: 36 points + 5 captures.
        assertEquals(30 - 41 - 6.5, TerritoryScorer.score(b, dead, 6.5));
    }

    @Test
    void pointsTouchingBothColoursBelongToNobody() throws Exception {
        // As in a seki: the empty region touches both colours, so neither counts it.
        GoBoard b = GoPositionNotation.read("5/5/5/5/X1O2 w - 0 0").board();
        int[] owner = Ownership.owners(b, null);
        assertEquals(Stone.EMPTY, owner[b.point(1, 0)]);
        assertEquals(Stone.EMPTY, owner[b.point(4, 4)]);
        assertEquals(Stone.BLACK, owner[b.point(0, 0)]);
        assertEquals(Stone.WHITE, owner[b.point(2, 0)]);
    }

    @Test
    void emptyBoardIsNeutral() {
        GoBoard b = new GoBoard(9);
        assertEquals(-7.5, AreaScorer.score(b, null, 7.5));
        assertEquals(-6.5, TerritoryScorer.score(b, null, 6.5));
    }

    @Test
    void resultFormat() {
        assertEquals("B+3.5", ScoreFormat.result(3.5));
        assertEquals("W+0.5", ScoreFormat.result(-0.5));
        assertEquals("B+12", ScoreFormat.result(12.0));
        assertEquals("W+120", ScoreFormat.result(-120.0));
        assertEquals("0", ScoreFormat.result(0.0));
        assertEquals("7.5", ScoreFormat.number(7.5));
    }
}
