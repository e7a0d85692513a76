package org.tablero.engines.chess.movegen;

import static org.tablero.engines.chess.board.Bitboards.FILE_A;
import static org.tablero.engines.chess.board.Bitboards.FILE_H;

import org.tablero.engines.chess.board.Attacks;
import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Castling;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.board.Piece;

/**
 * Legal move generation. Checks and pins are computed once per position, so every generated move
 * is legal without playing it; only en passant, whose two vanishing pawns can uncover a rook on
 * the rank, is tested by recomputing the king's attackers.
 */
public final class MoveGenerator {

    /** No chess position has more legal moves than this (the known maximum is 218). */
    public static final int MAX_MOVES = 256;

    private MoveGenerator() {
    }

    /** Writes the legal moves of the side to move into {@code moves} and returns how many. */
    public static int generate(Board b, int[] moves) {
        int us = b.sideToMove();
        int them = us ^ 1;
        long own = b.colour(us);
        long enemy = b.colour(them);
        long occ = own | enemy;
        int ksq = b.kingSquare(us);
        long checkers = b.attackersTo(ksq, occ) & enemy;

        int n = kingMoves(b, moves, 0, ksq, own, enemy, occ, them);
        if (Bitboards.moreThanOne(checkers)) {
            return n;
        }
        long target = checkers == 0 ? ~own : Bitboards.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
        long pinned = pinned(b, ksq, own, occ, them);

        long knights = b.pieces(us, Piece.KNIGHT) & ~pinned;
        while (knights != 0) {
            int from = Long.numberOfTrailingZeros(knights);
            knights &= knights - 1;
            n = add(moves, n, from, Attacks.knight(from) & target, enemy);
        }
        long queens = b.pieces(us, Piece.QUEEN);
        long diagonal = b.pieces(us, Piece.BISHOP) | queens;
        while (diagonal != 0) {
            int from = Long.numberOfTrailingZeros(diagonal);
            diagonal &= diagonal - 1;
            long to = Attacks.bishop(from, occ) & target;
            if ((pinned & 1L << from) != 0) {
                to &= Bitboards.line(ksq, from);
            }
            n = add(moves, n, from, to, enemy);
        }
        long straight = b.pieces(us, Piece.ROOK) | queens;
        while (straight != 0) {
            int from = Long.numberOfTrailingZeros(straight);
            straight &= straight - 1;
            long to = Attacks.rook(from, occ) & target;
            if ((pinned & 1L << from) != 0) {
                to &= Bitboards.line(ksq, from);
            }
            n = add(moves, n, from, to, enemy);
        }
        n = PawnMoves.generate(b, moves, n, us, ksq, enemy, occ, target, pinned, checkers);
        if (checkers == 0) {
            n = castles(b, moves, n, us, ksq, occ);
        }
        return n;
    }

    /**
     * The legal captures, en-passant captures and promotions, for the quiescence search. With the
     * king in check it returns every legal move instead, since then every evasion matters.
     */
    public static int generateCaptures(Board b, int[] moves) {
        int us = b.sideToMove();
        int them = us ^ 1;
        long own = b.colour(us);
        long enemy = b.colour(them);
        long occ = own | enemy;
        int ksq = b.kingSquare(us);
        if ((b.attackersTo(ksq, occ) & enemy) != 0) {
            return generate(b, moves);
        }
        int n = kingMoves(b, moves, 0, ksq, own, enemy, occ, them);
        // kingMoves lists quiet king moves too; keep only its captures.
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (Move.isCapture(moves[i])) {
                moves[k++] = moves[i];
            }
        }
        n = k;
        long pinned = pinned(b, ksq, own, occ, them);
        for (long knights = b.pieces(us, Piece.KNIGHT) & ~pinned; knights != 0; knights &= knights - 1) {
            int from = Long.numberOfTrailingZeros(knights);
            n = add(moves, n, from, Attacks.knight(from) & enemy, enemy);
        }
        long queens = b.pieces(us, Piece.QUEEN);
        for (long diagonal = b.pieces(us, Piece.BISHOP) | queens; diagonal != 0; diagonal &= diagonal - 1) {
            int from = Long.numberOfTrailingZeros(diagonal);
            long to = Attacks.bishop(from, occ) & enemy;
            if ((pinned & 1L << from) != 0) {
                to &= Bitboards.line(ksq, from);
            }
            n = add(moves, n, from, to, enemy);
        }
        for (long straight = b.pieces(us, Piece.ROOK) | queens; straight != 0; straight &= straight - 1) {
            int from = Long.numberOfTrailingZeros(straight);
            long to = Attacks.rook(from, occ) & enemy;
            if ((pinned & 1L << from) != 0) {
                to &= Bitboards.line(ksq, from);
            }
            n = add(moves, n, from, to, enemy);
        }
        int first = n;
        n = PawnMoves.generate(b, moves, n, us, ksq, enemy, occ, ~own, pinned, 0L);
        k = first;
        for (int i = first; i < n; i++) {
            if (Move.isCapture(moves[i]) || Move.isPromotion(moves[i])) {
                moves[k++] = moves[i];
            }
        }
        return k;
    }

    private static int kingMoves(Board b, int[] moves, int n, int ksq, long own, long enemy, long occ, int them) {
        long targets = Attacks.king(ksq) & ~own;
        // The king is lifted off the board so a slider's ray does not stop at the square it flees.
        long occWithoutKing = occ ^ 1L << ksq;
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            if (!b.isAttacked(to, them, occWithoutKing)) {
                moves[n++] = Move.of(ksq, to, (enemy & 1L << to) != 0 ? Move.CAPTURE : Move.QUIET);
            }
        }
        return n;
    }

    /** Own pieces that alone shield the king from an enemy slider. */
    static long pinned(Board b, int ksq, long own, long occ, int them) {
        long queens = b.pieces(them, Piece.QUEEN);
        long snipers = (Attacks.rookEmpty(ksq) & (b.pieces(them, Piece.ROOK) | queens))
                | (Attacks.bishopEmpty(ksq) & (b.pieces(them, Piece.BISHOP) | queens));
        long pinned = 0;
        while (snipers != 0) {
            int s = Long.numberOfTrailingZeros(snipers);
            snipers &= snipers - 1;
            long blockers = Bitboards.between(ksq, s) & occ;
            if (blockers != 0 && (blockers & (blockers - 1)) == 0) {
                pinned |= blockers & own;
            }
        }
        return pinned;
    }

    private static int castles(Board b, int[] moves, int n, int us, int ksq, long occ) {
        int rights = b.castlingRights() >>> (2 * us) & 3;
        if (rights == 0) {
            return n;
        }
        for (int wing = 0; wing < 2; wing++) {
            boolean kingSide = wing == 0;
            if ((rights & (1 << wing)) != 0 && (occ & Castling.emptyPath(us, kingSide)) == 0
                    && safe(b, Castling.kingPath(us, kingSide), us ^ 1, occ)) {
                moves[n++] = Move.of(ksq, Castling.kingTo(us, kingSide), kingSide ? Move.CASTLE_KING : Move.CASTLE_QUEEN);
            }
        }
        return n;
    }

    private static boolean safe(Board b, long squares, int them, long occ) {
        while (squares != 0) {
            int sq = Long.numberOfTrailingZeros(squares);
            squares &= squares - 1;
            if (b.isAttacked(sq, them, occ)) {
                return false;
            }
        }
        return true;
    }

    private static int add(int[] moves, int n, int from, long targets, long enemy) {
        while (targets != 0) {
            int to = Long.numberOfTrailingZeros(targets);
            targets &= targets - 1;
            moves[n++] = Move.of(from, to, (enemy & 1L << to) != 0 ? Move.CAPTURE : Move.QUIET);
        }
        return n;
    }

    /** Whether the side to move has at least one legal move. */
    public static boolean hasLegalMove(Board b) {
        return generate(b, new int[MAX_MOVES]) > 0;
    }

    static long shiftUp(long bb, int us) {
        return us == Piece.WHITE ? bb << 8 : bb >>> 8;
    }

    /** Pawn captures toward the a-file / h-file, as a set shift. */
    static long captureWest(long pawns, int us) {
        return us == Piece.WHITE ? (pawns & ~FILE_A) << 7 : (pawns & ~FILE_A) >>> 9;
    }

    static long captureEast(long pawns, int us) {
        return us == Piece.WHITE ? (pawns & ~FILE_H) << 9 : (pawns & ~FILE_H) >>> 7;
    }
}
