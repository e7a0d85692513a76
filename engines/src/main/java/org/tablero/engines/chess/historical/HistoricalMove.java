package org.tablero.engines.chess.historical;

/**
 * A move a player chose in a stored game.
 *
 * @param move the move (SAN or UCI)
 * @param outcome the game's result for that player: {@code win}, {@code draw} or {@code loss}
 * @param game an identifier of the game for logs (e.g. "Capablanca - Marshall, New York 1918")
 */
public record HistoricalMove(String move, String outcome, String game) {
}
