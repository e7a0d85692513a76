package org.tablero.server.load;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.LongAdder;
import org.tablero.server.metrics.LatencyHistogram;

/** What a load run measured: latencies per kind of command, counts, errors. */
final class LoadReport {

    final LatencyHistogram polls = new LatencyHistogram();
    final LatencyHistogram moves = new LatencyHistogram();
    final LatencyHistogram logins = new LatencyHistogram();
    final LongAdder commands = new LongAdder();
    final LongAdder movesSent = new LongAdder();
    final LongAdder movesCommitted = new LongAdder();
    final LongAdder gamesFinished = new LongAdder();
    final ConcurrentMap<String, LongAdder> errors = new ConcurrentHashMap<>();

    void error(String what) {
        errors.computeIfAbsent(what, w -> new LongAdder()).increment();
    }

    long errorCount() {
        return errors.values().stream().mapToLong(LongAdder::sum).sum();
    }

    void print(double seconds, int clients, String machine) {
        System.out.println("== Tablero load run: " + clients + " clients for " + String.format("%.1f", seconds) + " s");
        System.out.println(machine);
        System.out.printf("commands          %,12d   %,10.0f /s%n", commands.sum(), commands.sum() / seconds);
        System.out.printf("moves offered     %,12d   %,10.1f /s%n", movesSent.sum(), movesSent.sum() / seconds);
        System.out.printf("moves committed   %,12d   %,10.1f /s   (games finished: %d)%n", movesCommitted.sum(),
                movesCommitted.sum() / seconds, gamesFinished.sum());
        line("poll latency  ", polls);
        line("move latency  ", moves);
        line("login latency ", logins);
        Map<String, Long> sorted = new TreeMap<>();
        errors.forEach((k, v) -> sorted.put(k, v.sum()));
        System.out.println("errors            " + errorCount() + (sorted.isEmpty() ? "" : "   " + sorted));
    }

    private static void line(String name, LatencyHistogram h) {
        Map<String, String> s = h.summary("x");
        System.out.printf("%s    n=%-9s p50 %8s ms   p99 %8s ms   p99.9 %8s ms%n", name, s.get("x.count"),
                s.get("x.p50_ms"), s.get("x.p99_ms"), s.get("x.p999_ms"));
    }
}
