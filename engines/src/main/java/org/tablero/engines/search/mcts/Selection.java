package org.tablero.engines.search.mcts;

/**
 * The child to descend into: the node's mean blended with its RAVE mean (Fuego's weighting
 * {@code beta = r / (r + n + r n / equivalence)}), priors counted as extra simulations, virtual
 * losses as losses, plus a small UCB exploration term.
 */
final class Selection {

    private final double exploration;
    private final double raveEquivalence;

    Selection(MctsParams params) {
        this.exploration = params.exploration();
        this.raveEquivalence = params.raveEquivalence();
    }

    Node select(Node parent, Node[] children) {
        double logParent = Math.log(parent.visits + 1.0);
        Node best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Node c : children) {
            double s = score(c, logParent);
            if (s > bestScore) {
                bestScore = s;
                best = c;
            }
        }
        return best;
    }

    double score(Node c, double logParent) {
        double n = c.visits + c.virtualLoss();
        double weight = n + c.priorWeight;
        int rn = raveEquivalence > 0 ? c.raveCount : 0;
        double value;
        if (weight > 0) {
            value = (c.valueSum + c.priorValue * c.priorWeight) / weight;
            if (rn > 0) {
                double beta = rn / (rn + weight + rn * weight / raveEquivalence);
                value = (1 - beta) * value + beta * (c.raveSum / rn);
            }
        } else if (rn > 0) {
            value = c.raveSum / rn;
        } else {
            // First-play urgency: an untried move without knowledge is tried before revisits.
            value = 1.1;
        }
        return value + exploration * Math.sqrt(logParent / (weight + 1));
    }
}
