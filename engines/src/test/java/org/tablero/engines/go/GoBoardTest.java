package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The fast board against a slow flood-fill reference, plus its eye, atari and copy behaviour. */
class GoBoardTest {

    @Test
    void randomGamesMatchAFloodFillReference() {
        for (int size : new int[] {2, 3, 5, 9, 13, 19, 25}) {
            Rng rng = new Rng(size);
            for (int game = 0; game < 4; game++) {
                GoBoard board = new GoBoard(size);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < 2 * size * size; ply++) {
                    int p = board.emptyCount() == 0 ? 0 : board.emptyPoint(rng.nextInt(board.emptyCount()));
                    boolean legal = p != 0 && board.isLegal(p, colour);
                    if (p != 0) {
                        assertEquals(legal && !board.isEye(p, colour), board.isPlayoutMove(p, colour));
                    }
                    assertEquals(p != 0 && referenceLegal(board, p, colour), legal, "legality at ply " + ply);
                    if (legal) {
                        board.play(p, colour);
                    } else {
                        board.pass();
                    }
                    if (size <= 9 || ply % 37 == 0) {
                        checkAgainstReference(board);
                    }
                    colour = Stone.opponent(colour);
                }
            }
        }
    }

    @Test
    void stoneCountsAndCapturesAddUp() {
        GoBoard board = new GoBoard(9);
        RandomPlayout policy = new RandomPlayout(3);
        policy.run(board, Stone.BLACK, 1000);
        int placedBlack = Chains.stoneCount(board, Stone.BLACK) + board.captures(Stone.WHITE);
        int placedWhite = Chains.stoneCount(board, Stone.WHITE) + board.captures(Stone.BLACK);
        assertTrue(placedBlack > 20 && placedWhite > 20);
        assertEquals(81, Chains.stoneCount(board, Stone.BLACK) + Chains.stoneCount(board, Stone.WHITE) + board.emptyCount());
    }

    @Test
    void copyIsIndependent() {
        GoBoard a = new GoBoard(9);
        a.play(a.point(4, 4), Stone.BLACK);
        GoBoard b = a.copy();
        b.play(b.point(3, 4), Stone.WHITE);
        assertEquals(Stone.EMPTY, a.get(a.point(3, 4)));
        assertEquals(Stone.WHITE, b.get(b.point(3, 4)));
        assertTrue(a.hash() != b.hash());
    }

    @Test
    void copyFromResetsAScratchBoard() {
        GoBoard played = new GoBoard(9);
        new RandomPlayout(8).run(played, Stone.BLACK, 60);
        GoBoard scratch = new GoBoard(9);
        new RandomPlayout(9).run(scratch, Stone.WHITE, 500);
        scratch.copyFrom(played);
        assertEquals(played.hash(), scratch.hash());
        assertEquals(BoardPicture.of(played), BoardPicture.of(scratch));
        checkAgainstReference(scratch);
        assertThrows(IllegalArgumentException.class, () -> scratch.copyFrom(new GoBoard(13)));
    }

    @Test
    void trueEyesAndFalseEyes() throws Exception {
        // A1 is Black's eye; E5 has two white diagonals, so it is a false eye.
        GoBoard board = GoPositionNotation.read("9/9/9/3OXO3/3X1X3/3OXO3/9/1X7/X1X6 b - 0 0").board();
        assertTrue(board.isEye(board.point(1, 0), Stone.BLACK));
        assertFalse(board.isEye(board.point(1, 0), Stone.WHITE));
        assertFalse(board.isEye(board.point(4, 4), Stone.BLACK));
        assertFalse(board.isEye(board.point(0, 1), Stone.BLACK), "an empty neighbour makes no eye");
    }

    @Test
    void playoutTestAgreesWithLegalityAndEyesOnEveryPoint() {
        // Every empty point for both colours, in the middle and at the end of random playouts,
        // where most points are surrounded (eyes, false eyes, captures, simple ko).
        int koPositions = 0;
        int surroundedChecks = 0;
        for (int size : new int[] {2, 3, 4, 5, 7, 9}) {
            // The flood-fill reference is slow: fewer games on the larger boards.
            for (int seed = 1; seed <= (size <= 5 ? 8 : 3); seed++) {
                GoBoard board = new GoBoard(size);
                RandomPlayout policy = new RandomPlayout(seed * 31L + size);
                int colour = Stone.BLACK;
                for (int ply = 0; ply < 3 * size * size; ply++) {
                    for (int i = 0; i < board.emptyCount(); i++) {
                        int p = board.emptyPoint(i);
                        for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                            boolean expected = referenceLegal(board, p, c) && !referenceEye(board, p, c);
                            assertEquals(expected, board.isPlayoutMove(p, c),
                                    Vertex.format(size, p) + " for " + c + " at ply " + ply + "\n" + BoardPicture.of(board));
                            surroundedChecks += board.emptyNeighbours(p) == 0 ? 1 : 0;
                        }
                    }
                    koPositions += board.koPoint(colour) != 0 ? 1 : 0;
                    playOrPass(board, policy.select(board, colour), colour);
                    colour = Stone.opponent(colour);
                }
            }
        }
        assertTrue(koPositions >= 10, "ko positions seen: " + koPositions);
        assertTrue(surroundedChecks > 10_000, "surrounded points checked: " + surroundedChecks);
    }

    @Test
    void neighbourCountsFollowPlayCapturesAndTheEdge() {
        for (int seed = 1; seed <= 5; seed++) {
            GoBoard board = new GoBoard(7);
            RandomPlayout policy = new RandomPlayout(seed);
            int colour = Stone.BLACK;
            for (int ply = 0; ply < 120; ply++) {
                for (int p = 0; p < board.arraySize(); p++) {
                    if (!board.onBoard(p)) {
                        continue;
                    }
                    for (int c = Stone.EMPTY; c <= Stone.BORDER; c++) {
                        int expected = 0;
                        for (int d = 0; d < 4; d++) {
                            expected += board.get(p + board.offset(d)) == c ? 1 : 0;
                        }
                        assertEquals(expected, board.neighbourCount(p, c), Vertex.format(7, p) + " colour " + c + " at ply " + ply);
                    }
                }
                playOrPass(board, policy.select(board, colour), colour);
                colour = Stone.opponent(colour);
            }
        }
    }

    @Test
    void legalityIgnoringKoDropsOnlyTheKoBan() throws Exception {
        // Black has just taken on B2 by playing C2: White's retake is banned by simple ko only.
        GoBoard b = GoPositionNotation.read("5/5/1XO2/X1XO1/1XO2 w B2 0 0").board();
        int b2 = b.point(1, 1);
        assertFalse(b.isLegal(b2, Stone.WHITE));
        assertTrue(b.isLegalIgnoringKo(b2, Stone.WHITE));
        assertFalse(b.isLegalIgnoringKo(b.point(0, 0), Stone.WHITE), "suicide in Black's eye");
        assertFalse(b.isLegalIgnoringKo(b.point(2, 1), Stone.WHITE), "occupied");
        assertEquals(1, b.play(b2, Stone.WHITE), "the retake captures C2");
        assertEquals(b.point(2, 1), b.koPoint(Stone.BLACK), "and now bans Black's retake");
        for (int i = 0; i < b.emptyCount(); i++) {
            int p = b.emptyPoint(i);
            for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                // A ko point is always a legal capture once its ban is ignored.
                assertEquals(b.isLegal(p, c) || b.koPoint(c) == p, b.isLegalIgnoringKo(p, c), Vertex.format(5, p));
            }
        }
    }

    @Test
    void playoutTestOnAKoPosition() throws Exception {
        // Black has just taken on B2 by playing C2, which is left in atari: B2 is White's ko
        // point, a false eye of Black (two white diagonals), and A1 is Black's true eye.
        GoBoard b = GoPositionNotation.read("5/5/1XO2/X1XO1/1XO2 w B2 0 0").board();
        int b2 = b.point(1, 1);
        int a1 = b.point(0, 0);
        assertFalse(b.isPlayoutMove(b2, Stone.WHITE), "simple ko");
        assertTrue(b.isPlayoutMove(b2, Stone.BLACK), "filling a false eye is allowed");
        assertFalse(b.isPlayoutMove(a1, Stone.BLACK), "own true eye");
        assertFalse(b.isPlayoutMove(a1, Stone.WHITE), "suicide");
        b.pass();
        assertTrue(b.isPlayoutMove(b2, Stone.WHITE), "the ko capture once the ko is lifted");
        for (int i = 0; i < b.emptyCount(); i++) {
            int p = b.emptyPoint(i);
            for (int c = Stone.BLACK; c <= Stone.WHITE; c++) {
                assertEquals(referenceLegal(b, p, c) && !referenceEye(b, p, c), b.isPlayoutMove(p, c),
                        Vertex.format(5, p) + " for " + c);
            }
        }
    }

    @Test
    void diagonalOffsetsAreWestOrEastWithSouthOrNorth() {
        GoBoard board = new GoBoard(5);
        int c3 = Vertex.parse(5, "C3");
        String[] expected = {"B2", "D2", "B4", "D4"};
        for (int d = 0; d < 4; d++) {
            assertEquals(Vertex.parse(5, expected[d]), c3 + board.diagonal(d), "diagonal " + d);
            assertEquals(board.offset(d & 1) + board.offset(2 + (d >> 1)), board.diagonal(d));
        }
    }

    /** A one-point true eye of {@code c}, from the definition: own or edge all around, diagonals. */
    private static boolean referenceEye(GoBoard board, int p, int c) {
        int[] orthogonal = {-1, 1, -board.offset(3), board.offset(3)};
        for (int d : orthogonal) {
            int n = board.get(p + d);
            if (n != c && n != Stone.BORDER) {
                return false;
            }
        }
        int s = board.offset(3);
        int enemy = 0;
        boolean edge = false;
        for (int d : new int[] {-s - 1, -s + 1, s - 1, s + 1}) {
            int n = board.get(p + d);
            enemy += n == Stone.opponent(c) ? 1 : 0;
            edge |= n == Stone.BORDER;
        }
        return edge ? enemy == 0 : enemy <= 1;
    }

    @Test
    void rejectsBadSizes() {
        assertThrows(IllegalArgumentException.class, () -> new GoBoard(1));
        assertThrows(IllegalArgumentException.class, () -> new GoBoard(26));
    }

    private static boolean referenceLegal(GoBoard board, int p, int colour) {
        if (board.get(p) != Stone.EMPTY || board.koPoint(colour) == p) {
            return false;
        }
        for (int d = 0; d < 4; d++) {
            int n = p + board.offset(d);
            int c = board.get(n);
            if (c == Stone.EMPTY) {
                return true;
            }
            if (c == Stone.BORDER) {
                continue;
            }
            Set<Integer> libs = BoardReference.liberties(board, n);
            if (c == colour && libs.size() > 1) {
                return true;
            }
            if (c == Stone.opponent(colour) && libs.size() == 1) {
                return true;
            }
        }
        return false;
    }

    private static void checkAgainstReference(GoBoard board) {
        long hash = 0;
        boolean[] seen = new boolean[board.arraySize()];
        for (int p = 0; p < board.arraySize(); p++) {
            int c = board.get(p);
            if (c == Stone.BLACK || c == Stone.WHITE) {
                hash ^= Zobrist.key(c, p);
                if (seen[p]) {
                    continue;
                }
                Set<Integer> chain = BoardReference.stones(board, p);
                chain.forEach(q -> seen[q] = true);
                Set<Integer> libs = BoardReference.liberties(board, p);
                assertFalse(libs.isEmpty(), "a chain without liberties is on the board");
                assertEquals(libs.size(), Chains.liberties(board, p));
                assertEquals(libs.size() == 1, Chains.inAtari(board, p));
                assertEquals(chain.size(), board.chainSize(p));
                for (int q : chain) {
                    assertEquals(board.chainOf(p), board.chainOf(q));
                }
            }
        }
        assertEquals(hash, board.hash());
        for (int p = 0; p < board.arraySize(); p++) {
            if (board.get(p) == Stone.BORDER) {
                continue;
            }
            int expected = 0;
            for (int d = 0; d < 4; d++) {
                expected += 1 << (4 * board.get(p + board.offset(d)));
            }
            assertEquals(expected, board.neighbours[p], "neighbour counts");
        }
    }

    private static void playOrPass(GoBoard board, int move, int colour) {
        if (move == Vertex.PASS) {
            board.pass();
        } else {
            board.play(move, colour);
        }
    }
}
