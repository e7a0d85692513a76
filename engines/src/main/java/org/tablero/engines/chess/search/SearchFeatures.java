package org.tablero.engines.chess.search;

/**
 * Which parts of the alpha-beta search are switched on. All on is the playing engine; all off
 * leaves plain fixed-depth alpha-beta, which must agree exactly with the full-width reference.
 *
 * @param transpositions probe and store the shared hash table
 * @param quiescence resolve captures at the horizon instead of evaluating a noisy position
 * @param nullMove null-move pruning
 * @param reductions late-move reductions, and one ply less at a node the hash table knows no move for
 * @param pruning reverse futility, futility, late-move and SEE pruning near the leaves
 * @param aspiration aspiration windows around the previous iteration's score
 * @param checkExtension search one ply deeper when in check
 */
public record SearchFeatures(boolean transpositions, boolean quiescence, boolean nullMove, boolean reductions,
        boolean pruning, boolean aspiration, boolean checkExtension) {

    public static SearchFeatures all() {
        return new SearchFeatures(true, true, true, true, true, true, true);
    }

    public static SearchFeatures none() {
        return new SearchFeatures(false, false, false, false, false, false, false);
    }
}
