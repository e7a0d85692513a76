package org.tablero.engines.search.mcts;

/**
 * The RAVE update after one simulation: every child of a tree node whose move the node's player
 * made later in the simulation (first occurrence only) gets the result as an AMAF sample.
 * Walking the move sequence backwards leaves, for each player and move, the earliest position
 * at or after the node; stamps replace clearing the tables.
 */
final class Amaf {

    private final int[][] stamp;
    private int epoch;

    Amaf(int moveRange) {
        stamp = new int[2][moveRange];
    }

    /**
     * @param path the tree nodes from the root, {@code path[i]} reached by {@code moves[i - 1]}
     * @param depth the last tree node's index in {@code path}
     * @param moves moves of the simulation, tree moves first
     * @param players who made each move
     * @param length number of moves
     * @param value result for player 0
     */
    void update(Node[] path, int depth, int[] moves, byte[] players, int length, double value, SearchState state) {
        epoch++;
        if (epoch == Integer.MAX_VALUE) {
            java.util.Arrays.fill(stamp[0], 0);
            java.util.Arrays.fill(stamp[1], 0);
            epoch = 1;
        }
        for (int i = length - 1; i >= 0; i--) {
            int m = moves[i];
            if (state.isAmafMove(m)) {
                stamp[players[i]][m] = epoch;
            }
            if (i < depth) {
                Node[] children = path[i].children;
                if (children != null) {
                    int player = players[i];
                    int[] seen = stamp[player];
                    double r = player == 0 ? value : 1 - value;
                    for (Node c : children) {
                        if (seen[c.move] == epoch) {
                            c.updateRave(r);
                        }
                    }
                }
            }
        }
    }
}
