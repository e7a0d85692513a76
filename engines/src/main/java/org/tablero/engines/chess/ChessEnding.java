package org.tablero.engines.chess;

import java.util.Optional;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * How the rules alone end a game: checkmate, stalemate, insufficient material, threefold
 * repetition and the fifty-move rule, the last two applied automatically (the protocol has no
 * claim command). Checkmate on the hundredth half-move still wins.
 */
public record ChessEnding(String result, String reason) {

    public static final String CHECKMATE = "checkmate";
    public static final String STALEMATE = "stalemate";
    public static final String INSUFFICIENT_MATERIAL = "insufficient material";
    public static final String THREEFOLD_REPETITION = "threefold repetition";
    public static final String FIFTY_MOVE_RULE = "fifty-move rule";
    public static final String DRAW = "1/2-1/2";

    /**
     * @param legalMoves the number of legal moves in the position
     * @param keys repetition keys of every position of the game, the current one last
     */
    static Optional<ChessEnding> of(Board board, int legalMoves, long[] keys) {
        if (legalMoves == 0) {
            if (board.inCheck()) {
                return Optional.of(new ChessEnding(board.sideToMove() == Piece.WHITE ? "0-1" : "1-0", CHECKMATE));
            }
            return Optional.of(new ChessEnding(DRAW, STALEMATE));
        }
        if (InsufficientMaterial.test(board)) {
            return Optional.of(new ChessEnding(DRAW, INSUFFICIENT_MATERIAL));
        }
        if (occurrences(keys, board.halfmoveClock()) >= 3) {
            return Optional.of(new ChessEnding(DRAW, THREEFOLD_REPETITION));
        }
        if (board.halfmoveClock() >= 100) {
            return Optional.of(new ChessEnding(DRAW, FIFTY_MOVE_RULE));
        }
        return Optional.empty();
    }

    /** How often the last position occurs; only positions since the last capture or pawn move can match. */
    static int occurrences(long[] keys, int halfmoveClock) {
        int last = keys.length - 1;
        int oldest = Math.max(0, last - halfmoveClock);
        int count = 1;
        for (int i = last - 2; i >= oldest; i -= 2) {
            if (keys[i] == keys[last]) {
                count++;
            }
        }
        return count;
    }
}
