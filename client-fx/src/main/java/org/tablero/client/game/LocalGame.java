package org.tablero.client.game;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;

/**
 * A match replayed with the shared rules of the engines module, so the client refuses an illegal
 * move before sending it with exactly the code the server uses. Follows the match as moves arrive,
 * replaying only the new ones.
 */
public final class LocalGame {

    private final GameKind kind;
    private final String initialPosition;
    private GameState state;
    private String problem;

    public LocalGame(GameKind kind, String initialPosition) {
        this.kind = kind;
        this.initialPosition = initialPosition;
    }

    /**
     * Brings the game to these moves. Returns the state, or empty when the rules could not follow
     * (then {@link #problem()} says why and the server alone judges moves).
     */
    public Optional<GameState> sync(List<String> moves) {
        try {
            if (state == null || !isPrefix(state.moves(), moves)) {
                state = GameRules.of(kind).start(initialPosition, Map.of());
            }
            for (int i = state.moves().size(); i < moves.size(); i++) {
                state = state.play(moves.get(i));
            }
            problem = null;
            return Optional.of(state);
        } catch (RulesException | RuntimeException e) {
            // RuntimeException too: rules still being written answer UnsupportedOperationException.
            state = null;
            problem = "The local rules cannot follow this game (" + e.getMessage() + "); the server checks the moves.";
            return Optional.empty();
        }
    }

    public Optional<GameState> state() {
        return Optional.ofNullable(state);
    }

    public String problem() {
        return problem;
    }

    private static boolean isPrefix(List<String> played, List<String> moves) {
        if (played.size() > moves.size()) {
            return false;
        }
        for (int i = 0; i < played.size(); i++) {
            if (!played.get(i).equalsIgnoreCase(moves.get(i))) {
                return false;
            }
        }
        return true;
    }
}
