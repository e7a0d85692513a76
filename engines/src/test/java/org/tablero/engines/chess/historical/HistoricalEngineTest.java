package org.tablero.engines.chess.historical;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class HistoricalEngineTest {

    private final GameArchive archive = InMemoryGameArchive.fromPgn(TestData.text("/chess/historical.pgn"));

    private static GameState start() throws Exception {
        return ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
    }

    private Set<String> choices(String player, GameState game) throws Exception {
        Set<String> seen = new HashSet<>();
        HistoricalEngine engine = new HistoricalEngine(archive, player, 5);
        for (int i = 0; i < 50; i++) {
            engine.chooseMove(game, SearchLimits.none(), new StopSignal()).ifPresent(seen::add);
        }
        return seen;
    }

    @Test
    void prefersTheGamesThePlayerWon() throws Exception {
        // As White, Capablanca won with 1.e4 and lost with 1.d4.
        assertEquals(Set.of("e4"), choices("Capablanca", start()));
    }

    @Test
    void fallsBackToAnyStoredGameWhenNoneWasWon() throws Exception {
        // After 1.d4 Capablanca (Black) only drew with 1...Nf6: still played.
        assertEquals(Set.of("Nf6"), choices("Capablanca", start().play("d4")));
        assertEquals(Set.of("c5"), choices("Capablanca", start().play("e4")));
    }

    @Test
    void declinesWhenNoStoredPositionMatches() throws Exception {
        HistoricalEngine engine = new HistoricalEngine(archive, "Capablanca", 1);
        assertEquals(Optional.empty(), engine.chooseMove(start().play("a3"), SearchLimits.none(), new StopSignal()));
        HistoricalEngine stranger = new HistoricalEngine(archive, "Tal", 1);
        assertEquals(Optional.empty(), stranger.chooseMove(start(), SearchLimits.none(), new StopSignal()));
    }
}
