package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * An owl dragon: the chain on a vertex and the chains of its colour linked to it, transitively,
 * by connections the enemy cannot cut in one move. Two chains are linked when they share two
 * liberties (a diagonal with both cutting points empty, a bamboo joint: cutting one is answered
 * on the other), or share a liberty where an enemy stone would have no liberty and capture
 * nothing (an own eye, a tiger's mouth closed by the edge or by more stones).
 *
 * <p>This is a static approximation of GNU Go's amalgamation: a double threat can still cut two
 * links at once, which the search finds because the dragon is recomputed at every node. One
 * instance is reused across calls to avoid allocation; it is not thread-safe.
 *
 * <p>A {@linkplain #Dragon(boolean) loose} dragon also takes in chains that share a single
 * liberty with it: links the enemy can cut, so they mean nothing for life, but the owl's move
 * generator looks there for the moves that keep such a chain, which a defence often needs (a
 * dragon that is about to join a weak neighbour, or to be cut from it).
 */
final class Dragon {

    /** Chains in one dragon at most, a cap on the work per search node; further chains are left out. */
    static final int MAX_CHAINS = 64;

    private int[] mark;
    private int[] shared;
    private int[] index;
    private int stamp;
    private int members;
    private final int[] chains = new int[MAX_CHAINS];
    private int count;
    private int colour;
    /** Links needed between two chains that share liberties and no protected point: 1 if loose, else 2. */
    private final int sharedLinks;

    /** A dragon of uncuttable links. */
    Dragon() {
        this(false);
    }

    /** A dragon of uncuttable links, and with {@code loose} of chains sharing any liberty too. */
    Dragon(boolean loose) {
        sharedLinks = loose ? 1 : 2;
    }

    /** Computes the dragon of the stone on {@code point}; returns the number of chains. */
    int compute(GoBoard b, int point) {
        if (mark == null || mark.length != b.arraySize()) {
            mark = new int[b.arraySize()];
            shared = new int[b.arraySize()];
            index = new int[b.arraySize()];
            stamp = 0;
        }
        colour = b.get(point);
        count = 0;
        if (colour != Stone.BLACK && colour != Stone.WHITE) {
            return 0;
        }
        // Stamps: chains found get `base` on their representative; liberties seen from the chain
        // being expanded get `base + 1 + i`, so each shared liberty is counted once per pair.
        int base = nextBlock();
        members = base;
        index[b.chainOf(point)] = 0;
        chains[count++] = b.chainOf(point);
        mark[b.chainOf(point)] = base;
        for (int i = 0; i < count; i++) {
            int libStamp = base + 1 + i;
            int r = chains[i];
            int s = r;
            do {
                for (int d = 0; d < 4; d++) {
                    int lib = s + b.offset(d);
                    if (b.get(lib) != Stone.EMPTY || shared[lib] == libStamp) {
                        continue;
                    }
                    shared[lib] = libStamp;
                    // Whether the point is protected is asked only of a liberty shared with a
                    // chain not yet linked, and once: most liberties touch no other chain.
                    int protectedPoint = -1;
                    int seen0 = 0;
                    int seen1 = 0;
                    for (int e = 0; e < 4; e++) {
                        int n = lib + b.offset(e);
                        if (b.get(n) != colour) {
                            continue;
                        }
                        int rn = b.chainOf(n);
                        if (rn == r || mark[rn] == base || rn == seen0 || rn == seen1) {
                            continue;
                        }
                        // A liberty has at most three other neighbours: two remembered suffice.
                        if (seen0 == 0) {
                            seen0 = rn;
                        } else {
                            seen1 = rn;
                        }
                        boolean linked = linkCount(rn, libStamp) >= sharedLinks;
                        if (!linked && protectedPoint < 0) {
                            protectedPoint = isProtected(b, lib) ? 1 : 0;
                        }
                        if (linked || protectedPoint == 1) {
                            if (count == MAX_CHAINS) {
                                return count;
                            }
                            mark[rn] = base;
                            index[rn] = count;
                            chains[count++] = rn;
                        }
                    }
                }
                s = b.nextStone(s);
            } while (s != r);
        }
        return count;
    }

    /** A fresh range of MAX_CHAINS + 2 stamps, none of which is in the arrays yet. */
    private int nextBlock() {
        stamp += MAX_CHAINS + 2;
        // Link counts are stored as -(stamp * 8 + n): keep stamp * 8 within an int.
        if (stamp > (1 << 27)) {
            Arrays.fill(mark, 0);
            Arrays.fill(shared, 0);
            stamp = MAX_CHAINS + 2;
        }
        return stamp;
    }

    /** Counts one more liberty shared with chain {@code rn} under the current expansion; returns the count. */
    private int linkCount(int rn, int libStamp) {
        // Encoded in mark[rn] as -(libStamp * 8 + n) while rn is not yet in the dragon.
        int m = mark[rn];
        int n = m < 0 && (-m) / 8 == libStamp ? (-m) % 8 : 0;
        n++;
        mark[rn] = -(libStamp * 8 + n);
        return n;
    }

    /**
     * Whether the empty {@code p} is useless to the enemy: a stone there would have no liberty
     * and capture nothing (an own eye point, a tiger's mouth closed on all sides).
     */
    private boolean isProtected(GoBoard b, int p) {
        int opp = Stone.opponent(colour);
        for (int d = 0; d < 4; d++) {
            int q = p + b.offset(d);
            int c = b.get(q);
            if (c == Stone.EMPTY || c == opp) {
                return false;
            }
            if (c == colour && b.atariLiberty(q) == p) {
                return false; // the stone there would capture
            }
        }
        return true;
    }

    int count() {
        return count;
    }

    /** The representative of the dragon's {@code i}-th chain; the first is the asked chain's. */
    int chain(int i) {
        return chains[i];
    }

    int colour() {
        return colour;
    }

    /** Whether the stone on {@code p} belongs to the dragon last computed. */
    boolean contains(GoBoard b, int p) {
        return indexOf(b, p) >= 0;
    }

    /** Whether a stone of the dragon last computed is next to {@code p} (an empty {@code p} is then its liberty). */
    boolean touches(GoBoard b, int p) {
        for (int d = 0; d < 4; d++) {
            if (contains(b, p + b.offset(d))) {
                return true;
            }
        }
        return false;
    }

    /** The index of the dragon chain holding the stone on {@code p}, or -1 if it is none. */
    int indexOf(GoBoard b, int p) {
        if (count == 0 || b.get(p) != colour) {
            return -1;
        }
        int r = b.chainOf(p);
        return mark[r] == members ? index[r] : -1;
    }

    /** The dragon's liberties (empty points next to any of its chains), counting up to {@code cap}. */
    int liberties(GoBoard b, int cap) {
        return libertyWalk(b, null, cap);
    }

    /**
     * Writes the dragon's liberties into {@code out} (as many as fit) and returns how many were
     * written.
     */
    int libertyPoints(GoBoard b, int[] out) {
        return libertyWalk(b, out, out.length);
    }

    /** Counts the dragon's liberties up to {@code cap}, writing them into {@code out} unless it is null. */
    private int libertyWalk(GoBoard b, int[] out, int cap) {
        int libStamp = nextBlock();
        int n = 0;
        for (int i = 0; i < count; i++) {
            int r = chains[i];
            int s = r;
            do {
                for (int d = 0; d < 4; d++) {
                    int q = s + b.offset(d);
                    if (b.get(q) == Stone.EMPTY && shared[q] != libStamp) {
                        shared[q] = libStamp;
                        if (out != null) {
                            out[n] = q;
                        }
                        if (++n >= cap) {
                            return n;
                        }
                    }
                }
                s = b.nextStone(s);
            } while (s != r);
        }
        return n;
    }
}
