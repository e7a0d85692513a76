package org.tablero.engines.search.mcts;

import java.util.Arrays;

/**
 * One thread's simulations: walk down the shared tree with {@link Selection}, expand a leaf that
 * has been visited often enough, play out with the state's policy, then back the result up the
 * path and into the RAVE statistics.
 */
final class SearchWorker implements Runnable {

    private final MctsSearch search;
    private final SearchState state;
    private final SearchBudget budget;
    private final Selection selection;
    private final Amaf amaf;
    private final int[] generated;
    private final float[] priorValues;
    private final float[] priorWeights;
    private Node[] path = new Node[64];
    private int[] moves = new int[512];
    private byte[] players = new byte[512];

    SearchWorker(MctsSearch search, SearchState state, SearchBudget budget) {
        this.search = search;
        this.state = state;
        this.budget = budget;
        this.selection = new Selection(search.params());
        this.amaf = new Amaf(state.moveRange());
        this.generated = new int[state.moveRange()];
        this.priorValues = new float[state.moveRange()];
        this.priorWeights = new float[state.moveRange()];
    }

    @Override
    public void run() {
        Node root = search.root();
        do {
            simulate(root);
        } while (budget.next(root));
    }

    void simulate(Node root) {
        state.reset();
        int vl = search.params().virtualLoss();
        int depth = 0;
        int length = 0;
        path[0] = root;
        Node node = root;
        while (true) {
            Node[] children = node.children;
            if (children == null && (node == root || node.visits >= search.params().expandThreshold())) {
                children = expand(node);
            }
            if (children == null || children.length == 0) {
                break;
            }
            Node child = selection.select(node, children);
            child.addVirtualLoss(vl);
            length = record(length, child.move);
            state.execute(child.move);
            if (++depth == path.length) {
                path = Arrays.copyOf(path, depth * 2);
            }
            path[depth] = child;
            node = child;
        }
        state.startPlayout();
        for (int m = state.generatePlayoutMove(); m != SearchState.NO_MOVE; m = state.generatePlayoutMove()) {
            length = record(length, m);
            state.executePlayout(m);
        }
        double value = state.evaluate();
        root.visits++;
        for (int i = 1; i <= depth; i++) {
            Node n = path[i];
            n.update(players[i - 1] == 0 ? value : 1 - value);
            n.addVirtualLoss(-vl);
        }
        if (search.params().raveEquivalence() > 0) {
            amaf.update(path, depth, moves, players, length, value, state);
        }
    }

    private int record(int length, int move) {
        if (length == moves.length) {
            moves = Arrays.copyOf(moves, length * 2);
            players = Arrays.copyOf(players, length * 2);
        }
        moves[length] = move;
        players[length] = (byte) state.toPlay();
        return length + 1;
    }

    /** Builds the children of a leaf; returns null when another thread is doing it or memory is full. */
    private Node[] expand(Node node) {
        if (!search.reserveNodes(state.moveRange()) || !node.claimExpansion()) {
            return null;
        }
        int count = state.generateAllMoves(generated);
        Arrays.fill(priorWeights, 0, count, 0f);
        state.priors(generated, count, priorValues, priorWeights);
        Node[] children = new Node[count];
        for (int i = 0; i < count; i++) {
            Node c = new Node(generated[i]);
            c.priorValue = priorValues[i];
            c.priorWeight = priorWeights[i];
            children[i] = c;
        }
        search.countNodes(count);
        node.children = children;
        return children;
    }
}
