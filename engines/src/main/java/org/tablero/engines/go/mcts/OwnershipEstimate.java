package org.tablero.engines.go.mcts;

import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.score.AreaScorer;
import org.tablero.engines.go.score.Benson;

/**
 * Dead stones from the search's ownership tally: a chain is dead when its points ended up the
 * opponent's in most playouts, unless Benson's algorithm proves it alive.
 */
public final class OwnershipEstimate {

    private OwnershipEstimate() {
    }

    /** Per padded point, true on stones judged dead. */
    public static boolean[] deadStones(GoBoard board, double[] blackShare) {
        int n = board.arraySize();
        boolean[] aliveB = Benson.alive(board, Stone.BLACK);
        boolean[] aliveW = Benson.alive(board, Stone.WHITE);
        boolean[] dead = new boolean[n];
        boolean[] decided = new boolean[n];
        for (int p = 0; p < n; p++) {
            int c = board.get(p);
            if ((c != Stone.BLACK && c != Stone.WHITE) || decided[p]) {
                continue;
            }
            int[] chain = Chains.stones(board, p);
            double own = 0;
            for (int s : chain) {
                own += c == Stone.BLACK ? blackShare[s] : 1 - blackShare[s];
                decided[s] = true;
            }
            boolean proven = c == Stone.BLACK ? aliveB[p] : aliveW[p];
            boolean isDead = !proven && own / chain.length < 0.5;
            for (int s : chain) {
                dead[s] = isDead;
            }
        }
        return dead;
    }

    /** Black's area minus White's minus komi with these dead stones lifted. */
    public static double score(GoBoard board, double[] blackShare, double komi) {
        return AreaScorer.score(board, deadStones(board, blackShare), komi);
    }
}
