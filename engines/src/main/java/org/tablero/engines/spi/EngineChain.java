package org.tablero.engines.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/**
 * A profile's engines run in order until one returns a legal move (seed 004, 3.2.1). An engine that
 * declines, throws, or returns a move the rules refuse passes the turn to the next one; failures are
 * reported to a listener so that the caller can log them.
 */
public final class EngineChain implements Engine {

    private final List<Engine> engines;
    private final BiConsumer<Engine, String> onFailure;

    public EngineChain(List<Engine> engines, BiConsumer<Engine, String> onFailure) {
        if (engines.isEmpty()) {
            throw new IllegalArgumentException("an engine chain needs at least one engine");
        }
        this.engines = List.copyOf(engines);
        this.onFailure = onFailure;
    }

    @Override
    public String name() {
        List<String> names = new ArrayList<>();
        engines.forEach(e -> names.add(e.name()));
        return String.join(">", names);
    }

    /** The chain plays what any of its engines plays. */
    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        return engines.stream().anyMatch(e -> e.supports(game, options));
    }

    @Override
    public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) {
        for (Engine engine : engines) {
            if (stop.isStopped()) {
                break;
            }
            Optional<String> move = tryEngine(engine, game, limits, stop);
            if (move.isPresent()) {
                return move;
            }
        }
        return Optional.empty();
    }

    private Optional<String> tryEngine(Engine engine, GameState game, SearchLimits limits, StopSignal stop) {
        try {
            Optional<String> move = engine.chooseMove(game, limits, stop);
            if (move.isPresent()) {
                game.play(move.get());
            }
            return move;
        } catch (EngineException e) {
            onFailure.accept(engine, "failed: " + e.getMessage());
        } catch (RulesException e) {
            onFailure.accept(engine, "returned an illegal move: " + e.getMessage());
        } catch (RuntimeException e) {
            onFailure.accept(engine, "crashed: " + e);
        }
        return Optional.empty();
    }

    @Override
    public void close() {
        engines.forEach(Engine::close);
    }
}
