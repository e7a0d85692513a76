package org.tablero.engines.chess.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.board.Move;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * The alpha-beta exploration engine's search: iterative deepening, Lazy SMP helper threads that
 * share the transposition table, time management and skill levels. One instance keeps its table,
 * killers and history between the moves of a game; it runs one search at a time.
 */
public final class AlphaBetaSearch {

    private final SearchConfig config;
    private final TranspositionTable tt;
    private final KillerTable[] killers;
    private final HistoryTable[] histories;
    private final ContinuationHistory[] continuations;
    private final SplittableRandom random;

    public AlphaBetaSearch(SearchConfig config) {
        this.config = config;
        this.tt = new TranspositionTable(config.hashMb());
        int threads = config.skill() < SearchConfig.MAX_SKILL ? 1 : config.threads();
        this.killers = new KillerTable[threads];
        this.histories = new HistoryTable[threads];
        this.continuations = new ContinuationHistory[threads];
        for (int i = 0; i < threads; i++) {
            killers[i] = new KillerTable();
            histories[i] = new HistoryTable();
            continuations[i] = new ContinuationHistory();
        }
        this.random = new SplittableRandom(config.seed() != 0 ? config.seed() : System.nanoTime());
    }

    public SearchConfig config() {
        return config;
    }

    /** Forgets everything learnt in the previous game. */
    public void newGame() {
        tt.clear();
        for (int i = 0; i < killers.length; i++) {
            killers[i] = new KillerTable();
            histories[i] = new HistoryTable();
            continuations[i] = new ContinuationHistory();
        }
    }

    /**
     * Searches {@code root} (not modified) within the limits.
     *
     * @param history keys of the game's earlier positions, oldest first, for repetition draws
     */
    public SearchResult search(Board root, long[] history, SearchLimits limits, StopSignal stop, SearchListener listener) {
        boolean skill = config.skill() < SearchConfig.MAX_SKILL;
        int threads = killers.length;
        TimeBudget budget = TimeBudget.of(limits, config.moveOverheadMs(), config.defaultMoveTimeMs());
        SearchControl control = new SearchControl(budget, limits.nodes().orElse(Long.MAX_VALUE), threads, stop);
        int maxDepth = Math.min(config.maxDepth(), limits.depth().orElse(Searcher.MAX_DEPTH));
        if (skill) {
            maxDepth = Math.min(maxDepth, SkillSelector.depthFor(config.skill()));
        }
        tt.newSearch();
        for (HistoryTable h : histories) {
            h.age();
        }
        for (ContinuationHistory c : continuations) {
            c.age();
        }
        AtomicReferenceArray<RootSearch> roots = new AtomicReferenceArray<>(threads);
        boolean aspiration = config.features().aspiration();
        RootSearch main = new RootSearch(newSearcher(root, history, control, 0), skill, aspiration);
        roots.set(0, main);
        List<Thread> helpers = startHelpers(roots, root, history, control, skill, aspiration);
        long hashMove = config.features().transpositions() ? TranspositionTable.move(tt.probe(root.key())) : 0;
        if (hashMove != 0) {
            main.preferFirst((int) hashMove);
        }
        final int depthCap = maxDepth;
        main.run(1, maxDepth, r -> {
            listener.onIteration(info(r, roots, control));
            long elapsed = control.elapsedMs();
            return r.completedDepth() < depthCap && elapsed < budget.softMs() / 2;
        });
        control.stop();
        for (Thread h : helpers) {
            try {
                h.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        int best = main.bestMove();
        if (skill && main.moveCount() > 0 && main.completedDepth() > 0) {
            best = SkillSelector.pick(main.moves(), main.scores(), main.moveCount(), config.skill(), random);
        }
        List<String> pv = main.bestPv();
        if (best != main.bestMove()) {
            pv = List.of(Move.toUci(best));
        }
        return new SearchResult(best, main.bestScore(), main.completedDepth(), totalNodes(roots), control.elapsedMs(), pv);
    }

    private Searcher newSearcher(Board root, long[] history, SearchControl control, int thread) {
        long seed = config.seed() != 0 ? config.seed() + thread : System.nanoTime() + thread;
        MoveOrderer orderer = new MoveOrderer(config.sorter(), killers[thread], histories[thread],
                continuations[thread], seed);
        killers[thread].clearFrom(0);
        return new Searcher(root.copy(), history, new Evaluator(config.weights()), tt, config.features(), control,
                killers[thread], histories[thread], continuations[thread], orderer);
    }

    /**
     * Each helper builds its own searcher (board, evaluator, stacks) in its own thread, so that
     * its objects come from that thread's allocation buffer, away from the main thread's: a field
     * one thread writes at every node on the same cache line as one the other thread reads would
     * cost both cores a miss per node.
     */
    private List<Thread> startHelpers(AtomicReferenceArray<RootSearch> roots, Board root, long[] history,
            SearchControl control, boolean skill, boolean aspiration) {
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < roots.length(); t++) {
            final int index = t;
            // Odd helpers start one ply deeper so the threads do not all walk the same tree in step.
            int start = 1 + (t & 1);
            // A helper that reached the search's depth limit first would sit idle while the main
            // thread finishes; past it, it still fills the table the main thread reads, until the main
            // thread stops it. The profile's own depth cap, a strength setting, still holds.
            Thread thread = new Thread(() -> {
                RootSearch helper = new RootSearch(newSearcher(root, history, control, index), skill, aspiration);
                roots.set(index, helper);
                if (!control.stopped()) {
                    helper.run(start, config.maxDepth(), null);
                }
            }, "lazy-smp-" + t);
            thread.setDaemon(true);
            thread.start();
            helpers.add(thread);
        }
        return helpers;
    }

    private SearchInfo info(RootSearch r, AtomicReferenceArray<RootSearch> roots, SearchControl control) {
        return new SearchInfo(r.completedDepth(), r.searcher().selDepth, r.bestScore(), totalNodes(roots),
                control.elapsedMs(), r.bestPv(), tt.hashfull());
    }

    /** Nodes of all threads so far; a helper still building its searcher counts none. */
    private static long totalNodes(AtomicReferenceArray<RootSearch> roots) {
        long n = 0;
        for (int t = 0; t < roots.length(); t++) {
            RootSearch r = roots.get(t);
            if (r != null) {
                n += r.searcher().nodes;
            }
        }
        return n;
    }
}
