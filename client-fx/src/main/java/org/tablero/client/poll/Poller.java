package org.tablero.client.poll;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.tablero.client.net.ConnectionState;
import org.tablero.client.net.ServerConnection;
import org.tablero.protocol.ChallengesAnswer;
import org.tablero.protocol.ClientPoolAnswer;
import org.tablero.protocol.LastMovementAnswer;
import org.tablero.protocol.QueryClientPool;
import org.tablero.protocol.RefreshChallenges;
import org.tablero.protocol.RefreshMatchesLastMovement;

/**
 * Asks the server, at a fixed interval, for what may have changed: the last move of each match,
 * the client pool and the challenges (protocol v1 never pushes, so the client polls). Rounds never
 * overlap: the next one starts {@code interval} after the previous one finished.
 */
public final class Poller implements AutoCloseable {

    private static final Duration ROUND_TIMEOUT = Duration.ofSeconds(30);

    private final ServerConnection connection;
    private final PollSink sink;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablero-poller");
        t.setDaemon(true);
        return t;
    });
    private volatile Duration interval;
    private ScheduledFuture<?> ticking;

    public Poller(ServerConnection connection, Duration interval, PollSink sink) {
        this.connection = Objects.requireNonNull(connection);
        this.sink = Objects.requireNonNull(sink);
        setInterval(interval);
    }

    public Duration interval() {
        return interval;
    }

    /** Changes the interval; takes effect at the next (re)start. */
    public void setInterval(Duration interval) {
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("the poll interval must be positive");
        }
        this.interval = interval;
    }

    /** Starts polling (a first round at once); restarting applies a new interval. */
    public synchronized void start() {
        stop();
        ticking = timer.scheduleWithFixedDelay(this::round, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
    }

    public synchronized void stop() {
        if (ticking != null) {
            ticking.cancel(false);
            ticking = null;
        }
    }

    /** Runs one round soon, outside the schedule (after the player acted, so the screen catches up). */
    public void pollNow() {
        timer.execute(this::round);
    }

    @Override
    public void close() {
        stop();
        timer.shutdownNow();
    }

    private void round() {
        if (connection.state() != ConnectionState.CONNECTED) {
            return;
        }
        try {
            // Queued together on the connection's single I/O thread, so they go out back to back.
            CompletableFuture<LastMovementAnswer> matches = connection.request(new RefreshMatchesLastMovement(), LastMovementAnswer.class);
            CompletableFuture<ClientPoolAnswer> pool = connection.request(new QueryClientPool(), ClientPoolAnswer.class);
            CompletableFuture<ChallengesAnswer> challenges = connection.request(new RefreshChallenges(), ChallengesAnswer.class);
            long ms = ROUND_TIMEOUT.toMillis();
            sink.polled(matches.get(ms, TimeUnit.MILLISECONDS), pool.get(ms, TimeUnit.MILLISECONDS),
                    challenges.get(ms, TimeUnit.MILLISECONDS));
        } catch (ExecutionException e) {
            sink.pollFailed(e.getCause());
        } catch (TimeoutException e) {
            sink.pollFailed(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // A sink that throws must not stop the schedule: scheduleWithFixedDelay would end silently.
            sink.pollFailed(e);
        }
    }
}
