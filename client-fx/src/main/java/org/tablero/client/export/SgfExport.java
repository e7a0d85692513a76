package org.tablero.client.export;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import org.tablero.client.game.GoBoardPosition;
import org.tablero.engines.game.Side;

/**
 * Writes a Go match as SGF (FF[4]): board size, players, date, result, the stones of the initial
 * position (handicap) as AB/AW setup, then one node per move, a pass being an empty value.
 */
public final class SgfExport {

    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);

    private SgfExport() {
    }

    public static String write(GameRecord game) {
        GoBoardPosition start = GoBoardPosition.parse(game.initialPosition());
        int size = start.size();
        StringBuilder sb = new StringBuilder("(;GM[1]FF[4]CA[UTF-8]AP[Tablero]");
        sb.append("SZ[").append(size).append(']');
        sb.append("PB[").append(escape(game.black())).append(']');
        sb.append("PW[").append(escape(game.white())).append(']');
        sb.append("DT[").append(DATE.format(game.created())).append(']');
        sb.append("RE[").append(sgfResult(game.result())).append(']');
        setup(sb, start, Side.BLACK, "AB");
        setup(sb, start, Side.WHITE, "AW");
        if (start.sideToMove() == Side.WHITE && !game.moves().isEmpty()) {
            sb.append("PL[W]");
        }
        Side toMove = start.sideToMove();
        for (String move : game.moves()) {
            sb.append("\n;").append(toMove == Side.BLACK ? 'B' : 'W').append('[').append(point(move, size)).append(']');
            toMove = toMove.opponent();
        }
        return sb.append(")\n").toString();
    }

    /** The SGF point of a GTP vertex: letters from the top-left corner; a pass is empty. */
    static String point(String vertex, int size) {
        int[] p = GoBoardPosition.point(vertex);
        if (p == null) {
            return "";
        }
        return "" + (char) ('a' + p[0]) + (char) ('a' + (size - 1 - p[1]));
    }

    private static void setup(StringBuilder sb, GoBoardPosition pos, Side side, String property) {
        StringBuilder points = new StringBuilder();
        for (int row = 0; row < pos.size(); row++) {
            for (int col = 0; col < pos.size(); col++) {
                if (pos.stone(col, row).equals(java.util.Optional.of(side))) {
                    points.append('[').append(point(GoBoardPosition.vertex(col, row), pos.size())).append(']');
                }
            }
        }
        if (points.length() > 0) {
            sb.append(property).append(points);
        }
    }

    private static String sgfResult(String result) {
        return switch (result) {
            case "*" -> "?";
            case "0" -> "0";
            default -> result;
        };
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("]", "\\]");
    }
}
