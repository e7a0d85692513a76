package org.tablero.engines.chess.search;

import java.util.List;

/**
 * The outcome of a search.
 *
 * @param bestMove the chosen move, packed as {@link org.tablero.engines.chess.board.Move}
 * @param score its score from the side to move
 * @param depth the deepest completed iteration
 * @param nodes nodes of all threads
 * @param timeMs wall time used
 * @param pv principal variation in UCI notation, starting with the best move
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, long timeMs, List<String> pv) {
}
