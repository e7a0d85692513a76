package org.tablero.protocol;

import java.util.OptionalInt;

/**
 * {@code analyzeGroup<TAB>matchId<TAB>vertex<TAB>ply|-} (extension): asks the server for the life
 * and death of the Go group on {@code vertex} in the position after {@code ply} moves of one of
 * the asker's matches ({@code -}: the current position).
 */
public record AnalyzeGroup(long matchId, String vertex, OptionalInt ply) implements Request {
    public static final String COMMAND = "analyzeGroup";

    public AnalyzeGroup {
        Wire.id(matchId, "match id");
        Wire.vertex(vertex);
        if (ply.isPresent() && ply.getAsInt() < 0) {
            throw new IllegalArgumentException("ply must not be negative");
        }
    }

    static OptionalInt parsePly(String field) {
        return Wire.DASH.equals(field) ? OptionalInt.empty() : OptionalInt.of(Wire.parseCount(field, "ply"));
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId), vertex, ply.isPresent() ? Integer.toString(ply.getAsInt()) : Wire.DASH);
    }
}
