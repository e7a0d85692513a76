package org.tablero.engines.go.mcts;

import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;

/**
 * Last good reply with forgetting (Baier and Drake's LGRF-2, as in Orego): after each simulation
 * the winner's moves are stored as the replies to the move, and to the two moves, before them;
 * a stored reply that the loser played is forgotten. The playouts then answer a move the way it
 * was last answered in a won simulation, which carries what the search learned about local
 * fights into the playouts. One table per search thread, so no locking.
 */
final class LastGoodReply {

    private final int points;
    /** {@code [colour - 1][previous move]}: the reply, or 0 (PASS) for none. */
    private final int[][] reply1;
    /** {@code [colour - 1][move before previous * points + previous move]}. */
    private final int[][] reply2;

    /** @param points the board's array size: moves are indexes below it */
    LastGoodReply(int points) {
        this.points = points;
        reply1 = new int[2][points];
        reply2 = new int[2][points * points];
    }

    /**
     * The stored reply for {@code colour} to {@code last} (preceded by {@code beforeLast}), the
     * two-move reply first; PASS when there is none.
     */
    int reply(int colour, int beforeLast, int last) {
        if (last == Vertex.PASS) {
            return Vertex.PASS;
        }
        if (beforeLast != Vertex.PASS) {
            int r = reply2[colour - 1][beforeLast * points + last];
            if (r != Vertex.PASS) {
                return r;
            }
        }
        return reply1[colour - 1][last];
    }

    /**
     * Learns from one simulation: {@code moves[0]} was played by {@code firstColour}, then the
     * colours alternate; {@code winner} is the colour that won.
     */
    void update(int[] moves, int count, int firstColour, int winner) {
        int colour = Stone.opponent(firstColour);
        for (int i = 1; i < count; i++, colour = Stone.opponent(colour)) {
            int move = moves[i];
            int last = moves[i - 1];
            if (move == Vertex.PASS || last == Vertex.PASS) {
                continue;
            }
            int beforeLast = i >= 2 ? moves[i - 2] : Vertex.PASS;
            int k = beforeLast * points + last;
            int[] one = reply1[colour - 1];
            int[] two = reply2[colour - 1];
            if (colour == winner) {
                one[last] = move;
                if (beforeLast != Vertex.PASS) {
                    two[k] = move;
                }
            } else {
                if (one[last] == move) {
                    one[last] = Vertex.PASS;
                }
                if (beforeLast != Vertex.PASS && two[k] == move) {
                    two[k] = Vertex.PASS;
                }
            }
        }
    }
}
