package org.tablero.engines.chess.search;

import java.util.Map;
import java.util.Optional;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * The alpha-beta exploration engine behind the engine SPI. With no budget at all it searches for
 * the profile's default move time (one second unless the profile says otherwise).
 */
public final class AlphaBetaEngine implements Engine {

    private final AlphaBetaSearch search;
    private volatile SearchListener listener = SearchListener.NONE;

    public AlphaBetaEngine(SearchConfig config) {
        this.search = new AlphaBetaSearch(config);
    }

    public void setListener(SearchListener listener) {
        this.listener = listener;
    }

    @Override
    public String name() {
        return "alphabeta";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        SearchResult r = search(GamePosition.of(game), limits, stop);
        return r.bestMove() == Move.NONE ? Optional.empty() : Optional.of(Move.toUci(r.bestMove()));
    }

    /** The full result, for callers that want the score and the PV too. */
    public SearchResult search(GamePosition position, SearchLimits limits, StopSignal stop) {
        return search.search(position.board(), position.history(), limits, stop, listener);
    }

    public void newGame() {
        search.newGame();
    }
}
