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

    static EngineRegistry registry(org.tablero.server.db.Jdbc jdbc) {
        return Engines.registry(jdbc)
                .register("test-fail", (spec, w) -> engine("test-fail", GameKind.CHESS, game -> {
                    throw new EngineException("the engine process died");
                }))
                .register("test-illegal", (spec, w) -> engine("test-illegal", GameKind.CHESS, game -> Optional.of("Ke5")))
                .register("test-slow", (spec, w) -> slow(spec.intParam("movetime", 1000)))
                .register("test-hang", (spec, w) -> engine("test-hang", GameKind.CHESS, game -> {
                    try {
                        Thread.sleep(Long.MAX_VALUE); // deaf to the stop signal: only the deadline saves the game
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return Optional.empty();
                }));
    }

    /** Thinks for its whole movetime (unless stopped), then plays the first legal move. */
    private static Engine slow(int millis) {
        return new Engine() {
            @Override
            public String name() {
                return "test-slow";
            }

            @Override
            public boolean supports(GameKind game, Map<String, String> options) {
                return true;
            }

            @Override
            public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
                long end = System.nanoTime() + millis * 1_000_000L;
                while (System.nanoTime() < end && !stop.isStopped()) {
                    try {
                        Thread.sleep(10);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return Optional.empty();
                    }
                }
                return game.playableMoves().stream().findFirst();
            }
        };
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
