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
        if (b.emptyNeighbours(point) > 1) {
            return false;
        }
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
                if (b.pseudoLiberties(n) > 8) {
                    // At most four of its pairs are with this point; the rest touch two liberties or more.
                    return false;
                }
                lib = otherLiberty(b, n, point, lib);
                if (lib < 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Walks the chain on {@code stone} for liberties other than {@code point}: {@code lib} (0 for
     * none yet) if it finds no other one, the one it finds if {@code lib} is 0 and that is the
     * only one, else -1. Stones without an empty neighbour are skipped on one load.
     */
    private static int otherLiberty(GoBoard b, int stone, int point, int lib) {
        if (b.keepsLibertySums()) {
            int q = b.libertyBesides(stone, point);
            return q < 0 ? -1 : q == 0 || q == lib ? lib : lib == 0 ? q : -1;
        }
        int stride = b.offset(3);
        int s = stone;
        do {
            if (b.emptyNeighbours(s) != 0) {
                for (int e = 0; e < 4; e++) {
                    int q = s + (e == 0 ? -1 : e == 1 ? 1 : e == 2 ? -stride : stride);
                    if (q != point && q != lib && b.get(q) == Stone.EMPTY) {
                        if (lib != 0) {
                            return -1;
                        }
                        lib = q;
                    }
                }
            }
            s = b.nextStone(s);
        } while (s != stone);
        return lib;
    }

    /** Stones of chains of colour {@code opp} next to {@code point} that have it as their only liberty. */
    public static int captureSize(GoBoard b, int point, int opp) {
        int size = 0;
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            if (b.get(n) == opp && firstSide(b, point, d) && b.atariLiberty(n) == point) {
                size += b.chainSize(n);
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
        for (int d = 0; d < 4; d++) {
            int n = point + b.offset(d);
            if (b.get(n) == c && firstSide(b, point, d) && b.atariLiberty(n) == point) {
                size += b.chainSize(n);
            }
        }
        return size > 0 && !isSelfAtari(b, point, c) ? size : 0;
    }

    /**
     * Whether the stone on side {@code d} of {@code point} belongs to no chain already met on an
     * earlier side: a chain can touch a point on two or three sides and must be counted once.
     */
    private static boolean firstSide(GoBoard b, int point, int d) {
        int side = point + b.offset(d);
        int r = b.chainOf(side);
        for (int e = 0; e < d; e++) {
            int q = point + b.offset(e);
            if (b.get(q) == b.get(side) && b.chainOf(q) == r) {
                return false;
            }
        }
        return true;
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
            if (b.neighbourCount(s, opp) == 0) {
                s = b.nextStone(s);
                continue;
            }
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
        return libertiesAfter(b, point, c, max, 0);
    }

    /**
     * {@link #libertiesAfter(GoBoard, int, int, int)} for a caller that knows {@code atariChain}
     * (a chain representative, or 0) has {@code point} as its only liberty, so that it adds no
     * liberty and need not be walked.
     */
    static int libertiesAfter(GoBoard b, int point, int c, int max, int atariChain) {
        if (max > 4) {
            throw new IllegalArgumentException("liberties are counted up to 4 at most: " + max);
        }
        // With max at most 4, at most three distinct points are kept before the count reaches it,
        // so they live in locals (0 is never a board point).
        int l0 = 0;
        int l1 = 0;
        int l2 = 0;
        int count = 0;
        int opp = Stone.opponent(c);
        int stride = b.offset(3);
        boolean sums = b.keepsLibertySums();
        for (int d = 0; d < 4; d++) {
            int n = point + (d == 0 ? -1 : d == 1 ? 1 : d == 2 ? -stride : stride);
            int cn = b.get(n);
            if (cn == Stone.EMPTY || (cn == opp && b.atariLiberty(n) == point)) {
                if (n != l0 && n != l1 && n != l2) {
                    if (++count >= max) {
                        return max;
                    }
                    l2 = l1;
                    l1 = l0;
                    l0 = n;
                }
            } else if (cn == c && b.chainOf(n) != atariChain) {
                int only = sums ? b.libertyBesides(n, point) : -1;
                if (only == 0) {
                    continue;
                }
                if (only > 0) {
                    // The chain's only liberty besides the point, found without a walk.
                    if (only != l0 && only != l1 && only != l2) {
                        if (++count >= max) {
                            return max;
                        }
                        l2 = l1;
                        l1 = l0;
                        l0 = only;
                    }
                    continue;
                }
                int s = n;
                do {
                    if (b.emptyNeighbours(s) != 0) {
                        for (int e = 0; e < 4; e++) {
                            int q = s + (e == 0 ? -1 : e == 1 ? 1 : e == 2 ? -stride : stride);
                            if (q != point && q != l0 && q != l1 && q != l2 && b.get(q) == Stone.EMPTY) {
                                if (++count >= max) {
                                    return max;
                                }
                                l2 = l1;
                                l1 = l0;
                                l0 = q;
                            }
                        }
                    }
                    s = b.nextStone(s);
                } while (s != n);
            }
        }
        return count;
    }

    /**
     * The liberties of the chain on {@code stone}, counted up to {@code max}; all but the last
     * one counted are written into {@code out}, which must hold {@code max - 1} points, in the
     * order a walk of the chain meets them (with {@code max} 3 on a board with liberty sums and
     * three liberties or more, only the first).
     */
    public static int liberties(GoBoard b, int stone, int[] out, int max) {
        if (max == 3 && b.keepsLibertySums()) {
            // The "two liberties, which?" question of playouts and ladders: walk to the first
            // liberty only; the sums say whether one more, and which, or several remain.
            int first = b.firstLiberty(stone);
            if (first == 0) {
                return 0;
            }
            out[0] = first;
            int second = b.libertyBesides(stone, first);
            if (second <= 0) {
                return second == 0 ? 1 : 3;
            }
            out[1] = second;
            return 2;
        }
        int count = 0;
        int stride = b.offset(3);
        int s = stone;
        do {
            if (b.emptyNeighbours(s) != 0) {
                for (int d = 0; d < 4; d++) {
                    int q = s + (d == 0 ? -1 : d == 1 ? 1 : d == 2 ? -stride : stride);
                    if (b.get(q) == Stone.EMPTY && !seen(out, count, q)) {
                        if (count + 1 >= max) {
                            return max;
                        }
                        out[count++] = q;
                    }
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
