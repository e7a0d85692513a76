package org.tablero.engines.chess.search;

import static org.tablero.engines.chess.search.Scores.INFINITE;

import java.util.ArrayList;
import java.util.List;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;

/**
 * Iterative deepening with aspiration windows over the root moves of one thread. The main thread
 * and every Lazy SMP helper each run one; they meet only in the transposition table.
 */
final class RootSearch {

    /** Called by the main thread after each completed iteration; returns false to stop iterating. */
    interface IterationHook {
        boolean completed(RootSearch root);
    }

    private final Searcher searcher;
    private final int[] moves = new int[MoveGenerator.MAX_MOVES];
    private final int[] scores = new int[MoveGenerator.MAX_MOVES];
    private final int count;
    private final boolean allMovesExact;
    private final boolean aspiration;

    private int bestMove;
    private int bestScore;
    private int completedDepth;
    private List<String> bestPv = List.of();

    /** @param allMovesExact search every root move with a full window (multi-PV, for skill levels) */
    RootSearch(Searcher searcher, boolean allMovesExact, boolean aspiration) {
        this.searcher = searcher;
        this.allMovesExact = allMovesExact;
        this.aspiration = aspiration;
        this.count = MoveGenerator.generate(searcher.board, moves);
        for (int i = 0; i < count; i++) {
            scores[i] = -INFINITE;
        }
        this.bestMove = count > 0 ? moves[0] : Move.NONE;
        this.bestPv = count > 0 ? List.of(Move.toUci(moves[0])) : List.of();
    }

    /** Orders the root moves: the caller puts the hash move or any preferred move first. */
    void preferFirst(int move) {
        for (int i = 0; i < count; i++) {
            if (moves[i] == move) {
                rotateToFront(i);
                bestMove = move;
                bestPv = List.of(Move.toUci(move));
                return;
            }
        }
    }

    void run(int startDepth, int maxDepth, IterationHook hook) {
        if (count == 0) {
            return;
        }
        for (int depth = startDepth; depth <= maxDepth; depth++) {
            int score = aspirate(depth);
            if (searcher.stopped()) {
                break;
            }
            completedDepth = depth;
            bestScore = score;
            if (allMovesExact) {
                sortByScore();
                bestMove = moves[0];
                bestScore = scores[0];
            }
            if (hook != null && !hook.completed(this)) {
                break;
            }
            if (count == 1 && hook != null && depth >= 4) {
                break;
            }
        }
    }

    private int aspirate(int depth) {
        int delta = 25;
        boolean narrow = aspiration && !allMovesExact && depth >= 5 && !Scores.isMate(bestScore);
        int alpha = narrow ? bestScore - delta : -INFINITE;
        int beta = narrow ? bestScore + delta : INFINITE;
        while (true) {
            int score = iterate(depth, alpha, beta);
            if (searcher.stopped()) {
                return score;
            }
            if (score <= alpha && alpha > -INFINITE) {
                beta = (alpha + beta) / 2;
                alpha = Math.max(-INFINITE, score - delta);
            } else if (score >= beta && beta < INFINITE) {
                beta = Math.min(INFINITE, score + delta);
            } else {
                return score;
            }
            delta += delta;
            if (delta > 800) {
                alpha = -INFINITE;
                beta = INFINITE;
            }
        }
    }

    private int iterate(int depth, int alpha, int beta) {
        int best = -INFINITE;
        for (int i = 0; i < count; i++) {
            int move = moves[i];
            int score;
            if (allMovesExact) {
                score = searcher.searchRootMove(move, depth, -INFINITE, INFINITE, true);
            } else {
                score = searcher.searchRootMove(move, depth, alpha, beta, i == 0);
            }
            if (searcher.stopped()) {
                break;
            }
            scores[i] = score;
            if (score > best) {
                best = score;
                if (score > alpha || allMovesExact && i == 0) {
                    record(move, score);
                    rotateToFront(i);
                    if (!allMovesExact) {
                        alpha = score;
                        if (score >= beta) {
                            break;
                        }
                    }
                }
            }
        }
        return best;
    }

    private void record(int move, int score) {
        List<String> pv = new ArrayList<>();
        pv.add(Move.toUci(move));
        for (int p = 1; p < searcher.pvLength[1]; p++) {
            pv.add(Move.toUci(searcher.pv[1][p]));
        }
        if (!allMovesExact) {
            bestMove = move;
            bestScore = score;
            bestPv = pv;
        } else if (move == bestMove || bestPv.size() <= 1) {
            bestPv = pv;
        }
    }

    private void rotateToFront(int i) {
        int m = moves[i];
        int s = scores[i];
        System.arraycopy(moves, 0, moves, 1, i);
        System.arraycopy(scores, 0, scores, 1, i);
        moves[0] = m;
        scores[0] = s;
    }

    private void sortByScore() {
        for (int i = 1; i < count; i++) {
            int m = moves[i];
            int s = scores[i];
            int j = i - 1;
            while (j >= 0 && scores[j] < s) {
                moves[j + 1] = moves[j];
                scores[j + 1] = scores[j];
                j--;
            }
            moves[j + 1] = m;
            scores[j + 1] = s;
        }
    }

    int bestMove() {
        return bestMove;
    }

    int bestScore() {
        return bestScore;
    }

    int completedDepth() {
        return completedDepth;
    }

    List<String> bestPv() {
        return bestPv;
    }

    int moveCount() {
        return count;
    }

    /** Root moves and their exact scores, best first; meaningful with {@code allMovesExact}. */
    int[] moves() {
        return moves;
    }

    int[] scores() {
        return scores;
    }

    Searcher searcher() {
        return searcher;
    }
}
