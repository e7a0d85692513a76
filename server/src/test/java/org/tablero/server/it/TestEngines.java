package org.tablero.server.it;

import java.util.Map;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;
import org.tablero.server.ai.EngineRegistry;
import org.tablero.server.ai.Engines;

/** The real engine types plus broken ones, to show that no broken engine stalls a game. */
final class TestEngines {

    private TestEngines() {
    }

    static EngineRegistry registry() {
        return Engines.registry()
                .register("test-fail", (spec, w) -> engine("test-fail", GameKind.CHESS, game -> {
                    throw new EngineException("the engine process died");
                }))
                .register("test-illegal", (spec, w) -> engine("test-illegal", GameKind.CHESS, game -> Optional.of("Ke5")))
                .register("test-hang", (spec, w) -> engine("test-hang", GameKind.CHESS, game -> {
                    try {
                        Thread.sleep(Long.MAX_VALUE); // deaf to the stop signal: only the deadline saves the game
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Optional.empty();
                }));
    }

    private interface Move {
        Optional<String> choose(GameState game) throws EngineException;
    }

    private static Engine engine(String name, GameKind plays, Move move) {
        return new Engine() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public boolean supports(GameKind game, Map<String, String> options) {
                return game == plays;
            }

            @Override
            public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) throws EngineException {
                return move.choose(game);
            }
        };
    }
}
