package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code refreshMatchesAnswer<TAB>n} and one {@link MatchLine} per match. */
public record MatchesAnswer(List<MatchLine> matches) implements Response {
    public static final String TYPE = "refreshMatchesAnswer";

    public MatchesAnswer {
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
