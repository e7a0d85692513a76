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
     * Writes into {@code out} the liberties of enemy chains in atari next to the chain of
     * {@code c} on {@code stone}: the captures that give it room. When the chain is in atari they
     * save it; extending is the other way out, and whether it works is a question for
     * {@link Ladder}.
     *
     * @return the new count of moves in {@code out}
     */
    public static int neighbourCaptures(GoBoard b, int stone, int c, int[] out, int count) {
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
        return count;
    }

    /**
     * The liberties, counted up to {@code max} (at most 4), that a stone of {@code c} on the empty
     * {@code point} would have together with the chains it joins: its empty neighbours, their
     * liberties, and a point for each enemy chain it captures. No board is changed.
     */
    public static int libertiesAfter(GoBoard b, int point, int c, int max) {
        int[] found = new int[4];
        int count = 0;
        int opp = Stone.opponent(c);
        for (int d = 0; d < 4 && count < max; d++) {
            int n = point + b.offset(d);
            int cn = b.get(n);
            if (cn == Stone.EMPTY || (cn == opp && b.atariLiberty(n) == point)) {
                count = add(found, count, n);
            } else if (cn == c) {
                int s = n;
                do {
                    for (int e = 0; e < 4 && count < max; e++) {
                        int q = s + b.offset(e);
                        if (q != point && b.get(q) == Stone.EMPTY) {
                            count = add(found, count, q);
                        }
                    }
                    s = b.nextStone(s);
                } while (s != n && count < max);
            }
        }
        return Math.min(count, max);
    }

    private static int add(int[] points, int count, int q) {
        if (seen(points, count, q)) {
            return count;
        }
        points[count] = q;
        return count + 1;
    }

    /**
     * The liberties of the chain on {@code stone}, counted up to {@code max}; all but the last
     * one counted are written into {@code out}, which must hold {@code max - 1} points.
     */
    public static int liberties(GoBoard b, int stone, int[] out, int max) {
        int count = 0;
        int s = stone;
        do {
            for (int d = 0; d < 4; d++) {
                int q = s + b.offset(d);
                if (b.get(q) == Stone.EMPTY && !seen(out, count, q)) {
                    if (count + 1 >= max) {
                        return max;
                    }
                    out[count++] = q;
                }
            }
            s = b.nextStone(s);
        } while (s != stone);
        return count;
    }

    private static boolean seen(int[] points, int count, int q) {
        for (int i = 0; i < count; i++) {
            if (points[i] == q) {
                return true;
            }
        }
        return false;
    }
}
