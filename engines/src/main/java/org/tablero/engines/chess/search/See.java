package org.tablero.engines.chess.search;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;

/**
 * Static exchange evaluation: the material outcome of the capture sequence on one square when
 * both sides always recapture with their least valuable piece (x-rays included, pins ignored).
 */
public final class See {

    private static final int[] VALUE = {0, 100, 320, 330, 500, 950, 20_000};
    /** The length of the scratch array {@link #see(Board, int, int[])} needs: one entry per capture of the sequence. */
    public static final int SCRATCH = 34;

    private See() {
    }

    public static int value(int type) {
        return VALUE[type];
    }

    /**
     * Whether {@code move} does not lose material in the exchange. A capture of a piece worth at
     * least the capturer cannot lose (the capturer is the most the opponent can win back), so most
     * captures are answered without playing the exchange out.
     */
    public static boolean notLosing(Board b, int move) {
        return notLosing(b, move, new int[SCRATCH]);
    }

    /** As {@link #notLosing(Board, int)}, with the caller's scratch array of {@link #SCRATCH} ints. */
    public static boolean notLosing(Board b, int move, int[] scratch) {
        int kind = Move.kind(move);
        if (Move.isCapture(move) && !Move.isPromotion(move) && kind != Move.EN_PASSANT
                && VALUE[Piece.type(b.pieceAt(Move.to(move)))] >= VALUE[Piece.type(b.pieceAt(Move.from(move)))]) {
            return true;
        }
        return see(b, move, scratch) >= 0;
    }

    /** The exchange value in centipawns of {@code move} for the side making it. */
    public static int see(Board b, int move) {
        return see(b, move, new int[SCRATCH]);
    }

    /**
     * As {@link #see(Board, int)}, with the caller's scratch array of {@link #SCRATCH} ints: the
     * search calls this at many nodes, and a fresh array each time kept the garbage collector
     * running during searches (moving the threads' objects around, see {@link AlphaBetaSearch}).
     */
    public static int see(Board b, int move, int[] gain) {
        if (Move.isCastle(move)) {
            return 0;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int kind = Move.kind(move);
        int attacker = Piece.type(b.pieceAt(from));
        long occ = b.occupied();
        if (kind == Move.EN_PASSANT) {
            gain[0] = VALUE[Piece.PAWN];
            occ ^= 1L << (to ^ 8);
        } else {
            gain[0] = VALUE[Piece.type(b.pieceAt(to))];
        }
        if (Move.isPromotion(move)) {
            attacker = Move.promotionType(move);
            gain[0] += VALUE[attacker] - VALUE[Piece.PAWN];
        }
        int side = b.sideToMove() ^ 1;
        long fromSet = 1L << from;
        int d = 0;
        long attackers = b.attackersTo(to, occ);
        while (true) {
            d++;
            gain[d] = VALUE[attacker] - gain[d - 1];
            if (Math.max(-gain[d - 1], gain[d]) < 0) {
                break;
            }
            occ ^= fromSet;
            attackers = b.attackersTo(to, occ) & occ;
            long mine = attackers & b.colour(side);
            if (mine == 0) {
                break;
            }
            fromSet = 0;
            for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                long set = mine & b.pieces(side, type);
                if (set != 0) {
                    fromSet = set & -set;
                    attacker = type;
                    break;
                }
            }
            side ^= 1;
            if (d >= 32) {
                break;
            }
        }
        while (--d > 0) {
            gain[d - 1] = -Math.max(-gain[d - 1], gain[d]);
        }
        return gain[0];
    }
}
