package org.tablero.engines.chess.board;

/** Castling-right bits and the squares each castle uses. */
public final class Castling {

    public static final int WHITE_KING = 1;
    public static final int WHITE_QUEEN = 2;
    public static final int BLACK_KING = 4;
    public static final int BLACK_QUEEN = 8;
    public static final int ALL = 15;

    /** Rights kept after a move touches a square: moving or capturing on a king or rook home loses them. */
    private static final int[] KEEP = new int[64];

    static {
        java.util.Arrays.fill(KEEP, ALL);
        KEEP[Square.E1] = ALL & ~(WHITE_KING | WHITE_QUEEN);
        KEEP[Square.H1] = ALL & ~WHITE_KING;
        KEEP[Square.A1] = ALL & ~WHITE_QUEEN;
        KEEP[Square.E8] = ALL & ~(BLACK_KING | BLACK_QUEEN);
        KEEP[Square.H8] = ALL & ~BLACK_KING;
        KEEP[Square.A8] = ALL & ~BLACK_QUEEN;
    }

    private Castling() {
    }

    public static int keepMask(int square) {
        return KEEP[square];
    }

    /** The right bit for a colour and wing (kingSide true for O-O). */
    public static int right(int colour, boolean kingSide) {
        return (kingSide ? WHITE_KING : WHITE_QUEEN) << (2 * colour);
    }

    /** Where the rook starts for a castle. */
    public static int rookFrom(int colour, boolean kingSide) {
        return (kingSide ? Square.H1 : Square.A1) + 56 * colour;
    }

    /** Where the rook ends for a castle. */
    public static int rookTo(int colour, boolean kingSide) {
        return (kingSide ? Square.F1 : Square.D1) + 56 * colour;
    }

    /** Where the king ends for a castle. */
    public static int kingTo(int colour, boolean kingSide) {
        return (kingSide ? Square.G1 : Square.C1) + 56 * colour;
    }

    /** Squares that must be empty between king and rook. */
    public static long emptyPath(int colour, boolean kingSide) {
        long path = kingSide ? 0x60L : 0x0EL;
        return path << (56 * colour);
    }

    /** Squares the king crosses or lands on, none of which may be attacked (its start is checked apart). */
    public static long kingPath(int colour, boolean kingSide) {
        long path = kingSide ? 0x60L : 0x0CL;
        return path << (56 * colour);
    }
}
