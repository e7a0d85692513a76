package org.tablero.engines.chess.historical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.tablero.engines.chess.book.FenKey;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * Imitates a named player: in a position the player met in a stored game, plays what they played,
 * choosing among the games they won when there are any (seed 004), else among all their games;
 * declines when no stored game of theirs reached the position.
 */
public final class HistoricalEngine implements Engine {

    private final GameArchive archive;
    private final String player;
    private final SplittableRandom random;

    public HistoricalEngine(GameArchive archive, String player, long seed) {
        this.archive = archive;
        this.player = player;
        this.random = seed == 0 ? new SplittableRandom() : new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "historical";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return game == GameKind.CHESS;
    }

    @Override
    public synchronized Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        List<HistoricalMove> won = new ArrayList<>();
        List<HistoricalMove> all = new ArrayList<>();
        for (HistoricalMove m : archive.movesOf(player, FenKey.of(game.position()))) {
            try {
                game.play(m.move());
            } catch (RulesException e) {
                continue;
            }
            all.add(m);
            if (m.outcome().equals("win")) {
                won.add(m);
            }
        }
        List<HistoricalMove> pool = won.isEmpty() ? all : won;
        if (pool.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(pool.get(random.nextInt(pool.size())).move());
    }
}
