package org.tablero.engines.chess.search;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
        List<RootSearch> roots = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            roots.add(new RootSearch(newSearcher(root, history, control, t), skill, config.features().aspiration()));
        }
        List<Thread> helpers = startHelpers(roots, maxDepth);
        RootSearch main = roots.get(0);
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

    private List<Thread> startHelpers(List<RootSearch> roots, int maxDepth) {
        List<Thread> helpers = new ArrayList<>();
        for (int t = 1; t < roots.size(); t++) {
            RootSearch helper = roots.get(t);
            // Odd helpers start one ply deeper so the threads do not all walk the same tree in step.
            int start = 1 + (t & 1);
            Thread thread = new Thread(() -> helper.run(start, maxDepth, null), "lazy-smp-" + t);
            thread.setDaemon(true);
            thread.start();
            helpers.add(thread);
        }
        return helpers;
    }

    private SearchInfo info(RootSearch r, List<RootSearch> roots, SearchControl control) {
        return new SearchInfo(r.completedDepth(), r.searcher().selDepth, r.bestScore(), totalNodes(roots),
                control.elapsedMs(), r.bestPv(), tt.hashfull());
    }

    private static long totalNodes(List<RootSearch> roots) {
        long n = 0;
        for (RootSearch r : roots) {
            n += r.searcher().nodes;
        }
        return n;
    }
}
