package org.tablero.engines.go;

/** Draws a board as text, top row first, for debugging, test messages and GTP {@code showboard}. */
public final class BoardPicture {

    private BoardPicture() {
    }

    /** Rows of {@code X}, {@code O} and {@code .} with row numbers and column letters. */
    public static String of(GoBoard board) {
        StringBuilder sb = new StringBuilder();
        for (int row = board.size() - 1; row >= 0; row--) {
            sb.append(String.format("%2d ", row + 1));
            for (int col = 0; col < board.size(); col++) {
                int c = board.get(board.point(col, row));
                sb.append(c == Stone.BLACK ? 'X' : c == Stone.WHITE ? 'O' : '.');
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
