package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class WeightsChangeTheMoveTest {

    private static String best(Map<String, String> params, String fen, int depth) {
        GamePosition p = GamePosition.ofFen(fen);
        SearchResult r = new AlphaBetaSearch(ChessProfile.searchConfig(params).withHashMb(1))
                .search(p.board(), p.history(), SearchLimits.none().withDepth(depth), new StopSignal(), SearchListener.NONE);
        return Move.toUci(r.bestMove());
    }

    @Test
    void aProfileThatIgnoresMaterialLetsAFreeQueenGo() {
        String fen = "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1";
        assertEquals("d2d5", best(Map.of(), fen, 1));
        assertNotEquals("d2d5", best(Map.of("weight.material", "0", "weight.psqt", "0", "weight.mobility", "-1"), fen, 1));
    }

    @Test
    void aHeavyRookFileWeightSendsTheRookToTheOpenFile() {
        // Only the d-file is open; with the term switched off the rook has no reason to go there.
        String fen = "6k1/ppp1pppp/8/8/8/8/PPP1PPPP/R5K1 w - - 0 1";
        String open = best(Map.of("weight.rook_open_file", "5"), fen, 1);
        assertEquals("a1d1", open);
        assertNotEquals("a1d1", best(Map.of("weight.rook_open_file", "0", "weight.mobility", "0"), fen, 1));
    }
}
