package org.tablero.engines.go.score;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Territory (Japanese) counting: surrounded empty points (including those freed by lifting dead
 * stones) plus prisoners, which are the captures so far and the dead stones. Points inside a seki
 * border both colours and so count for nobody.
 */
public final class TerritoryScorer {

    private TerritoryScorer() {
    }

    /** Black's points minus White's points minus komi: positive means Black wins. */
    public static double score(GoBoard board, boolean[] dead, double komi) {
        int[] owner = Ownership.owners(board, dead);
        int black = board.captures(Stone.BLACK);
        int white = board.captures(Stone.WHITE);
        for (int p = 0; p < owner.length; p++) {
            int c = board.get(p);
            boolean isDead = dead != null && dead[p];
            if (c == Stone.BLACK && isDead) {
                white++;
            } else if (c == Stone.WHITE && isDead) {
                black++;
            }
            boolean vacant = c == Stone.EMPTY || isDead;
            if (vacant && owner[p] == Stone.BLACK) {
                black++;
            } else if (vacant && owner[p] == Stone.WHITE) {
                white++;
            }
        }
        return black - white - komi;
    }
}
