package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.TestData;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

class AlphaBetaSearchTest {

    private static SearchResult search(SearchConfig config, String fen, SearchLimits limits) {
        GamePosition p = GamePosition.ofFen(fen);
        return new AlphaBetaSearch(config).search(p.board(), p.history(), limits, new StopSignal(), SearchListener.NONE);
    }

    private static SearchConfig config() {
        return SearchConfig.defaults().withHashMb(8).withSeed(7);
    }

    private void solvesMates(SearchConfig config) {
        for (String[] row : TestData.rows("/chess/mates.txt", 3)) {
            int n = Integer.parseInt(row[1]);
            SearchResult r = search(config, row[0], SearchLimits.none().withDepth(2 * n + 1)
                    .withMoveTime(Duration.ofSeconds(20)));
            assertEquals(Scores.MATE - (2 * n - 1), r.score(), "mate in " + n + " in " + row[0] + ": " + r);
            assertEquals(row[2], Move.toUci(r.bestMove()), row[0]);
        }
    }

    @Test
    void solvesMateInOneTwoAndThree() {
        solvesMates(config());
    }

    @Test
    void twoThreadsSolveTheMatesToo() {
        solvesMates(config().withThreads(2));
    }

    @Test
    void naturalAndRandomSortersFindTheSameMates() {
        solvesMates(config().withSorter(MoveSorter.NATURAL));
        solvesMates(config().withSorter(MoveSorter.RANDOM));
    }

    @Test
    void aHundredMillisecondMoveTimeReturnsWellInsideTwoHundred() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        search(config(), kiwipete, SearchLimits.moveTime(Duration.ofMillis(50)));
        for (int i = 0; i < 3; i++) {
            long t0 = System.nanoTime();
            SearchResult r = search(config(), kiwipete, SearchLimits.moveTime(Duration.ofMillis(100)));
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(ms < 200, "took " + ms + " ms");
            assertTrue(r.depth() >= 2, "reached only depth " + r.depth());
        }
    }

    @Test
    void aClockBudgetSpendsAFractionOfTheRemainingTime() {
        long t0 = System.nanoTime();
        SearchResult r = search(config(), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                SearchLimits.none().withClock(Duration.ofMillis(3000), Duration.ofMillis(0)));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(ms < 1100, "3 s on the clock and no increment, yet the move took " + ms + " ms");
        assertTrue(r.bestMove() != Move.NONE);
    }

    @Test
    void aNodeBudgetIsRespected() {
        SearchResult r = search(config(), "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
                SearchLimits.none().withNodes(5000));
        assertTrue(r.nodes() <= 5000, "searched " + r.nodes());
        assertTrue(r.nodes() >= 4000, "stopped early at " + r.nodes());
    }

    @Test
    void anExternalStopEndsAnUnlimitedSearch() throws Exception {
        GamePosition p = GamePosition.ofFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        StopSignal stop = new StopSignal();
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(150);
            } catch (InterruptedException ignored) {
                // the test fails on the timing assertion instead
            }
            stop.stop();
        });
        long t0 = System.nanoTime();
        stopper.start();
        SearchResult r = new AlphaBetaSearch(config()).search(p.board(), p.history(),
                SearchLimits.none().withDepth(Searcher.MAX_DEPTH), stop, SearchListener.NONE);
        long ms = (System.nanoTime() - t0) / 1_000_000;
        stopper.join();
        assertTrue(ms < 400, "took " + ms + " ms after a stop at 150 ms");
        assertTrue(r.bestMove() != Move.NONE);
    }

    @Test
    void neverReturnsAnIllegalMoveFromRandomPositions() {
        SplittableRandom rnd = new SplittableRandom(2024);
        AlphaBetaSearch single = new AlphaBetaSearch(config());
        AlphaBetaSearch smp = new AlphaBetaSearch(config().withThreads(2));
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        for (int game = 0; game < 150; game++) {
            Board b = GamePosition.ofFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").board();
            int plies = rnd.nextInt(80);
            for (int i = 0; i < plies; i++) {
                int n = MoveGenerator.generate(b, legal);
                if (n == 0) {
                    break;
                }
                b.make(legal[rnd.nextInt(n)]);
            }
            int n = MoveGenerator.generate(b, legal);
            AlphaBetaSearch s = game % 2 == 0 ? single : smp;
            SearchResult r = s.search(b.copy(), new long[0], SearchLimits.none().withNodes(3000), new StopSignal(),
                    SearchListener.NONE);
            if (n == 0) {
                assertEquals(Move.NONE, r.bestMove());
                continue;
            }
            boolean found = false;
            for (int i = 0; i < n; i++) {
                found |= legal[i] == r.bestMove();
            }
            assertTrue(found, "illegal " + Move.toUci(r.bestMove()) + " in game " + game);
        }
    }

    @Test
    void reportsEachIterationToTheListener() {
        GamePosition p = GamePosition.ofFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        java.util.List<SearchInfo> infos = new java.util.ArrayList<>();
        SearchResult r = new AlphaBetaSearch(config()).search(p.board(), p.history(), SearchLimits.none().withDepth(5),
                new StopSignal(), infos::add);
        assertEquals(5, infos.size());
        for (int d = 1; d <= 5; d++) {
            assertEquals(d, infos.get(d - 1).depth());
            assertTrue(infos.get(d - 1).toUci().startsWith("info depth " + d + " seldepth "));
        }
        assertEquals(Move.toUci(r.bestMove()), infos.get(4).pv().get(0));
        assertEquals(5, r.depth());
    }
}
