package org.tablero.engines.go;

import java.util.function.IntUnaryOperator;

/** Draws a board as text, top row first, for debugging, test messages and GTP {@code showboard}. */
public final class BoardPicture {

    private BoardPicture() {
    }

    /** Rows of {@code X}, {@code O} and {@code .} with row numbers and column letters. */
    public static String of(GoBoard board) {
        return of(board, p -> stone(board.get(p)));
    }

    /** {@code X}, {@code O} or {@code .} for a point's colour. */
    public static char stone(int colour) {
        return colour == Stone.BLACK ? 'X' : colour == Stone.WHITE ? 'O' : '.';
    }

    /** The same picture with the character {@code symbol} gives each point (for marking some). */
    public static String of(GoBoard board, IntUnaryOperator symbol) {
        StringBuilder sb = new StringBuilder();
        for (int row = board.size() - 1; row >= 0; row--) {
            sb.append(String.format("%2d ", row + 1));
            for (int col = 0; col < board.size(); col++) {
                sb.append((char) symbol.applyAsInt(board.point(col, row)));
                sb.append(col + 1 < board.size() ? " " : "");
            }
            sb.append('\n');
        }
        sb.append("   ");
        for (int col = 0; col < board.size(); col++) {
            sb.append(Vertex.columnLetter(col)).append(col + 1 < board.size() ? " " : "");
        }
        return sb.append('\n').toString();
    }
}
