package org.tablero.engines.go.mcts;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.tablero.engines.spi.SearchLimits;

/**
 * How long to think about one move: a fixed move time as given, a clock shared out over the
 * moves a Go game of this size still needs (byo-yomi periods arrive as a clock with moves to go),
 * the profile's own move time as a cap, and a safety margin for the process around the search.
 * With a playout count and no time at all, the search is unbounded in time.
 */
public final class TimeManager {

    /** Kept back from every budget for thread start, move choice and the reply. */
    static final long MARGIN_MS = 30;
    private static final long MIN_MS = 5;

    private TimeManager() {
    }

    /**
     * The time for this move in nanoseconds, or {@code Long.MAX_VALUE} when only playouts bound it.
     *
     * @param ply moves played so far in the game
     */
    public static long budgetNanos(SearchLimits limits, GoMctsConfig config, int size, int ply, boolean playoutCapped) {
        long ms = Long.MAX_VALUE;
        if (limits.moveTime().isPresent()) {
            ms = limits.moveTime().get().toMillis();
        }
        if (limits.remaining().isPresent()) {
            ms = Math.min(ms, clockMillis(limits, size, ply));
        }
        boolean noOuterTime = ms == Long.MAX_VALUE;
        if (noOuterTime && playoutCapped) {
            return Long.MAX_VALUE;
        }
        ms = Math.min(ms, config.moveTimeMs());
        long margin = Math.min(MARGIN_MS, ms / 10);
        return TimeUnit.MILLISECONDS.toNanos(Math.max(MIN_MS, ms - margin));
    }

    /**
     * Whether time not used on this move is still there for later ones: only then may the search
     * stop as soon as its choice cannot change. With a fixed time a move (or a byo-yomi period of
     * one stone) the rest of the time would be lost, while the playouts it buys go mostly under the
     * chosen move, whose subtree the next search keeps.
     */
    public static boolean savedTimeCarriesOver(SearchLimits limits) {
        return limits.remaining().isPresent()
                && (limits.movesToGo().isEmpty() || limits.movesToGo().getAsInt() > 1);
    }

    /** A share of the clock: time left over the moves still to come, plus most of the increment. */
    static long clockMillis(SearchLimits limits, int size, int ply) {
        long remaining = limits.remaining().get().toMillis();
        long increment = limits.increment().map(Duration::toMillis).orElse(0L);
        if (limits.movesToGo().isPresent() && limits.movesToGo().getAsInt() > 0) {
            int togo = limits.movesToGo().getAsInt();
            return Math.max(MIN_MS, (long) (0.9 * (remaining - MARGIN_MS * togo) / togo + 0.9 * increment));
        }
        int area = size * size;
        // Games last about 0.9 * area plies; near or past that, plan for a quarter board more.
        double pliesLeft = Math.max(0.9 * area - ply, 0.25 * area);
        double ourMoves = Math.max(pliesLeft / 2, 5);
        double share = remaining / ourMoves + 0.9 * increment;
        return Math.max(MIN_MS, (long) Math.min(share, 0.5 * remaining + 0.5 * increment));
    }
}
