package org.tablero.engines.chess.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.movegen.MoveGenerator;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/** The threads of a Lazy SMP search: they stop together, count together, and never corrupt the shared table. */
class LazySmpTest {

    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @Test
    void twoThreadsReturnALegalMoveWithinTheMoveTime() {
        GamePosition p = GamePosition.ofFen(KIWIPETE);
        AlphaBetaSearch search = new AlphaBetaSearch(SearchConfig.defaults().withThreads(2).withHashMb(8).withSeed(3));
        int[] legal = new int[MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(p.board(), legal);
        for (int round = 0; round < 3; round++) {
            long t0 = System.nanoTime();
            SearchResult r = search.search(p.board(), p.history(), SearchLimits.moveTime(Duration.ofMillis(300)),
                    new StopSignal(), SearchListener.NONE);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            // The hard limit is 300 ms less the move overhead; the helper must not hold the answer back.
            assertTrue(ms < 300 + 250, "took " + ms + " ms for a 300 ms move");
            boolean found = false;
            for (int i = 0; i < n; i++) {
                found |= legal[i] == r.bestMove();
            }
            assertTrue(found, "illegal " + Move.toUci(r.bestMove()));
            assertTrue(r.depth() >= 3, "depth " + r.depth());
        }
    }

    @Test
    void aTwoThreadDepthSearchCountsTheHelpersNodesAndStopsTheHelper() {
        GamePosition p = GamePosition.ofFen(KIWIPETE);
        SearchConfig one = SearchConfig.defaults().withHashMb(8).withSeed(3);
        SearchResult single = new AlphaBetaSearch(one).search(p.board(), p.history(), SearchLimits.none().withDepth(9),
                new StopSignal(), SearchListener.NONE);
        List<Long> reported = new ArrayList<>();
        SearchResult smp = new AlphaBetaSearch(one.withThreads(2)).search(p.board(), p.history(),
                SearchLimits.none().withDepth(9), new StopSignal(), info -> reported.add(info.nodes()));
        assertEquals(9, smp.depth());
        assertEquals(9, reported.size());
        // The final count includes the helper's nodes up to when it stopped, so it is at least the last report.
        assertTrue(smp.nodes() >= reported.get(8), smp.nodes() + " < " + reported.get(8));
        assertTrue(single.nodes() > 0 && smp.nodes() > 0);
        // The search joins its helpers before it returns: none may go on past the depth it was given.
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            assertTrue(!t.getName().startsWith("lazy-smp-"), "helper still running: " + t);
        }
    }

    @Test
    void aNodeLimitIsSharedBetweenTheThreads() {
        GamePosition p = GamePosition.ofFen(KIWIPETE);
        SearchResult r = new AlphaBetaSearch(SearchConfig.defaults().withThreads(2).withHashMb(8).withSeed(3))
                .search(p.board(), p.history(), SearchLimits.none().withNodes(20_000), new StopSignal(), SearchListener.NONE);
        // Each thread stops at its half; the other one notices within one poll interval.
        assertTrue(r.nodes() >= 10_000 && r.nodes() <= 20_000 + 2 * 1024, "nodes " + r.nodes());
    }

    /**
     * Threads storing and probing the same slots at once: a probe hit must always return the data
     * stored for that very key, never a mix of two threads' writes.
     */
    @Test
    void theHashTableNeverReturnsTornEntries() throws InterruptedException {
        TranspositionTable tt = new TranspositionTable(1);
        // Eight slots shared by eight keys each (the keys differ only above the index bits), so
        // the threads overwrite each other's entries all the time.
        long[] keys = new long[64];
        SplittableRandom rnd = new SplittableRandom(11);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = (rnd.nextLong() & ~0xFFFFL) | (i & 7);
        }
        AtomicLong hits = new AtomicLong();
        AtomicInteger bad = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            final int seed = t;
            threads.add(new Thread(() -> {
                SplittableRandom r = new SplittableRandom(seed);
                for (int i = 0; i < 2_000_000; i++) {
                    int k = r.nextInt(keys.length);
                    long key = keys[k];
                    if (r.nextBoolean()) {
                        int depth = r.nextInt(1, 30);
                        // Each key's entries are recognisable: move = key index + 1, score = depth * 7 + key index.
                        tt.store(key, k + 1, depth * 7 + k, depth, TranspositionTable.EXACT);
                    } else {
                        long e = tt.probe(key);
                        if (e != 0) {
                            hits.incrementAndGet();
                            int d = TranspositionTable.depth(e);
                            if (TranspositionTable.move(e) != k + 1 || TranspositionTable.score(e) != d * 7 + k) {
                                bad.incrementAndGet();
                            }
                        }
                    }
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(hits.get() > 100_000, "hits " + hits.get());
        assertEquals(0, bad.get(), "torn or foreign entries returned");
    }

    @Test
    void storingTheSameEntryAgainChangesNothing() {
        TranspositionTable tt = new TranspositionTable(1);
        long key = 0x0123_4567_89AB_CDEFL;
        tt.store(key, 321, 55, 6, TranspositionTable.LOWER);
        long first = tt.probe(key);
        tt.store(key, 321, 55, 6, TranspositionTable.LOWER);
        assertEquals(first, tt.probe(key));
        // A store without a move keeps the move already known for the position.
        tt.store(key, 0, 40, 7, TranspositionTable.UPPER);
        long e = tt.probe(key);
        assertEquals(321, TranspositionTable.move(e));
        assertEquals(40, TranspositionTable.score(e));
        assertEquals(7, TranspositionTable.depth(e));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(e));
    }
}
