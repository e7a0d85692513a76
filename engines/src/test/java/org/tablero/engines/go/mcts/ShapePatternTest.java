package org.tablero.engines.go.mcts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

class ShapePatternTest {

    private static final int SIZE = 19;

    /** A 19x19 board with the stones given as vertices, Black then White alternating. */
    private static GoBoard board(String... vertices) {
        GoBoard b = new GoBoard(SIZE);
        int c = Stone.BLACK;
        for (String v : vertices) {
            b.play(Vertex.parse(SIZE, v), c);
            c = Stone.opponent(c);
        }
        return b;
    }

    private static long[] canonicalKeys(GoBoard b, String move, int colour) {
        byte[] states = new byte[ShapePattern.POINTS];
        ShapePattern.states(b, Vertex.parse(SIZE, move), colour, states);
        long[] keys = new long[ShapePattern.SIZES];
        ShapePattern.canonicalKeys(states, 0, keys, new int[ShapePattern.SIZES]);
        return keys;
    }

    @Test
    void theSizesAreNestedRingsOfGridcularDistance() {
        assertArrayEquals(new int[] {8, 12, 20, 28, 36, 48}, ShapePattern.COUNTS);
        assertEquals(48, ShapePattern.POINTS);
    }

    @Test
    void aShapeHasOneCanonicalKeyInEveryCornerAndForEitherColour() {
        // The same corner approach (Black 4-4, White 3-5 approach, Black to answer at 3-3's
        // neighbour) in the four corners, mirrored, and with the colours swapped.
        long[] lowerLeft = canonicalKeys(board("D4", "C6"), "F3", Stone.BLACK);
        long[] upperRight = canonicalKeys(board("Q16", "R14"), "O17", Stone.BLACK);
        long[] swapped = canonicalKeys(board("A1", "D4", "C6"), "F3", Stone.WHITE);
        long[] lowerRightMirrored = canonicalKeys(board("Q4", "R6"), "O3", Stone.BLACK);
        assertArrayEquals(lowerLeft, upperRight);
        assertArrayEquals(lowerLeft, lowerRightMirrored);
        // A1 lies beyond distance 8 of F3, so only the colours differ, and the states are relative.
        assertArrayEquals(lowerLeft, swapped);
        // Its reflection in the diagonal is the same shape; the point beside it is not.
        assertArrayEquals(lowerLeft, canonicalKeys(board("D4", "F3"), "C6", Stone.BLACK));
        assertEquals(1, ShapePattern.context(SIZE, Vertex.parse(SIZE, "F3"), Vertex.parse(SIZE, "E4")));
        assertEquals(2, ShapePattern.context(SIZE, Vertex.parse(SIZE, "F3"), Vertex.parse(SIZE, "D4")));
        assertEquals(0, ShapePattern.context(SIZE, Vertex.parse(SIZE, "F3"), Vertex.parse(SIZE, "C6")));
        assertEquals(0, ShapePattern.context(SIZE, Vertex.parse(SIZE, "F3"), Vertex.PASS));
        assertNotEquals(lowerLeft[5], canonicalKeys(board("D4", "C6"), "E3", Stone.BLACK)[5]);
    }

    @Test
    void theTableAnswersInAnyOrientationAndFallsBackToTheLargestKnownSize() throws IOException {
        byte[] states = new byte[ShapePattern.POINTS];
        byte[] oriented = new byte[ShapePattern.POINTS];
        GoBoard lowerLeft = board("D4", "C6");
        ShapePattern.states(lowerLeft, Vertex.parse(SIZE, "F3"), Stone.BLACK, states);
        // Store the size-3 (28-point) pattern in another orientation than the board's, and the
        // 3×3 core with a different rate.
        ShapePattern.orient(states, 5, 3, oriented);
        String table = "# test\n3 0 9 29 " + ShapeTable.format(oriented, 3) + "\n0 0 1 99 "
                + ShapeTable.format(states, 0) + "\n0 1 49 99 " + ShapeTable.format(states, 0) + "\n";
        ShapeTable t = ShapeTable.read(new ByteArrayInputStream(table.getBytes(StandardCharsets.UTF_8)));
        byte[] scratch = new byte[ShapePattern.POINTS];
        long[] keys = new long[ShapePattern.SIZES];
        assertEquals(0.3f, t.rate(lowerLeft, Vertex.parse(SIZE, "F3"), Stone.BLACK, Vertex.PASS, scratch, keys), 1e-6);
        assertEquals(0.3f, t.rate(board("Q16", "R14"), Vertex.parse(SIZE, "O17"), Stone.BLACK, Vertex.PASS, scratch, keys), 1e-6);
        // Another stone at distance 5 changes the 28-point pattern but not the 3×3 core.
        assertEquals(0.01f, t.rate(board("D4", "C6", "H4"), Vertex.parse(SIZE, "F3"), Stone.BLACK, Vertex.PASS, scratch, keys),
                1e-6);
        assertEquals(-1, t.rate(board("D4", "C6"), Vertex.parse(SIZE, "D3"), Stone.BLACK, Vertex.PASS, scratch, keys));
        assertEquals(1, t.patterns(3));
        // Right after an opponent's move in contact the 28-point pattern is another one (context
        // 1), unknown here, and the core's rate in that context answers.
        assertEquals(0.49f, t.rate(board("D4", "C6"), Vertex.parse(SIZE, "F3"), Stone.BLACK, Vertex.parse(SIZE, "E4"),
                scratch, keys), 1e-6);
    }

    @Test
    void aBadTableLineIsRefusedWithItsNumber() {
        String table = "0 0 1 9 ........\n0 0 5 2 ........\n";
        IOException e = assertThrows(IOException.class,
                () -> ShapeTable.read(new ByteArrayInputStream(table.getBytes(StandardCharsets.UTF_8))));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        assertThrows(IOException.class, () -> ShapeTable.read(new ByteArrayInputStream(
                "2 0 0 9 ....\n".getBytes(StandardCharsets.UTF_8))));
        assertThrows(IOException.class, () -> ShapeTable.read(new ByteArrayInputStream(
                "0 3 0 9 ........\n".getBytes(StandardCharsets.UTF_8))));
        // Fields that are not numbers or not point states get the line's number too.
        for (String bad : new String[] {"0 0 1 x ........", "0 0 1 9 ...Z....", "-0x 0 1 9 ........"}) {
            IOException refused = assertThrows(IOException.class, () -> ShapeTable.read(new ByteArrayInputStream(
                    ("# comment\n" + bad + "\n").getBytes(StandardCharsets.UTF_8))));
            assertTrue(refused.getMessage().contains("line 2"), refused.getMessage());
        }
    }

    @Test
    void theBuiltInTableOpensOnTheCornerPoints() {
        // Learned from GNU Go's games: the empty board's best-rated points are corner points
        // (third or fourth line both ways), which the table has to have learned from the games.
        ShapeTable t = ShapeTable.builtIn();
        GoBoard b = new GoBoard(SIZE);
        byte[] states = new byte[ShapePattern.POINTS];
        long[] keys = new long[ShapePattern.SIZES];
        float best = -1;
        int bestPoint = 0;
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.onBoard(p)) {
                float r = t.rate(b, p, Stone.BLACK, Vertex.PASS, states, keys);
                if (r > best) {
                    best = r;
                    bestPoint = p;
                }
            }
        }
        int col = Vertex.column(SIZE, bestPoint);
        int row = Vertex.row(SIZE, bestPoint);
        int fromSide = Math.min(col, SIZE - 1 - col);
        int fromBottom = Math.min(row, SIZE - 1 - row);
        assertTrue(fromSide >= 2 && fromSide <= 3 && fromBottom >= 2 && fromBottom <= 3,
                "best-rated point on the empty board: " + Vertex.format(SIZE, bestPoint) + " at " + best);
        for (int s = 0; s < ShapePattern.SIZES; s++) {
            assertTrue(t.patterns(s) > 100, "patterns of size " + s + ": " + t.patterns(s));
        }
    }

    @Test
    void theShapePriorRaisesTheMovesStrongPlayChoseAndLeavesTheOthers() {
        // Black D4 and White R16 on the board, Black to play: GNU Go's games open on the empty
        // corners' 4-4 points such as D16, never on the first line's A10.
        GoBoard b = board("D4", "R16");
        int[] moves = {Vertex.parse(SIZE, "D16"), Vertex.parse(SIZE, "A10")};
        float[] plain = new float[2];
        float[] plainWeights = new float[2];
        float[] shaped = new float[2];
        float[] shapedWeights = new float[2];
        GoPriors.compute(b, Stone.BLACK, moves[1], true, 0, null, new Ladder(), moves, 2, plain, plainWeights);
        GoPriors.compute(b, Stone.BLACK, moves[1], true, 0, new ShapePrior(ShapeTable.builtIn(), 100), new Ladder(),
                moves, 2, shaped, shapedWeights);
        assertTrue(shaped[0] > plain[0] + 0.05f, "D16: " + plain[0] + " -> " + shaped[0]);
        assertTrue(shapedWeights[0] > plainWeights[0], "D16's weight grows");
        assertEquals(plain[1], shaped[1], 0.02f, "A10 stays about where it was");
    }
}
