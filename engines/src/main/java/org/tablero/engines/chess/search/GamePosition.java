package org.tablero.engines.chess.search;

import java.util.Arrays;
import org.tablero.engines.chess.ChessGameState;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.chess.format.SanReader;
import org.tablero.engines.game.GameState;

/**
 * A game as a search needs it: the board to search from and the keys of the positions before it,
 * so that the search sees repetitions with the game's history.
 *
 * @param board the current position (a fresh copy the caller may change)
 * @param history keys of the earlier positions, oldest first
 */
public record GamePosition(Board board, long[] history) {

    /** Replays the game from its initial position; a chess state's own board is used when present. */
    public static GamePosition of(GameState game) {
        try {
            Board b = FenReader.read(game.initialPosition());
            long[] keys = new long[game.moves().size()];
            int n = 0;
            for (String san : game.moves()) {
                keys[n++] = b.key();
                b.make(SanReader.read(b, san));
            }
            Board current = game instanceof ChessGameState c ? c.board() : FenReader.read(game.position());
            return new GamePosition(current, Arrays.copyOf(keys, n));
        } catch (NotationException e) {
            throw new IllegalArgumentException("not a replayable chess game: " + e.getMessage(), e);
        }
    }

    /** A position without history, from a FEN. */
    public static GamePosition ofFen(String fen) {
        try {
            return new GamePosition(FenReader.read(fen), new long[0]);
        } catch (NotationException e) {
            throw new IllegalArgumentException("bad FEN: " + e.getMessage(), e);
        }
    }
}
