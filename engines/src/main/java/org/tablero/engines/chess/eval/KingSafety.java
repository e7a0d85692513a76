package org.tablero.engines.chess.eval;

import org.tablero.engines.chess.board.Bitboards;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;

/**
 * The pawn shield in front of each king and the pressure of enemy pieces on its zone. Only the
 * middle-game half is non-zero: in an end game the king is meant to walk out.
 */
final class KingSafety {

    private static final int SHIELD_NEAR = 12;
    private static final int SHIELD_FAR = 6;
    private static final int MAX_PENALTY = 500;

    private KingSafety() {
    }

    /** White-minus-Black king safety; {@code attack[c]} is what {@link PieceActivity} measured for attacker c. */
    static int evaluate(Board b, int[] attack) {
        return side(b, Piece.WHITE, attack[Piece.BLACK]) - side(b, Piece.BLACK, attack[Piece.WHITE]);
    }

    private static int side(Board b, int us, int enemyAttack) {
        int ksq = b.kingSquare(us);
        int file = ksq & 7;
        long pawns = b.pieces(us, Piece.PAWN);
        long files = PawnStructure.adjacentFiles(file) | Bitboards.FILE_A << file;
        int rank = ksq >>> 3;
        int shield = 0;
        int near = us == Piece.WHITE ? rank + 1 : rank - 1;
        int far = us == Piece.WHITE ? rank + 2 : rank - 2;
        if (near >= 0 && near < 8) {
            shield += SHIELD_NEAR * Long.bitCount(pawns & files & Bitboards.RANK_1 << (8 * near));
        }
        if (far >= 0 && far < 8) {
            shield += SHIELD_FAR * Long.bitCount(pawns & files & Bitboards.RANK_1 << (8 * far));
        }
        int units = enemyAttack & 0xFFFF;
        int attackers = enemyAttack >>> 16;
        // A lone attacker rarely mates; the danger grows with the square of the pressure.
        int penalty = 0;
        if (attackers >= 2 && b.pieces(us ^ 1, Piece.QUEEN) != 0) {
            penalty = Math.min(MAX_PENALTY, units * units / 2);
        }
        return Score.of(shield - penalty, 0);
    }
}
