package org.tablero.engines.chess.search;

/**
 * Score conventions of the search: centipawns from the side to move, mates as {@link #MATE} minus
 * the distance in plies so that a quicker mate scores higher.
 */
public final class Scores {

    public static final int INFINITE = 32_500;
    public static final int MATE = 32_000;
    /** Scores beyond this are mates; a static evaluation never comes near it. */
    public static final int MATE_BOUND = MATE - 1_000;
    public static final int DRAW = 0;

    private Scores() {
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** Moves to mate (positive: the side to move mates), as UCI's {@code score mate N}. */
    public static int mateInMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }

    /** A mate score stored in the table counts from the node, not the root, so it stays valid elsewhere. */
    static int toTable(int score, int ply) {
        return score >= MATE_BOUND ? score + ply : score <= -MATE_BOUND ? score - ply : score;
    }

    static int fromTable(int score, int ply) {
        return score >= MATE_BOUND ? score - ply : score <= -MATE_BOUND ? score + ply : score;
    }

    /** The UCI form: {@code cp 35} or {@code mate -3}. */
    public static String toUci(int score) {
        return isMate(score) ? "mate " + mateInMoves(score) : "cp " + score;
    }
}
