package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code refreshMatchesLastMovementAnswer<TAB>n} and one {@link LastMovementLine} per match. */
public record LastMovementAnswer(List<LastMovementLine> matches) implements Response {
    public static final String TYPE = "refreshMatchesLastMovementAnswer";

    public LastMovementAnswer {
        matches = List.copyOf(matches);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>(matches.size() + 1);
        lines.add(Wire.line(TYPE, Integer.toString(matches.size())));
        matches.forEach(m -> lines.add(m.encode()));
        return lines;
    }
}
