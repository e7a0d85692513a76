package org.tablero.engines.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.format.FenReader;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;

class ChessGameRulesTest {

    @Test
    void registeredForChess() {
        assertSame(ChessGameRules.INSTANCE, GameRules.of(GameKind.CHESS));
        assertEquals(GameKind.CHESS, ChessGameRules.INSTANCE.kind());
    }

    @Test
    void nullPositionIsTheStandardStart() throws Exception {
        ChessGameState s = ChessGameRules.INSTANCE.start(null, Map.of());
        assertEquals(FenReader.START, s.initialPosition());
        assertEquals(FenReader.START, s.position());
        assertEquals(Side.WHITE, s.sideToMove());
        assertEquals(0, s.ply());
        assertTrue(s.result().isEmpty());
    }

    @Test
    void startsFromAFen() throws Exception {
        String fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20";
        ChessGameState s = ChessGameRules.INSTANCE.start(fen, Map.of());
        assertEquals(fen, s.initialPosition());
        assertEquals(Side.BLACK, s.sideToMove());
    }

    @Test
    void anyOptionIsUnsupported() {
        RulesException e = assertThrows(RulesException.class, () -> ChessGameRules.INSTANCE.start(null, Map.of("size", "9")));
        assertEquals(RulesException.Reason.UNSUPPORTED_OPTION, e.reason());
    }

    @Test
    void impossiblePositionIsABadPositionWithAClearMessage() {
        RulesException e = assertThrows(RulesException.class,
                () -> ChessGameRules.INSTANCE.start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w kq - 0 1", Map.of()));
        assertEquals(RulesException.Reason.BAD_POSITION, e.reason());
        assertEquals("two white kings", e.getMessage());
    }
}
