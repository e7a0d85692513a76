package org.tablero.client.game;

import java.util.Optional;
import org.tablero.engines.game.Side;

/**
 * The Go position string of the protocol ({@code rows side ko capturesByBlack capturesByWhite}),
 * read for drawing; legality is asked of the shared rules.
 */
public final class GoBoardPosition {

    /** GTP column letters: A to T without I. */
    public static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";

    private final int size;
    private final char[][] points;
    private final Side sideToMove;
    private final Optional<String> ko;
    private final int capturesByBlack;
    private final int capturesByWhite;

    private GoBoardPosition(int size, char[][] points, Side sideToMove, Optional<String> ko, int capturesByBlack,
                            int capturesByWhite) {
        this.size = size;
        this.points = points;
        this.sideToMove = sideToMove;
        this.ko = ko;
        this.capturesByBlack = capturesByBlack;
        this.capturesByWhite = capturesByWhite;
    }

    public static GoBoardPosition parse(String text) {
        String[] f = text.trim().split(" +");
        if (f.length != 5) {
            throw new IllegalArgumentException("a Go position has 5 fields: " + text);
        }
        String[] rows = f[0].split("/");
        int size = rows.length;
        char[][] points = new char[size][size];
        for (int r = 0; r < size; r++) {
            int col = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); ) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    int j = i;
                    while (j < row.length() && Character.isDigit(row.charAt(j))) {
                        j++;
                    }
                    col += Integer.parseInt(row.substring(i, j));
                    i = j;
                } else if ((c == 'X' || c == 'O') && col < size) {
                    // rows are listed from the top: the first row is row `size`.
                    points[size - 1 - r][col++] = c;
                    i++;
                } else {
                    throw new IllegalArgumentException("bad Go row " + row);
                }
            }
            if (col != size) {
                throw new IllegalArgumentException("a Go row has " + size + " points: " + row);
            }
        }
        Side side = f[1].equals("b") ? Side.BLACK : Side.WHITE;
        Optional<String> ko = f[2].equals("-") ? Optional.empty() : Optional.of(f[2].toUpperCase());
        return new GoBoardPosition(size, points, side, ko, Integer.parseInt(f[3]), Integer.parseInt(f[4]));
    }

    public int size() {
        return size;
    }

    /** The stone at a point, columns and rows from 0 with row 0 at the bottom. */
    public Optional<Side> stone(int col, int row) {
        char c = points[row][col];
        return c == 'X' ? Optional.of(Side.BLACK) : c == 'O' ? Optional.of(Side.WHITE) : Optional.empty();
    }

    public Side sideToMove() {
        return sideToMove;
    }

    public Optional<String> ko() {
        return ko;
    }

    /** Stones captured by the given side. */
    public int captures(Side by) {
        return by == Side.BLACK ? capturesByBlack : capturesByWhite;
    }

    public static String vertex(int col, int row) {
        return COLUMNS.charAt(col) + Integer.toString(row + 1);
    }

    /** Column and row (from 0, row 0 at the bottom) of a GTP vertex; null for {@code pass} or nonsense. */
    public static int[] point(String vertex) {
        if (vertex == null || vertex.length() < 2) {
            return null;
        }
        int col = COLUMNS.indexOf(Character.toUpperCase(vertex.charAt(0)));
        try {
            int row = Integer.parseInt(vertex.substring(1)) - 1;
            return col < 0 || row < 0 ? null : new int[] {col, row};
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
