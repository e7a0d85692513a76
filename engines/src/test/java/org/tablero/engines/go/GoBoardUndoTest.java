package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link GoBoard#playUndoable} and {@link GoBoard#undo}: lines of legal moves played and taken
 * back on random positions leave every array the board reads exactly as it was, and each move
 * leaves the same board as a plain {@link GoBoard#play}; on boards with liberty sums, the sums too.
 */
class GoBoardUndoTest {

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void undoRestoresEveryStateTheBoardReads(boolean sums) {
        int lines = 0;
        int captures = 0;
        for (int size : new int[] {2, 3, 5, 9, 13, 19}) {
            Rng rng = new Rng(31L * size);
            for (int game = 0; game < 6; game++) {
                GoBoard board = sums ? new GoBoard(size).withLibertySums() : new GoBoard(size);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < 2 * size * size; ply++) {
                    GoBoard before = board.copy();
                    int[] line = new int[1 + rng.nextInt(12)];
                    int depth = 0;
                    int c = colour;
                    for (; depth < line.length; depth++) {
                        int p = BoardReference.legalMove(board, c, rng, false);
                        if (p == 0) {
                            break;
                        }
                        GoBoard plain = board.copy();
                        int taken = plain.play(p, c);
                        assertEquals(taken, board.playUndoable(p, c));
                        captures += taken;
                        assertSame(plain, board, "playUndoable differs from play");
                        line[depth] = p;
                        c = Stone.opponent(c);
                    }
                    for (int i = depth - 1; i >= 0; i--) {
                        board.undo();
                    }
                    assertSame(before, board, "after undoing " + depth + " moves at ply " + ply + " on " + size);
                    lines++;
                    int p = BoardReference.legalMove(board, colour, rng, false);
                    if (p != 0) {
                        board.play(p, colour);
                    } else {
                        board.pass();
                    }
                    colour = Stone.opponent(colour);
                }
            }
        }
        assertTrue(lines > 1000 && captures > 100, lines + " lines, " + captures + " captures");
    }

    /**
     * A capture logged when the undo log is nearly full: the log's end must be reserved for
     * every entry a move writes (it was one short; found in session 50 by the chain reader, which
     * captures long chains deep in its lines). Stones played before it shift where the capture's
     * entries start (a lone stone logs 27 entries, one next to another 30), and chains of one or
     * two rows along the edge vary how many it logs, so that many offsets near the end of the
     * log's first sizes are met.
     */
    @Test
    void aLargeCaptureAtTheEndOfTheLogComesBackExactly() {
        int captures = 0;
        for (int rows = 1; rows <= 2; rows++) {
            for (int length = 1; length <= 17; length++) {
                for (int fillers = 0; fillers < 50; fillers++) {
                    GoBoard board = chainInAtari(rows, length);
                    GoBoard before = board.copy();
                    for (int k = 0; k < fillers; k++) {
                        // Upper half: five rows of stones, the odd ones next to the one before.
                        int x = k % 10 / 2 * 4 + k % 2;
                        board.playUndoable(board.point(x, 18 - 2 * (k / 10)), Stone.BLACK);
                    }
                    assertEquals(rows * length, board.playUndoable(board.point(0, 0), Stone.WHITE));
                    captures++;
                    for (int k = 0; k <= fillers; k++) {
                        board.undo();
                    }
                    assertSame(before, board, "a capture of " + rows + "x" + length + " after " + fillers + " stones");
                }
            }
        }
        assertEquals(2 * 17 * 50, captures);
    }

    /** Black's rows × length chain along the lower edge from B1, walled by White, its last liberty A1 (and A2 filled). */
    private static GoBoard chainInAtari(int rows, int length) {
        GoBoard board = new GoBoard(19);
        for (int y = 0; y < rows; y++) {
            for (int x = 1; x <= length; x++) {
                board.setup(board.point(x, y), Stone.BLACK);
            }
            board.setup(board.point(length + 1, y), Stone.WHITE);
            if (y > 0) {
                board.setup(board.point(0, y), Stone.WHITE);
            }
        }
        for (int x = 0; x <= length; x++) {
            board.setup(board.point(x, rows), Stone.WHITE);
        }
        return board;
    }

    @Test
    void undoneBoardPlaysOnLikeTheOriginal() {
        Rng rng = new Rng(7);
        GoBoard board = new GoBoard(9);
        GoBoard twin = new GoBoard(9);
        int colour = Stone.BLACK;
        for (int ply = 0; ply < 300; ply++) {
            for (int i = 0; i < 3; i++) {
                int p = BoardReference.legalMove(board, colour, rng, false);
                if (p != 0) {
                    board.playUndoable(p, colour);
                    board.undo();
                }
            }
            long seed = rng.nextLong();
            int p = BoardReference.legalMove(board, colour, new Rng(seed), false);
            assertEquals(p, BoardReference.legalMove(twin, colour, new Rng(seed), false), "the empty-point list keeps its order");
            if (p != 0) {
                board.play(p, colour);
                twin.play(p, colour);
            } else {
                board.pass();
                twin.pass();
            }
            assertSame(twin, board, "ply " + ply);
            colour = Stone.opponent(colour);
        }
    }

    /**
     * Everything the board reads: the arrays in full (the emptied slots of the empty list past its
     * end and the empty-list index of stones excepted, which nothing reads) and the scalars.
     */
    private static void assertSame(GoBoard expected, GoBoard actual, String what) {
        assertArrayEquals(expected.colour, actual.colour, what + ": colour");
        assertArrayEquals(expected.chain, actual.chain, what + ": chain");
        assertArrayEquals(expected.next, actual.next, what + ": next");
        assertArrayEquals(expected.stones, actual.stones, what + ": stones");
        assertArrayEquals(Arrays.copyOfRange(expected.libs, 1, expected.libs.length),
                Arrays.copyOfRange(actual.libs, 1, actual.libs.length), what + ": libs");
        assertArrayEquals(expected.neighbours, actual.neighbours, what + ": neighbours");
        assertEquals(expected.libSums == null, actual.libSums == null, what + ": keeps sums");
        if (expected.libSums != null) {
            assertArrayEquals(Arrays.copyOfRange(expected.libSums, 1, expected.libSums.length),
                    Arrays.copyOfRange(actual.libSums, 1, actual.libSums.length), what + ": liberty sums");
        }
        assertEquals(expected.emptyCount, actual.emptyCount, what + ": empty count");
        assertArrayEquals(Arrays.copyOf(expected.empty, expected.emptyCount),
                Arrays.copyOf(actual.empty, actual.emptyCount), what + ": empty list");
        for (int i = 0; i < expected.emptyCount; i++) {
            int p = expected.empty[i];
            assertEquals(expected.emptyIndex[p], actual.emptyIndex[p], what + ": empty index");
        }
        assertEquals(expected.stoneBalance, actual.stoneBalance, what + ": stone balance");
        assertEquals(expected.hash, actual.hash, what + ": hash");
        assertEquals(expected.koPoint, actual.koPoint, what + ": ko point");
        assertEquals(expected.koColour, actual.koColour, what + ": ko colour");
        assertEquals(expected.capturedByBlack, actual.capturedByBlack, what + ": black's captures");
        assertEquals(expected.capturedByWhite, actual.capturedByWhite, what + ": white's captures");
    }
}
