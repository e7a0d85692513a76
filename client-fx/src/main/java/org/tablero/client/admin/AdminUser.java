package org.tablero.client.admin;

import java.util.List;

/** One row of {@code admin listUsers}: a user as the administrator sees it. */
public record AdminUser(String nick, String role, boolean human, boolean enabled) {

    /** Reads a row {@code nick role human|ai enabled|disabled}. */
    public static AdminUser of(List<String> row) {
        AdminRows.expect(row, 4, "listUsers");
        return new AdminUser(row.get(0), row.get(1), AdminRows.either(row.get(2), "human", "ai"),
                AdminRows.either(row.get(3), "enabled", "disabled"));
    }

    public boolean admin() {
        return "admin".equals(role);
    }
}
