package org.tablero.server.ai;

import java.util.List;
import java.util.Map;

/** An AI user's profile: its engine chain in order and the weights of its evaluation. */
public record AiProfile(long userId, String nick, String description, int version, List<EngineSpec> engines,
        Map<String, Double> weights) {

    public AiProfile {
        engines = List.copyOf(engines);
        weights = Map.copyOf(weights);
    }
}
