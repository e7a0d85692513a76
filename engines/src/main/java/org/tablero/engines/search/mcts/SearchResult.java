package org.tablero.engines.search.mcts;

import java.util.List;

/**
 * What a search found: the chosen move, the root's children by visits, and the work done.
 *
 * @param bestMove the most visited move, or {@link SearchState#NO_MOVE} when the root has none
 * @param value the mean result of the best move for the player to move at the root
 * @param children the root's children, most visited first
 * @param simulations simulations run by this search (not counting reused ones)
 * @param elapsedNanos wall-clock time of this search
 * @param rootVisits visits of the root, reused ones included
 */
public record SearchResult(int bestMove, double value, List<MoveStats> children, long simulations,
        long elapsedNanos, int rootVisits) {

    /** The statistics of one root move. */
    public record MoveStats(int move, int visits, double mean, int raveCount, double raveMean) {
    }

    public double simulationsPerSecond() {
        return elapsedNanos == 0 ? 0 : simulations * 1e9 / elapsedNanos;
    }
}
