package org.tablero.engines.chess.book;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * The opening-book engine: a weighted random choice among the stored children of the position,
 * so the AI varies its openings; declines when the position is not in the book.
 */
public final class BookEngine implements Engine {

    private final OpeningBook book;
    private final SplittableRandom random;

    public BookEngine(OpeningBook book, long seed) {
        this.book = book;
        this.random = seed == 0 ? new SplittableRandom() : new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "book";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        List<BookMove> legal = new ArrayList<>();
        long total = 0;
        for (BookMove m : book.children(FenKey.of(game.position()))) {
            try {
                game.play(m.move());
                legal.add(m);
                total += m.weight();
            } catch (RulesException e) {
                // A stale or mistyped book row: skip it rather than lose the game.
            }
        }
        if (legal.isEmpty()) {
            return Optional.empty();
        }
        long pick = random.nextLong(total);
        for (BookMove m : legal) {
            pick -= m.weight();
            if (pick < 0) {
                return Optional.of(m.move());
            }
        }
        return Optional.of(legal.get(legal.size() - 1).move());
    }
}
