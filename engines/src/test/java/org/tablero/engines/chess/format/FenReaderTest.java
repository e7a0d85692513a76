package org.tablero.engines.chess.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;

class FenReaderTest {

    static List<String[]> invalidFens() {
        return TestData.rows("/chess/invalid-fens.txt", 2);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidFens")
    void rejectsMalformedAndImpossiblePositions(String expected, String fen) {
        NotationException e = assertThrows(NotationException.class, () -> FenReader.read(fen));
        assertEquals(NotationException.Kind.BAD_POSITION, e.kind());
        assertTrue(e.getMessage().contains(expected), "message '" + e.getMessage() + "' should say '" + expected + "'");
    }

    @Test
    void readsTheStartPosition() throws Exception {
        Board b = FenReader.read(FenReader.START);
        assertEquals(Piece.make(Piece.WHITE, Piece.KING), b.pieceAt(Square.E1));
        assertEquals(Piece.make(Piece.BLACK, Piece.QUEEN), b.pieceAt(Square.D8));
        assertEquals(Piece.WHITE, b.sideToMove());
        assertEquals(15, b.castlingRights());
        assertEquals(32, Long.bitCount(b.occupied()));
    }

    @Test
    void movecountersMayBeOmittedAndZeroMoveNumberMeansOne() throws Exception {
        Board b = FenReader.read("4k3/8/8/8/8/8/8/4K3 w - -");
        assertEquals(0, b.halfmoveClock());
        assertEquals(1, b.fullmoveNumber());
        assertEquals(1, FenReader.read("4k3/8/8/8/8/8/8/4K3 w - - 0 0").fullmoveNumber());
    }

    @Test
    void keepsAnEnPassantSquareOnlyWhenAPawnCanUseIt() throws Exception {
        assertEquals(Square.parse("d6"), FenReader.read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").epSquare());
        assertEquals(Square.NONE, FenReader.read("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").epSquare());
    }
}
