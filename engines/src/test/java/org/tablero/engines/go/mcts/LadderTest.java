package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/** Ladder positions checked against GNU Go 3.8's {@code attack} (it agrees on each verdict). */
class LadderTest {

    /** White D4 in atari at E4 (Black C4 D3 D5 E5): extending runs down a ladder to the edge. */
    private static final String LADDER = "9/9/9/9/3XX4/2XO5/3X5/9/9 w - 0 0";
    /** The same with a white breaker on G3, in the ladder's path. */
    private static final String BROKEN = "9/9/9/9/3XX4/2XO5/3X2O2/9/9 w - 0 0";
    /** White D4 with two liberties (D5 E4): Black's atari at D5 starts the ladder. */
    private static final String BEFORE_ATARI = "9/9/9/9/4X4/2XO5/3X5/9/9 b - 0 0";

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static int v(GoBoard b, String vertex) {
        return Vertex.parse(b.size(), vertex);
    }

    @Test
    void readsALadderToTheEdge() throws Exception {
        GoBoard b = board(LADDER);
        assertTrue(new Ladder().extensionFails(b, v(b, "D4"), Stone.WHITE));
        assertTrue(new Ladder().caught(b, v(b, "D4"), Stone.WHITE));
    }

    @Test
    void aBreakerLetsTheChainOut() throws Exception {
        GoBoard b = board(BROKEN);
        assertFalse(new Ladder().extensionFails(b, v(b, "D4"), Stone.WHITE));
    }

    @Test
    void capturingAChaserIsAnEscape() throws Exception {
        // Black D5 is in atari too (White C5 D6, E5 gone): White takes it instead of running.
        GoBoard b = board("9/9/9/3O5/2OX5/2XO5/3X5/9/9 w - 0 0");
        assertEquals(v(b, "E4"), b.atariLiberty(v(b, "D4")));
        assertFalse(new Ladder().caught(b, v(b, "D4"), Stone.WHITE));
    }

    @Test
    void findsTheAtariThatWinsALadder() throws Exception {
        GoBoard b = board(BEFORE_ATARI);
        Ladder ladder = new Ladder();
        assertEquals(1, ladder.atariCaptures(b, v(b, "D5"), Stone.BLACK));
        assertEquals(0, ladder.atariCaptures(b, v(b, "G7"), Stone.BLACK), "no atari at all");
        GoBoard broken = board("9/9/9/9/4X4/2XO5/3X2O2/9/9 b - 0 0");
        assertEquals(0, ladder.atariCaptures(broken, v(broken, "D5"), Stone.BLACK));
    }

    @Test
    void leavesTheBoardUnchanged() throws Exception {
        GoBoard b = board(LADDER);
        long hash = b.hash();
        new Ladder().extensionFails(b, v(b, "D4"), Stone.WHITE);
        assertEquals(hash, b.hash());
    }
}
