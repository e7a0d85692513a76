package org.tablero.engines.chess.format.pgn;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameState;

/**
 * Writes a game as PGN export format: the seven-tag roster first (missing tags as "?"), SetUp and
 * FEN when the game did not start from the standard position, then the other tags, then the
 * movetext wrapped below 80 columns and ending with the result.
 */
public final class PgnWriter {

    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final int WIDTH = 79;

    private PgnWriter() {
    }

    /**
     * @param tags tag values; a "Result" tag here wins over the rules' result, since resignation and
     *     agreed draws are decided by the server
     */
    public static String write(Map<String, String> tags, GameState game) {
        String result = tags.getOrDefault("Result", game.result().orElse("*"));
        Map<String, String> all = new LinkedHashMap<>();
        for (String name : ROSTER) {
            all.put(name, tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
        }
        all.put("Result", result);
        boolean standard = game.initialPosition().equals(FenReader.START);
        if (!standard) {
            all.put("SetUp", "1");
            all.put("FEN", game.initialPosition());
        }
        tags.forEach((k, v) -> {
            if (!all.containsKey(k) && (!standard || !(k.equals("SetUp") || k.equals("FEN")))) {
                all.put(k, v);
            }
        });
        StringBuilder sb = new StringBuilder();
        all.forEach((k, v) -> sb.append('[').append(k).append(" \"").append(escape(v)).append("\"]\n"));
        sb.append('\n');
        appendMovetext(sb, game, result);
        return sb.toString();
    }

    private static void appendMovetext(StringBuilder sb, GameState game, String result) {
        String[] fen = game.initialPosition().split(" ");
        boolean whiteToMove = fen[1].equals("w");
        int number = Integer.parseInt(fen[5]);
        StringBuilder line = new StringBuilder();
        boolean first = true;
        for (String san : game.moves()) {
            if (whiteToMove) {
                append(sb, line, number + ".");
            } else if (first) {
                append(sb, line, number + "...");
            }
            append(sb, line, san);
            if (!whiteToMove) {
                number++;
            }
            whiteToMove = !whiteToMove;
            first = false;
        }
        append(sb, line, result);
        sb.append(line).append("\n\n");
    }

    private static void append(StringBuilder out, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > WIDTH) {
            out.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
