package org.tablero.engines.search.mcts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Monte Carlo tree search with RAVE and priors over any game that implements
 * {@link SearchState}, run by several threads on one shared tree (tree parallelisation with
 * virtual loss). The tree outlives a search: {@link #advance} keeps the subtree of the moves
 * played since, so the next search starts with what this one learnt.
 */
public final class MctsSearch {

    private final MctsParams params;
    private final AtomicLong nodes = new AtomicLong();
    private volatile Node root = new Node(SearchState.NO_MOVE);

    public MctsSearch(MctsParams params) {
        this.params = params;
    }

    public MctsParams params() {
        return params;
    }

    Node root() {
        return root;
    }

    /** The root node, for inspection (tests, analysis output). */
    public Node rootNode() {
        return root;
    }

    /** Forgets the tree. */
    public void clear() {
        root = new Node(SearchState.NO_MOVE);
        nodes.set(0);
    }

    /**
     * Moves the root down the tree along moves played since the last search; clears the tree when
     * a move was never expanded.
     *
     * @return whether anything of the old tree was kept
     */
    public boolean advance(int... moves) {
        Node node = root;
        for (int m : moves) {
            Node next = null;
            Node[] children = node.children;
            if (children != null) {
                for (Node c : children) {
                    if (c.move == m) {
                        next = c;
                        break;
                    }
                }
            }
            if (next == null) {
                clear();
                return false;
            }
            node = next;
        }
        // The node counter keeps counting the dropped siblings: it only bounds memory loosely.
        root = node;
        if (nodes.get() > params.maxNodes() / 2) {
            clear();
            return false;
        }
        return true;
    }

    /**
     * Runs one search with one thread per state (the caller's thread runs the first) until the
     * budget is spent.
     *
     * @param states one private state per thread, all at the root position
     */
    public SearchResult search(List<? extends SearchState> states, SearchBudget budget) throws InterruptedException {
        if (states.isEmpty()) {
            throw new IllegalArgumentException("a search needs at least one state");
        }
        List<Thread> helpers = new ArrayList<>();
        List<Throwable> failures = new java.util.concurrent.CopyOnWriteArrayList<>();
        for (int i = 1; i < states.size(); i++) {
            SearchWorker w = new SearchWorker(this, states.get(i), budget);
            Thread t = new Thread(() -> {
                try {
                    w.run();
                } catch (RuntimeException | Error e) {
                    failures.add(e);
                }
            }, "mcts-" + i);
            t.setDaemon(true);
            helpers.add(t);
            t.start();
        }
        try {
            new SearchWorker(this, states.get(0), budget).run();
        } finally {
            for (Thread t : helpers) {
                t.join();
            }
        }
        if (!failures.isEmpty()) {
            throw new IllegalStateException("a search thread failed", failures.get(0));
        }
        return result(budget);
    }

    /** The root's statistics now. */
    public SearchResult result(SearchBudget budget) {
        Node r = root;
        Node[] children = r.children;
        List<SearchResult.MoveStats> stats = new ArrayList<>();
        if (children != null) {
            for (Node c : children) {
                stats.add(new SearchResult.MoveStats(c.move, c.visits, c.mean(), c.raveCount, c.raveMean()));
            }
        }
        stats.sort(Comparator.comparingInt(SearchResult.MoveStats::visits).reversed()
                .thenComparing(Comparator.comparingDouble(SearchResult.MoveStats::mean).reversed()));
        int best = stats.isEmpty() ? SearchState.NO_MOVE : stats.get(0).move();
        double value = stats.isEmpty() ? 0.5 : stats.get(0).mean();
        return new SearchResult(best, value, List.copyOf(stats), budget.simulations(), budget.elapsedNanos(),
                r.visits);
    }

    boolean reserveNodes(int count) {
        return nodes.get() + count <= params.maxNodes();
    }

    void countNodes(int count) {
        nodes.addAndGet(count);
    }

    public long nodeCount() {
        return nodes.get();
    }
}
