package org.tablero.engines.chess.book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.ChessGameRules;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameState;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class BookEngineTest {

    private static GameState start() throws Exception {
        return ChessGameRules.INSTANCE.start(FenReader.START, Map.of());
    }

    @Test
    void choosesAmongStoredChildrenInProportionToTheirWeights() throws Exception {
        InMemoryOpeningBook book = new InMemoryOpeningBook();
        String key = FenKey.of(FenReader.START);
        book.add(key, "e2e4", 3);
        book.add(key, "d4", 1);
        BookEngine engine = new BookEngine(book, 11);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 400; i++) {
            String m = engine.chooseMove(start(), SearchLimits.none(), new StopSignal()).orElseThrow();
            counts.merge(m, 1, Integer::sum);
        }
        assertEquals(2, counts.size(), counts.toString());
        int e4 = counts.get("e2e4");
        assertTrue(e4 > 250 && e4 < 350, "3:1 weights gave " + counts);
    }

    @Test
    void declinesOutOfBookAndSkipsIllegalRows() throws Exception {
        InMemoryOpeningBook book = new InMemoryOpeningBook();
        book.add(FenKey.of(FenReader.START), "e2e5", 10);
        BookEngine engine = new BookEngine(book, 1);
        assertEquals(Optional.empty(), engine.chooseMove(start(), SearchLimits.none(), new StopSignal()));
        GameState later = start().play("a3");
        assertEquals(Optional.empty(), engine.chooseMove(later, SearchLimits.none(), new StopSignal()));
    }

    @Test
    void aBookBuiltFromPgnWeighsMovesByTheirResults() throws Exception {
        InMemoryOpeningBook book = InMemoryOpeningBook.fromPgn(TestData.text("/chess/historical.pgn"), 4);
        Map<String, Integer> children = new HashMap<>();
        book.children(FenKey.of(FenReader.START)).forEach(m -> children.put(m.move(), m.weight()));
        // e4: a White win (3) and a White loss (1); d4: a White loss (1) and a draw (2).
        assertEquals(Map.of("e4", 4, "d4", 3), children);
        GameState afterE4 = start().play("e4");
        assertTrue(book.children(FenKey.of(afterE4.position())).stream().anyMatch(m -> m.move().equals("c5")));
    }

    @Test
    void theKeyIsTheFirstFourFenFields() {
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", FenKey.of(FenReader.START));
    }
}
