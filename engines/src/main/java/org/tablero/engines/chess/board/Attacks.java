package org.tablero.engines.chess.board;

/** Attack sets of every piece from every square; the sliders go through {@link Magics}. */
public final class Attacks {

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    /** Pawn captures, indexed {@code colour * 64 + square}. */
    private static final long[] PAWN = new long[128];
    private static final long[] ROOK_EMPTY = new long[64];
    private static final long[] BISHOP_EMPTY = new long[64];

    static {
        int[][] knight = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        int[][] king = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = leaps(sq, knight);
            KING[sq] = leaps(sq, king);
            PAWN[sq] = leaps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[64 + sq] = leaps(sq, new int[][] {{-1, -1}, {1, -1}});
            ROOK_EMPTY[sq] = Magics.ROOK.attacks(sq, 0);
            BISHOP_EMPTY[sq] = Magics.BISHOP.attacks(sq, 0);
        }
    }

    private Attacks() {
    }

    private static long leaps(int sq, int[][] deltas) {
        long bb = 0;
        for (int[] d : deltas) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            if (f >= 0 && f < 8 && r >= 0 && r < 8) {
                bb |= 1L << Square.of(f, r);
            }
        }
        return bb;
    }

    public static long knight(int sq) {
        return KNIGHT[sq];
    }

    public static long king(int sq) {
        return KING[sq];
    }

    /** Squares a pawn of {@code colour} on {@code sq} attacks. */
    public static long pawn(int colour, int sq) {
        return PAWN[colour << 6 | sq];
    }

    public static long rook(int sq, long occupied) {
        return Magics.ROOK.attacks(sq, occupied);
    }

    public static long bishop(int sq, long occupied) {
        return Magics.BISHOP.attacks(sq, occupied);
    }

    public static long queen(int sq, long occupied) {
        return Magics.ROOK.attacks(sq, occupied) | Magics.BISHOP.attacks(sq, occupied);
    }

    /** Rook attacks on an empty board, to find pinners and x-rays cheaply. */
    public static long rookEmpty(int sq) {
        return ROOK_EMPTY[sq];
    }

    public static long bishopEmpty(int sq) {
        return BISHOP_EMPTY[sq];
    }

    /** Attacks of any piece code from {@code sq} given the occupancy. */
    public static long of(int piece, int sq, long occupied) {
        return switch (Piece.type(piece)) {
            case Piece.PAWN -> pawn(Piece.colour(piece), sq);
            case Piece.KNIGHT -> KNIGHT[sq];
            case Piece.BISHOP -> bishop(sq, occupied);
            case Piece.ROOK -> rook(sq, occupied);
            case Piece.QUEEN -> queen(sq, occupied);
            case Piece.KING -> KING[sq];
            default -> 0L;
        };
    }
}
