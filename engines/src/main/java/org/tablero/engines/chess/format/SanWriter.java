package org.tablero.engines.chess.format;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;
import org.tablero.engines.chess.movegen.MoveGenerator;

/** Writes a legal move in Standard Algebraic Notation, with minimal disambiguation and {@code +}/{@code #}. */
public final class SanWriter {

    private SanWriter() {
    }

    /** SAN of {@code move}, which must be legal on {@code board}; the board is left unchanged. */
    public static String write(Board board, int move) {
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(board, legal);
        return write(board, move, legal, n);
    }

    /** As {@link #write(Board, int)} with the legal moves already generated (saves work in loops). */
    public static String write(Board board, int move, int[] legal, int n) {
        StringBuilder sb = new StringBuilder(8);
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(board.pieceAt(from));
        if (Move.kind(move) == Move.CASTLE_KING) {
            sb.append("O-O");
        } else if (Move.kind(move) == Move.CASTLE_QUEEN) {
            sb.append("O-O-O");
        } else if (type == Piece.PAWN) {
            if (Move.isCapture(move)) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(Piece.typeLetter(Move.promotionType(move)));
            }
        } else {
            sb.append(Piece.typeLetter(type));
            appendDisambiguation(sb, board, move, legal, n);
            if (Move.isCapture(move)) {
                sb.append('x');
            }
            sb.append(Square.name(to));
        }
        board.make(move);
        if (board.inCheck()) {
            sb.append(MoveGenerator.hasLegalMove(board) ? '+' : '#');
        }
        board.unmake(move);
        return sb.toString();
    }

    private static void appendDisambiguation(StringBuilder sb, Board board, int move, int[] legal, int n) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board.pieceAt(from);
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < n; i++) {
            int other = Move.from(legal[i]);
            if (other != from && Move.to(legal[i]) == to && board.pieceAt(other) == piece) {
                clash = true;
                sameFile |= Square.file(other) == Square.file(from);
                sameRank |= Square.rank(other) == Square.rank(from);
            }
        }
        if (!clash) {
            return;
        }
        // SAN prefers the file, then the rank, then both (PGN standard 8.2.3.4).
        if (!sameFile) {
            sb.append((char) ('a' + Square.file(from)));
        } else if (!sameRank) {
            sb.append((char) ('1' + Square.rank(from)));
        } else {
            sb.append(Square.name(from));
        }
    }
}
