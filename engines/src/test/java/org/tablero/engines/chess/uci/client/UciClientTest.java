package org.tablero.engines.chess.uci.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** Drives our own UCI front-end as an external program, the way the server drives Stockfish. */
class UciClientTest {

    private static List<String> ourEngine() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return List.of(java, "-cp", System.getProperty("java.class.path"), "org.tablero.engines.chess.uci.UciMain");
    }

    @Test
    void handshakeOptionsAndABestMove() throws Exception {
        try (UciClient c = new UciClient(ourEngine(), Duration.ofSeconds(20))) {
            assertEquals("Tablero", c.name());
            assertTrue(c.options().stream().anyMatch(o -> o.contains("Skill Level")));
            c.setOption("Hash", "4");
            c.newGame(Duration.ofSeconds(10));
            String move = c.bestMove("position fen k7/8/1K6/8/8/8/8/7R w - - 0 1", "go depth 3",
                    Duration.ofSeconds(10), Duration.ofSeconds(20), () -> false, l -> { });
            assertEquals("h1h8", move);
        }
    }

    @Test
    void anEngineThatDoesNotStartIsAnEngineException() {
        assertThrows(EngineException.class, () -> new UciClient(List.of("/nonexistent/engine"), Duration.ofSeconds(2)));
    }

    @Test
    void theEngineAdapterPlaysALegalMoveWithinItsMoveTime() throws Exception {
        GameState game = ChessGameRules.INSTANCE.start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Map.of())
                .play("e4").play("e5");
        try (UciEngine engine = new UciEngine(ourEngine(), Map.of("Hash", "4"), 1000)) {
            long t0 = System.nanoTime();
            String move = engine.chooseMove(game, SearchLimits.moveTime(Duration.ofMillis(200)), new StopSignal()).orElseThrow();
            game.play(move);
            assertTrue((System.nanoTime() - t0) / 1_000_000 < 5000);
        }
        assertEquals("position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
                UciEngine.positionCommand(game));
        assertEquals("go wtime 5000 winc 100", UciEngine.goCommand(
                SearchLimits.none().withClock(Duration.ofSeconds(5), Duration.ofMillis(100)), true, 1000));
    }
}
