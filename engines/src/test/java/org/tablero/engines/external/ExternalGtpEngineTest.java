package org.tablero.engines.external;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** GNU Go (Debian's gnugo, installed by the project's scripts) driven as an engine; broken programs fail fast. */
class ExternalGtpEngineTest {

    private static final List<String> GNUGO = List.of(gnugo(), "--mode", "gtp", "--level", "1");

    private static String gnugo() {
        return new java.io.File("/usr/games/gnugo").canExecute() ? "/usr/games/gnugo" : "gnugo";
    }

    @Test
    void gnuGoPlaysLegalMovesInAGameWithHandicap() throws Exception {
        try (ExternalGtpEngine engine = new ExternalGtpEngine(GNUGO, Duration.ofSeconds(5))) {
            GameState game = GameRules.of(GameKind.GO).start(null, Map.of("size", "9", "handicap", "2"));
            for (int i = 0; i < 6; i++) {
                String move = engine.chooseMove(game, SearchLimits.none(), new StopSignal()).orElseThrow();
                game = game.play(move);
            }
            assertTrue(game.ply() == 6);
        }
    }

    @Test
    void aProgramThatCannotStartOrDoesNotAnswerFails() throws Exception {
        GameState game = GameRules.of(GameKind.GO).start(null, Map.of("size", "9"));
        try (ExternalGtpEngine missing = new ExternalGtpEngine(List.of("/nonexistent/gtp-engine"), Duration.ofSeconds(1))) {
            assertThrows(EngineException.class, () -> missing.chooseMove(game, SearchLimits.none(), new StopSignal()));
        }
        long start = System.nanoTime();
        try (ExternalGtpEngine mute = new ExternalGtpEngine(List.of("sleep", "600"), Duration.ofMillis(200))) {
            assertThrows(EngineException.class, () -> mute.chooseMove(game, SearchLimits.none(), new StopSignal()));
        }
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(10).toNanos(), "a silent program is given up on in time");
    }
}
