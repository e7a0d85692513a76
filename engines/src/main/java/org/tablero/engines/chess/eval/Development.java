package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/** Minor pieces still on their starting squares, a middle-game penalty that fades with the taper. */
final class Development {

    private static final long WHITE_MINORS_HOME = 1L << 1 | 1L << 2 | 1L << 5 | 1L << 6;
    private static final long BLACK_MINORS_HOME = WHITE_MINORS_HOME << 56;
    static final int UNDEVELOPED = Score.of(-12, 0);

    private Development() {
    }

    /** White-minus-Black development score. */
    static int evaluate(Board b) {
        long wMinors = b.pieces(Piece.WHITE, Piece.KNIGHT) | b.pieces(Piece.WHITE, Piece.BISHOP);
        long bMinors = b.pieces(Piece.BLACK, Piece.KNIGHT) | b.pieces(Piece.BLACK, Piece.BISHOP);
        int w = Long.bitCount(wMinors & WHITE_MINORS_HOME);
        int k = Long.bitCount(bMinors & BLACK_MINORS_HOME);
        return (w - k) * UNDEVELOPED;
    }
}
