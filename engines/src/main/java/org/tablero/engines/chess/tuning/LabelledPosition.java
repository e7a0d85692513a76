package org.tablero.engines.chess.tuning;

/**
 * A training position for Texel tuning, reduced to what the fit needs: each term's tapered
 * White-minus-Black value (unweighted) and the game's result for White (1, 0.5 or 0).
 *
 * @param features tapered value of each {@link org.tablero.engines.chess.eval.Term}, by ordinal
 * @param result the final score of the game for White
 */
public record LabelledPosition(double[] features, double result) {

    /** The evaluation for White under {@code weights}. */
    public double eval(double[] weights) {
        double e = 0;
        for (int i = 0; i < features.length; i++) {
            e += weights[i] * features[i];
        }
        return e;
    }
}
