package org.tablero.engines.go.mcts;

/**
 * The root priors the tactics solver gives ({@link RacePriors}, {@link OwlPriors}): equivalent
 * wins per padded point, for a move by the stones it decides, capped so that one fight cannot
 * freeze the root. An array is allocated only when some move gets a stake (null: none).
 */
final class RootStakes {

    /** Prior weight, in equivalent wins, per stone at stake. */
    static final float WINS_PER_STONE = 15;
    static final float MAX_WINS = 150;

    private RootStakes() {
    }

    /**
     * {@code bonus} (or a new array of {@code arraySize} points if null) with {@code move}'s
     * stake raised to that of {@code stones} stones; a move keeps the larger of its stakes.
     */
    static float[] add(float[] bonus, int arraySize, int move, int stones) {
        float[] out = bonus == null ? new float[arraySize] : bonus;
        out[move] = Math.max(out[move], Math.min(MAX_WINS, WINS_PER_STONE * stones));
        return out;
    }

    /** The larger of two stakes per point, written into {@code a}; either may be null (none). */
    static float[] larger(float[] a, float[] b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        for (int i = 0; i < a.length; i++) {
            a[i] = Math.max(a[i], b[i]);
        }
        return a;
    }
}
