package org.tablero.protocol;

import java.util.List;

/**
 * {@code markDead<TAB>matchId<TAB>D4 E5 F6} (or {@code -} for none): proposes the dead stones in
 * the Go scoring step (extension). Vertices are only checked for shape (a letter and one or two
 * digits); whether they are on the board and hold a stone is the rules' question.
 */
public record MarkDead(long matchId, List<String> vertices) implements Request {
    public static final String COMMAND = "markDead";

    public MarkDead {
        Wire.id(matchId, "match id");
        vertices = List.copyOf(vertices);
        vertices.forEach(Wire::vertex);
    }

    /** Reads the vertex field: {@code -} or vertices separated by single spaces. */
    static List<String> parseVertices(String field) {
        return Wire.parseList(field, " ", "vertices");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId), Wire.list(vertices, " "));
    }
}
