package org.tablero.client.game;

import org.tablero.engines.game.Side;

/**
 * The piece placement and side to move of a FEN, read for drawing only; what is legal is always
 * asked of the shared rules ({@link ChessMoveFinder}).
 */
public final class FenBoard {

    private final char[] squares = new char[64];
    private final Side sideToMove;

    private FenBoard(Side sideToMove) {
        this.sideToMove = sideToMove;
    }

    public static FenBoard parse(String fen) {
        String[] fields = fen.trim().split(" +");
        FenBoard board = new FenBoard(fields.length > 1 && fields[1].equals("b") ? Side.BLACK : Side.WHITE);
        String[] ranks = fields[0].split("/");
        if (ranks.length != 8) {
            throw new IllegalArgumentException("a FEN has 8 ranks: " + fen);
        }
        for (int r = 0; r < 8; r++) {
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    file += c - '0';
                } else if ("KQRBNPkqrbnp".indexOf(c) >= 0 && file < 8) {
                    board.squares[(7 - r) * 8 + file++] = c;
                } else {
                    throw new IllegalArgumentException("bad FEN rank " + ranks[r]);
                }
            }
            if (file != 8) {
                throw new IllegalArgumentException("a FEN rank has 8 files: " + ranks[r]);
            }
        }
        return board;
    }

    /** The piece on a square ({@code 'P'} white pawn, {@code 'k'} black king…), or 0 when empty. */
    public char at(int file, int rank) {
        return squares[rank * 8 + file];
    }

    public char at(String square) {
        return at(square.charAt(0) - 'a', square.charAt(1) - '1');
    }

    public Side sideToMove() {
        return sideToMove;
    }

    public static Side colourOf(char piece) {
        return Character.isUpperCase(piece) ? Side.WHITE : Side.BLACK;
    }

    public static String square(int file, int rank) {
        return "" + (char) ('a' + file) + (char) ('1' + rank);
    }

    /** The square of the given side's king, or null when there is none. */
    public String kingOf(Side side) {
        char king = side == Side.WHITE ? 'K' : 'k';
        for (int i = 0; i < 64; i++) {
            if (squares[i] == king) {
                return square(i % 8, i / 8);
            }
        }
        return null;
    }

    /**
     * The from and to squares of the move that led from {@code before} to {@code after}, found
     * by comparing the boards: the mover's piece left one square and arrived on another. When two
     * of the mover's pieces moved (castling) the king's squares are the move's.
     */
    public static String[] lastMove(FenBoard before, FenBoard after) {
        Side mover = before.sideToMove;
        String from = null;
        String to = null;
        for (int i = 0; i < 64; i++) {
            char was = before.squares[i];
            char now = after.squares[i];
            if (was == now) {
                continue;
            }
            String sq = square(i % 8, i / 8);
            if (was != 0 && colourOf(was) == mover && now == 0 && (from == null || isKing(was))) {
                from = sq;
            }
            if (now != 0 && colourOf(now) == mover && (to == null || isKing(now))) {
                to = sq;
            }
        }
        return from == null || to == null ? null : new String[] {from, to};
    }

    private static boolean isKing(char piece) {
        return piece == 'K' || piece == 'k';
    }
}
