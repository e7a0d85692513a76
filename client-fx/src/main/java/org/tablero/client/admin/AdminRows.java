package org.tablero.client.admin;

import java.util.List;

/** Shared checks for reading the rows of admin listings, so that a changed server fails loudly. */
final class AdminRows {

    private AdminRows() {
    }

    static void expect(List<String> row, int fields, String listing) {
        if (row.size() < fields) {
            throw new IllegalArgumentException("a " + listing + " row has " + fields + " fields, the server sent " + row.size());
        }
    }

    /** {@code yes} reads as true, {@code no} as false; anything else is an error. */
    static boolean either(String field, String yes, String no) {
        if (field.equals(yes)) {
            return true;
        }
        if (field.equals(no)) {
            return false;
        }
        throw new IllegalArgumentException("expected " + yes + " or " + no + ", the server sent " + field);
    }
}
