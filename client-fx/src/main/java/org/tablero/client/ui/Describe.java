package org.tablero.client.ui;

import java.util.Map;
import org.tablero.client.model.MatchModel;
import org.tablero.engines.game.Side;

/** Words for games and their state, shared by the lobby and the game tabs. */
final class Describe {

    private Describe() {
    }

    /** "chess", "Go 9×9, komi 6.5, handicap 2", with the time control when there is one. */
    static String game(String game, Map<String, String> options) {
        StringBuilder sb = new StringBuilder(game.equals("go") ? "Go" : game.equals("chess") ? "chess" : game);
        if (game.equals("go")) {
            String size = options.getOrDefault("size", "19");
            sb.append(' ').append(size).append('×').append(size);
            if (options.containsKey("komi")) {
                sb.append(", komi ").append(options.get("komi"));
            }
            if (options.containsKey("handicap") && !options.get("handicap").equals("0")) {
                sb.append(", handicap ").append(options.get("handicap"));
            }
            if (options.containsKey("rules")) {
                sb.append(", ").append(options.get("rules")).append(" rules");
            }
        }
        if (options.containsKey("time")) {
            String[] t = options.get("time").split("\\+");
            sb.append(", ").append(t[0]).append(" min").append(t.length > 1 ? " + " + t[1] + " s" : "");
        }
        return sb.toString();
    }

    /** "your move", "bob to move", "1-0 (you won)", "scoring". */
    static String state(MatchModel m, String me) {
        if (m.isOver()) {
            return "finished " + m.result() + outcome(m, me);
        }
        if (m.scoring().isPresent()) {
            return "counting the score";
        }
        Side toMove = m.sideToMove();
        return m.sideOf(me).filter(s -> s == toMove).isPresent() ? "your move" : m.player(toMove) + " to move";
    }

    private static String outcome(MatchModel m, String me) {
        var mine = m.sideOf(me);
        String r = m.result();
        if (mine.isEmpty() || r.equals("1/2-1/2") || r.equals("0")) {
            return r.equals("1/2-1/2") || r.equals("0") ? " (draw)" : "";
        }
        boolean whiteWon = r.equals("1-0") || r.startsWith("W+");
        boolean won = whiteWon == (mine.get() == Side.WHITE);
        return won ? " (you won)" : " (you lost)";
    }

    /** The result in words: "Black wins by resignation", "White wins by 6.5 points", "Draw". */
    static String result(String r) {
        return switch (r) {
            case "1-0" -> "White wins";
            case "0-1" -> "Black wins";
            case "1/2-1/2", "0" -> "Draw";
            case "B+R" -> "Black wins by resignation";
            case "W+R" -> "White wins by resignation";
            case "B+T" -> "Black wins on time";
            case "W+T" -> "White wins on time";
            default -> r.startsWith("B+") ? "Black wins by " + r.substring(2) + " points"
                    : r.startsWith("W+") ? "White wins by " + r.substring(2) + " points" : r;
        };
    }
}
