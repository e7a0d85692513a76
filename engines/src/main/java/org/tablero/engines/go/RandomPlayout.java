package org.tablero.engines.go;

/**
 * The uniform random playout policy: any legal move that does not fill one of the mover's own
 * one-point true eyes, chosen uniformly; pass when there is none. Used by the playout benchmark,
 * the dead-stone estimate and the placeholder GTP {@code genmove}.
 */
public final class RandomPlayout {

    private final Rng rng;

    public RandomPlayout(long seed) {
        this.rng = new Rng(seed);
    }

    /**
     * Chooses a move for {@code colour} without playing it: each empty point is drawn at most
     * once, rejected ones are struck out, so every acceptable point is equally likely.
     *
     * @return the point, or {@link Vertex#PASS}
     */
    public int select(GoBoard board, int colour) {
        int k = board.emptyCount;
        int[] empty = board.empty;
        int[] nb = board.neighbours;
        Rng r = rng;
        // The generator's state stays in a register for the whole draw loop.
        long x = r.state;
        while (k > 0) {
            x = Rng.step(x);
            int i = Rng.below(x, k);
            int p = empty[i];
            // An empty neighbour means neither an eye nor suicide, and a ko point never has one.
            if ((nb[p] & 15) != 0 || board.isPlayoutMove(p, colour)) {
                r.state = x;
                return p;
            }
            board.swapEmpty(i, --k);
        }
        r.state = x;
        return Vertex.PASS;
    }

    /**
     * Plays random moves from {@code toMove} until both sides pass in a row or {@code maxMoves}
     * moves (passes included) have been made.
     *
     * @return the number of moves made, passes included
     */
    public int run(GoBoard board, int toMove, int maxMoves) {
        int colour = toMove;
        int passes = 0;
        int moves = 0;
        while (passes < 2 && moves < maxMoves) {
            int p = select(board, colour);
            if (p == Vertex.PASS) {
                board.pass();
                passes++;
            } else {
                board.play(p, colour);
                passes = 0;
            }
            moves++;
            colour = 3 - colour;
        }
        return moves;
    }

    /**
     * Black's area minus White's on a board where every empty point is surrounded by one colour
     * (the end of a playout); an empty point touching both colours counts for nobody.
     */
    public static int areaDifference(GoBoard board) {
        // Stones from the kept balance; then only the empty points, from the empty-point list.
        int diff = board.stoneBalance;
        int[] empty = board.empty;
        int[] nb = board.neighbours;
        for (int i = board.emptyCount - 1; i >= 0; i--) {
            // Neighbour counts: black in bits 4-7, white in bits 8-11; 1 if any, without a branch.
            int n = nb[empty[i]];
            int black = (((n >>> 4) & 15) + 15) >>> 4;
            int white = (((n >>> 8) & 15) + 15) >>> 4;
            // Both colours around: dame, counted for nobody.
            diff += black - white;
        }
        return diff;
    }
}
