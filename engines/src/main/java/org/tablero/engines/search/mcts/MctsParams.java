package org.tablero.engines.search.mcts;

/**
 * The game-independent knobs of the search.
 *
 * @param exploration the UCB constant; small because RAVE and priors already spread the search
 * @param raveEquivalence simulations after which RAVE and the node's own mean weigh the same
 *     (Fuego's formula); 0 turns RAVE off
 * @param expandThreshold visits a leaf needs before it gets children; saves memory on moves
 *     that are tried once and dropped
 * @param virtualLoss losses a thread pretends while it is below a node, so that other threads
 *     look elsewhere
 * @param maxNodes no more nodes are created past this, so a long search cannot exhaust memory
 */
public record MctsParams(double exploration, double raveEquivalence, int expandThreshold, int virtualLoss,
        long maxNodes) {

    public static MctsParams defaults() {
        return new MctsParams(0.2, 2000, 4, 3, 8_000_000);
    }

    public MctsParams {
        if (exploration < 0 || raveEquivalence < 0 || expandThreshold < 1 || virtualLoss < 0 || maxNodes < 1) {
            throw new IllegalArgumentException("bad MCTS parameters: " + exploration + ", " + raveEquivalence + ", "
                    + expandThreshold + ", " + virtualLoss + ", " + maxNodes);
        }
    }
}
