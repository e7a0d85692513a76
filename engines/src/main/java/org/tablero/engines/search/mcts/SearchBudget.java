package org.tablero.engines.search.mcts;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * When a search stops: a wall-clock deadline, a simulation count, an outside stop request, and,
 * with a deadline, as soon as the most visited move can no longer be overtaken in the time left.
 * Shared by all threads of one search.
 */
public final class SearchBudget {

    private final long startNanos;
    private final long deadlineNanos;
    private final long maxSimulations;
    private final BooleanSupplier stopRequested;
    private final boolean earlyStop;
    private final AtomicLong simulations = new AtomicLong();
    private volatile boolean stopped;

    /**
     * @param timeNanos time allowed from now, or {@code Long.MAX_VALUE} for none
     * @param maxSimulations simulations allowed, or {@code Long.MAX_VALUE} for none
     * @param stopRequested polled between simulations
     * @param earlyStop whether to stop once the choice cannot change any more
     */
    public SearchBudget(long timeNanos, long maxSimulations, BooleanSupplier stopRequested, boolean earlyStop) {
        this.startNanos = System.nanoTime();
        this.deadlineNanos = timeNanos == Long.MAX_VALUE ? Long.MAX_VALUE : startNanos + Math.max(0, timeNanos);
        this.maxSimulations = maxSimulations;
        this.stopRequested = stopRequested;
        this.earlyStop = earlyStop;
    }

    /** Counts one simulation; false once the search must stop (the simulation still counts). */
    boolean next(Node root) {
        if (stopped) {
            return false;
        }
        long n = simulations.incrementAndGet();
        if (n >= maxSimulations || stopRequested.getAsBoolean()) {
            stopped = true;
            return false;
        }
        if (deadlineNanos != Long.MAX_VALUE) {
            long now = System.nanoTime();
            if (now >= deadlineNanos || (earlyStop && (n & 255) == 0 && decided(root, n, now))) {
                stopped = true;
                return false;
            }
        }
        return true;
    }

    /** Whether the leader's margin in visits exceeds what the remaining time could add. */
    private boolean decided(Node root, long n, long now) {
        Node[] children = root.children;
        if (children == null || children.length < 2 || now - startNanos < (deadlineNanos - startNanos) / 10) {
            return false;
        }
        int first = 0;
        int second = 0;
        for (Node c : children) {
            int v = c.visits;
            if (v > first) {
                second = first;
                first = v;
            } else if (v > second) {
                second = v;
            }
        }
        double rate = n / (double) Math.max(1, now - startNanos);
        double left = rate * (deadlineNanos - now);
        return first - second > left;
    }

    public long simulations() {
        return simulations.get();
    }

    public long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }
}
