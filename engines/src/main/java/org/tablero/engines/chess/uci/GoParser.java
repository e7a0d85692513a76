package org.tablero.engines.chess.uci;

import java.util.OptionalInt;
import java.util.OptionalLong;

/** Parses the words of a {@code go} command (everything but {@code perft}, which UciProtocol handles). */
final class GoParser {

    private GoParser() {
    }

    static UciCommand parse(String[] words) {
        OptionalLong wtime = OptionalLong.empty();
        OptionalLong btime = OptionalLong.empty();
        OptionalLong winc = OptionalLong.empty();
        OptionalLong binc = OptionalLong.empty();
        OptionalInt movesToGo = OptionalInt.empty();
        OptionalLong moveTime = OptionalLong.empty();
        OptionalInt depth = OptionalInt.empty();
        OptionalLong nodes = OptionalLong.empty();
        boolean infinite = false;
        try {
            for (int i = 1; i < words.length; i++) {
                String w = words[i];
                if (w.equals("infinite")) {
                    infinite = true;
                    continue;
                }
                if (w.equals("ponder")) {
                    continue;
                }
                if (i + 1 >= words.length) {
                    return new UciCommand.Invalid("go: '" + w + "' needs a value");
                }
                String v = words[++i];
                switch (w) {
                    case "wtime" -> wtime = OptionalLong.of(Math.max(0, Long.parseLong(v)));
                    case "btime" -> btime = OptionalLong.of(Math.max(0, Long.parseLong(v)));
                    case "winc" -> winc = OptionalLong.of(Math.max(0, Long.parseLong(v)));
                    case "binc" -> binc = OptionalLong.of(Math.max(0, Long.parseLong(v)));
                    case "movestogo" -> movesToGo = OptionalInt.of(positive(v));
                    case "movetime" -> moveTime = OptionalLong.of(Math.max(1, Long.parseLong(v)));
                    case "depth" -> depth = OptionalInt.of(positive(v));
                    case "nodes" -> nodes = OptionalLong.of(Math.max(1, Long.parseLong(v)));
                    case "mate" -> depth = OptionalInt.of(2 * positive(v) + 1);
                    default -> {
                        return new UciCommand.Invalid("go: unknown parameter '" + w + "'");
                    }
                }
            }
        } catch (NumberFormatException e) {
            return new UciCommand.Invalid("go: not a number: " + e.getMessage());
        }
        return new UciCommand.Go(wtime, btime, winc, binc, movesToGo, moveTime, depth, nodes, infinite);
    }

    private static int positive(String v) {
        int n = Integer.parseInt(v);
        if (n < 1) {
            throw new NumberFormatException(v + " (must be at least 1)");
        }
        return n;
    }
}
