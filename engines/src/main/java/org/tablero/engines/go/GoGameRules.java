package org.tablero.engines.go;

import java.util.Map;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/** Go as the platform plays it. (Placeholder until the Go rules land.) */
public final class GoGameRules implements GameRules {

    public static final GoGameRules INSTANCE = new GoGameRules();

    private GoGameRules() {
    }

    @Override
    public GameKind kind() {
        return GameKind.GO;
    }

    @Override
    public GameState start(String initialPosition, Map<String, String> options) throws RulesException {
        throw new UnsupportedOperationException("Go rules not written yet");
    }
}
