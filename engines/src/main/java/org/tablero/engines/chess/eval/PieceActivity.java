package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Attacks;
import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * Mobility, rooks on open and semi-open files, and the attacks on the enemy king zone. They share
 * one pass because all three need the attack set of every piece, the costly part.
 */
final class PieceActivity {

    /** Per reachable square above the typical count, by piece type (knight..queen). */
    private static final int[] MOBILITY = {0, 0, Score.of(4, 4), Score.of(5, 5), Score.of(2, 4), Score.of(1, 2)};
    private static final int[] TYPICAL = {0, 0, 4, 6, 7, 13};
    /** King-attack units per attacked king-zone square, by attacker type. */
    private static final int[] ATTACK_UNITS = {0, 0, 2, 2, 3, 5};
    static final int ROOK_OPEN = Score.of(30, 10);
    static final int ROOK_SEMI_OPEN = Score.of(14, 6);

    private PieceActivity() {
    }

    /**
     * Adds White-minus-Black mobility and rook-file terms into {@code terms}, and returns the king
     * attack of each side packed as {@code units | attackers << 16} in {@code attack[colour]}.
     */
    static void evaluate(Board b, int[] terms, int[] attack) {
        long occ = b.occupied();
        long wp = b.pieces(Piece.WHITE, Piece.PAWN);
        long bp = b.pieces(Piece.BLACK, Piece.PAWN);
        long wpAtt = (wp & ~Bitboards.FILE_A) << 7 | (wp & ~Bitboards.FILE_H) << 9;
        long bpAtt = (bp & ~Bitboards.FILE_A) >>> 9 | (bp & ~Bitboards.FILE_H) >>> 7;
        side(b, Piece.WHITE, occ, ~b.colour(Piece.WHITE) & ~bpAtt, wp, bp, terms, attack, 1);
        side(b, Piece.BLACK, occ, ~b.colour(Piece.BLACK) & ~wpAtt, bp, wp, terms, attack, -1);
    }

    private static void side(Board b, int us, long occ, long area, long ownPawns, long enemyPawns,
            int[] terms, int[] attack, int sign) {
        int ek = b.kingSquare(us ^ 1);
        long zone = Attacks.king(ek) | 1L << ek;
        int mobility = 0;
        int files = 0;
        int semi = 0;
        int units = 0;
        int attackers = 0;
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            for (long pcs = b.pieces(us, type); pcs != 0; pcs &= pcs - 1) {
                int sq = Long.numberOfTrailingZeros(pcs);
                long att = attacks(type, sq, occ);
                mobility += MOBILITY[type] * (Long.bitCount(att & area) - TYPICAL[type]);
                long z = att & zone;
                if (z != 0) {
                    attackers++;
                    units += ATTACK_UNITS[type] * Long.bitCount(z);
                }
                if (type == Piece.ROOK) {
                    long file = Bitboards.FILE_A << (sq & 7);
                    if ((file & ownPawns) == 0) {
                        if ((file & enemyPawns) == 0) {
                            files += ROOK_OPEN;
                        } else {
                            semi += ROOK_SEMI_OPEN;
                        }
                    }
                }
            }
        }
        terms[Term.MOBILITY.ordinal()] += sign * mobility;
        terms[Term.ROOK_OPEN_FILE.ordinal()] += sign * files;
        terms[Term.ROOK_SEMI_OPEN_FILE.ordinal()] += sign * semi;
        attack[us] = units | attackers << 16;
    }

    private static long attacks(int type, int sq, long occ) {
        return switch (type) {
            case Piece.KNIGHT -> Attacks.knight(sq);
            case Piece.BISHOP -> Attacks.bishop(sq, occ);
            case Piece.ROOK -> Attacks.rook(sq, occ);
            default -> Attacks.queen(sq, occ);
        };
    }
}
