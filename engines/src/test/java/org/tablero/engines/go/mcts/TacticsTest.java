package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class TacticsTest {

    private static GoBoard board(String position) throws Exception {
        return GoPositionNotation.read(position).board();
    }

    private static int v(GoBoard b, String vertex) {
        return Vertex.parse(b.size(), vertex);
    }

    @Test
    void findsTheLibertyOfAChainInAtari() throws Exception {
        // White E5 surrounded on three sides by Black: its last liberty is E4.
        GoBoard b = board("9/9/9/4X4/3XOX3/9/9/9/9 b - 0 0");
        assertEquals(v(b, "E4"), b.atariLiberty(v(b, "E5")));
        assertEquals(0, b.atariLiberty(v(b, "D5")), "a black stone with three liberties is not in atari");
        assertEquals(1, Tactics.captureSize(b, v(b, "E4"), Stone.WHITE));
        assertEquals(0, Tactics.captureSize(b, v(b, "A1"), Stone.WHITE));
    }

    @Test
    void countsAChainThatTouchesThePointOnTwoSidesOnce() {
        // Around the centre p, by the board's own side order: chain A on the first and the last
        // side (joined through their diagonal), chain B and chain C on the two sides between.
        // Black surrounds them so that all three are in atari at p, which captures 3 + 1 + 1.
        GoBoard b = new GoBoard(9);
        int p = Vertex.parse(9, "E5");
        int[] white = {p + b.offset(0), p + b.offset(0) + b.offset(3), p + b.offset(3), p + b.offset(1),
            p + b.offset(2)};
        for (int w : white) {
            b.play(w, Stone.WHITE);
        }
        for (int w : white) {
            for (int d = 0; d < 4; d++) {
                int q = w + b.offset(d);
                if (q != p && b.get(q) == Stone.EMPTY) {
                    b.play(q, Stone.BLACK);
                }
            }
        }
        assertEquals(p, b.atariLiberty(white[0]));
        assertEquals(5, Tactics.captureSize(b, p, Stone.WHITE));
    }

    @Test
    void tellsSelfAtariFromSafeMoves() throws Exception {
        // Black D5 E5 with White around except E4: Black playing E4 keeps only... see below.
        GoBoard b = board("9/9/9/3OO4/2OXXO3/3O5/9/9/9 b - 0 0");
        // D5 E5 have liberties E4 only: extending to E4 gives liberties E3 and F4, so it is no self-atari.
        assertFalse(Tactics.isSelfAtari(b, v(b, "E4"), Stone.BLACK));
        assertEquals(2, Tactics.escapeSize(b, v(b, "E4"), Stone.BLACK));
        // A black stone at A1 next to White A2 and B1 would be captured at once.
        GoBoard corner = board("9/9/9/9/9/9/9/O8/1O7 b - 0 0");
        assertTrue(Tactics.isSelfAtari(corner, v(corner, "A1"), Stone.BLACK) || !corner.isLegal(v(corner, "A1"),
                Stone.BLACK));
        GoBoard throwIn = board("9/9/9/9/9/9/9/O8/2O6 b - 0 0");
        assertTrue(Tactics.isSelfAtari(throwIn, v(throwIn, "A1"), Stone.BLACK), "A1 keeps only B1");
        assertFalse(Tactics.isSelfAtari(throwIn, v(throwIn, "E5"), Stone.BLACK));
    }

    @Test
    void listsEscapesByCapture() throws Exception {
        // Black E5 is in atari at E4; White D5 next to it is in atari at C5.
        GoBoard b = board("9/9/9/3XO4/3OXO3/3X5/9/9/9 b - 0 0");
        assertEquals(v(b, "E4"), b.atariLiberty(v(b, "E5")));
        assertEquals(v(b, "C5"), b.atariLiberty(v(b, "D5")));
        int[] out = new int[8];
        int n = Tactics.neighbourCaptures(b, v(b, "E5"), Stone.BLACK, out, 0);
        java.util.Set<Integer> moves = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            moves.add(out[i]);
        }
        assertEquals(java.util.Set.of(v(b, "C5")), moves);
        GoBoard lone = board("9/9/9/9/4X4/9/9/9/9 b - 0 0");
        assertEquals(0, Tactics.neighbourCaptures(lone, v(lone, "E5"), Stone.BLACK, out, 0));
    }

    @Test
    void countsTheLibertiesAMoveWouldHave() throws Exception {
        // Black D5 E5 in atari at E4 (White C5 D6 E6 F5 D4): E4 joins them with E3 and F4 free.
        GoBoard b = board("9/9/9/3OO4/2OXXO3/3O5/9/9/9 b - 0 0");
        assertEquals(2, Tactics.libertiesAfter(b, v(b, "E4"), Stone.BLACK, 3));
        assertEquals(3, Tactics.libertiesAfter(b, v(b, "G7"), Stone.BLACK, 3), "four, counted up to three");
        // White playing E4 captures D5 E5: the captured stones count as room.
        assertEquals(3, Tactics.libertiesAfter(b, v(b, "E4"), Stone.WHITE, 3));
    }

    @Test
    void countsLibertiesUpToALimit() throws Exception {
        // Black D5 E5 with White around except E4: two liberties once White's D6 is gone.
        GoBoard b = board("9/9/9/3OO4/2OXXO3/3O5/9/9/9 b - 0 0");
        int[] out = new int[2];
        assertEquals(1, Tactics.liberties(b, v(b, "D5"), out, 3));
        assertEquals(v(b, "E4"), out[0]);
        GoBoard open = board("9/9/9/9/4X4/9/9/9/9 b - 0 0");
        assertEquals(3, Tactics.liberties(open, v(open, "E5"), out, 3), "four liberties, counted up to three");
        assertEquals(4, Tactics.liberties(open, v(open, "E5"), new int[4], 5));
        assertEquals(4, open.pseudoLiberties(v(open, "E5")), "the board's one-load upper bound");
    }
}
