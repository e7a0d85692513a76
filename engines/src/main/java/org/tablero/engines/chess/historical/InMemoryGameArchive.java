package org.tablero.engines.chess.historical;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.book.FenKey;
import org.tablero.engines.chess.format.pgn.PgnGame;
import org.tablero.engines.chess.format.pgn.PgnReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;

/** A game archive held in memory, built from PGN: every position of every game, indexed by player. */
public final class InMemoryGameArchive implements GameArchive {

    private final Map<String, List<HistoricalMove>> index = new HashMap<>();

    @Override
    public List<HistoricalMove> movesOf(String player, String fenKey) {
        return List.copyOf(index.getOrDefault(player + "\n" + fenKey, List.of()));
    }

    public void add(String player, String fenKey, HistoricalMove move) {
        index.computeIfAbsent(player + "\n" + fenKey, k -> new ArrayList<>()).add(move);
    }

    /** Indexes the games of a PGN text under their White and Black tags. */
    public static InMemoryGameArchive fromPgn(String pgn) {
        InMemoryGameArchive archive = new InMemoryGameArchive();
        for (PgnGame g : PgnReader.read(pgn).games()) {
            String white = g.tags().getOrDefault("White", "?");
            String black = g.tags().getOrDefault("Black", "?");
            String id = white + " - " + black + ", " + g.tags().getOrDefault("Event", "?") + " "
                    + g.tags().getOrDefault("Date", "?");
            try {
                GameState s = ChessGameRules.INSTANCE.start(g.initialFen(), Map.of());
                for (String san : g.moves()) {
                    boolean whiteMoves = s.sideToMove() == Side.WHITE;
                    String player = whiteMoves ? white : black;
                    archive.add(player, FenKey.of(s.position()), new HistoricalMove(san, outcome(g.result(), whiteMoves), id));
                    s = s.play(san);
                }
            } catch (RulesException e) {
                // PgnReader returns only games that replay; nothing to index otherwise.
            }
        }
        return archive;
    }

    private static String outcome(String result, boolean white) {
        return switch (result) {
            case "1-0" -> white ? "win" : "loss";
            case "0-1" -> white ? "loss" : "win";
            case "1/2-1/2" -> "draw";
            default -> "unknown";
        };
    }
}
