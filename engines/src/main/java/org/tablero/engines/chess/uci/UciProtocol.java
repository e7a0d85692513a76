package org.tablero.engines.chess.uci;

import java.util.Arrays;
import java.util.List;

/** Parses UCI input lines into {@link UciCommand}s; knows the syntax only, nothing about chess. */
public final class UciProtocol {

    private UciProtocol() {
    }

    /** The command of one line; blank lines give null (UCI says to ignore them). */
    public static UciCommand parse(String line) {
        String[] words = line.trim().split("\\s+");
        if (words[0].isEmpty()) {
            return null;
        }
        return switch (words[0]) {
            case "uci" -> new UciCommand.Uci();
            case "isready" -> new UciCommand.IsReady();
            case "ucinewgame" -> new UciCommand.NewGame();
            case "position" -> position(words);
            case "go" -> go(words);
            case "d" -> new UciCommand.Display();
            case "quit" -> new UciCommand.Quit();
            case "stop" -> new UciCommand.Stop();
            case "setoption" -> setOption(line.trim());
            case "debug", "ponderhit", "register" -> new UciCommand.Ignored(words[0]);
            default -> new UciCommand.Invalid("unknown command: " + line.trim());
        };
    }

    private static UciCommand position(String[] words) {
        if (words.length < 2) {
            return new UciCommand.Invalid("position needs 'startpos' or 'fen <FEN>'");
        }
        int movesAt = Arrays.asList(words).indexOf("moves");
        int end = movesAt < 0 ? words.length : movesAt;
        List<String> moves = movesAt < 0 ? List.of() : List.of(words).subList(movesAt + 1, words.length);
        if (words[1].equals("startpos")) {
            if (end != 2) {
                return new UciCommand.Invalid("unexpected text after 'position startpos': " + words[2]);
            }
            return new UciCommand.Position(null, moves);
        }
        if (words[1].equals("fen")) {
            if (end <= 2) {
                return new UciCommand.Invalid("'position fen' needs a FEN");
            }
            return new UciCommand.Position(String.join(" ", Arrays.copyOfRange(words, 2, end)), moves);
        }
        return new UciCommand.Invalid("position needs 'startpos' or 'fen <FEN>', got '" + words[1] + "'");
    }

    private static UciCommand go(String[] words) {
        if (words.length >= 2 && words[1].equals("perft")) {
            if (words.length != 3) {
                return new UciCommand.Invalid("usage: go perft <depth>");
            }
            try {
                int depth = Integer.parseInt(words[2]);
                if (depth < 1 || depth > 20) {
                    return new UciCommand.Invalid("perft depth must be between 1 and 20");
                }
                return new UciCommand.Perft(depth);
            } catch (NumberFormatException e) {
                return new UciCommand.Invalid("perft depth is not a number: " + words[2]);
            }
        }
        return GoParser.parse(words);
    }

    private static UciCommand setOption(String line) {
        // Option names may contain spaces ("Skill Level"), so split on the keywords, not on words.
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("setoption\\s+name\\s+(.+?)(?:\\s+value\\s+(.*))?").matcher(line);
        if (!m.matches()) {
            return new UciCommand.Invalid("usage: setoption name <name> [value <value>]");
        }
        return new UciCommand.SetOption(m.group(1).trim(), m.group(2) == null ? "" : m.group(2).trim());
    }
}
