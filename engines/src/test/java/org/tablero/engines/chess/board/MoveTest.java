package org.tablero.engines.chess.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MoveTest {

    @Test
    void packsAndUnpacks() {
        int m = Move.of(Square.parse("e2"), Square.parse("e4"), Move.DOUBLE_PUSH);
        assertEquals(Square.parse("e2"), Move.from(m));
        assertEquals(Square.parse("e4"), Move.to(m));
        assertEquals(Move.DOUBLE_PUSH, Move.kind(m));
        assertFalse(Move.isCapture(m));
        assertEquals("e2e4", Move.toUci(m));
    }

    @Test
    void promotionsAndCaptures() {
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            int m = Move.promotion(Square.parse("c7"), Square.parse("d8"), type, true);
            assertTrue(Move.isPromotion(m));
            assertTrue(Move.isCapture(m));
            assertEquals(type, Move.promotionType(m));
        }
        assertEquals("c7c8n", Move.toUci(Move.promotion(Square.parse("c7"), Square.parse("c8"), Piece.KNIGHT, false)));
        assertTrue(Move.isCapture(Move.of(1, 2, Move.EN_PASSANT)));
        assertTrue(Move.isCastle(Move.of(Square.E1, Square.G1, Move.CASTLE_KING)));
    }
}
