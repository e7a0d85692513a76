package org.tablero.engines.chess.historical;

import java.util.List;

/**
 * The stored games of famous players, seen by the historical-player engine. The server implements
 * it over JDBC; {@link InMemoryGameArchive} serves tests and the UCI front-end.
 */
public interface GameArchive {

    /**
     * What {@code player} played, in every stored game, when it was their turn in this position.
     *
     * @param player the name as stored (e.g. {@code Capablanca, Jose Raul})
     * @param fenKey the first four FEN fields of the position
     * @return possibly empty, never null
     */
    List<HistoricalMove> movesOf(String player, String fenKey);
}
