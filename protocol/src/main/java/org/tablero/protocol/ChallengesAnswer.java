package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code refreshChallengesAnswer<TAB>n} and one {@link ChallengeItem} line each. */
public record ChallengesAnswer(List<ChallengeItem> items) implements Response {
    public static final String TYPE = "refreshChallengesAnswer";

    public ChallengesAnswer {
        items = List.copyOf(items);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>(items.size() + 1);
        lines.add(Wire.line(TYPE, Integer.toString(items.size())));
        items.forEach(i -> lines.add(i.encode()));
        return lines;
    }
}
