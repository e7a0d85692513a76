package org.tablero.engines.chess.search;

import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.spi.StopSignal;

/**
 * Seed 004's iterative exploration without pruning: plain negamax over every legal move to a fixed
 * depth, the static evaluation at the horizon. Slow on purpose; it is the reference the alpha-beta
 * search is tested against, and a very weak opponent.
 */
public final class FullWidthSearch {

    private final Evaluator eval;
    private final int[][] moves = new int[Searcher.MAX_PLY][MoveGenerator.MAX_MOVES];
    private long nodes;
    private long nodeLimit;
    private long deadline;
    private StopSignal stop;
    private boolean stopped;
    private RepetitionStack repetitions;

    public FullWidthSearch(Evaluator eval) {
        this.eval = eval;
    }

    /**
     * Iterates depth 1..maxDepth and returns the result of the deepest completed iteration.
     *
     * @param timeMs time budget (Long.MAX_VALUE for none), {@code nodeLimit} likewise
     */
    public SearchResult search(Board root, long[] history, int maxDepth, long timeMs, long nodeLimit, StopSignal stop) {
        long start = System.nanoTime();
        this.deadline = timeMs == Long.MAX_VALUE ? Long.MAX_VALUE : start + timeMs * 1_000_000L;
        this.nodeLimit = nodeLimit;
        this.stop = stop;
        this.stopped = false;
        this.nodes = 0;
        Board b = root.copy();
        int[] rootMoves = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(b, rootMoves);
        int bestMove = n > 0 ? rootMoves[0] : Move.NONE;
        int bestScore = 0;
        int completed = 0;
        for (int depth = 1; depth <= maxDepth && n > 0; depth++) {
            repetitions = new RepetitionStack(history, b.key());
            int iterBest = Move.NONE;
            int iterScore = -Scores.INFINITE;
            for (int i = 0; i < n; i++) {
                b.make(rootMoves[i]);
                repetitions.push(b.key());
                int s = -negamax(b, depth - 1, 1);
                repetitions.pop();
                b.unmake(rootMoves[i]);
                if (stopped) {
                    break;
                }
                if (s > iterScore) {
                    iterScore = s;
                    iterBest = rootMoves[i];
                }
            }
            if (stopped) {
                break;
            }
            bestMove = iterBest;
            bestScore = iterScore;
            completed = depth;
        }
        long ms = (System.nanoTime() - start) / 1_000_000L;
        return new SearchResult(bestMove, bestScore, completed, nodes, ms,
                bestMove == Move.NONE ? java.util.List.of() : java.util.List.of(Move.toUci(bestMove)));
    }

    private int negamax(Board b, int depth, int ply) {
        if (++nodes >= nodeLimit || (nodes & 1023) == 0 && (System.nanoTime() >= deadline || stop.isStopped())) {
            stopped = true;
        }
        if (stopped) {
            return 0;
        }
        if (repetitions.isDraw(b.halfmoveClock())) {
            return Scores.DRAW;
        }
        int[] list = moves[ply];
        if (depth <= 0) {
            return eval.evaluate(b);
        }
        int n = MoveGenerator.generate(b, list);
        if (n == 0) {
            return b.inCheck() ? -Scores.MATE + ply : Scores.DRAW;
        }
        int best = -Scores.INFINITE;
        for (int i = 0; i < n; i++) {
            b.make(list[i]);
            repetitions.push(b.key());
            int s = -negamax(b, depth - 1, ply + 1);
            repetitions.pop();
            b.unmake(list[i]);
            best = Math.max(best, s);
        }
        return best;
    }
}
