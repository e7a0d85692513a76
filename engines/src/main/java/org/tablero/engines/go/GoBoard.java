package org.tablero.engines.go;

import java.util.Arrays;

/**
 * A mutable Go board built for speed: a point-to-chain map with pseudo-liberty counts, an
 * incremental Zobrist hash and a list of empty points. Knows captures, suicide and simple ko;
 * history rules (superko) belong to {@link GoGameState}. Copying is cheap, so there is no undo.
 *
 * <p>Per chain (indexed by its representative point) it keeps the number of (stone, empty
 * neighbour) pairs, its pseudo-liberties. A chain next to an empty point {@code p} has no other
 * liberty iff all its pairs are at {@code p}, i.e. its count equals the number of its stones
 * around {@code p}: legality and capture checks stay constant-time without liberty sets.
 */
public final class GoBoard {

    final int size;
    final int stride;
    final int[] colour;
    /** The representative point of each stone's chain; 0 (a dummy chain) on empty and frame points. */
    final int[] chain;
    final int[] next;
    final int[] stones;
    final int[] libs;
    final int[] empty;
    final int[] emptyIndex;
    /**
     * Neighbour counts per point, four bits each: empty neighbours in bits 0–3, black in 4–7,
     * white in 8–11, frame in 12–15. One load answers "has an empty neighbour" and "is
     * surrounded by one colour", the questions every playout move asks.
     */
    final int[] neighbours;
    int emptyCount;
    long hash;
    int koPoint;
    int koColour;
    int capturedByBlack;
    int capturedByWhite;

    /** An empty board of {@code size} × {@code size}, 2–25. */
    public GoBoard(int size) {
        if (size < Vertex.MIN_SIZE || size > Vertex.MAX_SIZE) {
            throw new IllegalArgumentException("board size must be 2-25: " + size);
        }
        this.size = size;
        this.stride = Vertex.stride(size);
        int n = stride * stride;
        colour = new int[n];
        chain = new int[n];
        next = new int[n];
        stones = new int[n];
        libs = new int[n];
        empty = new int[size * size];
        emptyIndex = new int[n];
        neighbours = new int[n];
        Arrays.fill(colour, Stone.BORDER);
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int p = Vertex.point(size, col, row);
                colour[p] = Stone.EMPTY;
                emptyIndex[p] = emptyCount;
                empty[emptyCount++] = p;
            }
        }
        for (int p = stride; p < n - stride; p++) {
            int count = 0;
            for (int d = 0; d < 4; d++) {
                count += 1 << (4 * (colour[p + offset(d)] == Stone.BORDER ? 3 : 0));
            }
            neighbours[p] = count;
        }
    }

    private GoBoard(GoBoard o) {
        size = o.size;
        stride = o.stride;
        colour = o.colour.clone();
        chain = o.chain.clone();
        next = o.next.clone();
        stones = o.stones.clone();
        libs = o.libs.clone();
        libs[0] = 0; // the dummy chain's count drifts and means nothing; keep it bounded
        empty = o.empty.clone();
        emptyIndex = o.emptyIndex.clone();
        neighbours = o.neighbours.clone();
        emptyCount = o.emptyCount;
        hash = o.hash;
        koPoint = o.koPoint;
        koColour = o.koColour;
        capturedByBlack = o.capturedByBlack;
        capturedByWhite = o.capturedByWhite;
    }

    public GoBoard copy() {
        return new GoBoard(this);
    }

    /**
     * Makes this board a copy of {@code o} (same size) without allocating: playout loops reset
     * one scratch board per playout instead of creating garbage for the collector.
     */
    public void copyFrom(GoBoard o) {
        if (o.size != size) {
            throw new IllegalArgumentException("boards differ in size: " + size + " and " + o.size);
        }
        System.arraycopy(o.colour, 0, colour, 0, colour.length);
        System.arraycopy(o.chain, 0, chain, 0, chain.length);
        System.arraycopy(o.next, 0, next, 0, next.length);
        System.arraycopy(o.stones, 0, stones, 0, stones.length);
        System.arraycopy(o.libs, 0, libs, 0, libs.length);
        System.arraycopy(o.empty, 0, empty, 0, empty.length);
        System.arraycopy(o.emptyIndex, 0, emptyIndex, 0, emptyIndex.length);
        System.arraycopy(o.neighbours, 0, neighbours, 0, neighbours.length);
        libs[0] = 0;
        emptyCount = o.emptyCount;
        hash = o.hash;
        koPoint = o.koPoint;
        koColour = o.koColour;
        capturedByBlack = o.capturedByBlack;
        capturedByWhite = o.capturedByWhite;
    }

    public int size() {
        return size;
    }

    /** The colour on a padded point: EMPTY, BLACK, WHITE or BORDER. */
    public int get(int point) {
        return colour[point];
    }

    public int point(int col, int row) {
        return Vertex.point(size, col, row);
    }

    /** Number of points in the padded array; every board point is below it. */
    public int arraySize() {
        return colour.length;
    }

    public boolean onBoard(int point) {
        return point > 0 && point < colour.length && colour[point] != Stone.BORDER;
    }

    public long hash() {
        return hash;
    }

    /** The point the given colour may not play now because of simple ko, or 0. */
    public int koPoint(int forColour) {
        return forColour == koColour ? koPoint : 0;
    }

    /** Sets the ko point read from a position; {@code point} 0 clears it. */
    public void setKo(int point, int forColour) {
        koPoint = point;
        koColour = point == 0 ? 0 : forColour;
    }

    /** Stones the given colour has captured. */
    public int captures(int byColour) {
        return byColour == Stone.BLACK ? capturedByBlack : capturedByWhite;
    }

    public void setCaptures(int byBlack, int byWhite) {
        capturedByBlack = byBlack;
        capturedByWhite = byWhite;
    }

    public int emptyCount() {
        return emptyCount;
    }

    public int emptyPoint(int index) {
        return empty[index];
    }

    /** The representative point of the chain on {@code point}; equal for all its stones. */
    public int chainOf(int point) {
        return chain[point];
    }

    public int chainSize(int point) {
        return stones[chain[point]];
    }

    /** The next stone of the chain on {@code point}, in a cycle through all its stones. */
    public int nextStone(int point) {
        return next[point];
    }

    /**
     * The only liberty of the chain on {@code point} when it has exactly one, else 0. Walks the
     * chain, stopping at the second liberty found: search code asks this near every move.
     */
    public int atariLiberty(int point) {
        int lib = 0;
        int s = point;
        do {
            int[] col = colour;
            int a = s - 1;
            int b = s + 1;
            int c = s - stride;
            int d = s + stride;
            if (col[a] == Stone.EMPTY && a != lib) {
                if (lib != 0) {
                    return 0;
                }
                lib = a;
            }
            if (col[b] == Stone.EMPTY && b != lib) {
                if (lib != 0) {
                    return 0;
                }
                lib = b;
            }
            if (col[c] == Stone.EMPTY && c != lib) {
                if (lib != 0) {
                    return 0;
                }
                lib = c;
            }
            if (col[d] == Stone.EMPTY && d != lib) {
                if (lib != 0) {
                    return 0;
                }
                lib = d;
            }
            s = next[s];
        } while (s != point);
        return lib;
    }

    /** Empty points next to {@code point}, 0–4, from the neighbour counts. */
    public int emptyNeighbours(int point) {
        return neighbours[point] & 15;
    }

    /** The neighbour offset {@code d} (0–3): west, east, south, north. */
    public int offset(int d) {
        return switch (d) {
            case 0 -> -1;
            case 1 -> 1;
            case 2 -> -stride;
            default -> stride;
        };
    }

    /** Whether {@code colour} may play on {@code point} (occupied, simple ko and suicide checked). */
    public boolean isLegal(int point, int colour) {
        return isLegal(point, colour, false);
    }

    public boolean isLegal(int point, int c, boolean allowSuicide) {
        int[] col = this.colour;
        if (col[point] != Stone.EMPTY || (point == koPoint && c == koColour)) {
            return false;
        }
        if ((neighbours[point] & 15) != 0) {
            return true;
        }
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        return keepsLiberty(w, point, c) || keepsLiberty(e, point, c) || keepsLiberty(s, point, c)
                || keepsLiberty(n, point, c) || allowSuicide;
    }

    /**
     * With every neighbour of {@code point} occupied: whether neighbour {@code n} gives a stone
     * of {@code c} on {@code point} a liberty, as a friendly chain with a liberty elsewhere or an
     * enemy chain it captures. Border points have chain 0, which is never a representative.
     */
    private boolean keepsLiberty(int n, int point, int c) {
        int cn = colour[n];
        if (cn == Stone.BORDER) {
            return false;
        }
        int r = chain[n];
        int l = libs[r];
        if (l == 1) {
            // Its single pair is with this point: an enemy is captured, a friend is filled in.
            return cn != c;
        }
        if (l > 4) {
            // More pairs than this point has sides: the chain has another liberty for sure.
            return cn == c;
        }
        int around = (chain[point - 1] == r ? 1 : 0) + (chain[point + 1] == r ? 1 : 0)
                + (chain[point - stride] == r ? 1 : 0) + (chain[point + stride] == r ? 1 : 0);
        return cn == c ? l > around : l == around;
    }

    /**
     * Whether {@code point} is a one-point true eye of {@code c}: all neighbours are {@code c} (or
     * the edge) and the opponent holds at most one diagonal (none on the edge).
     */
    public boolean isEye(int point, int c) {
        int nb = neighbours[point];
        int opp = 3 - c;
        if ((nb & 15) != 0 || ((nb >>> (4 * opp)) & 15) != 0) {
            return false;
        }
        int[] col = this.colour;
        int bad = 0;
        int edge = 0;
        int d = col[point - stride - 1];
        bad += d == opp ? 1 : 0;
        edge |= d == Stone.BORDER ? 1 : 0;
        d = col[point - stride + 1];
        bad += d == opp ? 1 : 0;
        edge |= d == Stone.BORDER ? 1 : 0;
        d = col[point + stride - 1];
        bad += d == opp ? 1 : 0;
        edge |= d == Stone.BORDER ? 1 : 0;
        d = col[point + stride + 1];
        bad += d == opp ? 1 : 0;
        edge |= d == Stone.BORDER ? 1 : 0;
        return bad + edge < 2;
    }

    /**
     * The playout test in one pass: whether {@code c} may play on the empty {@code point} without
     * filling its own one-point true eye. Equals {@code !isEye(point, c) && isLegal(point, c)}.
     */
    public boolean isPlayoutMove(int point, int c) {
        int nb = neighbours[point];
        if ((nb & 15) != 0) {
            return true;
        }
        if (((nb >>> (4 * (3 - c))) & 15) == 0 && isEye(point, c)) {
            return false;
        }
        if (point == koPoint && c == koColour) {
            return false;
        }
        return keepsLiberty(point - 1, point, c) || keepsLiberty(point + 1, point, c)
                || keepsLiberty(point - stride, point, c) || keepsLiberty(point + stride, point, c);
    }

    /** Passing clears the ko point. */
    public void pass() {
        koPoint = 0;
        koColour = 0;
    }

    /**
     * Plays a stone the caller has checked with {@link #isLegal}: places it, merges chains,
     * removes captured opponent chains (and, if suicide is allowed and it happened, its own).
     *
     * @return the number of stones captured
     */
    public int play(int point, int c) {
        put(point, c);
        int captured = 0;
        int opp = 3 - c;
        int capturedPoint = 0;
        boolean enemyNear = ((neighbours[point] >>> (4 * opp)) & 15) != 0;
        // Zero liberties is rare and so well predicted; the colour test then rules out chain 0.
        if (enemyNear && libs[chain[point - 1]] == 0 && colour[point - 1] == opp) {
            captured += remove(chain[point - 1]);
            capturedPoint = point - 1;
        }
        if (enemyNear && libs[chain[point + 1]] == 0 && colour[point + 1] == opp) {
            captured += remove(chain[point + 1]);
            capturedPoint = point + 1;
        }
        if (enemyNear && libs[chain[point - stride]] == 0 && colour[point - stride] == opp) {
            captured += remove(chain[point - stride]);
            capturedPoint = point - stride;
        }
        if (enemyNear && libs[chain[point + stride]] == 0 && colour[point + stride] == opp) {
            captured += remove(chain[point + stride]);
            capturedPoint = point + stride;
        }
        if (c == Stone.BLACK) {
            capturedByBlack += captured;
        } else {
            capturedByWhite += captured;
        }
        int r = chain[point];
        if (libs[r] == 0) {
            // Suicide (only reached when the caller allowed it): the opponent gets the stones.
            int lost = remove(r);
            if (c == Stone.BLACK) {
                capturedByWhite += lost;
            } else {
                capturedByBlack += lost;
            }
            koPoint = 0;
            koColour = 0;
            return captured;
        }
        if (captured == 1 && stones[r] == 1 && libs[r] == 1) {
            koPoint = capturedPoint;
            koColour = opp;
        } else {
            koPoint = 0;
            koColour = 0;
        }
        return captured;
    }

    /**
     * Places a stone without capturing anything (setting up a position); the caller checks that
     * every chain keeps a liberty.
     */
    public void setup(int point, int c) {
        if (colour[point] != Stone.EMPTY) {
            throw new IllegalArgumentException("point not empty: " + Vertex.format(size, point));
        }
        put(point, c);
        koPoint = 0;
        koColour = 0;
    }

    private void put(int point, int c) {
        int last = empty[--emptyCount];
        int idx = emptyIndex[point];
        empty[idx] = last;
        emptyIndex[last] = idx;
        colour[point] = c;
        hash ^= Zobrist.key(c, point);
        chain[point] = point;
        next[point] = point;
        stones[point] = 1;
        // A neighbour loses an empty neighbour and gains one of colour c.
        int delta = (1 << (4 * c)) - 1;
        int[] nb = neighbours;
        nb[point - 1] += delta;
        nb[point + 1] += delta;
        nb[point - stride] += delta;
        nb[point + stride] += delta;
        int around = nb[point];
        libs[point] = around & 15;
        // Every neighbouring chain loses its pair with this point; empty and frame points hit
        // the dummy chain 0, so no test is needed. Merging is skipped when no friend is near.
        libs[chain[point - 1]]--;
        libs[chain[point + 1]]--;
        libs[chain[point - stride]]--;
        libs[chain[point + stride]]--;
        if (((around >>> (4 * c)) & 15) != 0) {
            join(point - 1, point, c);
            join(point + 1, point, c);
            join(point - stride, point, c);
            join(point + stride, point, c);
        }
    }

    /** Merges neighbour {@code n}'s chain with the new stone's if it is a different friendly one. */
    private void join(int n, int point, int c) {
        int r = chain[n];
        if (colour[n] == c && r != chain[point]) {
            merge(chain[point], r);
        }
    }

    private void merge(int a, int b) {
        if (stones[a] == 1) {
            // The new stone joining its first chain, the common case: no relabelling loop.
            chain[a] = b;
            next[a] = next[b];
            next[b] = a;
            stones[b]++;
            libs[b] += libs[a];
            return;
        }
        if (stones[a] < stones[b]) {
            int t = a;
            a = b;
            b = t;
        }
        int s = b;
        do {
            chain[s] = a;
            s = next[s];
        } while (s != b);
        int t = next[a];
        next[a] = next[b];
        next[b] = t;
        stones[a] += stones[b];
        libs[a] += libs[b];
    }

    private int remove(int r) {
        int c = colour[r];
        long[] keys = Zobrist.keys(c);
        int count = 0;
        int s = r;
        do {
            colour[s] = Stone.EMPTY;
            chain[s] = 0;
            int[] nb = neighbours;
            int delta = (1 << (4 * c)) - 1;
            nb[s - 1] -= delta;
            nb[s + 1] -= delta;
            nb[s - stride] -= delta;
            nb[s + stride] -= delta;
            hash ^= keys[s];
            emptyIndex[s] = emptyCount;
            empty[emptyCount++] = s;
            // Neighbours are enemy chains, stones of this chain (about to go), or chain 0.
            libs[chain[s - 1]]++;
            libs[chain[s + 1]]++;
            libs[chain[s - stride]]++;
            libs[chain[s + stride]]++;
            count++;
            s = next[s];
        } while (s != r);
        return count;
    }

    /** Swaps two entries of the empty-point list; playouts use it to strike out rejected moves. */
    void swapEmpty(int i, int j) {
        int a = empty[i];
        int b = empty[j];
        empty[i] = b;
        empty[j] = a;
        emptyIndex[b] = i;
        emptyIndex[a] = j;
    }
}
