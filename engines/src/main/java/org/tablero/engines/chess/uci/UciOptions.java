package org.tablero.engines.chess.uci;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tablero.engines.chess.search.ChessProfile;
import org.tablero.engines.chess.search.NamedProfiles;
import org.tablero.engines.chess.search.SearchConfig;

/** The UCI options of the engine and the profile parameters they set. */
final class UciOptions {

    private String profile = "strongest";
    private final Map<String, String> overrides = new LinkedHashMap<>();

    UciOptions(String profile) {
        this.profile = checkedProfile(profile);
    }

    void print(PrintStream out) {
        out.println("option name Threads type spin default 1 min 1 max 64");
        out.println("option name Hash type spin default 32 min 1 max 4096");
        out.println("option name Skill Level type spin default 20 min 0 max 20");
        out.println("option name Move Overhead type spin default 20 min 0 max 5000");
        out.println("option name Sorter type combo default standard var standard var natural var random");
        out.println("option name Profile type string default " + profile);
        out.println("option name Weights type string default <empty>");
        out.println("option name Clear Hash type button");
    }

    /**
     * Applies an option; returns true when the search must be rebuilt.
     *
     * @throws IllegalArgumentException for an unknown option or a bad value
     */
    boolean set(String name, String value) {
        String key = switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "threads" -> "threads";
            case "hash" -> "hash";
            case "skill level", "skill" -> "skill";
            case "move overhead" -> "overhead";
            case "sorter" -> "sorter";
            case "profile" -> {
                profile = checkedProfile(value);
                overrides.clear();
                yield null;
            }
            case "clear hash" -> null;
            case "weights" -> {
                setWeights(value);
                yield null;
            }
            default -> throw new IllegalArgumentException("unknown option '" + name + "'");
        };
        if (key != null) {
            Map<String, String> trial = new LinkedHashMap<>(params());
            trial.put(key, value);
            ChessProfile.searchConfig(trial);
            overrides.put(key, value);
        }
        return true;
    }

    /** {@code material=1.0,mobility=1.2}: evaluation weights over the profile's. */
    private void setWeights(String value) {
        Map<String, String> trial = new LinkedHashMap<>(params());
        Map<String, String> added = new LinkedHashMap<>();
        if (!value.isBlank() && !value.equals("<empty>")) {
            for (String pair : value.split("[,\\s]+")) {
                String[] kv = pair.split("=", 2);
                if (kv.length != 2) {
                    throw new IllegalArgumentException("Weights must be name=value pairs, got '" + pair + "'");
                }
                added.put("weight." + kv[0].trim(), kv[1].trim());
            }
        }
        trial.putAll(added);
        ChessProfile.searchConfig(trial);
        overrides.putAll(added);
    }

    private static String checkedProfile(String name) {
        if (NamedProfiles.get(name).isEmpty()) {
            throw new IllegalArgumentException("unknown profile '" + name + "'; known: " + String.join(", ", NamedProfiles.names()));
        }
        return name;
    }

    Map<String, String> params() {
        Map<String, String> p = new LinkedHashMap<>(NamedProfiles.get(profile).orElseThrow());
        p.putAll(overrides);
        return p;
    }

    SearchConfig config() {
        return ChessProfile.searchConfig(params());
    }
}
