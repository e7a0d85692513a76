package org.tablero.protocol;

import java.util.ArrayList;
import java.util.List;

/** {@code adminAnswer<TAB>n} and n rows of fields: the listing an {@link Admin} action asked for. */
public record AdminAnswer(List<List<String>> rows) implements Response {
    public static final String TYPE = "adminAnswer";

    public AdminAnswer {
        rows = rows.stream().map(row -> {
            if (row.isEmpty()) {
                throw new IllegalArgumentException("an admin row needs at least one field");
            }
            row.forEach(f -> Wire.field(f, "admin field"));
            return List.copyOf(row);
        }).toList();
    }

    @Override
    public String type() {
        return TYPE;
    }

    @Override
    public List<String> lines() {
        List<String> lines = new ArrayList<>(rows.size() + 1);
        lines.add(Wire.line(TYPE, Integer.toString(rows.size())));
        rows.forEach(row -> lines.add(Wire.join(row)));
        return lines;
    }
}
