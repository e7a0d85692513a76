package org.tablero.engines.go.mcts;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Local fights in constant-ish time, for playouts and priors: chains in atari, captures, atari
 * escapes and self-atari. Answers are about liberties only (no reading ahead).
 */
public final class Tactics {

    private Tactics() {
    }

    /**
     * Whether a stone of {@code c} on the empty {@code point} would be left with at most one
     * liberty without capturing anything: a move the opponent answers by capturing.
     */
    public static boolean isSelfAtari(GoBoard b, int point, int c) {
        int opp = Stone.opponent(c);
        int lib = 0;
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            int cn = b.get(n);
            if (cn == Stone.EMPTY) {
                if (lib != 0 && n != lib) {
                    return false;
                }
                lib = n;
            } else if (cn == opp) {
                if (b.atariLiberty(n) == point) {
                    return false;
                }
            } else if (cn == c) {
                int s = n;
                do {
                    for (int e = 0; e < 4; e++) {
                        int q = s + b.offset(e);
                        if (q != point && b.get(q) == Stone.EMPTY && q != lib) {
                            if (lib != 0) {
                                return false;
                            }
                            lib = q;
                        }
                    }
                    s = b.nextStone(s);
                } while (s != n);
            }
        }
        return true;
    }

    /** Stones of chains of colour {@code opp} next to {@code point} that have it as their only liberty. */
    public static int captureSize(GoBoard b, int point, int opp) {
        int size = 0;
        int seen1 = 0;
        int seen2 = 0;
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            if (b.get(n) == opp) {
                int r = b.chainOf(n);
                if (r != seen1 && r != seen2 && b.atariLiberty(n) == point) {
                    size += b.chainSize(n);
                }
                seen2 = seen1;
                seen1 = r;
            }
        }
        return size;
    }

    /**
     * Stones of {@code c}'s chains in atari next to {@code point} (its liberty) that a stone there
     * would rescue: the resulting chain is not left in atari.
     */
    public static int escapeSize(GoBoard b, int point, int c) {
        int size = 0;
        int seen = 0;
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            if (b.get(n) == c && b.chainOf(n) != seen && b.atariLiberty(n) == point) {
                seen = b.chainOf(n);
                size += b.chainSize(n);
            }
        }
        return size > 0 && !isSelfAtari(b, point, c) ? size : 0;
    }

    /**
     * Writes into {@code out} moves that save the chain of {@code c} on {@code stone} when it is in
     * atari: captures of adjacent enemy chains in atari, and the extension at its liberty when that
     * gives more liberties.
     *
     * @return the new count of moves in {@code out}
     */
    public static int escapes(GoBoard b, int stone, int c, int[] out, int count) {
        int lib = b.atariLiberty(stone);
        if (lib == 0) {
            return count;
        }
        int opp = Stone.opponent(c);
        int s = stone;
        int checked = 0;
        do {
            for (int d = 0; d < 4 && checked < 16; d++) {
                int n = s + b.offset(d);
                if (b.get(n) == opp) {
                    checked++;
                    int l = b.atariLiberty(n);
                    if (l != 0 && count < out.length) {
                        out[count++] = l;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != stone);
        if (!isSelfAtari(b, lib, c) && count < out.length) {
            out[count++] = lib;
        }
        return count;
    }
}
