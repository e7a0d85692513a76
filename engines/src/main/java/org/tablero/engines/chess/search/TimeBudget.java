package org.tablero.engines.chess.search;

import org.tablero.engines.spi.SearchLimits;

/**
 * The time plan of one move: a soft limit after which no new iteration starts, and a hard limit
 * at which the search stops wherever it is. Both in milliseconds, {@code Long.MAX_VALUE} for none.
 *
 * @param softMs stop iterating once this much time has gone
 * @param hardMs never search longer than this
 */
public record TimeBudget(long softMs, long hardMs) {

    /** Moves assumed left in the game when the GUI does not say (a sudden-death clock). */
    static final int DEFAULT_MOVES_TO_GO = 30;

    public static TimeBudget unlimited() {
        return new TimeBudget(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * The plan for these limits. A fixed move time is used whole; a clock is shared among the
     * moves to go with most of the increment added, and one move may take up to five times its
     * share but never more than a third of what is left.
     */
    public static TimeBudget of(SearchLimits limits, long overheadMs, long defaultMoveTimeMs) {
        if (limits.moveTime().isPresent()) {
            long hard = Math.max(1, limits.moveTime().get().toMillis() - overheadMs);
            // A fixed move time is meant to be used: the soft limit never stops an iteration early.
            return new TimeBudget(2 * hard, hard);
        }
        if (limits.remaining().isPresent()) {
            long left = limits.remaining().get().toMillis();
            long inc = limits.increment().map(d -> d.toMillis()).orElse(0L);
            int mtg = limits.movesToGo().isPresent() ? Math.max(1, Math.min(limits.movesToGo().getAsInt(), 50))
                    : DEFAULT_MOVES_TO_GO;
            long usable = Math.max(1, left - overheadMs);
            long soft = Math.min(usable, usable / mtg + inc * 3 / 4);
            long hard = Math.min(Math.max(soft, usable / 3), soft * 5);
            if (mtg == 1) {
                hard = usable;
            }
            return new TimeBudget(Math.max(1, soft), Math.max(1, Math.min(hard, usable)));
        }
        if (limits.nodes().isPresent() || limits.depth().isPresent()) {
            return unlimited();
        }
        long t = Math.max(1, defaultMoveTimeMs - overheadMs);
        return new TimeBudget(t, t);
    }
}
