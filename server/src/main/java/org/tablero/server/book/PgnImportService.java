package org.tablero.server.book;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.book.FenKey;
import org.tablero.engines.chess.format.pgn.PgnError;
import org.tablero.engines.chess.format.pgn.PgnGame;
import org.tablero.engines.chess.format.pgn.PgnImport;
import org.tablero.engines.chess.format.pgn.PgnReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.server.db.Jdbc;

/**
 * Imports PGN files into the opening book (positions, moves, how often and how they scored) and
 * into the archive of historical games. Each game is replayed with the platform's rules, so
 * nothing illegal is stored; a game the rules stop early (an automatic draw the players played
 * on past) is kept up to that point.
 */
public final class PgnImportService {

    /** What an import did. */
    public record Report(int games, int positions, List<String> rejected) {
    }

    private final Jdbc jdbc;
    private final BookRepository books;
    private final ArchiveRepository archive;

    public PgnImportService(Jdbc jdbc, BookRepository books, ArchiveRepository archive) {
        this.jdbc = jdbc;
        this.books = books;
        this.archive = archive;
    }

    /** Adds the first {@code maxPlies} half-moves of every game to the book {@code name}. */
    public Report importBook(String name, String source, Reader pgn, int maxPlies) throws IOException {
        PgnImport read = PgnReader.read(pgn);
        List<String> rejected = describe(read.errors());
        Map<String, Map<String, BookRepository.BookMove>> counts = new LinkedHashMap<>();
        int games = 0;
        for (PgnGame game : read.games()) {
            try {
                List<GameState> states = replay(game, maxPlies);
                for (int ply = 0; ply + 1 < states.size(); ply++) {
                    String key = FenKey.of(states.get(ply).position());
                    String move = states.get(ply + 1).moves().get(ply);
                    counts.computeIfAbsent(key, k -> new LinkedHashMap<>()).merge(move, single(move, game.result()), PgnImportService::sum);
                }
                games++;
            } catch (RulesException e) {
                rejected.add("game at line " + game.line() + ": " + e.getMessage());
            }
        }
        jdbc.inTransaction(c -> {
            long bookId = books.findOrCreateBook(c, name, source);
            for (var position : counts.entrySet()) {
                for (BookRepository.BookMove move : position.getValue().values()) {
                    books.add(c, bookId, position.getKey(), move);
                }
            }
            return null;
        });
        return new Report(games, counts.size(), rejected);
    }

    /** Stores every game whole in the archive of historical games. */
    public Report importArchive(Reader pgn) throws IOException {
        PgnImport read = PgnReader.read(pgn);
        List<String> rejected = describe(read.errors());
        int games = 0;
        int positions = 0;
        for (PgnGame game : read.games()) {
            try {
                List<GameState> states = replay(game, Integer.MAX_VALUE);
                List<String> keys = new ArrayList<>();
                for (int i = 0; i + 1 < states.size(); i++) {
                    keys.add(FenKey.of(states.get(i).position()));
                }
                List<String> moves = states.get(states.size() - 1).moves();
                var header = new ArchiveRepository.ArchivedGame(tag(game, "White"), tag(game, "Black"), game.result(),
                        game.tags().get("Event"), game.tags().get("Date"));
                jdbc.inTransaction(c -> archive.insert(c, header, keys, moves));
                games++;
                positions += moves.size();
            } catch (RulesException e) {
                rejected.add("game at line " + game.line() + ": " + e.getMessage());
            }
        }
        return new Report(games, positions, rejected);
    }

    /** The positions of a game, start first; stops where the rules end the game. */
    private static List<GameState> replay(PgnGame game, int maxPlies) throws RulesException {
        GameState state = ChessGameRules.INSTANCE.start(game.initialFen(), Map.of());
        List<GameState> states = new ArrayList<>();
        states.add(state);
        for (String move : game.moves()) {
            if (states.size() > maxPlies || state.result().isPresent()) {
                break;
            }
            state = state.play(move);
            states.add(state);
        }
        return states;
    }

    private static BookRepository.BookMove single(String move, String result) {
        return new BookRepository.BookMove(move, 1, result.equals("1-0") ? 1 : 0, result.equals("1/2-1/2") ? 1 : 0,
                result.equals("0-1") ? 1 : 0);
    }

    private static String tag(PgnGame game, String name) {
        String value = game.tags().getOrDefault(name, "?");
        return value.isBlank() ? "?" : value;
    }

    private static List<String> describe(List<PgnError> errors) {
        List<String> out = new ArrayList<>();
        errors.forEach(e -> out.add(e.toString()));
        return out;
    }

    private static BookRepository.BookMove sum(BookRepository.BookMove a, BookRepository.BookMove b) {
        return new BookRepository.BookMove(a.move(), a.games() + b.games(), a.whiteWins() + b.whiteWins(),
                a.draws() + b.draws(), a.blackWins() + b.blackWins());
    }
}
