package org.tablero.engines.go;

import org.tablero.engines.game.Side;

/** The contents of a board point as small integers, so boards can be plain arrays. */
public final class Stone {

    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    /** The frame around the board: it makes neighbour loops need no bounds checks. */
    public static final int BORDER = 3;

    private Stone() {
    }

    /** The other colour; only meaningful for BLACK and WHITE. */
    public static int opponent(int colour) {
        return 3 - colour;
    }

    public static int of(Side side) {
        return side == Side.BLACK ? BLACK : WHITE;
    }

    public static Side side(int colour) {
        if (colour != BLACK && colour != WHITE) {
            throw new IllegalArgumentException("not a stone colour: " + colour);
        }
        return colour == BLACK ? Side.BLACK : Side.WHITE;
    }

    /** Reads a GTP colour ({@code b}, {@code black}, {@code w}, {@code white}, any case); -1 if unreadable. */
    public static int parse(String text) {
        return switch (text.toLowerCase(java.util.Locale.ROOT)) {
            case "b", "black" -> BLACK;
            case "w", "white" -> WHITE;
            default -> -1;
        };
    }
}
