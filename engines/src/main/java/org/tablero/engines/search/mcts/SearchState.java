package org.tablero.engines.search.mcts;

/**
 * The game as one search thread sees it (after Fuego's {@code SgUctThreadState}): a private,
 * mutable position that the search walks down the tree and plays out, then resets to the root.
 *
 * <p>Moves are small non-negative integers below {@link #moveRange()}, players are 0 and 1.
 * Values are always given for player 0, so the search needs no knowledge of who is who.
 */
public interface SearchState {

    /** Returned by {@link #generatePlayoutMove()} when the playout is over. */
    int NO_MOVE = -1;

    /** Every move code is below this; the search sizes its AMAF tables with it. */
    int moveRange();

    /** Back to the root position: the start of every simulation. */
    void reset();

    /** The player to move now, 0 or 1. */
    int toPlay();

    /** Plays a move chosen in the tree; it came from {@link #generateAllMoves} in this position. */
    void execute(int move);

    /**
     * Writes the moves the tree may try here into {@code moves}; none when the game has ended.
     *
     * @return how many were written
     */
    int generateAllMoves(int[] moves);

    /**
     * Prior knowledge about new children: for each of the first {@code count} moves a value for
     * the player to move in [0,1] and its weight in equivalent simulations (0 for none).
     */
    void priors(int[] moves, int count, float[] values, float[] weights);

    /** Called once when the tree walk ends and the playout begins. */
    void startPlayout();

    /** The next playout move, or {@link #NO_MOVE} once the playout is over. */
    int generatePlayoutMove();

    void executePlayout(int move);

    /** The result of the finished simulation for player 0: 1 a win, 0 a loss, 0.5 a draw. */
    double evaluate();

    /** Whether a move takes part in AMAF (RAVE) statistics; a pass, for example, does not. */
    default boolean isAmafMove(int move) {
        return true;
    }
}
