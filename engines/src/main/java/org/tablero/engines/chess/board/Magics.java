package org.tablero.engines.chess.board;

/**
 * Sliding-piece attacks by "fancy" magic bitboards. The magic numbers are searched at class load
 * with a fixed-seed generator (a few milliseconds), which keeps a table of 128 opaque constants
 * out of the source and makes the result reproducible.
 */
final class Magics {

    private final long[] masks = new long[64];
    private final long[] magics = new long[64];
    private final int[] shifts = new int[64];
    private final int[] offsets = new int[64];
    private final long[] table;

    static final Magics ROOK = new Magics(new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}, 0x1234_5678_9ABC_DEFL);
    static final Magics BISHOP = new Magics(new int[][] {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}, 0x0FED_CBA9_8765_4321L);

    private Magics(int[][] directions, long seed) {
        int total = 0;
        for (int sq = 0; sq < 64; sq++) {
            masks[sq] = relevantMask(sq, directions);
            shifts[sq] = 64 - Long.bitCount(masks[sq]);
            offsets[sq] = total;
            total += 1 << Long.bitCount(masks[sq]);
        }
        table = new long[total];
        long[] state = {seed};
        for (int sq = 0; sq < 64; sq++) {
            findMagic(sq, directions, state);
        }
    }

    long attacks(int square, long occupied) {
        return table[offsets[square] + (int) (((occupied & masks[square]) * magics[square]) >>> shifts[square])];
    }

    private void findMagic(int sq, int[][] directions, long[] state) {
        long mask = masks[sq];
        int bits = Long.bitCount(mask);
        int size = 1 << bits;
        long[] occupancies = new long[size];
        long[] attacks = new long[size];
        long subset = 0;
        for (int i = 0; i < size; i++) {
            // Carry-rippler enumeration of every subset of the mask.
            occupancies[i] = subset;
            attacks[i] = slide(sq, subset, directions);
            subset = (subset - mask) & mask;
        }
        int[] epoch = new int[size];
        for (int attempt = 1; ; attempt++) {
            long magic = sparseRandom(state);
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < size && ok; i++) {
                int index = (int) ((occupancies[i] * magic) >>> shifts[sq]);
                int slot = offsets[sq] + index;
                if (epoch[index] != attempt) {
                    epoch[index] = attempt;
                    table[slot] = attacks[i];
                } else if (table[slot] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                magics[sq] = magic;
                return;
            }
        }
    }

    private static long sparseRandom(long[] state) {
        return next(state) & next(state) & next(state);
    }

    private static long next(long[] state) {
        // xorshift64*: tiny, fast and good enough to find magics.
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 2685821657736338717L;
    }

    private static long relevantMask(int sq, int[][] directions) {
        long mask = 0;
        for (int[] d : directions) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            // The last square of a ray never blocks anything beyond it, so it is left out.
            while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
                mask |= 1L << Square.of(f, r);
                f += d[0];
                r += d[1];
            }
        }
        return mask;
    }

    static long slide(int sq, long occupied, int[][] directions) {
        long attacks = 0;
        for (int[] d : directions) {
            int f = Square.file(sq) + d[0];
            int r = Square.rank(sq) + d[1];
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                long bit = 1L << Square.of(f, r);
                attacks |= bit;
                if ((occupied & bit) != 0) {
                    break;
                }
                f += d[0];
                r += d[1];
            }
        }
        return attacks;
    }
}
