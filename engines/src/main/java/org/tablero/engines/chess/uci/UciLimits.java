package org.tablero.engines.chess.uci;

import java.time.Duration;
import org.tablero.engines.chess.search.Searcher;
import org.tablero.engines.spi.SearchLimits;

/** Turns a UCI {@code go} into the engine SPI's budget for the side to move. */
final class UciLimits {

    private UciLimits() {
    }

    static SearchLimits forSide(UciCommand.Go g, boolean white) {
        SearchLimits limits = SearchLimits.none();
        if (g.infinite()) {
            // Searched until "stop": a depth budget alone never times out.
            return limits.withDepth(Searcher.MAX_DEPTH);
        }
        if (g.moveTime().isPresent()) {
            limits = limits.withMoveTime(Duration.ofMillis(g.moveTime().getAsLong()));
        }
        var time = white ? g.wtime() : g.btime();
        var inc = white ? g.winc() : g.binc();
        if (time.isPresent()) {
            limits = limits.withClock(Duration.ofMillis(time.getAsLong()), Duration.ofMillis(inc.orElse(0)));
            if (g.movesToGo().isPresent()) {
                limits = new SearchLimits(limits.moveTime(), limits.remaining(), limits.increment(), g.movesToGo(),
                        limits.nodes(), limits.depth());
            }
        }
        if (g.depth().isPresent()) {
            limits = limits.withDepth(Math.min(g.depth().getAsInt(), Searcher.MAX_DEPTH));
        }
        if (g.nodes().isPresent()) {
            limits = limits.withNodes(g.nodes().getAsLong());
        }
        return limits;
    }
}
