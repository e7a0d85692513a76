package org.tablero.engines.chess.tuning;

import java.util.List;
import org.tablero.engines.chess.board.Board;
import org.tablero.engines.chess.eval.Evaluator;
import org.tablero.engines.chess.eval.Score;
import org.tablero.engines.chess.eval.Term;

/**
 * Texel-style tuning of the evaluation weights: the probability that White wins is modelled as
 * sigmoid(K·E/400) of the evaluation E, and the weights are fitted by gradient descent to minimise
 * the mean squared error against the games' results. Because E is linear in the weights (seed 004's
 * H = a·h1 + b·h2 + …), each position's terms are computed once and the fit itself is cheap.
 */
public final class TexelTuner {

    private TexelTuner() {
    }

    /** A position's features: the tapered value of each term, unweighted, from White's side. */
    public static LabelledPosition label(Board b, double resultForWhite) {
        int[] terms = new int[Term.COUNT];
        Evaluator.computeTerms(b, terms);
        int phase = Evaluator.phase(b);
        double[] f = new double[Term.COUNT];
        for (int i = 0; i < Term.COUNT; i++) {
            f[i] = (Score.mg(terms[i]) * phase + Score.eg(terms[i]) * (24.0 - phase)) / 24.0;
        }
        return new LabelledPosition(f, resultForWhite);
    }

    static double sigmoid(double eval, double k) {
        return 1 / (1 + Math.pow(10, -k * eval / 400));
    }

    /** Mean squared error of the model over the positions. */
    public static double error(List<LabelledPosition> data, double[] weights, double k) {
        double sum = 0;
        for (LabelledPosition p : data) {
            double d = p.result() - sigmoid(p.eval(weights), k);
            sum += d * d;
        }
        return sum / data.size();
    }

    /** The scaling constant K that best fits the current weights (a scan, then refinement). */
    public static double fitK(List<LabelledPosition> data, double[] weights) {
        double best = 1;
        double bestErr = Double.MAX_VALUE;
        for (double step = 0.5; step >= 0.01; step /= 5) {
            double from = Math.max(0.05, best - step * 5);
            for (double k = from; k <= best + step * 5; k += step) {
                double e = error(data, weights, k);
                if (e < bestErr) {
                    bestErr = e;
                    best = k;
                }
            }
        }
        return best;
    }

    /**
     * Fits the weights, starting from {@code start}, with K fixed; Adam steps on the exact
     * gradient. Returns the fitted weights.
     */
    public static double[] fit(List<LabelledPosition> data, double[] start, double k, int iterations, double rate) {
        return fit(data, start, k, iterations, rate, 0);
    }

    /**
     * The same, with a penalty {@code prior · Σ (w − start)²} added to the error: the terms are
     * correlated (material and piece-square values move together), and without it the fit trades
     * one against another for a tiny gain in error, giving weights that play badly.
     */
    public static double[] fit(List<LabelledPosition> data, double[] start, double k, int iterations, double rate,
            double prior) {
        int n = start.length;
        double[] w = start.clone();
        double[] m = new double[n];
        double[] v = new double[n];
        double c = k * Math.log(10) / 400;
        for (int it = 1; it <= iterations; it++) {
            double[] grad = new double[n];
            for (LabelledPosition p : data) {
                double s = sigmoid(p.eval(w), k);
                double g = -2 * (p.result() - s) * s * (1 - s) * c;
                double[] f = p.features();
                for (int i = 0; i < n; i++) {
                    grad[i] += g * f[i];
                }
            }
            for (int i = 0; i < n; i++) {
                grad[i] = grad[i] / data.size() + 2 * prior * (w[i] - start[i]);
                m[i] = 0.9 * m[i] + 0.1 * grad[i];
                v[i] = 0.999 * v[i] + 0.001 * grad[i] * grad[i];
                double mh = m[i] / (1 - Math.pow(0.9, it));
                double vh = v[i] / (1 - Math.pow(0.999, it));
                w[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
        }
        return w;
    }
}
