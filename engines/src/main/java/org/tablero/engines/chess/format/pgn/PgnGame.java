package org.tablero.engines.chess.format.pgn;

import java.util.List;
import java.util.Map;

/**
 * One game read from PGN: its tags in file order, its main-line moves as canonical SAN (already
 * replayed and found legal), its result token and the line where it starts.
 */
public record PgnGame(Map<String, String> tags, List<String> moves, String result, int line) {

    /** The start position: the FEN tag when present, else null for the standard start. */
    public String initialFen() {
        return tags.get("FEN");
    }
}
