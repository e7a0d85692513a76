package org.tablero.engines.chess.search;

import org.tablero.engines.spi.StopSignal;

/**
 * The state all threads of one search share: when to stop, and why. Threads look at it only every
 * {@link Searcher} poll interval, not at every node, and keep their own copy of the answer: a
 * per-node read of a line another core writes to (a neighbouring object's field will do) costs a
 * cache miss per node on each side.
 */
final class SearchControl {

    private final long startNanos = System.nanoTime();
    private final long hardDeadlineNanos;
    private final long nodeLimitPerThread;
    private final StopSignal external;
    private volatile boolean stopped;

    SearchControl(TimeBudget budget, long nodeLimit, int threads, StopSignal external) {
        this.hardDeadlineNanos = budget.hardMs() == Long.MAX_VALUE ? Long.MAX_VALUE
                : startNanos + budget.hardMs() * 1_000_000L;
        this.nodeLimitPerThread = nodeLimit == Long.MAX_VALUE ? Long.MAX_VALUE : Math.max(1, nodeLimit / threads);
        this.external = external;
    }

    /** Called every few thousand nodes: looks at the clock and the caller's stop signal; true to stop. */
    boolean poll() {
        if (!stopped && (external.isStopped() || System.nanoTime() >= hardDeadlineNanos)) {
            stopped = true;
        }
        return stopped;
    }

    /** Each thread's share of a node limit (Long.MAX_VALUE when there is none). */
    long nodeLimitPerThread() {
        return nodeLimitPerThread;
    }

    boolean stopped() {
        return stopped;
    }

    void stop() {
        stopped = true;
    }

    long elapsedMs() {
        return (System.nanoTime() - startNanos) / 1_000_000L;
    }
}
