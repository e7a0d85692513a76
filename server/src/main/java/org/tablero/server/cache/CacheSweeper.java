package org.tablero.server.cache;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the polling caches' sweeps on a thread of their own, at a fixed delay: each sweep reads
 * what other server nodes changed and forgets users who left. A failed sweep (the database down)
 * is logged and tried again at the next tick; the caches' maximum age bounds staleness meanwhile.
 */
public final class CacheSweeper implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(CacheSweeper.class);

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablero-cache-sweep");
        t.setDaemon(true);
        return t;
    });

    public CacheSweeper(Duration every, List<Runnable> sweeps) {
        timer.scheduleWithFixedDelay(() -> {
            for (Runnable sweep : sweeps) {
                try {
                    sweep.run();
                } catch (RuntimeException e) {
                    log.warn("cache sweep failed; retrying in {}: {}", every, e.getMessage());
                }
            }
        }, 0, every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
