package org.tablero.server.load;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import org.tablero.server.metrics.LatencyHistogram;

/**
 * What a load run measured: latencies per kind of command, counts, errors. Commands and latencies
 * count from {@link #startMeasuring} on, so that a warm-up (games starting, the JIT compiling the
 * server's paths) is not mixed into the steady state; logins and errors count from the start.
 */
final class LoadReport {

    private final LatencyHistogram polls = new LatencyHistogram();
    /** The polls of the clients playing a game and of the others, apart: only the players' polls follow their moves. */
    private final LatencyHistogram playerPolls = new LatencyHistogram();
    private final LatencyHistogram watcherPolls = new LatencyHistogram();
    /** queryClientPool (every 30 s, one line per account) apart from the two polls of every second. */
    private final LatencyHistogram poolPolls = new LatencyHistogram();
    private final LatencyHistogram listPolls = new LatencyHistogram();
    private final LatencyHistogram moves = new LatencyHistogram();
    private final LatencyHistogram logins = new LatencyHistogram();
    private final LongAdder commands = new LongAdder();
    private final LongAdder movesSent = new LongAdder();
    private final LongAdder movesCommitted = new LongAdder();
    private final LongAdder gamesFinished = new LongAdder();
    /** Per second of the measured time: answers then that took over 100 ms, to tell steady queueing from stalls. */
    private final AtomicLongArray slowPollsBySecond = new AtomicLongArray(3600);
    private final AtomicLongArray slowMovesBySecond = new AtomicLongArray(3600);
    private final ConcurrentMap<String, LongAdder> errors = new ConcurrentHashMap<>();
    private volatile boolean measuring;
    private volatile long measuringSince;

    void startMeasuring() {
        measuringSince = System.nanoTime();
        measuring = true;
    }

    void login(long nanos) {
        logins.record(nanos);
    }

    void command() {
        if (measuring) {
            commands.increment();
        }
    }

    void poll(long nanos, boolean byPlayer, boolean clientPool) {
        if (!measuring) {
            return;
        }
        commands.increment();
        polls.record(nanos);
        (byPlayer ? playerPolls : watcherPolls).record(nanos);
        (clientPool ? poolPolls : listPolls).record(nanos);
        countIfSlow(slowPollsBySecond, nanos);
    }

    private void countIfSlow(AtomicLongArray bySecond, long nanos) {
        if (nanos > 100_000_000L) {
            int second = (int) ((System.nanoTime() - measuringSince) / 1_000_000_000L);
            if (second >= 0 && second < bySecond.length()) {
                bySecond.incrementAndGet(second);
            }
        }
    }

    void moveSent() {
        if (measuring) {
            movesSent.increment();
        }
    }

    void moveCommitted(long nanos) {
        if (measuring) {
            commands.increment();
            moves.record(nanos);
            movesCommitted.increment();
            countIfSlow(slowMovesBySecond, nanos);
        }
    }

    void gameFinished() {
        if (measuring) {
            gamesFinished.increment();
        }
    }

    void error(String what) {
        errors.computeIfAbsent(what, w -> new LongAdder()).increment();
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }

    long commands() {
        return commands.sum();
    }

    void print(double seconds, int clients, String machine) {
        System.out.println("== Tablero load run: " + clients + " clients, measured for " + String.format("%.1f", seconds) + " s");
        System.out.println(machine);
        System.out.printf("commands          %,12d   %,10.0f /s%n", commands.sum(), commands.sum() / seconds);
        System.out.printf("moves offered     %,12d   %,10.1f /s%n", movesSent.sum(), movesSent.sum() / seconds);
        System.out.printf("moves committed   %,12d   %,10.1f /s   (games finished: %d)%n", movesCommitted.sum(),
                movesCommitted.sum() / seconds, gamesFinished.sum());
        line("poll latency  ", polls);
        line("  by players  ", playerPolls);
        line("  by others   ", watcherPolls);
        line("  lists       ", listPolls);
        line("  client pool ", poolPolls);
        line("move latency  ", moves);
        line("login latency ", logins);
        System.out.println("polls over 100 ms, by second of the measured time:" + bySecond(slowPollsBySecond, seconds));
        System.out.println("moves over 100 ms, by second of the measured time:" + bySecond(slowMovesBySecond, seconds));
        Map<String, Long> sorted = new TreeMap<>();
        errors.forEach((k, v) -> sorted.put(k, v.sum()));
        System.out.println("errors            " + errorCount() + (sorted.isEmpty() ? "" : "   " + sorted));
    }

    private static String bySecond(AtomicLongArray counts, double seconds) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.min(counts.length(), (int) Math.ceil(seconds)); i++) {
            out.append(' ').append(counts.get(i));
        }
        return out.toString();
    }

    private static void line(String name, LatencyHistogram h) {
        Map<String, String> s = h.summary("x");
        System.out.printf("%s    n=%-9s p50 %8s ms   p99 %8s ms   p99.9 %8s ms%n", name, s.get("x.count"),
                s.get("x.p50_ms"), s.get("x.p99_ms"), s.get("x.p999_ms"));
    }
}
