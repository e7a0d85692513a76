package org.tablero.client.admin;

import java.util.List;

/** One row of {@code admin listProfiles}: an AI user's description, engine chain and weights, as text. */
public record AiProfileRow(String nick, String description, String chain, String weights) {

    /** Reads a row {@code nick description chain weights}. */
    public static AiProfileRow of(List<String> row) {
        AdminRows.expect(row, 4, "listProfiles");
        return new AiProfileRow(row.get(0), row.get(1), row.get(2), row.get(3));
    }
}
