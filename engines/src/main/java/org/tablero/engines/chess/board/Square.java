package org.tablero.engines.chess.board;

/** Square numbering (a1 = 0, b1 = 1, ..., h8 = 63) and algebraic names. */
public final class Square {

    public static final int NONE = -1;
    public static final int A1 = 0;
    public static final int C1 = 2;
    public static final int D1 = 3;
    public static final int E1 = 4;
    public static final int F1 = 5;
    public static final int G1 = 6;
    public static final int H1 = 7;
    public static final int A8 = 56;
    public static final int C8 = 58;
    public static final int D8 = 59;
    public static final int E8 = 60;
    public static final int F8 = 61;
    public static final int G8 = 62;
    public static final int H8 = 63;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank << 3 | file;
    }

    public static int file(int square) {
        return square & 7;
    }

    public static int rank(int square) {
        return square >>> 3;
    }

    public static String name(int square) {
        return "" + (char) ('a' + file(square)) + (char) ('1' + rank(square));
    }

    /** The square of a name like "e4", or {@link #NONE} when the text is not a square. */
    public static int parse(CharSequence text) {
        if (text.length() != 2) {
            return NONE;
        }
        int file = text.charAt(0) - 'a';
        int rank = text.charAt(1) - '1';
        return file >= 0 && file < 8 && rank >= 0 && rank < 8 ? of(file, rank) : NONE;
    }

    /** True for a light square (h1 is light, a1 dark). */
    public static boolean isLight(int square) {
        return ((file(square) + rank(square)) & 1) == 1;
    }
}
