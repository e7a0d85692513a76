package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * The pawn terms of recently seen pawn structures. Pawns move rarely, so most nodes of a search
 * share their pawns with many others; a hit skips {@link PawnStructure}'s walk over every pawn.
 * Entries are keyed by both pawn sets themselves, so a hit is exact, never a hash collision.
 * Not thread-safe: each {@link Evaluator} owns one.
 */
final class PawnCache {

    private static final int SIZE = 1 << 14;

    private final long[] white = new long[SIZE];
    private final long[] black = new long[SIZE];
    private final int[] passed = new int[SIZE];
    private final int[] isolated = new int[SIZE];
    private final int[] doubled = new int[SIZE];
    private final int[] scratch = new int[Term.COUNT];

    PawnCache() {
        // No position has pawns on every square, so all-ones marks a slot as empty.
        java.util.Arrays.fill(white, -1L);
    }

    /** Adds the three pawn terms, White minus Black, into {@code terms} as {@link PawnStructure} would. */
    void evaluate(Board b, int[] terms) {
        long wp = b.pieces(Piece.WHITE, Piece.PAWN);
        long bp = b.pieces(Piece.BLACK, Piece.PAWN);
        int i = index(wp, bp);
        if (white[i] != wp || black[i] != bp) {
            java.util.Arrays.fill(scratch, 0);
            PawnStructure.evaluate(b, scratch);
            white[i] = wp;
            black[i] = bp;
            passed[i] = scratch[Term.PASSED_PAWNS.ordinal()];
            isolated[i] = scratch[Term.ISOLATED_PAWNS.ordinal()];
            doubled[i] = scratch[Term.DOUBLED_PAWNS.ordinal()];
        }
        terms[Term.PASSED_PAWNS.ordinal()] += passed[i];
        terms[Term.ISOLATED_PAWNS.ordinal()] += isolated[i];
        terms[Term.DOUBLED_PAWNS.ordinal()] += doubled[i];
    }

    private static int index(long wp, long bp) {
        long h = wp * 0x9E3779B97F4A7C15L ^ bp * 0xC2B2AE3D27D4EB4FL;
        return (int) (h >>> 50) & (SIZE - 1);
    }
}
