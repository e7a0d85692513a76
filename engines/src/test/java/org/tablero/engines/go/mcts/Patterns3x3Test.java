package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

class Patterns3x3Test {

    private static boolean matchesAt(String position, String vertex) throws Exception {
        GoBoard b = GoPositionNotation.read(position).board();
        return Patterns3x3.matches(b, Vertex.parse(b.size(), vertex));
    }

    @Test
    void haneAndCutShapesMatchInEveryOrientation() throws Exception {
        // Hane: X O X on top of an empty row; E5 is the hane point under D6 E6 F6.
        assertTrue(matchesAt("9/9/9/3XOX3/9/9/9/9/9 b - 0 0", "E5"));
        // The same shape rotated: on the left side of the point.
        assertTrue(matchesAt("9/9/9/3X5/3O5/3X5/9/9/9 b - 0 0", "E5"));
        // Colours swapped.
        assertTrue(matchesAt("9/9/9/3OXO3/9/9/9/9/9 b - 0 0", "E5"));
        // Cut1: X O / O . with the other diagonal free: E5 cuts.
        assertTrue(matchesAt("9/9/9/3XO4/3O5/9/9/9/9 b - 0 0", "E5"));
    }

    @Test
    void emptyAndLoneStoneNeighbourhoodsDoNotMatch() throws Exception {
        assertFalse(matchesAt("9/9/9/9/9/9/9/9/9 b - 0 0", "E5"));
        assertFalse(matchesAt("9/9/9/4X4/9/9/9/9/9 b - 0 0", "E5"));
    }

    @Test
    void theTableIsClosedUnderColourSwap() {
        int count = Patterns3x3.matchingCodes();
        assertTrue(count > 100 && count < 65536, "codes: " + count);
        int swappedMatches = 0;
        for (int code = 0; code < 65536; code++) {
            int swapped = 0;
            for (int i = 0; i < 8; i++) {
                int c = (code >>> (2 * i)) & 3;
                swapped |= (c == 1 ? 2 : c == 2 ? 1 : c) << (2 * i);
            }
            swappedMatches += Patterns3x3.matchesCode(code) == Patterns3x3.matchesCode(swapped) ? 1 : 0;
        }
        assertEquals(65536, swappedMatches);
    }
}
