package org.tablero.engines.go.tactics;

import java.util.concurrent.atomic.AtomicBoolean;
import org.tablero.engines.go.GoBoard;

/**
 * The helper threads of one {@link TacticalSearch#solve}, started at once and stopped and joined
 * on {@link #close}. A helper is a {@link TacticalSearch} for the same question, with its own
 * boards and caches, that runs df-pn from the same root into the main search's table, but
 * chooses its way as if the positions another thread is in were twice as hard: it follows the
 * main thread until an alternative is close and reads that sibling instead, so its numbers,
 * proofs included, are in the table when the main thread comes to them (a simple form of the
 * virtual proof numbers of Kaneko's parallel df-pn). The main thread reads as it would alone.
 * Whichever thread settles the root stops the others.
 */
final class SearchHelpers implements AutoCloseable {

    private final TacticalSearch main;
    private final AtomicBoolean stopAll = new AtomicBoolean();
    private final TacticalSearch[] helpers;
    private final Thread[] threads;
    private boolean closed;

    SearchHelpers(TacticalSearch main, GoBoard board, int toMove, long key, int count) {
        this.main = main;
        long[] busyKeys = new long[TacticalSearch.BUSY_SLOTS];
        main.sharedWith(stopAll, busyKeys);
        helpers = new TacticalSearch[count];
        threads = new Thread[count];
        for (int i = 0; i < count; i++) {
            TacticalSearch h = helpers[i] = main.helperOf(stopAll, busyKeys);
            GoBoard own = board.copy();
            threads[i] = new Thread(() -> help(h, own, toMove, key), "tactics-helper-" + i);
            threads[i].setDaemon(true);
            threads[i].start();
        }
    }

    private void help(TacticalSearch h, GoBoard board, int toMove, long key) {
        try {
            h.search(board, toMove, key);
            if (TacticalSearch.settled(h.lastRootNumbers())) {
                stopAll.set(true);
            }
        } catch (RuntimeException | StackOverflowError e) {
            // A helper only adds numbers to the table: the main thread's answer stands without it.
        }
    }

    /**
     * A helper whose search settled the root (its {@link TacticalSearch#lastRootNumbers} and
     * {@link TacticalSearch#lastRootMove} tell how), or null; valid after {@link #close}, whose
     * join makes the helpers' fields visible here.
     */
    TacticalSearch settledHelper() {
        for (TacticalSearch h : helpers) {
            if (TacticalSearch.settled(h.lastRootNumbers())) {
                return h;
            }
        }
        return null;
    }

    /** Stops the helpers, waits for them and lets the main search run alone again. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        stopAll.set(true);
        boolean interrupted = false;
        for (Thread t : threads) {
            while (true) {
                try {
                    t.join();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        main.sharedWith(null, null);
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
