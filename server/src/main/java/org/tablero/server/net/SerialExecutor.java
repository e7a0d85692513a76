package org.tablero.server.net;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * Runs tasks one at a time, in submission order, on a shared pool. Each connection has one: its
 * commands run in order and answer in order, while different connections run in parallel.
 */
final class SerialExecutor implements Executor {

    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private final Executor pool;
    private Runnable active;

    SerialExecutor(Executor pool) {
        this.pool = pool;
    }

    @Override
    public synchronized void execute(Runnable task) {
        tasks.add(() -> {
            try {
                task.run();
            } finally {
                scheduleNext();
            }
        });
        if (active == null) {
            scheduleNext();
        }
    }

    /** Tasks waiting, not counting the one running. */
    synchronized int pending() {
        return tasks.size();
    }

    private synchronized void scheduleNext() {
        active = tasks.poll();
        if (active != null) {
            pool.execute(active);
        }
    }
}
