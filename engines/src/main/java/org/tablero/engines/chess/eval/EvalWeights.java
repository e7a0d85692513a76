package org.tablero.engines.chess.eval;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The weights a, b, … of the linear evaluation, one per {@link Term}; an administrator changes the
 * playing style by editing them in the profile, without code.
 */
public final class EvalWeights {

    /** Profile keys of weights start with this prefix, e.g. {@code weight.mobility=1.2}. */
    public static final String PREFIX = "weight.";

    /**
     * The tuned defaults, index = term ordinal: Texel-fitted on 71,311 quiet positions of 800
     * Stockfish self-play games, each labelled half with its game's result and half with
     * Stockfish's win/draw/loss estimate (docs/chess-engine.md, "Tuning"). Against all-1.0 weights
     * they scored 54.8% over 400 games at 25,000 nodes a move (Elo +33 ± 30).
     */
    private static final double[] DEFAULTS = {
        1.19, // material
        0.78, // psqt
        0.78, // mobility
        0.61, // passed_pawns
        1.39, // isolated_pawns
        0.51, // doubled_pawns
        1.10, // rook_open_file
        1.22, // rook_semi_open_file
        0.42, // development
        0.75, // king_safety
        0.97, // bishop_pair
    };

    private final double[] weights;

    private EvalWeights(double[] weights) {
        this.weights = weights;
    }

    public static EvalWeights defaults() {
        return new EvalWeights(DEFAULTS.clone());
    }

    /** Every weight equal to {@code value}; for tests and tuning. */
    public static EvalWeights uniform(double value) {
        double[] w = new double[Term.COUNT];
        Arrays.fill(w, value);
        return new EvalWeights(w);
    }

    /**
     * The defaults overridden by the {@code weight.*} entries of a profile; other keys are ignored.
     *
     * @throws IllegalArgumentException for an unknown term or a value that is not a finite number
     */
    public static EvalWeights fromParameters(Map<String, String> params) {
        double[] w = DEFAULTS.clone();
        for (Map.Entry<String, String> e : params.entrySet()) {
            if (!e.getKey().startsWith(PREFIX)) {
                continue;
            }
            String name = e.getKey().substring(PREFIX.length());
            Term term = Term.byKey(name).orElseThrow(() -> new IllegalArgumentException(
                    "unknown evaluation weight '" + name + "'; known: " + knownNames()));
            w[term.ordinal()] = parse(e.getKey(), e.getValue());
        }
        return new EvalWeights(w);
    }

    private static double parse(String key, String value) {
        try {
            double d = Double.parseDouble(value.trim());
            if (!Double.isFinite(d) || Math.abs(d) > 100) {
                throw new IllegalArgumentException(key + " must be a number between -100 and 100, got '" + value + "'");
            }
            return d;
        } catch (NumberFormatException ex) {
            throw new IllegalArgumentException(key + " is not a number: '" + value + "'");
        }
    }

    private static String knownNames() {
        StringBuilder sb = new StringBuilder();
        for (Term t : Term.values()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(t.key());
        }
        return sb.toString();
    }

    public double get(Term term) {
        return weights[term.ordinal()];
    }

    /** A copy with one weight changed. */
    public EvalWeights with(Term term, double value) {
        double[] w = weights.clone();
        w[term.ordinal()] = value;
        return new EvalWeights(w);
    }

    /** The weights as profile entries ({@code weight.material} → "1.0"), in term order. */
    public Map<String, String> toParameters() {
        Map<String, String> map = new LinkedHashMap<>();
        for (Term t : Term.values()) {
            map.put(PREFIX + t.key(), Double.toString(weights[t.ordinal()]));
        }
        return map;
    }

    double[] array() {
        return weights.clone();
    }

    @Override
    public String toString() {
        return toParameters().toString();
    }
}
