package org.tablero.engines.go.tactics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.Vertex;

class OwlExplainTest {

    /** owl.tst 120 on 9x9 (as in TacticsSolverTest): E6 saves the black dragon on G6. */
    private static final String POSITION =
            "4O4/4O4/OOOOOOOOO/XXXX2X1O/2X1O1X2/XXX1OOXXX/OOOXXXOOO/O1OX1XO1O/1OOXX1OO1 b - 0 0";

    private static List<String> explain(String... played) throws Exception {
        GoBoard b = GoPositionNotation.read(POSITION).board();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        OwlExplain.explain(b, Vertex.parse(9, "G6"), false, played, 150_000, 0, "",
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void showsTheDragonTheRegionAndTheResultOfEachRootMove() throws Exception {
        List<String> lines = explain();
        assertEquals("   A B C D E F G H J", lines.get(9));
        assertEquals(" 6 X X X X + + # + O", lines.get(3));
        assertEquals(" 4 X X X . O O # # #", lines.get(5), "the black dragon on G6 is #, its region's empty points +");
        assertTrue(lines.get(10).startsWith("escape values ("), lines.get(10));
        assertEquals("   A B C D E F G H J", lines.get(20), "the escape map's picture, board-sized");
        assertTrue(lines.contains("owner to move after "), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("root: WIN E6 nodes ")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("  E6 -> WIN nodes ")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.matches("  [A-J][1-9] -> LOSS nodes \\d+")), lines.toString());
    }

    @Test
    void playsTheGivenMovesFirstAndRefusesIllegalOnes() throws Exception {
        List<String> lines = explain("E6");
        assertEquals(" 6 X X X X X . # . O", lines.get(24), "the board after the moves, the dragon still #");
        assertEquals("   A B C D E F G H J", lines.get(30));
        assertTrue(lines.contains("attacker to move after E6"), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("root: LOSS")), lines.toString());
        assertTrue(explain("A1").contains("illegal: A1"), "A1 is suicide for Black");
    }
}
