package org.tablero.engines.go.tactics;

/**
 * A node and wall-clock budget shared by the searches of one question; once spent, searches
 * stop and answer UNKNOWN instead of guessing.
 */
public final class Budget {

    private final long maxNodes;
    /** The nodes of the whole question this budget or its parent is for. */
    private final long questionNodes;
    private final long deadline;
    private long nodes;
    private boolean exhausted;

    /** At most {@code maxNodes} nodes and {@code millis} milliseconds from now. */
    public Budget(long maxNodes, long millis) {
        this(maxNodes, millis, maxNodes);
    }

    private Budget(long maxNodes, long millis, long questionNodes) {
        this.maxNodes = maxNodes;
        this.questionNodes = questionNodes;
        this.deadline = System.nanoTime() + millis * 1_000_000L;
    }

    /**
     * A part of this budget for one step of a question: {@code 1/parts} of the nodes and of the
     * time left. Its nodes count against this budget once {@link #charge}d.
     */
    Budget part(int parts) {
        return fraction(1, parts);
    }

    /** A part of this budget of {@code percent} of the nodes and of the time left (see {@link #part}). */
    Budget share(int percent) {
        return fraction(percent, 100);
    }

    private Budget fraction(int numerator, int denominator) {
        long millisLeft = Math.max(0, deadline - System.nanoTime()) / 1_000_000L;
        return new Budget(Math.max(1, (maxNodes - nodes) * numerator / denominator),
                Math.max(1, millisLeft * numerator / denominator), questionNodes);
    }

    /** Counts the nodes a {@link #part} of this budget spent. */
    void charge(Budget part) {
        nodes += part.nodes;
    }

    /** Counts one node; true once the budget is spent (and from then on). */
    boolean spend() {
        nodes++;
        // Reading the clock costs more than a node's bookkeeping: look at it every 256 nodes.
        if (nodes > maxNodes || ((nodes & 255) == 0 && System.nanoTime() > deadline)) {
            exhausted = true;
        }
        return exhausted;
    }

    /** Whether the budget ran out. */
    public boolean exhausted() {
        return exhausted || System.nanoTime() > deadline;
    }

    public long nodes() {
        return nodes;
    }

    /** The nodes of the whole question, parts included: what sizes a search's table. */
    long questionNodes() {
        return questionNodes;
    }
}
