package org.tablero.engines.go;

import java.util.Locale;

/**
 * Encodes board points as indices into a padded one-dimensional array and converts them to and
 * from GTP vertices ({@code D4}; columns A–Z without I, row 1 at the bottom).
 * The padding row and column on every side hold {@link Stone#BORDER}, so neighbours are
 * {@code p±1} and {@code p±stride} without bounds checks.
 */
public final class Vertex {

    /** The pass move, as a point index. */
    public static final int PASS = 0;
    public static final int MIN_SIZE = 2;
    public static final int MAX_SIZE = 25;
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private Vertex() {
    }

    public static int stride(int size) {
        return size + 2;
    }

    /** The point at column {@code col} and row {@code row}, both 0-based from the lower left. */
    public static int point(int size, int col, int row) {
        return (row + 1) * stride(size) + col + 1;
    }

    public static int column(int size, int point) {
        return point % stride(size) - 1;
    }

    public static int row(int size, int point) {
        return point / stride(size) - 1;
    }

    /** The GTP vertex of a point in canonical upper case, or {@code pass}. */
    public static String format(int size, int point) {
        if (point == PASS) {
            return "pass";
        }
        return COLUMNS.charAt(column(size, point)) + Integer.toString(row(size, point) + 1);
    }

    /** The column letter of a 0-based column. */
    public static char columnLetter(int col) {
        return COLUMNS.charAt(col);
    }

    /**
     * Reads a vertex in either case, or {@code pass}.
     *
     * @return the point, {@link #PASS}, or -1 if the text is not a vertex; -2 if it is a vertex
     *     off this board
     */
    public static int parse(int size, String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("PASS")) {
            return PASS;
        }
        if (t.length() < 2 || t.length() > 3) {
            return -1;
        }
        int col = COLUMNS.indexOf(t.charAt(0));
        if (col < 0) {
            return -1;
        }
        int row = 0;
        for (int i = 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            row = row * 10 + (c - '0');
        }
        if (t.charAt(1) == '0' || row < 1) {
            return -1;
        }
        if (col >= size || row > size) {
            return -2;
        }
        return point(size, col, row - 1);
    }
}
