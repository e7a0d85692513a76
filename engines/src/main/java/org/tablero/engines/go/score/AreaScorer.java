package org.tablero.engines.go.score;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/** Area (Chinese) counting: live stones plus surrounded points, minus komi for White. */
public final class AreaScorer {

    private AreaScorer() {
    }

    /** Black's area minus White's area minus komi: positive means Black wins. */
    public static double score(GoBoard board, boolean[] dead, double komi) {
        int[] owner = Ownership.owners(board, dead);
        int black = 0;
        int white = 0;
        for (int o : owner) {
            if (o == Stone.BLACK) {
                black++;
            } else if (o == Stone.WHITE) {
                white++;
            }
        }
        return black - white - komi;
    }
}
