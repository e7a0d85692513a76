package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Ladder reading for the playouts and the priors: whether a chain in atari is lost even though
 * it extends at its liberty, because the opponent keeps it in atari until the edge (a ladder,
 * shicho). Without it, playouts and priors "save" stones that are already dead, and the search
 * needs thousands of simulations to see the ladder by itself.
 *
 * <p>The reading is the classic simple one (as in Pachi and Fuego): the defender extends; three
 * or more liberties is an escape, one is a capture; with two, the attacker tries an atari on
 * each and the defender answers again. Capturing any attacking chain in atari next to the
 * defender counts as an escape (generous to the defender, so a "caught" answer is reliable).
 * Each depth reads on its own scratch board; a node budget bounds the rare wide cases, which
 * count as escapes. One instance per search thread: the scratch boards are not shared.
 */
final class Ladder {

    /** Reading nodes per question; a ladder across a 19×19 board needs well under a hundred. */
    private static final int MAX_NODES = 400;
    private static final int MAX_DEPTH = 64;

    private GoBoard[] scratch = new GoBoard[0];
    private final int[] pair = new int[2];
    private int nodes;

    /**
     * Whether the chain of {@code c} on {@code stone}, which must be in atari, is captured even
     * if {@code c} extends at its liberty now. Capturing an adjacent chain is not considered here
     * (the caller lists those moves separately).
     */
    boolean extensionFails(GoBoard b, int stone, int c) {
        nodes = 0;
        return extensionFails(b, stone, c, 0);
    }

    /**
     * Whether {@code c}'s chain on {@code stone}, in atari with {@code c} to move, is captured:
     * neither capturing an adjacent chain in atari nor extending saves it.
     */
    boolean caught(GoBoard b, int stone, int c) {
        nodes = 0;
        return !capturesNeighbour(b, stone, c) && extensionFails(b, stone, c, 0);
    }

    /**
     * Whether {@code c} playing the empty {@code move} puts an adjacent enemy chain of two
     * liberties into an atari it cannot escape (a working ladder or a net); returns its size in
     * stones, 0 if there is none. The move must be legal.
     */
    int atariCaptures(GoBoard b, int move, int c) {
        int opp = Stone.opponent(c);
        GoBoard after = null;
        int best = 0;
        for (int d = 0; d < 4; d++) {
            int n = move + b.offset(d);
            if (b.get(n) != opp || b.chainSize(n) <= best || b.pseudoLiberties(n) > 8
                    || Tactics.liberties(b, n, pair, 3) != 2) {
                continue;
            }
            int other = pair[0] == move ? pair[1] : pair[0];
            if (Tactics.libertiesAfter(b, other, opp, 4) >= 4) {
                // Extending at the other liberty keeps three even without the one we take: no
                // reading needed, and this cheap test settles most cases in playouts.
                continue;
            }
            if (after == null) {
                after = board(b, 0);
                after.play(move, c);
            }
            nodes = 0;
            if (after.get(n) == opp && !capturesNeighbour(after, n, opp) && extensionFails(after, n, opp, 1)) {
                best = b.chainSize(n);
            }
        }
        return best;
    }

    private boolean extensionFails(GoBoard b, int stone, int c, int depth) {
        int lib = b.atariLiberty(stone);
        if (lib == 0 || !b.isLegal(lib, c)) {
            return lib != 0;
        }
        if (++nodes > MAX_NODES || depth >= MAX_DEPTH) {
            return false;
        }
        GoBoard after = board(b, depth);
        after.play(lib, c);
        int[] libs = new int[2];
        int count = Tactics.liberties(after, stone, libs, 3);
        if (count >= 3) {
            return false;
        }
        if (count <= 1) {
            return true;
        }
        int attacker = Stone.opponent(c);
        for (int i = 0; i < 2; i++) {
            int atari = libs[i];
            if (!after.isLegal(atari, attacker)) {
                continue;
            }
            GoBoard next = board(after, depth + 1);
            next.play(atari, attacker);
            if (next.atariLiberty(stone) != 0 && !capturesNeighbour(next, stone, c)
                    && extensionFails(next, stone, c, depth + 2)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some attacking chain next to {@code c}'s chain on {@code stone} is in atari. */
    private static boolean capturesNeighbour(GoBoard b, int stone, int c) {
        int attacker = Stone.opponent(c);
        int s = stone;
        do {
            for (int d = 0; d < 4; d++) {
                int n = s + b.offset(d);
                if (b.get(n) == attacker && b.atariLiberty(n) != 0) {
                    return true;
                }
            }
            s = b.nextStone(s);
        } while (s != stone);
        return false;
    }

    /** The scratch board of a depth, made a copy of {@code from}. */
    private GoBoard board(GoBoard from, int depth) {
        if (depth >= scratch.length || scratch[depth] == null || scratch[depth].size() != from.size()) {
            if (depth >= scratch.length) {
                scratch = java.util.Arrays.copyOf(scratch, Math.max(depth + 1, 2 * scratch.length));
            }
            scratch[depth] = from.copy();
            return scratch[depth];
        }
        scratch[depth].copyFrom(from);
        return scratch[depth];
    }
}
