package org.tablero.engines.chess.search;

import java.util.Map;
import java.util.Optional;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.eval.EvalWeights;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** The full-width engine (no pruning) behind the SPI; its default depth is 3 plies. */
public final class FullWidthEngine implements Engine {

    private final FullWidthSearch search;
    private final int depth;
    private final long defaultMoveTimeMs;

    public FullWidthEngine(EvalWeights weights, int depth, long defaultMoveTimeMs) {
        this.search = new FullWidthSearch(new Evaluator(weights));
        this.depth = depth;
        this.defaultMoveTimeMs = defaultMoveTimeMs;
    }

    @Override
    public String name() {
        return "fullwidth";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        GamePosition p = GamePosition.of(game);
        TimeBudget budget = TimeBudget.of(limits, 10, defaultMoveTimeMs);
        int d = Math.min(depth, limits.depth().orElse(depth));
        SearchResult r = search.search(p.board(), p.history(), d, budget.hardMs(), limits.nodes().orElse(Long.MAX_VALUE), stop);
        return r.bestMove() == Move.NONE ? Optional.empty() : Optional.of(Move.toUci(r.bestMove()));
    }
}
