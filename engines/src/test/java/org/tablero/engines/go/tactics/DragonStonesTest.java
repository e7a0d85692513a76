package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

class DragonStonesTest {

    /** Black B3 and C2 share two liberties (B2, C3); E2 shares only D2 with C2, which White may cut. */
    private static final String POSITION = "9/9/9/9/9/9/1X7/2X1X4/9 b - 0 0";

    @Test
    void listsTheStonesOfTheDragonOnAVertexInVertexOrder() throws Exception {
        GoBoard b = GoPositionNotation.read(POSITION).board();
        assertEquals(List.of("B3", "C2"), DragonStones.of(b, Vertex.parse(9, "C2")));
        assertEquals(List.of("E2"), DragonStones.of(b, Vertex.parse(9, "E2")), "a one-point jump is not linked");
        assertEquals(List.of(), DragonStones.of(b, Vertex.parse(9, "A1")), "an empty vertex has no dragon");
    }
}
