package org.tablero.engines.chess.board;

/**
 * A move packed in an int: from (bits 0-5), to (6-11) and a 4-bit kind (12-15), so move lists are
 * plain {@code int[]} and the search allocates nothing per move.
 */
public final class Move {

    public static final int NONE = 0;

    public static final int QUIET = 0;
    public static final int DOUBLE_PUSH = 1;
    public static final int CASTLE_KING = 2;
    public static final int CASTLE_QUEEN = 3;
    public static final int CAPTURE = 4;
    public static final int EN_PASSANT = 5;
    /** Promotion kinds: bit 3 set, bits 0-1 give the piece (knight..queen), bit 2 marks a capture. */
    public static final int PROMOTION = 8;
    public static final int PROMO_CAPTURE = 12;

    private Move() {
    }

    public static int of(int from, int to, int kind) {
        return from | to << 6 | kind << 12;
    }

    /** A promotion to {@code type} (KNIGHT..QUEEN), capturing or not. */
    public static int promotion(int from, int to, int type, boolean capture) {
        return of(from, to, (capture ? PROMO_CAPTURE : PROMOTION) | (type - Piece.KNIGHT));
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return move >>> 6 & 63;
    }

    public static int kind(int move) {
        return move >>> 12 & 15;
    }

    public static boolean isPromotion(int move) {
        return (move & 0x8000) != 0;
    }

    public static boolean isCapture(int move) {
        return (move & 0x4000) != 0;
    }

    public static boolean isCastle(int move) {
        int kind = kind(move);
        return kind == CASTLE_KING || kind == CASTLE_QUEEN;
    }

    /** The promotion piece type (KNIGHT..QUEEN); meaningful only when {@link #isPromotion}. */
    public static int promotionType(int move) {
        return (move >>> 12 & 3) + Piece.KNIGHT;
    }

    /** Long algebraic (UCI) form: {@code e2e4}, {@code e7e8q}, castling as the king's move {@code e1g1}. */
    public static String toUci(int move) {
        String s = Square.name(from(move)) + Square.name(to(move));
        if (isPromotion(move)) {
            s += Character.toLowerCase(Piece.typeLetter(promotionType(move)));
        }
        return s;
    }
}
