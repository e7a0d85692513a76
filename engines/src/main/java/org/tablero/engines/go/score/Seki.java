package org.tablero.engines.go.score;

import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Chains in seki at the end of a game: two chains of opposite colours share a liberty that
 * neither side can fill, because filling it would leave the filler's own chain in atari without
 * capturing anything (mutual damezumari). Random playouts fill such liberties all the time, so
 * an ownership estimate alone often calls one side of a seki dead; this test overrules it.
 *
 * <p>Both sides' chains touching such a liberty are in seki. A dame point is never a seki liberty
 * (filling it costs nothing), and a liberty one side can fill to put the other in atari while
 * keeping two liberties itself is a capturing race, not a seki.
 */
public final class Seki {

    private Seki() {
    }

    /** Per padded point, true on the stones of chains in seki. */
    public static boolean[] stones(GoBoard board) {
        boolean[] seki = new boolean[board.arraySize()];
        for (int p = 0; p < board.arraySize(); p++) {
            if (board.get(p) == Stone.EMPTY
                    && board.neighbourCount(p, Stone.BLACK) > 0 && board.neighbourCount(p, Stone.WHITE) > 0
                    && fillingLosesLiberties(board, p, Stone.BLACK) && fillingLosesLiberties(board, p, Stone.WHITE)) {
                for (int d = 0; d < 4; d++) {
                    int n = p + board.offset(d);
                    int c = board.get(n);
                    if ((c == Stone.BLACK || c == Stone.WHITE) && !seki[n]) {
                        for (int s : Chains.stones(board, n)) {
                            seki[s] = true;
                        }
                    }
                }
            }
        }
        return seki;
    }

    /** Whether {@code colour} playing on {@code point} is illegal, or captures nothing and leaves its chain in atari. */
    private static boolean fillingLosesLiberties(GoBoard board, int point, int colour) {
        if (!board.isLegal(point, colour)) {
            return true;
        }
        GoBoard after = board.copy();
        return after.play(point, colour) == 0 && Chains.liberties(after, point) <= 1;
    }
}
