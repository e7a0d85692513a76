package org.tablero.engines.chess.format.pgn;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Piece;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.chess.format.SanWriter;

/**
 * Imports a PGN file with any number of games. Each game's main line is replayed on a board, so an
 * imported game is legal. Historical games often go on past a repetition nobody claimed, so the
 * platform's automatic draws are not applied here, only move legality. A malformed game is reported with its line and skipped, and the
 * other games of the file are still read.
 */
public final class PgnReader {

    private PgnReader() {
    }

    public static PgnImport read(Reader reader) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[8192];
        for (int n; (n = reader.read(buf)) > 0; ) {
            sb.append(buf, 0, n);
        }
        return read(sb.toString());
    }

    public static PgnImport read(String text) {
        PgnLexer lexer = new PgnLexer(text);
        List<PgnGame> games = new ArrayList<>();
        List<PgnError> errors = new ArrayList<>();
        GameBuilder game = null;
        int depth = 0;
        for (PgnLexer.Token t = lexer.next(); ; t = lexer.next()) {
            if (t.type() == PgnLexer.Type.END) {
                if (game != null && (game.hasMoves() || !game.tags.isEmpty())) {
                    game.fail(t.line(), "game has no result token (1-0, 0-1, 1/2-1/2 or *) at the end of the file");
                    game.finish(games, errors, null);
                }
                break;
            }
            if (t.type() == PgnLexer.Type.TAG && game != null && game.hasMoves()) {
                game.fail(t.line(), "game has no result token before the next game's tags");
                game.finish(games, errors, null);
                game = null;
                depth = 0;
            }
            if (game == null) {
                game = new GameBuilder(t.line());
            }
            switch (t.type()) {
                case TAG -> game.tag(t);
                case ERROR -> game.fail(t.line(), t.text());
                case OPEN_VARIATION -> depth++;
                case CLOSE_VARIATION -> {
                    if (depth == 0) {
                        game.fail(t.line(), "')' without a matching '('");
                    } else {
                        depth--;
                    }
                }
                case SYMBOL -> {
                    if (depth == 0) {
                        game.move(t);
                    }
                }
                case RESULT -> {
                    if (depth > 0) {
                        game.fail(t.line(), "result token inside a variation");
                    }
                    game.finish(games, errors, t.text());
                    game = null;
                    depth = 0;
                }
                default -> throw new IllegalStateException("unexpected token " + t);
            }
        }
        return new PgnImport(Collections.unmodifiableList(games), Collections.unmodifiableList(errors));
    }

    /** Collects one game; the first error sticks and the rest of the game is only skipped. */
    private static final class GameBuilder {
        private final int startLine;
        private final Map<String, String> tags = new LinkedHashMap<>();
        private final List<String> moves = new ArrayList<>();
        private Board board;
        private PgnError error;

        GameBuilder(int startLine) {
            this.startLine = startLine;
        }

        boolean hasMoves() {
            return !moves.isEmpty();
        }

        void tag(PgnLexer.Token t) {
            if (hasMoves()) {
                fail(t.line(), "tag [" + t.text() + "] after the moves");
            }
            tags.put(t.text(), t.value());
        }

        void move(PgnLexer.Token t) {
            if (error != null || !ensureBoard(t.line())) {
                return;
            }
            try {
                int mv = SanReader.read(board, t.text());
                moves.add(SanWriter.write(board, mv));
                board.make(mv);
            } catch (NotationException e) {
                String number = board.fullmoveNumber() + (board.sideToMove() == Piece.WHITE ? "." : "...");
                fail(t.line(), "move " + number + " '" + t.text() + "': " + e.getMessage());
            }
        }

        private boolean ensureBoard(int line) {
            if (board == null) {
                try {
                    board = FenReader.read(tags.getOrDefault("FEN", FenReader.START));
                } catch (NotationException e) {
                    fail(line, "bad FEN tag: " + e.getMessage());
                    return false;
                }
            }
            return true;
        }

        void fail(int line, String message) {
            if (error == null) {
                error = new PgnError(line, startLine, message);
            }
        }

        void finish(List<PgnGame> games, List<PgnError> errors, String result) {
            if (error == null) {
                ensureBoard(startLine);
            }
            if (error != null) {
                errors.add(error);
                return;
            }
            String r = result != null ? result : tags.getOrDefault("Result", "*");
            games.add(new PgnGame(Collections.unmodifiableMap(tags), List.copyOf(moves), r, startLine));
        }
    }
}
