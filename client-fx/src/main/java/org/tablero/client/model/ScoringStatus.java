package org.tablero.client.model;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Go scoring step as a match line's status field reports it: the dead stones of the standing
 * proposal, the score it gives and who has accepted it.
 */
public record ScoringStatus(Set<String> dead, String score, Optional<String> acceptedBy) {

    public ScoringStatus {
        dead = Set.copyOf(dead);
    }

    /** Reads the status map; empty unless it says {@code phase=scoring}. */
    public static Optional<ScoringStatus> from(Map<String, String> status) {
        if (!"scoring".equals(status.get("phase"))) {
            return Optional.empty();
        }
        String deadField = status.getOrDefault("dead", "-");
        Set<String> dead = new LinkedHashSet<>();
        if (!deadField.equals("-") && !deadField.isBlank()) {
            dead.addAll(Arrays.asList(deadField.trim().split(" +")));
        }
        return Optional.of(new ScoringStatus(dead, status.getOrDefault("score", "?"),
                Optional.ofNullable(status.get("accepted"))));
    }
}
