package org.tablero.server.ai;

import java.util.Map;
import java.util.Optional;

/**
 * One engine of a profile's chain, as stored: its type (alphabeta, book, mcts, uci, ...), the
 * seed's promising sorter, and its own parameters (depth, threads, movetime, program, ...).
 */
public record EngineSpec(String type, Optional<String> sorter, Map<String, String> params) {

    public EngineSpec {
        params = Map.copyOf(params);
    }

    /** Refuses parameters the engine does not know, so a typo is caught when the profile is stored. */
    public EngineSpec allowOnly(String... names) {
        java.util.Set<String> allowed = java.util.Set.of(names);
        for (String key : params.keySet()) {
            if (!allowed.contains(key)) {
                throw new IllegalArgumentException(type + ": unknown parameter " + key + "; known: " + String.join(", ", new java.util.TreeSet<>(allowed)));
            }
        }
        return this;
    }

    /** An integer parameter, or the default when absent; a bad value is refused with a clear message. */
    public int intParam(String name, int defaultValue) {
        String value = params.get(name);
        if (value == null) {
            return defaultValue;
        }
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(type + ": " + name + " must be a whole number, not " + value);
        }
    }
}
