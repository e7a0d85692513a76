package org.tablero.server.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The server's counters: connections, commands by type, errors by code, move latency, and gauges
 * read when asked (the AI queue). Cheap enough to update on every command.
 */
public final class Metrics {

    private final AtomicLong openConnections = new AtomicLong();
    private final LongAdder acceptedConnections = new LongAdder();
    private final ConcurrentMap<String, LongAdder> commands = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, LongAdder> errors = new ConcurrentHashMap<>();
    private final LatencyHistogram moveLatency = new LatencyHistogram();
    private final LongAdder aiLastResort = new LongAdder();
    private final LongAdder answeredAtOnce = new LongAdder();
    private final Map<String, LongSupplier> gauges = new ConcurrentHashMap<>();

    public void connectionOpened() {
        openConnections.incrementAndGet();
        acceptedConnections.increment();
    }

    public void connectionClosed() {
        openConnections.decrementAndGet();
    }

    public void command(String type) {
        commands.computeIfAbsent(type, t -> new LongAdder()).increment();
    }

    public void error(String code) {
        errors.computeIfAbsent(code, c -> new LongAdder()).increment();
    }

    /** A command answered from memory on its connection's event loop, without the worker pool. */
    public void answeredAtOnce() {
        answeredAtOnce.increment();
    }

    /** Time from reading a sendMovement to having its move committed. */
    public void moveCommitted(long nanos) {
        moveLatency.record(nanos);
    }

    /** An AI move played as a last resort: no engine of the chain produced one. */
    public void aiLastResort() {
        aiLastResort.increment();
    }

    public void gauge(String name, LongSupplier value) {
        gauges.put(name, value);
    }

    /** Every figure by name, in a stable order. */
    public Map<String, String> snapshot() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("connections.open", Long.toString(openConnections.get()));
        out.put("connections.accepted", Long.toString(acceptedConnections.sum()));
        new TreeMap<>(commands).forEach((k, v) -> out.put("commands." + k, Long.toString(v.sum())));
        out.put("commands.answered_at_once", Long.toString(answeredAtOnce.sum()));
        new TreeMap<>(errors).forEach((k, v) -> out.put("errors." + k, Long.toString(v.sum())));
        out.putAll(moveLatency.summary("moves.latency"));
        out.put("ai.last_resort", Long.toString(aiLastResort.sum()));
        new TreeMap<>(gauges).forEach((k, v) -> out.put(k, Long.toString(v.getAsLong())));
        return out;
    }
}
