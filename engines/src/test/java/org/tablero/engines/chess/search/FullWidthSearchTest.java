package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.eval.EvalWeights;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class FullWidthSearchTest {

    private static final String[] POSITIONS = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
    };

    @Test
    void plainAlphaBetaAgreesExactlyWithMinimax() {
        for (String fen : POSITIONS) {
            for (int depth = 1; depth <= 3; depth++) {
                GamePosition p = GamePosition.ofFen(fen);
                SearchResult reference = new FullWidthSearch(new Evaluator(EvalWeights.defaults()))
                        .search(p.board(), p.history(), depth, Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal());
                SearchConfig plain = SearchConfig.defaults().withFeatures(SearchFeatures.none()).withHashMb(1);
                SearchResult ab = new AlphaBetaSearch(plain).search(p.board(), p.history(),
                        SearchLimits.none().withDepth(depth), new StopSignal(), SearchListener.NONE);
                assertEquals(reference.score(), ab.score(), fen + " depth " + depth);
                assertEquals(depth, reference.depth());
                if (depth == 3) {
                    assertTrue(ab.nodes() < reference.nodes(), "alpha-beta searched more nodes than minimax");
                }
            }
        }
    }

    @Test
    void findsMateInTwoAtFourPlies() {
        // The mated side must be to move at a node with depth left: minimax sees no mate at the horizon.
        GamePosition p = GamePosition.ofFen("r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1");
        SearchResult r = new FullWidthSearch(new Evaluator(EvalWeights.defaults()))
                .search(p.board(), p.history(), 4, Long.MAX_VALUE, Long.MAX_VALUE, new StopSignal());
        assertEquals("h5h6", Move.toUci(r.bestMove()));
        assertEquals(Scores.MATE - 3, r.score());
    }

    @Test
    void stopsAtItsTimeBudgetWithTheLastCompletedDepth() {
        GamePosition p = GamePosition.ofFen(POSITIONS[1]);
        long t0 = System.nanoTime();
        SearchResult r = new FullWidthSearch(new Evaluator(EvalWeights.defaults()))
                .search(p.board(), p.history(), 10, 150, Long.MAX_VALUE, new StopSignal());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 400, "took " + ms);
        assertTrue(r.depth() >= 1 && r.depth() < 10);
        assertTrue(r.bestMove() != Move.NONE);
    }
}
