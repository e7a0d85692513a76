package org.tablero.engines.go.mcts;

import java.util.List;

/**
 * What one Go search decided and measured.
 *
 * @param move the move to play, a GTP vertex or {@code pass}
 * @param resign whether the engine would rather resign (the SPI has no resign verb; GTP does)
 * @param value the chosen move's winning chance for the side to move
 * @param playouts playouts run by this search
 * @param elapsedMs wall-clock time of the search
 * @param rootVisits simulations under the root, reused ones included
 * @param reused whether the tree of the previous move was kept
 * @param blackOwnership per padded board point, the share of playouts that ended with it Black's
 * @param reason why this move: {@code search}, {@code pass-wins} (answering a pass in a won
 *     count), {@code no-move}
 * @param candidates the root's most visited moves, most visited first (at most {@link #CANDIDATES})
 */
public record GoSearchReport(String move, boolean resign, double value, long playouts, long elapsedMs, int rootVisits,
        boolean reused, double[] blackOwnership, String reason, List<Candidate> candidates) {

    /** How many root moves a report lists. */
    public static final int CANDIDATES = 5;

    /** A root move as the search left it: visits, mean value, and the RAVE (AMAF) mean and count. */
    public record Candidate(String move, int visits, double value, int raveCount, double raveValue) {
    }

    public double playoutsPerSecond() {
        return elapsedMs == 0 ? 0 : playouts * 1000.0 / elapsedMs;
    }
}
