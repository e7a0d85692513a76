package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/** Passed, isolated and doubled pawns, each as its own term so a profile can weigh them apart. */
final class PawnStructure {

    /** Passed-pawn bonus by rank counted from the pawn's own side (index 1 = second rank). */
    private static final int[] PASSED = {0, Score.of(0, 5), Score.of(5, 12), Score.of(10, 25), Score.of(20, 45),
        Score.of(40, 80), Score.of(70, 130), 0};
    static final int ISOLATED = Score.of(-10, -15);
    static final int DOUBLED = Score.of(-10, -22);

    private static final long[] ADJACENT_FILES = new long[8];
    /** Squares in front of a pawn on its file and both neighbours, per colour and square. */
    private static final long[][] FRONT_SPAN = new long[2][64];

    static {
        for (int f = 0; f < 8; f++) {
            long adj = 0;
            if (f > 0) {
                adj |= Bitboards.FILE_A << (f - 1);
            }
            if (f < 7) {
                adj |= Bitboards.FILE_A << (f + 1);
            }
            ADJACENT_FILES[f] = adj;
        }
        for (int sq = 0; sq < 64; sq++) {
            int f = sq & 7;
            int r = sq >>> 3;
            long files = ADJACENT_FILES[f] | Bitboards.FILE_A << f;
            long above = r == 7 ? 0 : -1L << ((r + 1) * 8);
            long below = r == 0 ? 0 : -1L >>> ((8 - r) * 8);
            FRONT_SPAN[0][sq] = files & above;
            FRONT_SPAN[1][sq] = files & below;
        }
    }

    private PawnStructure() {
    }

    static long adjacentFiles(int file) {
        return ADJACENT_FILES[file];
    }

    /** Adds White-minus-Black packed scores into {@code terms} for the three pawn terms. */
    static void evaluate(Board b, int[] terms) {
        long white = b.pieces(Piece.WHITE, Piece.PAWN);
        long black = b.pieces(Piece.BLACK, Piece.PAWN);
        side(Piece.WHITE, white, black, terms, 1);
        side(Piece.BLACK, black, white, terms, -1);
    }

    private static void side(int colour, long own, long enemy, int[] terms, int sign) {
        int passed = 0;
        int isolated = 0;
        int doubled = 0;
        for (long p = own; p != 0; p &= p - 1) {
            int sq = Long.numberOfTrailingZeros(p);
            int file = sq & 7;
            if ((own & ADJACENT_FILES[file]) == 0) {
                isolated += ISOLATED;
            }
            if ((enemy & FRONT_SPAN[colour][sq]) == 0 && (own & FRONT_SPAN[colour][sq] & Bitboards.FILE_A << file) == 0) {
                int rank = colour == Piece.WHITE ? sq >>> 3 : 7 - (sq >>> 3);
                passed += PASSED[rank];
            }
        }
        for (int f = 0; f < 8; f++) {
            int n = Long.bitCount(own & Bitboards.FILE_A << f);
            if (n > 1) {
                doubled += (n - 1) * DOUBLED;
            }
        }
        terms[Term.PASSED_PAWNS.ordinal()] += sign * passed;
        terms[Term.ISOLATED_PAWNS.ordinal()] += sign * isolated;
        terms[Term.DOUBLED_PAWNS.ordinal()] += sign * doubled;
    }
}
