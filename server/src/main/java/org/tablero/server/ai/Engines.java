package org.tablero.server.ai;

import java.util.random.RandomGenerator;
import org.tablero.engines.spi.RandomEngine;

/** The engine types a profile may name, and how each is built. */
public final class Engines {

    private Engines() {
    }

    public static EngineRegistry registry() {
        return new EngineRegistry()
                .register("random", (spec, weights) -> new RandomEngine(RandomGenerator.getDefault()));
    }
}
