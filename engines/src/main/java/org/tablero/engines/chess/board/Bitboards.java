package org.tablero.engines.chess.board;

/** Constant masks and geometric tables over 64-bit boards (bit i = square i). */
public final class Bitboards {

    public static final long FILE_A = 0x0101010101010101L;
    public static final long FILE_H = FILE_A << 7;
    public static final long RANK_1 = 0xFFL;
    public static final long RANK_2 = RANK_1 << 8;
    public static final long RANK_3 = RANK_1 << 16;
    public static final long RANK_6 = RANK_1 << 40;
    public static final long RANK_7 = RANK_1 << 48;
    public static final long RANK_8 = RANK_1 << 56;
    public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;

    /** Squares strictly between two aligned squares; 0 when they share no line. */
    private static final long[] BETWEEN = new long[64 * 64];
    /** The whole line through two aligned squares, edge to edge; 0 when not aligned. */
    private static final long[] LINE = new long[64 * 64];

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    static {
        for (int a = 0; a < 64; a++) {
            for (int[] d : DIRECTIONS) {
                long line = ray(a, d[0], d[1]) | ray(a, -d[0], -d[1]) | 1L << a;
                for (int sign = -1; sign <= 1; sign += 2) {
                    long between = 0;
                    int f = Square.file(a) + sign * d[0];
                    int r = Square.rank(a) + sign * d[1];
                    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                        int b = Square.of(f, r);
                        BETWEEN[a * 64 + b] = between;
                        LINE[a * 64 + b] = line;
                        between |= 1L << b;
                        f += sign * d[0];
                        r += sign * d[1];
                    }
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long ray(int square, int df, int dr) {
        long ray = 0;
        int f = Square.file(square) + df;
        int r = Square.rank(square) + dr;
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            ray |= 1L << Square.of(f, r);
            f += df;
            r += dr;
        }
        return ray;
    }

    public static long between(int a, int b) {
        return BETWEEN[a << 6 | b];
    }

    public static long line(int a, int b) {
        return LINE[a << 6 | b];
    }

    public static long bit(int square) {
        return 1L << square;
    }

    public static int first(long bb) {
        return Long.numberOfTrailingZeros(bb);
    }

    public static int count(long bb) {
        return Long.bitCount(bb);
    }

    public static boolean moreThanOne(long bb) {
        return (bb & (bb - 1)) != 0;
    }
}
