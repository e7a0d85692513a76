package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code queryClientPoolAnswer<TAB>n} and one {@link PoolEntry} line per user. */
public record ClientPoolAnswer(List<PoolEntry> entries) implements Response {
    public static final String TYPE = "queryClientPoolAnswer";

    public ClientPoolAnswer {
        entries = List.copyOf(entries);
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>(entries.size() + 1);
        lines.add(Wire.line(TYPE, Integer.toString(entries.size())));
        entries.forEach(e -> lines.add(e.encode()));
        return lines;
    }
}
