package org.tablero.engines.chess.book;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.format.pgn.PgnGame;
import org.tablero.engines.chess.format.pgn.PgnReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/** An opening book held in memory, built from PGN games or filled by hand. */
public final class InMemoryOpeningBook implements OpeningBook {

    private final Map<String, Map<String, Integer>> positions = new HashMap<>();

    /** Adds {@code weight} to a child of a position. */
    public void add(String fenKey, String move, int weight) {
        positions.computeIfAbsent(fenKey, k -> new LinkedHashMap<>()).merge(move, weight, Integer::sum);
    }

    @Override
    public List<BookMove> children(String fenKey) {
        Map<String, Integer> moves = positions.getOrDefault(fenKey, Map.of());
        List<BookMove> list = new ArrayList<>();
        moves.forEach((m, w) -> list.add(new BookMove(m, w)));
        return list;
    }

    public int size() {
        return positions.size();
    }

    /**
     * The first {@code maxPlies} moves of every game, each move weighted 3 when its side went on to
     * win, 2 for a draw and 1 for a loss, so that the book prefers lines that scored.
     */
    public static InMemoryOpeningBook fromPgn(String pgn, int maxPlies) {
        InMemoryOpeningBook book = new InMemoryOpeningBook();
        for (PgnGame g : PgnReader.read(pgn).games()) {
            try {
                GameState s = ChessGameRules.INSTANCE.start(g.initialFen(), Map.of());
                for (int i = 0; i < Math.min(maxPlies, g.moves().size()); i++) {
                    String san = g.moves().get(i);
                    int weight = weight(g.result(), s.sideToMove() == org.tablero.engines.game.Side.WHITE);
                    GameState next = s.play(san);
                    book.add(FenKey.of(s.position()), next.moves().get(next.moves().size() - 1), weight);
                    s = next;
                }
            } catch (RulesException e) {
                // PgnReader replays games before returning them, so this does not happen; skip the game.
            }
        }
        return book;
    }

    private static int weight(String result, boolean whiteMoved) {
        return switch (result) {
            case "1-0" -> whiteMoved ? 3 : 1;
            case "0-1" -> whiteMoved ? 1 : 3;
            default -> 2;
        };
    }
}
