package org.tablero.engines.chess.search;

import java.util.List;

/**
 * What the search reports after each completed iteration (UCI's {@code info} line).
 *
 * @param depth nominal depth completed
 * @param selDepth deepest ply reached
 * @param score from the side to move, see {@link Scores}
 * @param nodes nodes of all threads
 * @param timeMs time since the search started
 * @param pv principal variation in UCI notation
 * @param hashfull permille of the table used
 */
public record SearchInfo(int depth, int selDepth, int score, long nodes, long timeMs, List<String> pv, int hashfull) {

    public long nps() {
        return timeMs == 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }

    /** The UCI {@code info} line. */
    public String toUci() {
        return "info depth " + depth + " seldepth " + selDepth + " score " + Scores.toUci(score) + " nodes " + nodes
                + " nps " + nps() + " hashfull " + hashfull + " time " + timeMs + " pv " + String.join(" ", pv);
    }
}
