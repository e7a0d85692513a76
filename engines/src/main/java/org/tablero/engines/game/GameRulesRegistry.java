package org.tablero.engines.game;

import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.go.GoGameRules;

/** Maps each game kind to its rules; kept apart so {@link GameRules} stays a plain interface. */
final class GameRulesRegistry {

    private GameRulesRegistry() {
    }

    static GameRules rulesOf(GameKind kind) {
        return switch (kind) {
            case CHESS -> ChessGameRules.INSTANCE;
            case GO -> GoGameRules.INSTANCE;
        };
    }
}
