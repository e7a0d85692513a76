package org.tablero.engines.chess;

import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * Decides the dead positions the platform recognises by material alone: K v K, K + one minor v K,
 * and kings with bishops only, all on squares of one colour. Other positions where mate is
 * impossible (blocked pawn walls) are rare and left to repetition or the fifty-move rule.
 */
public final class InsufficientMaterial {

    private InsufficientMaterial() {
    }

    public static boolean test(Board board) {
        long heavy = 0;
        for (int colour = 0; colour < 2; colour++) {
            heavy |= board.pieces(colour, Piece.PAWN) | board.pieces(colour, Piece.ROOK) | board.pieces(colour, Piece.QUEEN);
        }
        if (heavy != 0) {
            return false;
        }
        long knights = board.pieces(Piece.WHITE, Piece.KNIGHT) | board.pieces(Piece.BLACK, Piece.KNIGHT);
        long bishops = board.pieces(Piece.WHITE, Piece.BISHOP) | board.pieces(Piece.BLACK, Piece.BISHOP);
        int minors = Bitboards.count(knights | bishops);
        if (minors <= 1) {
            return true;
        }
        // With knights or bishops on both colours a mate can be built (even as a helpmate).
        return knights == 0 && ((bishops & Bitboards.LIGHT_SQUARES) == 0 || (bishops & ~Bitboards.LIGHT_SQUARES) == 0);
    }

    /**
     * Whether {@code colour} has too little to mate on its own: a bare king, or a king and one minor
     * piece. A player whose flag falls draws instead of losing when the opponent is in this case
     * (the usual server reading of FIDE 6.9; helpmates with the flagging side's pawns are ignored).
     */
    public static boolean cannotMate(Board board, int colour) {
        long others = board.pieces(colour, Piece.PAWN) | board.pieces(colour, Piece.ROOK) | board.pieces(colour, Piece.QUEEN);
        long minors = board.pieces(colour, Piece.KNIGHT) | board.pieces(colour, Piece.BISHOP);
        return others == 0 && Bitboards.count(minors) <= 1;
    }
}
