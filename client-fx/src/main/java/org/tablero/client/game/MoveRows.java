package org.tablero.client.game;

import java.util.ArrayList;
import java.util.List;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;

/** How a move list reads: numbered SAN pairs for chess, numbered coloured vertices for Go. */
public final class MoveRows {

    private MoveRows() {
    }

    /** The rows shown for a list of moves; chess numbering continues the FEN's move number. */
    public static List<String> rows(GameKind kind, List<String> moves, Side firstToMove, int firstNumber) {
        List<String> rows = new ArrayList<>();
        if (kind == GameKind.GO) {
            Side s = firstToMove;
            for (int i = 0; i < moves.size(); i++) {
                rows.add(String.format("%3d.  %s  %s", i + 1, s == Side.BLACK ? "B" : "W", moves.get(i)));
                s = s.opponent();
            }
            return rows;
        }
        int number = firstNumber;
        int i = 0;
        if (firstToMove == Side.BLACK && !moves.isEmpty()) {
            rows.add(String.format("%3d.  %-8s %s", number, "…", moves.get(0)));
            number++;
            i = 1;
        }
        for (; i < moves.size(); i += 2) {
            String black = i + 1 < moves.size() ? moves.get(i + 1) : "";
            rows.add(String.format("%3d.  %-8s %s", number++, moves.get(i), black).stripTrailing());
        }
        return rows;
    }
}
