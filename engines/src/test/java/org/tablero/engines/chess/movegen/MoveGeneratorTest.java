package org.tablero.engines.chess.movegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tablero.engines.chess.AsciiBoard.board;
import static org.tablero.engines.chess.AsciiBoard.legalUci;
import static org.tablero.engines.chess.AsciiBoard.squares;
import static org.tablero.engines.chess.AsciiBoard.targets;

import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Board;

/** Special rules of move generation, on drawn positions. */
class MoveGeneratorTest {

    private static final String CASTLE_BOARD = """
            r . . . k . . r
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            . . . . . . . .
            R . . . K . . R
            """;

    @Test
    void castlesBothWaysWhenFree() {
        Board b = board(CASTLE_BOARD, "w KQkq - 0 1");
        assertEquals(squares("d1 d2 e2 f2 f1 g1 c1"), targets(b, "e1"));
    }

    @Test
    void noCastlingWithoutTheRight() {
        Board b = board(CASTLE_BOARD, "w Q - 0 1");
        assertEquals(squares("d1 d2 e2 f2 f1 c1"), targets(b, "e1"));
    }

    @Test
    void noCastlingOutOfCheck() {
        Board b = board("""
                r . . . k . . r
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . r . . .
                . . . . . . . .
                . . . . . . . .
                R . . . K . . R
                """, "w KQkq - 0 1");
        assertEquals(squares("d1 d2 f2 f1"), targets(b, "e1"));
    }

    @Test
    void noCastlingThroughOrIntoAttackedSquares() {
        // The f5 rook guards f1, which O-O crosses; the h3 knight guards g1 and f2.
        Board b = board("""
                r . . . k . . r
                . . . . . . . .
                . . . . . . . .
                . . . . . r . .
                . . . . . . . .
                . . . . . . . n
                . . . . . . . .
                R . . . K . . R
                """, "w KQkq - 0 1");
        assertEquals(squares("d1 d2 e2 c1"), targets(b, "e1"));
        Board into = board("""
                r . . . k . . r
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . n
                . . . . . . . .
                R . . . K . . R
                """, "w KQkq - 0 1");
        assertEquals(squares("d1 d2 e2 f1 c1"), targets(into, "e1"), "g1 is attacked by the h3 knight: no O-O");
    }

    @Test
    void queenSideCastlingAllowsAnAttackedB1ButNotABlockedOne() {
        Board attackedB1 = board("""
                . r . . k . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                R . . . K . . .
                """, "w Q - 0 1");
        assertTrue(targets(attackedB1, "e1").contains("c1"), "b1 may be attacked: the king does not cross it");
        Board blocked = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                R N . . K . . .
                """, "w Q - 0 1");
        assertFalse(targets(blocked, "e1").contains("c1"));
    }

    @Test
    void enPassantCapture() {
        Board b = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                . . . p P . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . K . . .
                """, "w - d6 0 2");
        assertEquals(squares("e6 d6"), targets(b, "e5"));
    }

    @Test
    void enPassantRefusedWhenBothPawnsLeaveTheRankOfAPinnedKing() {
        // Taking d6 would empty the fifth rank between the a5 king and the h5 rook.
        Board b = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                K . . p P . . r
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                """, "w - d6 0 2");
        assertEquals(squares("e6"), targets(b, "e5"));
    }

    @Test
    void enPassantAlongADiagonalPinIsLegal() {
        Board b = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                . . . p P . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . b . . . . . K
                """, "w - d6 0 2");
        assertEquals(squares("e6 d6"), targets(b, "e5"), "a bishop off the king's diagonal pins nothing");
        Board pinned = board("""
                . . . . k . . .
                . . b . . . . .
                . . . . . . . .
                . . . p P . . .
                . . . . . K . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                """, "w - d6 0 2");
        assertEquals(squares("d6"), targets(pinned, "e5"), "the pawn may only move along the c7-f4 diagonal");
    }

    @Test
    void enPassantAnswersACheckByTheDoublePushedPawn() {
        Board b = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                . . . p P . . .
                . . . . K . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                """, "w - d6 0 2");
        assertTrue(targets(b, "e5").contains("d6"));
        assertFalse(targets(b, "e5").contains("e6"), "a push does not answer the check");
    }

    @Test
    void promotionsToAllFourPieces() {
        Board b = board("""
                . . . r k . . .
                . . P . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . K . . .
                """, "w - - 0 1");
        assertTrue(legalUci(b).containsAll(squares("c7c8q c7c8r c7c8b c7c8n c7d8q c7d8r c7d8b c7d8n")));
        assertEquals(3 + 8, legalUci(b).size(), "3 king moves (the d8 rook guards d1 and d2) and 8 promotions");
    }

    @Test
    void pinnedPieceMovesOnlyAlongThePin() {
        Board b = board("""
                . . . . k . . .
                . . . . r . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . N . . .
                . . . . K . . .
                """, "w - - 0 1");
        assertEquals(squares(""), targets(b, "e2"), "a pinned knight cannot move");
        Board rook = board("""
                . . . . k . . .
                . . . . r . . .
                . . . . . . . .
                . . . . . . . .
                . . . . R . . .
                . . . . . . . .
                . . . . . . . .
                . . . . K . . .
                """, "w - - 0 1");
        assertEquals(squares("e2 e3 e5 e6 e7"), targets(rook, "e4"), "a pinned rook slides along the pin only");
    }

    @Test
    void doubleCheckLeavesOnlyKingMoves() {
        Board b = board("""
                . . . . k . . .
                . . . . . . . .
                . . . . . . . .
                . b . . . . . .
                . . . . . . . .
                . . . . . n . .
                . . . . . . . .
                Q . . . K . . .
                """, "w - - 0 1");
        for (String move : legalUci(b)) {
            assertTrue(move.startsWith("e1"), move);
        }
    }

    @Test
    void checkmateAndStalemateHaveNoMoves() {
        Board mate = board("""
                . . . . . . . k
                . . . . . . Q .
                . . . . . . K .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                """, "b - - 0 1");
        assertTrue(mate.inCheck());
        assertFalse(MoveGenerator.hasLegalMove(mate));
        Board stalemate = board("""
                . . . . . . . k
                . . . . . Q . .
                . . . . . . K .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                """, "b - - 0 1");
        assertFalse(stalemate.inCheck());
        assertFalse(MoveGenerator.hasLegalMove(stalemate));
    }
}
