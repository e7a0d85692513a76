package org.tablero.engines.game;

import java.util.Map;

/**
 * The rules of one game kind as the platform applies them: how a game starts from a challenge.
 * Implementations are stateless and thread-safe; the server, the client and the engines share them,
 * so a rule lives in exactly one place.
 */
public interface GameRules {

    GameKind kind();

    /**
     * Starts a game.
     *
     * @param initialPosition the position in the game's notation (FEN for chess, the Go position
     *     string of protocol-v1 for Go), or {@code null} for the standard start
     * @param options the challenge options of this game (for Go {@code size}, {@code komi},
     *     {@code handicap}, {@code rules}); never contains the game-independent {@code time} key
     * @throws RulesException with {@code BAD_POSITION}, {@code UNSUPPORTED_OPTION} or
     *     {@code BAD_OPTION} when the game cannot start so
     */
    GameState start(String initialPosition, Map<String, String> options) throws RulesException;

    /** The rules of a game kind. */
    static GameRules of(GameKind kind) {
        return GameRulesRegistry.rulesOf(kind);
    }
}
