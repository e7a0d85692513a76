package org.tablero.engines.chess.search;

import org.tablero.engines.chess.eval.EvalWeights;

/**
 * Everything that shapes one alpha-beta engine, as read from a profile.
 *
 * @param weights evaluation weights
 * @param sorter move ordering policy
 * @param features search features switched on
 * @param threads Lazy SMP threads (1 = single-threaded)
 * @param hashMb transposition table size
 * @param skill 0 (weakest) .. 20 (full strength)
 * @param maxDepth a depth cap that applies even when the budget allows more
 * @param defaultMoveTimeMs the time per move when the caller gives no budget at all
 * @param moveOverheadMs time kept back from every deadline for transmission and GC
 * @param seed random seed of the random sorter and of skill; 0 = from the clock
 */
public record SearchConfig(EvalWeights weights, MoveSorter sorter, SearchFeatures features, int threads, int hashMb,
        int skill, int maxDepth, long defaultMoveTimeMs, long moveOverheadMs, long seed) {

    public static final int MAX_SKILL = 20;

    public SearchConfig {
        if (threads < 1 || threads > 256) {
            throw new IllegalArgumentException("threads must be 1..256, got " + threads);
        }
        if (skill < 0 || skill > MAX_SKILL) {
            throw new IllegalArgumentException("skill must be 0..20, got " + skill);
        }
        if (maxDepth < 1 || maxDepth > Searcher.MAX_DEPTH) {
            throw new IllegalArgumentException("depth must be 1.." + (Searcher.MAX_DEPTH) + ", got " + maxDepth);
        }
    }

    public static SearchConfig defaults() {
        return new SearchConfig(EvalWeights.defaults(), MoveSorter.STANDARD, SearchFeatures.all(), 1, 32,
                MAX_SKILL, Searcher.MAX_DEPTH, 1000, 20, 0);
    }

    public SearchConfig withThreads(int n) {
        return new SearchConfig(weights, sorter, features, n, hashMb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withWeights(EvalWeights w) {
        return new SearchConfig(w, sorter, features, threads, hashMb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withFeatures(SearchFeatures f) {
        return new SearchConfig(weights, sorter, f, threads, hashMb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withSorter(MoveSorter s) {
        return new SearchConfig(weights, s, features, threads, hashMb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withSkill(int s) {
        return new SearchConfig(weights, sorter, features, threads, hashMb, s, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withHashMb(int mb) {
        return new SearchConfig(weights, sorter, features, threads, mb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, seed);
    }

    public SearchConfig withSeed(long s) {
        return new SearchConfig(weights, sorter, features, threads, hashMb, skill, maxDepth, defaultMoveTimeMs, moveOverheadMs, s);
    }

    public SearchConfig withMaxDepth(int d) {
        return new SearchConfig(weights, sorter, features, threads, hashMb, skill, d, defaultMoveTimeMs, moveOverheadMs, seed);
    }
}
