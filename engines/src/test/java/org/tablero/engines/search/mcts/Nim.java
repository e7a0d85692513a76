package org.tablero.engines.search.mcts;

import java.util.SplittableRandom;

/**
 * A toy game for the search: a pile of stones, each player takes 1 to 3, whoever takes the last
 * stone wins. The winning move leaves a multiple of four, so the right answer is known.
 */
final class Nim implements SearchState {

    private final int start;
    private final SplittableRandom random;
    private int pile;
    private int player;

    Nim(int start, long seed) {
        this.start = start;
        this.random = new SplittableRandom(seed);
        reset();
    }

    @Override
    public int moveRange() {
        return 4;
    }

    @Override
    public void reset() {
        pile = start;
        player = 0;
    }

    @Override
    public int toPlay() {
        return player;
    }

    @Override
    public void execute(int move) {
        pile -= move;
        player = 1 - player;
    }

    @Override
    public int generateAllMoves(int[] moves) {
        int n = 0;
        for (int take = 1; take <= Math.min(3, pile); take++) {
            moves[n++] = take;
        }
        return n;
    }

    @Override
    public void priors(int[] moves, int count, float[] values, float[] weights) {
    }

    @Override
    public void startPlayout() {
    }

    @Override
    public int generatePlayoutMove() {
        return pile == 0 ? NO_MOVE : 1 + random.nextInt(Math.min(3, pile));
    }

    @Override
    public void executePlayout(int move) {
        execute(move);
    }

    @Override
    public double evaluate() {
        // The player to move faces an empty pile: the other one took the last stone.
        return player == 1 ? 1 : 0;
    }
}
