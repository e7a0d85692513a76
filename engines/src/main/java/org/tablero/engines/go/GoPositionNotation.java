package org.tablero.engines.go;

import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;

/**
 * Reads and writes the Go position string of protocol v1:
 * {@code rows side ko capturesByBlack capturesByWhite}, rows from the top, {@code X} black,
 * {@code O} white, digits for runs of empty points; e.g. {@code 9/9/9/9/9/9/9/9/9 b - 0 0}.
 */
public final class GoPositionNotation {

    private GoPositionNotation() {
    }

    /** The empty board of this size, Black to move. */
    public static String empty(int size) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < size; i++) {
            sb.append(i == 0 ? "" : "/").append(size);
        }
        return sb.append(" b - 0 0").toString();
    }

    public static String write(GoBoard board, int toMove) {
        int size = board.size();
        StringBuilder sb = new StringBuilder();
        for (int row = size - 1; row >= 0; row--) {
            int run = 0;
            for (int col = 0; col < size; col++) {
                int c = board.get(board.point(col, row));
                if (c == Stone.EMPTY) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    sb.append(run);
                    run = 0;
                }
                sb.append(c == Stone.BLACK ? 'X' : 'O');
            }
            if (run > 0) {
                sb.append(run);
            }
            sb.append(row > 0 ? "/" : " ");
        }
        sb.append(toMove == Stone.BLACK ? 'b' : 'w').append(' ');
        int ko = board.koPoint(toMove);
        sb.append(ko == 0 ? "-" : Vertex.format(size, ko));
        return sb.append(' ').append(board.captures(Stone.BLACK))
                .append(' ').append(board.captures(Stone.WHITE)).toString();
    }

    /**
     * Reads and validates a position string.
     *
     * @throws RulesException {@code BAD_POSITION} with a message naming what is wrong
     */
    public static GoPosition read(String text) throws RulesException {
        String[] fields = text.trim().split(" ");
        if (fields.length != 5) {
            throw bad("expected 5 space-separated fields (rows side ko capturesByBlack capturesByWhite), got "
                    + fields.length);
        }
        String[] rows = fields[0].split("/", -1);
        int size = rows.length;
        if (size < Vertex.MIN_SIZE || size > Vertex.MAX_SIZE) {
            throw bad("board must have 2-25 rows, got " + size);
        }
        GoBoard board = new GoBoard(size);
        for (int i = 0; i < size; i++) {
            readRow(board, rows[i], size - 1 - i, size);
        }
        if (Chains.anyWithoutLiberty(board)) {
            throw bad("a chain has no liberties");
        }
        int toMove = switch (fields[1]) {
            case "b" -> Stone.BLACK;
            case "w" -> Stone.WHITE;
            default -> throw bad("side to move must be b or w, got '" + fields[1] + "'");
        };
        if (!fields[2].equals("-")) {
            int ko = Vertex.parse(size, fields[2]);
            if (ko <= 0) {
                throw bad("ko point '" + fields[2] + "' is not a point of this board");
            }
            checkKoPoint(board, ko, toMove, fields[2]);
            board.setKo(ko, toMove);
        }
        board.setCaptures(count(fields[3], "capturesByBlack"), count(fields[4], "capturesByWhite"));
        return new GoPosition(board, toMove);
    }

    private static void readRow(GoBoard board, String row, int rowIndex, int size) throws RulesException {
        int col = 0;
        int i = 0;
        while (i < row.length()) {
            char c = row.charAt(i);
            if (c >= '1' && c <= '9') {
                int j = i;
                while (j < row.length() && Character.isDigit(row.charAt(j))) {
                    j++;
                }
                col += Integer.parseInt(row.substring(i, j));
                i = j;
                continue;
            }
            if (c != 'X' && c != 'O') {
                throw bad("unknown character '" + c + "' in row " + (rowIndex + 1));
            }
            if (col >= size) {
                break;
            }
            board.setup(board.point(col, rowIndex), c == 'X' ? Stone.BLACK : Stone.WHITE);
            col++;
            i++;
        }
        if (col != size || i < row.length()) {
            throw bad("row " + (rowIndex + 1) + " has " + (i < row.length() ? "more than " + size : col)
                    + " points, expected " + size);
        }
    }

    private static void checkKoPoint(GoBoard board, int ko, int toMove, String text) throws RulesException {
        if (board.get(ko) != Stone.EMPTY) {
            throw bad("ko point " + text + " is not empty");
        }
        for (int d = 0; d < 4; d++) {
            int n = ko + board.offset(d);
            if (board.get(n) != Stone.BORDER && board.get(n) != Stone.opponent(toMove)) {
                throw bad("ko point " + text + " is not surrounded by the stones of the player who just moved");
            }
        }
    }

    private static int count(String text, String what) throws RulesException {
        try {
            int n = Integer.parseInt(text);
            if (n < 0) {
                throw bad(what + " must not be negative");
            }
            return n;
        } catch (NumberFormatException e) {
            throw bad(what + " is not a number: '" + text + "'");
        }
    }

    private static RulesException bad(String message) {
        return new RulesException(Reason.BAD_POSITION, "bad Go position: " + message);
    }
}
