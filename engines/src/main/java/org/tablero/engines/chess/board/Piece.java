package org.tablero.engines.chess.board;

/**
 * Piece codes as small ints: {@code colour << 3 | type}, 0 for an empty square, so a code indexes
 * the bitboard array of {@link Board} directly.
 */
public final class Piece {

    public static final int WHITE = 0;
    public static final int BLACK = 1;

    public static final int NONE = 0;
    public static final int PAWN = 1;
    public static final int KNIGHT = 2;
    public static final int BISHOP = 3;
    public static final int ROOK = 4;
    public static final int QUEEN = 5;
    public static final int KING = 6;

    private static final String FEN_CHARS = ".PNBRQK..pnbrqk";

    private Piece() {
    }

    public static int make(int colour, int type) {
        return colour << 3 | type;
    }

    public static int type(int piece) {
        return piece & 7;
    }

    public static int colour(int piece) {
        return piece >>> 3;
    }

    /** The FEN letter of a piece code (upper case for White), '.' for none. */
    public static char fenChar(int piece) {
        return FEN_CHARS.charAt(piece);
    }

    /** The piece code of a FEN letter, or -1 when the letter names no piece. */
    public static int fromFenChar(char c) {
        int i = FEN_CHARS.indexOf(c);
        return i <= 0 || c == '.' ? -1 : i;
    }

    /** Upper-case letter of a piece type as SAN writes it ('P' for pawns, which SAN omits). */
    public static char typeLetter(int type) {
        return FEN_CHARS.charAt(type);
    }
}
