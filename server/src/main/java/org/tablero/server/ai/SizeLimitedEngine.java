package org.tablero.server.ai;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.Engine;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** A Go engine offered only on some board sizes: a profile tuned for 9x9 refuses 19x19 challenges. */
final class SizeLimitedEngine implements Engine {

    private final Engine engine;
    private final Set<String> sizes;

    SizeLimitedEngine(Engine engine, Set<String> sizes) {
        this.engine = engine;
        this.sizes = Set.copyOf(sizes);
    }

    @Override
    public String name() {
        return engine.name();
    }

    /** The lobby asks without options: the engine then counts as playing Go. */
    @Override
    public boolean supports(GameKind game, Map<String, String> options) {
        String size = options.getOrDefault("size", options.isEmpty() ? sizes.iterator().next() : "19");
        return engine.supports(game, options) && sizes.contains(size);
    }

    @Override
    public Optional<String> chooseMove(GameState game, SearchLimits limits, StopSignal stop) throws EngineException {
        return engine.chooseMove(game, limits, stop);
    }

    @Override
    public void close() {
        engine.close();
    }
}
