package org.tablero.engines.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;

/**
 * Plays a uniformly random legal move (in Go, passing only when nothing else is legal). The
 * weakest opponent there is, and the server's last resort when a profile's chain produced nothing.
 */
public final class RandomEngine implements Engine {

    private final RandomGenerator random;

    public RandomEngine(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return true;
    }

    @Override
    public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        List<String> moves = game.playableMoves();
        if (game.kind() == GameKind.GO && moves.size() > 1) {
            moves = moves.stream().filter(m -> !m.equals("pass")).toList();
        }
        return moves.isEmpty() ? Optional.empty() : Optional.of(moves.get(random.nextInt(moves.size())));
    }
}
