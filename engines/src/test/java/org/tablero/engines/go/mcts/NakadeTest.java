package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

class NakadeTest {

    /** The vital point found next to {@code last}, as a vertex, or "none". */
    private static String vital(String position, String last) throws Exception {
        GoBoard b = GoPositionNotation.read(position + " w - 0 0").board();
        int p = new Nakade().vitalPoint(b, Vertex.parse(b.size(), last));
        return p == 0 ? "none" : Vertex.format(b.size(), p);
    }

    @Test
    void findsTheVitalPointOfEachKillableShape() throws Exception {
        assertEquals("B1", vital("9/9/9/9/9/9/9/OOOO5/3O5", "D1"), "straight three");
        assertEquals("A1", vital("9/9/9/9/9/9/O8/1O7/2O6", "C1"), "bent three");
        assertEquals("B1", vital("9/9/9/9/9/9/1X7/X1X6/3X5", "D1"), "pyramid four");
        assertEquals("B1", vital("9/9/9/9/9/9/XXXX5/2XX5/3X5", "D1"), "bulky five");
        assertEquals("E5", vital("9/9/4X4/3X1X3/2X3X2/3X1X3/4X4/9/9", "E7"), "crossed five");
        assertEquals("E5", vital("9/9/4X4/3X1X3/2X3X2/3X2X2/4XX3/9/9", "E7"), "rabbity six");
    }

    @Test
    void leavesOtherAreasAlone() throws Exception {
        assertEquals("none", vital("9/9/9/4XX3/3X2X2/3X2X2/4XX3/9/9", "E6"), "square four");
        assertEquals("none", vital("9/9/9/9/9/9/9/OOOOO4/4O4", "E1"), "straight four lives");
        assertEquals("none", vital("9/9/9/9/9/9/XXXX5/2OX5/3X5", "D1"), "a wall of both colours");
        assertEquals("none", vital("9/9/9/9/4X4/9/9/9/9", "E5"), "open space");
        assertEquals("none", vital("9/9/9/9/9/9/9/XXX6/1X7", "B1"), "a one-point eye");
    }
}
