package org.tablero.client.admin;

import java.util.List;

/** One row of {@code admin stats}: a server counter and its value, both shown as the server wrote them. */
public record StatRow(String name, String value) {

    /** Reads a row {@code name value}. */
    public static StatRow of(List<String> row) {
        AdminRows.expect(row, 2, "stats");
        return new StatRow(row.get(0), row.get(1));
    }
}
