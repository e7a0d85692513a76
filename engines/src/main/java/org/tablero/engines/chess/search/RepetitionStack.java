package org.tablero.engines.chess.search;

import java.util.Arrays;

/**
 * Keys of the positions of the game and of the current search line, to score repetitions as
 * draws. Inside the search one repetition already counts: if it was good once it is good again.
 */
final class RepetitionStack {

    private long[] keys;
    private int top;

    /** @param history keys of the positions before the root, oldest first; {@code rootKey} is the root's */
    RepetitionStack(long[] history, long rootKey) {
        keys = Arrays.copyOf(history, history.length + Searcher.MAX_PLY * 2 + 8);
        top = history.length;
        keys[top] = rootKey;
    }

    void push(long key) {
        if (top + 1 >= keys.length) {
            keys = Arrays.copyOf(keys, keys.length * 2);
        }
        keys[++top] = key;
    }

    void pop() {
        top--;
    }

    /** Whether the current position repeats one since the last capture or pawn move, or the 50-move rule applies. */
    boolean isDraw(int halfmoveClock) {
        if (halfmoveClock >= 100) {
            return true;
        }
        long key = keys[top];
        int limit = Math.max(0, top - halfmoveClock);
        for (int i = top - 4; i >= limit; i -= 2) {
            if (keys[i] == key) {
                return true;
            }
        }
        return false;
    }
}
