package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.book.InMemoryOpeningBook;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.chess.historical.InMemoryGameArchive;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.EngineChain;
import org.tablero.engines.spi.RandomEngine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class ChessEnginesTest {

    private static final ChessEngines.Data DATA = new ChessEngines.Data(
            InMemoryOpeningBook.fromPgn(TestData.text("/chess/historical.pgn"), 2),
            InMemoryGameArchive.fromPgn(TestData.text("/chess/historical.pgn")));

    @Test
    void buildsEveryType() {
        assertInstanceOf(AlphaBetaEngine.class, ChessEngines.create("alphabeta", Map.of("threads", "2", "weight.mobility", "1.5")));
        assertInstanceOf(FullWidthEngine.class, ChessEngines.create("fullwidth", Map.of("depth", "2")));
        assertInstanceOf(RandomEngine.class, ChessEngines.create("random", Map.of("seed", "3")));
        assertEquals("book", ChessEngines.create("book", Map.of(), DATA).name());
        assertEquals("historical", ChessEngines.create("historical", Map.of("player", "Capablanca"), DATA).name());
        assertEquals("uci", ChessEngines.create("uci", Map.of("command", "/usr/games/stockfish", "option.Threads", "1")).name());
    }

    @Test
    void badRowsAreRefusedWithAClearMessage() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("mcts", Map.of()))
                .getMessage().contains("alphabeta"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("alphabeta", Map.of("threads", "0")))
                .getMessage().contains("threads"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("alphabeta", Map.of("speed", "9")))
                .getMessage().contains("speed"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("alphabeta", Map.of("sorter", "best")))
                .getMessage().contains("natural"));
        assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("historical", Map.of(), DATA));
        assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("uci", Map.of()));
        assertThrows(IllegalArgumentException.class, () -> ChessEngines.create("alphabeta", Map.of("skill", "21")));
    }

    @Test
    void theChainFallsThroughBookAndHistoricalToAlphaBeta() throws Exception {
        List<String> failures = new ArrayList<>();
        EngineChain chain = ChessEngines.chain(List.of(
                Map.entry("book", Map.of("seed", "1")),
                Map.entry("historical", Map.of("player", "Capablanca", "seed", "1")),
                Map.entry("alphabeta", Map.of("depth", "3", "hash", "1"))), DATA, (e, why) -> failures.add(e.name() + " " + why));
        GameState start = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
        SearchLimits limits = SearchLimits.moveTime(Duration.ofMillis(200));
        // In book: e4 or d4 from the PGN.
        String first = chain.chooseMove(start, limits, new StopSignal()).orElseThrow();
        assertTrue(first.equals("e4") || first.equals("d4"), first);
        // Out of book after 1.e4 c5 2.Nf3 d6 3.d4 (book depth 2), Capablanca never met it: alpha-beta moves.
        GameState deep = start.play("e4").play("c5").play("Nf3").play("d6").play("d4");
        String reply = chain.chooseMove(deep, limits, new StopSignal()).orElseThrow();
        deep.play(reply);
        assertTrue(failures.isEmpty(), failures.toString());
    }

    @Test
    void aFailingEngineInTheChainPassesToTheNext() throws Exception {
        List<String> failures = new ArrayList<>();
        EngineChain chain = ChessEngines.chain(List.of(
                Map.entry("uci", Map.of("command", "/nonexistent/engine")),
                Map.entry("random", Map.of("seed", "2"))), ChessEngines.Data.empty(), (e, why) -> failures.add(e.name()));
        GameState start = ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
        start.play(chain.chooseMove(start, SearchLimits.moveTime(Duration.ofMillis(100)), new StopSignal()).orElseThrow());
        assertEquals(List.of("uci"), failures);
    }
}
