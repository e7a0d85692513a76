package org.tablero.engines.search.mcts;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One node of the shared search tree: the move that leads to it and its statistics, all from the
 * point of view of the player who made that move.
 *
 * <p>Threads share nodes without locks, as Fuego's lock-free mode does: visit and value updates
 * are plain writes that may occasionally lose an update, which costs nothing measurable. Only
 * the virtual loss uses atomic adds, because a lost decrement would penalise a move for good,
 * and children are published once, fully built, through a volatile field.
 */
public final class Node {

    private static final VarHandle VIRTUAL_LOSS;
    private static final VarHandle EXPANDING;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            VIRTUAL_LOSS = lookup.findVarHandle(Node.class, "virtualLoss", int.class);
            EXPANDING = lookup.findVarHandle(Node.class, "expanding", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final int move;
    volatile Node[] children;
    volatile int visits;
    volatile double valueSum;
    float priorValue;
    float priorWeight;
    volatile int raveCount;
    volatile double raveSum;
    private volatile int virtualLoss;
    private volatile int expanding;

    Node(int move) {
        this.move = move;
    }

    public int move() {
        return move;
    }

    /** Simulations that went through this node (priors and virtual losses not counted). */
    public int visits() {
        return visits;
    }

    /** The mean result for the player who made the move; 0.5 before any visit. */
    public double mean() {
        int n = visits;
        return n == 0 ? 0.5 : valueSum / n;
    }

    public int raveCount() {
        return raveCount;
    }

    public double raveMean() {
        int n = raveCount;
        return n == 0 ? 0.5 : raveSum / n;
    }

    /** The children, or {@code null} while the node is a leaf. */
    public Node[] children() {
        return children;
    }

    /**
     * Adds {@code wins} equivalent wins in as many equivalent simulations to the prior: knowledge
     * learnt after the node was created (a game's search does it to its root's children before
     * searching, never during a search).
     */
    public void addPriorWins(float wins) {
        priorValue = (priorValue * priorWeight + wins) / (priorWeight + wins);
        priorWeight += wins;
    }

    void update(double value) {
        valueSum += value;
        visits++;
    }

    void updateRave(double value) {
        raveSum += value;
        raveCount++;
    }

    int virtualLoss() {
        return virtualLoss;
    }

    void addVirtualLoss(int n) {
        VIRTUAL_LOSS.getAndAdd(this, n);
    }

    /** Claims the right to expand this node; false if another thread has it. */
    boolean claimExpansion() {
        return EXPANDING.compareAndSet(this, 0, 1);
    }
}
