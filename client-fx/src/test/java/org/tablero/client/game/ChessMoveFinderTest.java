package org.tablero.client.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameRules;
import org.tablero.engines.game.GameState;
import org.tablero.client.game.ChessMoveFinder.Candidate;

class ChessMoveFinderTest {

    private static GameState start(String fen) throws Exception {
        return GameRules.of(GameKind.CHESS).start(fen, Map.of());
    }

    @Test
    void aPawnOnItsFirstRankMayGoOneOrTwo() throws Exception {
        Map<String, List<Candidate>> moves = ChessMoveFinder.movesFrom(start(null), "e2");
        assertEquals(Set.of("e3", "e4"), moves.keySet());
        assertEquals("e4", moves.get("e4").get(0).san());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".split(" ")[0],
                moves.get("e4").get(0).after().position().split(" ")[0]);
    }

    @Test
    void aPinnedPieceHasNoMove() throws Exception {
        // The knight on e2 shields its king from the rook on e8.
        assertTrue(ChessMoveFinder.movesFrom(start("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1"), "e2").isEmpty());
    }

    @Test
    void promotionsOfferFourPiecesQueenFirst() throws Exception {
        List<Candidate> promotions = ChessMoveFinder.movesFrom(start("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1"), "b7").get("b8");
        assertEquals("qrbn", promotions.stream().map(c -> String.valueOf(c.promotion())).reduce("", String::concat));
        assertEquals("b8=Q+", promotions.get(0).san());
    }

    @Test
    void castlingIsAKingMoveOfTwoSquares() throws Exception {
        Map<String, List<Candidate>> moves = ChessMoveFinder.movesFrom(start("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1");
        assertEquals("O-O", moves.get("g1").get(0).san());
        assertEquals("O-O-O", moves.get("c1").get(0).san());
    }

    @Test
    void noMovesOnceTheGameIsOver() throws Exception {
        GameState mated = start(null).play("f3").play("e5").play("g4").play("Qh4#");
        assertTrue(ChessMoveFinder.movesFrom(mated, "e2").isEmpty());
    }
}
