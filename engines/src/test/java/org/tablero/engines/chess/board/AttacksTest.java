package org.tablero.engines.chess.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AttacksTest {

    private static final int[][] ROOK_DIRS = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] BISHOP_DIRS = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    @Test
    void magicLookupsMatchRaySlidingOnRandomOccupancies() {
        Random random = new Random(42);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            long occ = random.nextLong() & random.nextLong();
            assertEquals(Magics.slide(sq, occ, ROOK_DIRS), Attacks.rook(sq, occ), "rook " + Square.name(sq));
            assertEquals(Magics.slide(sq, occ, BISHOP_DIRS), Attacks.bishop(sq, occ), "bishop " + Square.name(sq));
        }
    }

    @Test
    void leaperTables() {
        assertEquals(2, Long.bitCount(Attacks.knight(Square.A1)));
        assertEquals(8, Long.bitCount(Attacks.knight(Square.parse("d4"))));
        assertEquals(3, Long.bitCount(Attacks.king(Square.H8)));
        assertEquals(1L << Square.parse("b3"), Attacks.pawn(Piece.WHITE, Square.parse("a2")));
        assertEquals(1L << Square.parse("d6") | 1L << Square.parse("f6"), Attacks.pawn(Piece.BLACK, Square.parse("e7")));
        assertEquals(14, Long.bitCount(Attacks.rook(Square.parse("d4"), 0)));
        assertEquals(27, Long.bitCount(Attacks.queen(Square.parse("d4"), 0)));
    }
}
