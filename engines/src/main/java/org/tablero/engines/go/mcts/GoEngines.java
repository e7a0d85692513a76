package org.tablero.engines.go.mcts;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.spi.Engine;

/**
 * Builds Go engines from a profile's engine type and parameters, as the server and the GTP
 * front-end do; also knows the recommended built-in profiles of {@code docs/go-engine.md}.
 */
public final class GoEngines {

    private static final Map<String, Map<String, String>> PROFILES = profiles();

    private GoEngines() {
    }

    /**
     * An engine of the given type.
     *
     * @throws IllegalArgumentException for an unknown type, an unknown parameter or a bad value
     */
    public static Engine create(String type, Map<String, String> params) {
        return switch (type.toLowerCase(Locale.ROOT)) {
            case "mcts" -> new GoMctsEngine(GoMctsConfig.parse(params));
            default -> throw new IllegalArgumentException("unknown Go engine type '" + type + "' (known: mcts)");
        };
    }

    /** The MCTS engine with its parameters; the typed form of {@code create("mcts", params)}. */
    public static GoMctsEngine mcts(Map<String, String> params) {
        return new GoMctsEngine(GoMctsConfig.parse(params));
    }

    /** The parameters of a recommended profile by name, e.g. {@code go9-strong}. */
    public static Map<String, String> profile(String name) {
        Map<String, String> p = PROFILES.get(name.toLowerCase(Locale.ROOT));
        if (p == null) {
            throw new IllegalArgumentException("unknown Go profile '" + name + "' (known: " + PROFILES.keySet() + ")");
        }
        return p;
    }

    public static Map<String, Map<String, String>> profiles() {
        if (PROFILES != null) {
            return PROFILES;
        }
        Map<String, Map<String, String>> m = new LinkedHashMap<>();
        m.put("default", Map.of());
        m.put("go-beginner", Map.of("strength", "10", "movetime", "500", "resign_threshold", "0"));
        m.put("go-casual", Map.of("strength", "40", "movetime", "1000"));
        m.put("go9-strong", Map.of("movetime", "1000", "threads", "2"));
        m.put("go13-strong", Map.of("movetime", "3000", "threads", "2"));
        m.put("go19-strong", Map.of("movetime", "5000", "threads", "2", "owl", "10", "shapes", "100"));
        m.put("go-light", Map.of("patterns", "off", "priors", "off", "movetime", "1000"));
        return java.util.Collections.unmodifiableMap(m);
    }
}
