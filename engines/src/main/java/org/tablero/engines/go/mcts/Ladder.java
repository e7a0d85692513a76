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
 * The reading plays and takes back moves on the caller's board ({@link GoBoard#playUndoable}),
 * which it leaves as it found it; a node budget bounds the rare wide cases, which count as
 * escapes. One instance per search thread: its scratch arrays are not shared.
 */
final class Ladder {

    /** Reading nodes per question; a ladder across a 19×19 board needs well under a hundred. */
    private static final int MAX_NODES = 400;
    private static final int MAX_DEPTH = 64;

    private final int[] pair = new int[2];
    private final int[] targets = new int[4];
    private final int[] targetSizes = new int[4];
    private final int[] targetLiberties = new int[4];
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
        int count = 0;
        for (int d = 0; d < 4; d++) {
            int n = move + b.offset(d);
            if (b.get(n) != opp || b.pseudoLiberties(n) > 8 || Tactics.liberties(b, n, pair, 3) != 2) {
                continue;
            }
            int other = pair[0] == move ? pair[1] : pair[0];
            if (Tactics.libertiesAfter(b, other, opp, 4) >= 4) {
                // Extending at the other liberty keeps three even without the one we take: no
                // reading needed, and this cheap test settles most cases in playouts.
                continue;
            }
            targets[count] = n;
            targetLiberties[count] = other;
            targetSizes[count++] = b.chainSize(n);
        }
        if (count == 0) {
            return 0;
        }
        int best = 0;
        b.playUndoable(move, c);
        for (int i = 0; i < count; i++) {
            int n = targets[i];
            if (targetSizes[i] <= best) {
                continue;
            }
            nodes = 0;
            // As in a chase: the move took one of two liberties and no stone next to the chain.
            if (!capturesNeighbour(b, n, opp) && extensionFails(b, n, opp, 1, targetLiberties[i])) {
                best = targetSizes[i];
            }
        }
        b.undo();
        return best;
    }

    private boolean extensionFails(GoBoard b, int stone, int c, int depth) {
        return extensionFails(b, stone, c, depth, b.atariLiberty(stone));
    }

    /** {@link #extensionFails(GoBoard, int, int, int)} with the chain's liberty known ({@code lib}, or 0 for none). */
    private boolean extensionFails(GoBoard b, int stone, int c, int depth, int lib) {
        if (lib == 0 || !b.isLegal(lib, c)) {
            return lib != 0;
        }
        if (++nodes > MAX_NODES || depth >= MAX_DEPTH) {
            return false;
        }
        if (Tactics.libertiesAfter(b, lib, c, 3, b.chainOf(stone)) >= 3) {
            // Points that stay liberties after the extension: the chain has at least as many.
            // Its own chain adds none (its only liberty is the point itself), so it is not walked.
            return false;
        }
        b.playUndoable(lib, c);
        boolean fails = chaseWorks(b, stone, c, depth);
        b.undo();
        return fails;
    }

    /** After {@code c} extended: whether an atari on the chain of {@code stone} catches it. */
    private boolean chaseWorks(GoBoard b, int stone, int c, int depth) {
        int count = Tactics.liberties(b, stone, pair, 3);
        if (count >= 3) {
            return false;
        }
        if (count <= 1) {
            return true;
        }
        int lib0 = pair[0];
        int lib1 = pair[1];
        int attacker = Stone.opponent(c);
        for (int i = 0; i < 2; i++) {
            int atari = i == 0 ? lib0 : lib1;
            if (!b.isLegal(atari, attacker)) {
                continue;
            }
            // The atari fills one liberty and captures nothing next to the chain (a captured
            // stone of c touching it would have been part of it), so the other is the only one.
            b.playUndoable(atari, attacker);
            boolean caught = !capturesNeighbour(b, stone, c)
                    && extensionFails(b, stone, c, depth + 2, i == 0 ? lib1 : lib0);
            b.undo();
            if (caught) {
                return true;
            }
        }
        return false;
    }

    /** Whether some attacking chain next to {@code c}'s chain on {@code stone} is in atari. */
    private static boolean capturesNeighbour(GoBoard b, int stone, int c) {
        int attacker = Stone.opponent(c);
        int s = stone;
        // A chaser usually touches several stones of the chain: ask about the last two chains
        // asked about only once (the answer is the same whichever stone finds it).
        int checked1 = 0;
        int checked2 = 0;
        do {
            if (b.neighbourCount(s, attacker) != 0) {
                for (int d = 0; d < 4; d++) {
                    int n = s + b.offset(d);
                    int r = b.chainOf(n);
                    if (b.get(n) == attacker && r != checked1 && r != checked2) {
                        if (b.atariLiberty(n) != 0) {
                            return true;
                        }
                        checked2 = checked1;
                        checked1 = r;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != stone);
        return false;
    }
}
