package org.tablero.engines.go;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Whole-chain questions: stones, exact liberties, atari, counts, chains without liberties. */
class ChainsTest {

    @Test
    void atariAndLibertiesAreExact() throws Exception {
        GoBoard board = GoPositionNotation.read("5/5/5/XO3/1X3 w - 0 0").board();
        int white = board.point(1, 1);
        assertEquals(2, Chains.liberties(board, white));
        assertFalse(Chains.inAtari(board, white));
        board.play(board.point(2, 1), Stone.BLACK);
        assertEquals(1, Chains.liberties(board, white));
        assertTrue(Chains.inAtari(board, white));
    }

    @Test
    void stonesOfAChain() throws Exception {
        GoBoard board = GoPositionNotation.read("5/5/5/XX3/1XO2 w - 0 0").board();
        int[] stones = Chains.stones(board, board.point(1, 0));
        Arrays.sort(stones);
        assertArrayEquals(new int[] {board.point(1, 0), board.point(0, 1), board.point(1, 1)}, stones);
        assertEquals(3, Chains.stoneCount(board, Stone.BLACK));
        assertEquals(1, Chains.stoneCount(board, Stone.WHITE));
        assertEquals(4, Chains.liberties(board, board.point(0, 1)));
    }

    @Test
    void setupCanLeaveAChainWithoutLiberties() {
        GoBoard board = new GoBoard(5);
        board.setup(board.point(0, 0), Stone.WHITE);
        board.setup(board.point(1, 0), Stone.BLACK);
        assertFalse(Chains.anyWithoutLiberty(board));
        board.setup(board.point(0, 1), Stone.BLACK);
        assertTrue(Chains.anyWithoutLiberty(board));
    }
}
