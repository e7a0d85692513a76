package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.score.AreaScorer;
import org.tablero.engines.go.score.DeadStoneEstimator;

/**
 * Dead stones from the search's ownership tally: a chain is dead when its points ended up the
 * opponent's in most playouts, unless Benson's algorithm proves it alive.
 */
public final class OwnershipEstimate {

    private OwnershipEstimate() {
    }

    /** Per padded point, true on stones judged dead. */
    public static boolean[] deadStones(GoBoard board, double[] blackShare) {
        return DeadStoneEstimator.deadStones(board, blackShare);
    }

    /** Black's area minus White's minus komi with these dead stones lifted. */
    public static double score(GoBoard board, double[] blackShare, double komi) {
        return AreaScorer.score(board, deadStones(board, blackShare), komi);
    }
}
