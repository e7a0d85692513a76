package org.tablero.engines.chess.format;

import static org.tablero.engines.chess.format.FenReader.bad;

import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Castling;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;

/** The checks that make a set-up position one a game could have reached (as far as cheaply decidable). */
final class PositionValidator {

    private static final String[] COLOUR = {"white", "black"};

    private PositionValidator() {
    }

    static void validate(int[] squares, int side, int castling, int ep, int halfmove) throws NotationException {
        int[][] count = new int[2][7];
        for (int sq = 0; sq < 64; sq++) {
            int p = squares[sq];
            if (p == Piece.NONE) {
                continue;
            }
            count[Piece.colour(p)][Piece.type(p)]++;
            if (Piece.type(p) == Piece.PAWN && (Square.rank(sq) == 0 || Square.rank(sq) == 7)) {
                throw bad("pawn on the " + (Square.rank(sq) == 0 ? "first" : "eighth") + " rank (" + Square.name(sq) + ")");
            }
        }
        for (int c = 0; c < 2; c++) {
            int[] n = count[c];
            if (n[Piece.KING] == 0) {
                throw bad("no " + COLOUR[c] + " king");
            }
            if (n[Piece.KING] > 1) {
                throw bad(n[Piece.KING] == 2 ? "two " + COLOUR[c] + " kings" : n[Piece.KING] + " " + COLOUR[c] + " kings");
            }
            if (n[Piece.PAWN] > 8) {
                throw bad("more than 8 " + COLOUR[c] + " pawns");
            }
            // Every piece beyond the initial set must be a promoted pawn.
            int promoted = Math.max(0, n[Piece.QUEEN] - 1) + Math.max(0, n[Piece.ROOK] - 2)
                    + Math.max(0, n[Piece.BISHOP] - 2) + Math.max(0, n[Piece.KNIGHT] - 2);
            if (n[Piece.PAWN] + promoted > 8) {
                throw bad("too many " + COLOUR[c] + " pieces: " + promoted + " must be promoted but only "
                        + (8 - n[Piece.PAWN]) + " pawns are missing");
            }
        }
        validateCastling(squares, castling);
        validateEnPassant(squares, side, ep, halfmove);
    }

    private static void validateCastling(int[] squares, int castling) throws NotationException {
        String[] letters = {"K", "Q", "k", "q"};
        for (int bit = 0; bit < 4; bit++) {
            if ((castling & 1 << bit) == 0) {
                continue;
            }
            int colour = bit / 2;
            boolean kingSide = bit % 2 == 0;
            int kingHome = colour == Piece.WHITE ? Square.E1 : Square.E8;
            if (squares[kingHome] != Piece.make(colour, Piece.KING)) {
                throw bad("castling right " + letters[bit] + " but the " + COLOUR[colour] + " king is not on " + Square.name(kingHome));
            }
            int rookHome = Castling.rookFrom(colour, kingSide);
            if (squares[rookHome] != Piece.make(colour, Piece.ROOK)) {
                throw bad("castling right " + letters[bit] + " without rook on " + Square.name(rookHome));
            }
        }
    }

    private static void validateEnPassant(int[] squares, int side, int ep, int halfmove) throws NotationException {
        if (ep == Square.NONE) {
            return;
        }
        int expectedRank = side == Piece.WHITE ? 5 : 2;
        if (Square.rank(ep) != expectedRank) {
            throw bad("en-passant square " + Square.name(ep) + " must be on rank " + (expectedRank + 1)
                    + " when " + COLOUR[side] + " is to move");
        }
        int forward = side == Piece.WHITE ? -8 : 8;
        int pawnSq = ep + forward;
        int origin = ep - forward;
        if (squares[pawnSq] != Piece.make(side ^ 1, Piece.PAWN)) {
            throw bad("en-passant square " + Square.name(ep) + " but no " + COLOUR[side ^ 1] + " pawn on " + Square.name(pawnSq));
        }
        if (squares[ep] != Piece.NONE || squares[origin] != Piece.NONE) {
            throw bad("en-passant square " + Square.name(ep) + " but the pawn cannot have just come from " + Square.name(origin));
        }
        if (halfmove != 0) {
            throw bad("en-passant square " + Square.name(ep) + " needs halfmove clock 0 (a pawn just moved)");
        }
    }

    /** Checks that need attack tables, on the board built from the validated fields. */
    static void validateChecks(Board board) throws NotationException {
        int side = board.sideToMove();
        long occ = board.occupied();
        if (board.isAttacked(board.kingSquare(side ^ 1), side, occ)) {
            throw bad("side not to move is in check (" + COLOUR[side ^ 1] + " king on " + Square.name(board.kingSquare(side ^ 1)) + ")");
        }
        long checkers = board.checkers();
        if (Bitboards.count(checkers) > 2) {
            throw bad("the " + COLOUR[side] + " king is attacked by " + Bitboards.count(checkers) + " pieces; at most 2 can check at once");
        }
        if (Bitboards.count(checkers) == 2 && Bitboards.count(checkers & pawnsAndKnights(board, side ^ 1)) == 2) {
            throw bad("double check by two pawns or knights cannot arise from one move");
        }
    }

    private static long pawnsAndKnights(Board board, int colour) {
        return board.pieces(colour, Piece.PAWN) | board.pieces(colour, Piece.KNIGHT);
    }
}
