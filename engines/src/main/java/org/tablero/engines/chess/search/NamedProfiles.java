package org.tablero.engines.chess.search;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Profiles known without a database, for the UCI front-end's {@code --profile NAME} and the
 * {@code Profile} option. The server reads its profiles from the database instead.
 */
public final class NamedProfiles {

    private static final Map<String, Map<String, String>> PROFILES = new LinkedHashMap<>();

    static {
        PROFILES.put("strongest", Map.of());
        PROFILES.put("club", Map.of("skill", "10"));
        PROFILES.put("beginner", Map.of("skill", "2"));
        PROFILES.put("natural-order", Map.of("sorter", "natural"));
        PROFILES.put("random-order", Map.of("sorter", "random"));
        PROFILES.put("material-only", Map.of("weight.psqt", "0", "weight.mobility", "0", "weight.passed_pawns", "0",
                "weight.isolated_pawns", "0", "weight.doubled_pawns", "0", "weight.rook_open_file", "0",
                "weight.rook_semi_open_file", "0", "weight.development", "0", "weight.king_safety", "0",
                "weight.bishop_pair", "0"));
    }

    private NamedProfiles() {
    }

    public static Optional<Map<String, String>> get(String name) {
        return Optional.ofNullable(PROFILES.get(name));
    }

    public static Iterable<String> names() {
        return PROFILES.keySet();
    }
}
