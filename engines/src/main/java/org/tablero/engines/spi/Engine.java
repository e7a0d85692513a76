package org.tablero.engines.spi;

import java.util.Map;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;

/**
 * One engine of an AI profile's chain (seed 004's "exploration engine"): it gets the game so far
 * and a budget, and returns a move or declines so that the next engine of the chain is tried.
 * Opening books, historical players, alpha-beta, MCTS and external UCI/GTP programs all implement
 * it. An engine may be called from any thread but never for two searches at once.
 */
public interface Engine extends AutoCloseable {

    /** A short name for logs and the admin view, e.g. {@code alphabeta} or {@code book}. */
    String name();

    /** Whether this engine can play this game with these challenge options (e.g. a board size). */
    boolean supports(GameKind game, Map<String, String> options);

    /**
     * Chooses a move for the side to move.
     *
     * @param game the whole game so far; the move must be legal in {@code game.position()}
     * @param limits the budget; the engine returns a move within it
     * @param stop raised by the caller to ask for a move now (time is up, the game moved on)
     * @return the move in any notation {@link GameState#play} accepts, or empty to decline
     * @throws EngineException when the engine failed; the chain then tries the next engine
     */
    Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) throws EngineException;

    /** Releases what the engine holds (threads, tables, an external process). */
    @Override
    default void close() {
    }
}
