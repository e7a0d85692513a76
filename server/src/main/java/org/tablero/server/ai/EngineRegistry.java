package org.tablero.server.ai;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.tablero.engines.spi.Engine;

/**
 * Builds engines from their stored specs: one builder per engine type. The admin commands use it
 * to refuse an unknown type or a bad parameter before anything is stored.
 */
public final class EngineRegistry {

    /** Builds one engine type from a spec and the profile's evaluation weights. */
    @FunctionalInterface
    public interface Builder {
        Engine build(EngineSpec spec, Map<String, Double> weights);
    }

    private final Map<String, Builder> builders = new TreeMap<>();

    public EngineRegistry register(String type, Builder builder) {
        if (builders.putIfAbsent(type, builder) != null) {
            throw new IllegalStateException("engine type " + type + " registered twice");
        }
        return this;
    }

    public Set<String> types() {
        return builders.keySet();
    }

    /** @throws IllegalArgumentException for an unknown type or parameters the engine refuses */
    public Engine build(EngineSpec spec, Map<String, Double> weights) {
        Builder builder = builders.get(spec.type());
        if (builder == null) {
            throw new IllegalArgumentException("unknown engine type " + spec.type() + "; known: " + String.join(", ", types()));
        }
        return builder.build(spec, weights);
    }
}
