package org.tablero.engines.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;

class RandomEngineTest {

    private final RandomEngine engine = new RandomEngine(new Random(7));

    @Test
    void everyChessMoveItPlaysIsLegal() throws Exception {
        GameState game = GameRules.of(GameKind.CHESS).start(null, Map.of());
        Set<String> firstMoves = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            firstMoves.add(engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow());
        }
        assertTrue(firstMoves.size() > 8, "random, not fixed: " + firstMoves);
        while (game.result().isEmpty() && game.ply() < 300) {
            game = game.play(engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow());
        }
    }

    @Test
    void everyGoMoveItPlaysIsLegalAndItPassesOnlyWhenNothingElseIs() throws Exception {
        GameState game = GameRules.of(GameKind.GO).start(null, Map.of("size", "9"));
        for (int i = 0; i < 60; i++) {
            String move = engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow();
            assertTrue(!move.equals("pass"), "a point is always available early on");
            game = game.play(move);
        }
        assertEquals(game.playableMoves().size() - 1, game.playableMoves().stream().filter(m -> !m.equals("pass")).count());
    }

    @Test
    void aFinishedGameHasNoMove() throws Exception {
        GameState stalemate = GameRules.of(GameKind.CHESS).start("k7/8/1Q6/8/8/8/8/7K w - - 0 1", Map.of()).play("Qc7");
        assertEquals(Optional.of("1/2-1/2"), stalemate.result());
        assertEquals(Optional.empty(), engine.chooseMove(stalemate, SearchLimits.none(), new StopSignal()));
    }
}
