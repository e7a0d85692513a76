package org.tablero.engines.chess.movegen;

import org.tablero.engines.chess.board.Attacks;
import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.board.Square;

/** Legal pawn moves: pushes, captures, promotions and en passant, set-wise for unpinned pawns. */
final class PawnMoves {

    private PawnMoves() {
    }

    static int generate(Board b, int[] moves, int n, int us, int ksq, long enemy, long occ,
            long target, long pinned, long checkers) {
        long pawns = b.pieces(us, Piece.PAWN);
        long free = pawns & ~pinned;
        long lastRank = us == Piece.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
        long thirdRank = us == Piece.WHITE ? Bitboards.RANK_3 : Bitboards.RANK_6;
        int up = us == Piece.WHITE ? 8 : -8;

        long single = MoveGenerator.shiftUp(free, us) & ~occ;
        long twice = MoveGenerator.shiftUp(single & thirdRank, us) & ~occ & target;
        single &= target;
        n = addShifted(moves, n, single & ~lastRank, up, Move.QUIET);
        n = addPromotions(moves, n, single & lastRank, up, false);
        n = addShifted(moves, n, twice, 2 * up, Move.DOUBLE_PUSH);

        long west = MoveGenerator.captureWest(free, us) & enemy & target;
        long east = MoveGenerator.captureEast(free, us) & enemy & target;
        int westDelta = up - 1;
        int eastDelta = up + 1;
        n = addShifted(moves, n, west & ~lastRank, westDelta, Move.CAPTURE);
        n = addPromotions(moves, n, west & lastRank, westDelta, true);
        n = addShifted(moves, n, east & ~lastRank, eastDelta, Move.CAPTURE);
        n = addPromotions(moves, n, east & lastRank, eastDelta, true);

        long pinnedPawns = pawns & pinned;
        if (pinnedPawns != 0 && checkers == 0) {
            n = pinnedPawnMoves(moves, n, pinnedPawns, us, ksq, enemy, occ, lastRank, thirdRank);
        }
        int ep = b.epSquare();
        if (ep != Square.NONE) {
            n = enPassant(b, moves, n, us, ksq, ep, pawns, occ);
        }
        return n;
    }

    /** A pinned pawn may only move along the line through its king (a pin never lets it leave check). */
    private static int pinnedPawnMoves(int[] moves, int n, long pinnedPawns, int us, int ksq,
            long enemy, long occ, long lastRank, long thirdRank) {
        while (pinnedPawns != 0) {
            int from = Long.numberOfTrailingZeros(pinnedPawns);
            pinnedPawns &= pinnedPawns - 1;
            long line = Bitboards.line(ksq, from);
            long bit = 1L << from;
            long single = MoveGenerator.shiftUp(bit, us) & ~occ;
            long twice = MoveGenerator.shiftUp(single & thirdRank, us) & ~occ & line;
            single &= line;
            long captures = Attacks.pawn(us, from) & enemy & line;
            for (long to = single | captures; to != 0; to &= to - 1) {
                int sq = Long.numberOfTrailingZeros(to);
                boolean capture = (enemy & 1L << sq) != 0;
                if ((lastRank & 1L << sq) != 0) {
                    for (int type = Piece.QUEEN; type >= Piece.KNIGHT; type--) {
                        moves[n++] = Move.promotion(from, sq, type, capture);
                    }
                } else {
                    moves[n++] = Move.of(from, sq, capture ? Move.CAPTURE : Move.QUIET);
                }
            }
            if (twice != 0) {
                moves[n++] = Move.of(from, Long.numberOfTrailingZeros(twice), Move.DOUBLE_PUSH);
            }
        }
        return n;
    }

    /**
     * En passant is tested by removing both pawns and asking whether anything then attacks the
     * king: this covers the rank pin and the cases where the capture must answer a check.
     */
    private static int enPassant(Board b, int[] moves, int n, int us, int ksq, int ep, long pawns, long occ) {
        int victim = ep ^ 8;
        long capturers = Attacks.pawn(us ^ 1, ep) & pawns;
        long enemy = b.colour(us ^ 1) & ~(1L << victim);
        while (capturers != 0) {
            int from = Long.numberOfTrailingZeros(capturers);
            capturers &= capturers - 1;
            long after = occ ^ 1L << from ^ 1L << victim | 1L << ep;
            if ((b.attackersTo(ksq, after) & enemy) == 0) {
                moves[n++] = Move.of(from, ep, Move.EN_PASSANT);
            }
        }
        return n;
    }

    private static int addShifted(int[] moves, int n, long targets, int delta, int kind) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = Move.of(to - delta, to, kind);
        }
        return n;
    }

    private static int addPromotions(int[] moves, int n, long targets, int delta, boolean capture) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            for (int type = Piece.QUEEN; type >= Piece.KNIGHT; type--) {
                moves[n++] = Move.promotion(to - delta, to, type, capture);
            }
        }
        return n;
    }
}
