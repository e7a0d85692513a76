package org.tablero.engines.chess;

import java.util.Map;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.format.NotationException;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.RulesException;

/** Chess as the platform plays it: standard rules from the start position or a validated FEN, no options. */
public final class ChessGameRules implements GameRules {

    public static final ChessGameRules INSTANCE = new ChessGameRules();

    private ChessGameRules() {
    }

    @Override
    public GameKind kind() {
        return GameKind.CHESS;
    }

    @Override
    public ChessGameState start(String initialPosition, Map<String, String> options) throws RulesException {
        if (options != null && !options.isEmpty()) {
            throw new RulesException(RulesException.Reason.UNSUPPORTED_OPTION,
                    "chess takes no options, got: " + String.join(", ", options.keySet()));
        }
        try {
            return ChessGameState.start(FenReader.read(initialPosition == null ? FenReader.START : initialPosition));
        } catch (NotationException e) {
            throw new RulesException(RulesException.Reason.BAD_POSITION, e.getMessage());
        }
    }
}
