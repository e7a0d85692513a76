package org.tablero.client.game;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tablero.client.TestData;
import org.tablero.engines.game.Side;

class FenBoardTest {

    @Test
    void readsPiecesAndSideToMove() {
        FenBoard b = FenBoard.parse("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertEquals('P', b.at("e4"));
        assertEquals(0, b.at("e2"));
        assertEquals('k', b.at("e8"));
        assertEquals(Side.BLACK, b.sideToMove());
        assertEquals("e1", b.kingOf(Side.WHITE));
    }

    @Test
    void findsTheLastMoveOfEachPositionPair() {
        for (String line : TestData.lines("chess-last-moves.txt")) {
            String[] f = line.split("\\|");
            String[] expected = f[2].trim().split(" ");
            assertArrayEquals(expected, FenBoard.lastMove(FenBoard.parse(f[0].trim()), FenBoard.parse(f[1].trim())), line);
        }
    }

    @Test
    void refusesBrokenFen() {
        assertThrows(IllegalArgumentException.class, () -> FenBoard.parse("8/8/8 w - - 0 1"));
        assertThrows(IllegalArgumentException.class, () -> FenBoard.parse("9/8/8/8/8/8/8/8 w - - 0 1"));
        assertThrows(IllegalArgumentException.class, () -> FenBoard.parse("x7/8/8/8/8/8/8/8 w - - 0 1"));
    }
}
