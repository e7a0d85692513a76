package org.tablero.engines.chess.board;

/**
 * Random keys for position hashing. A fixed seed keeps keys identical across runs, so a key
 * stored in a file (a book, a test) stays meaningful.
 */
public final class Zobrist {

    /** Indexed {@code piece * 64 + square} with the piece codes of {@link Piece}. */
    private static final long[] PIECE_SQUARE = new long[16 * 64];
    private static final long[] CASTLING = new long[16];
    private static final long[] EP_FILE = new long[8];
    private static final long SIDE;

    static {
        long[] state = {0x9E3779B97F4A7C15L};
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PIECE_SQUARE[i] = next(state);
        }
        // Castling keys compose by xor of the single rights so a change of rights is one xor.
        long[] single = {next(state), next(state), next(state), next(state)};
        for (int rights = 0; rights < 16; rights++) {
            for (int bit = 0; bit < 4; bit++) {
                if ((rights & 1 << bit) != 0) {
                    CASTLING[rights] ^= single[bit];
                }
            }
        }
        for (int f = 0; f < 8; f++) {
            EP_FILE[f] = next(state);
        }
        SIDE = next(state);
    }

    private Zobrist() {
    }

    private static long next(long[] state) {
        // splitmix64
        long z = state[0] += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    public static long piece(int piece, int square) {
        return PIECE_SQUARE[piece << 6 | square];
    }

    public static long castling(int rights) {
        return CASTLING[rights];
    }

    public static long enPassant(int square) {
        return EP_FILE[square & 7];
    }

    public static long side() {
        return SIDE;
    }
}
