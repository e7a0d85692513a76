package org.tablero.engines.chess;

import java.util.Map;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/** Chess as the platform plays it. (Placeholder until the chess rules land.) */
public final class ChessGameRules implements GameRules {

    public static final ChessGameRules INSTANCE = new ChessGameRules();

    private ChessGameRules() {
    }

    @Override
    public GameKind kind() {
        return GameKind.CHESS;
    }

    @Override
    public GameState start(String initialPosition, Map<String, String> options) throws RulesException {
        throw new UnsupportedOperationException("chess rules not written yet");
    }
}
