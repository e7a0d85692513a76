package org.tablero.engines.chess.format;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Castling;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;

/**
 * Writes a {@link Board} as FEN. The en-passant field names a square only when a pawn stands
 * ready to capture there (the board drops useless ones), as Stockfish and lichess write it.
 */
public final class FenWriter {

    private FenWriter() {
    }

    public static String write(Board board) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                if (piece == Piece.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.fenChar(piece));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(board.sideToMove() == Piece.WHITE ? " w " : " b ");
        int rights = board.castlingRights();
        if (rights == 0) {
            sb.append('-');
        } else {
            appendIf(sb, rights, Castling.WHITE_KING, 'K');
            appendIf(sb, rights, Castling.WHITE_QUEEN, 'Q');
            appendIf(sb, rights, Castling.BLACK_KING, 'k');
            appendIf(sb, rights, Castling.BLACK_QUEEN, 'q');
        }
        sb.append(' ').append(board.epSquare() == Square.NONE ? "-" : Square.name(board.epSquare()));
        sb.append(' ').append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return sb.toString();
    }

    private static void appendIf(StringBuilder sb, int rights, int bit, char letter) {
        if ((rights & bit) != 0) {
            sb.append(letter);
        }
    }
}
