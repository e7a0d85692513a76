package org.tablero.engines.go;

import java.util.Arrays;

/**
 * A mutable Go board built for speed: a point-to-chain map with pseudo-liberty counts, an
 * incremental Zobrist hash and a list of empty points. Knows captures, suicide and simple ko;
 * history rules (superko) belong to {@link GoGameState}. Copying is cheap, so playouts copy;
 * reading ahead (ladders) plays and takes back with {@link #playUndoable} and {@link #undo}.
 *
 * <p>Per chain (indexed by its representative point) it keeps the number of (stone, empty
 * neighbour) pairs, its pseudo-liberties. A chain next to an empty point {@code p} has no other
 * liberty iff all its pairs are at {@code p}, i.e. its count equals the number of its stones
 * around {@code p}: legality and capture checks stay constant-time without liberty sets.
 *
 * <p>A board made by {@link #withLibertySums} also keeps, per chain, the sum and the sum of
 * squares of the points of those pairs. By Cauchy–Schwarz the pairs all sit on one point, the
 * chain is in atari, exactly when count × squares = sum², and that point is sum / count: the
 * search asks "in atari, and where?" near every playout move, and this answers without walking
 * the chain. Plain boards (random playouts, rules) skip the sums and pay one branch a stone.
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
    /** Black stones minus white stones, so counting the area needs only the empty points. */
    int stoneBalance;
    long hash;
    int koPoint;
    int koColour;
    int capturedByBlack;
    int capturedByWhite;
    /**
     * Per chain, the sum of its pseudo-liberty points in the high 32 bits and the sum of their
     * squares in the low 32 bits (see {@link #libertyKey}); null on a plain board. One long keeps
     * both sums in a single load and a single add: for a real chain the squares stay below
     * 2^32, so packed sums add and subtract as the pairs do. Like {@code libs}, the entry of
     * chain 0 drifts and means nothing.
     */
    final long[] libSums;
    /** What {@link #playUndoable} saved, newest last; never copied with the board. */
    private int[] undoLog = new int[0];
    /** The sums saved along {@link #undoLog}, at the index of each logged chain (tracking boards only). */
    private long[] sumLog = new long[0];
    private int undoTop;

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
        libSums = null;
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

    private GoBoard(GoBoard o, boolean sums) {
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
        stoneBalance = o.stoneBalance;
        hash = o.hash;
        koPoint = o.koPoint;
        koColour = o.koColour;
        capturedByBlack = o.capturedByBlack;
        capturedByWhite = o.capturedByWhite;
        if (!sums) {
            libSums = null;
        } else if (o.libSums != null) {
            libSums = o.libSums.clone();
            libSums[0] = 0;
        } else {
            libSums = new long[colour.length];
            recomputeSums();
        }
    }

    /** A copy, with liberty sums if this board keeps them. */
    public GoBoard copy() {
        return new GoBoard(this, libSums != null);
    }

    /**
     * A copy that keeps liberty sums (see the class comment), and whose copies do, for search
     * code that asks for chains in atari more often than it plays. {@link #copyFrom} a board
     * with sums is as cheap as before; from a plain board it recomputes them.
     */
    public GoBoard withLibertySums() {
        return new GoBoard(this, true);
    }

    /** Whether this board keeps liberty sums. */
    public boolean keepsLibertySums() {
        return libSums != null;
    }

    /** The packed value a pseudo-liberty on {@code p} adds to its chain's sums: p and p². */
    private static long libertyKey(int p) {
        return ((long) p << 32) | (p * p);
    }

    private void recomputeSums() {
        long[] sums = libSums;
        Arrays.fill(sums, 0);
        for (int p = stride; p < colour.length - stride; p++) {
            int c = colour[p];
            if ((c == Stone.BLACK || c == Stone.WHITE) && (neighbours[p] & 15) != 0) {
                for (int d = 0; d < 4; d++) {
                    int q = p + offset(d);
                    if (colour[q] == Stone.EMPTY) {
                        sums[chain[p]] += libertyKey(q);
                    }
                }
            }
        }
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
        if (libSums != null) {
            if (o.libSums != null) {
                System.arraycopy(o.libSums, 0, libSums, 0, libSums.length);
                libSums[0] = 0;
            } else {
                recomputeSums();
            }
        }
        undoTop = 0;
        emptyCount = o.emptyCount;
        stoneBalance = o.stoneBalance;
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
     * chain, stopping at the second liberty found: search code asks this near every move. A chain
     * with more than four pseudo-liberties needs no walk: one liberty touches at most four stones.
     * A board with liberty sums answers from them, without a walk.
     */
    public int atariLiberty(int point) {
        int r = chain[point];
        int l = libs[r];
        if (l > 4 && r != 0) {
            return 0;
        }
        long[] sums = libSums;
        if (sums != null && r != 0) {
            // With at most four pairs both sums are small: the products fit in an int.
            long v = sums[r];
            int sum = (int) (v >>> 32);
            int squares = (int) v;
            return l != 0 && l * squares == sum * sum ? sum / l : 0;
        }
        int lib = 0;
        int s = point;
        do {
            if ((neighbours[s] & 15) == 0) {
                // Most stones of a long chain touch no empty point: one load instead of four.
                s = next[s];
                continue;
            }
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

    /**
     * The first liberty of the chain on {@code stone} in the order a walk from {@code stone} meets
     * them (stones along the chain's cycle, sides west, east, south, north), or 0 if it has none.
     */
    public int firstLiberty(int stone) {
        int[] col = colour;
        int s = stone;
        do {
            if ((neighbours[s] & 15) != 0) {
                return col[s - 1] == Stone.EMPTY ? s - 1
                        : col[s + 1] == Stone.EMPTY ? s + 1
                        : col[s - stride] == Stone.EMPTY ? s - stride : s + stride;
            }
            s = next[s];
        } while (s != stone);
        return 0;
    }

    /**
     * The liberties of the chain on {@code stone} other than the empty {@code point}: 0 if it has
     * none, the liberty if it has exactly one, -1 if more. With liberty sums this needs no walk:
     * the chain's pairs with {@code point} are its stones around it, and what is left must sit
     * on one point, by the same test as {@link #atariLiberty}.
     */
    public int libertyBesides(int stone, int point) {
        int r = chain[stone];
        long[] sums = libSums;
        if (sums == null) {
            return libertyBesidesByWalk(stone, point);
        }
        long k = adjacentStones(point, r);
        long count = libs[r] - k;
        if (count == 0) {
            return 0;
        }
        long v = sums[r];
        // A big chain's sums exceed an int; in longs count × squares (below 2^43) is exact.
        long sum = (v >>> 32) - k * point;
        long squares = (v & 0xffffffffL) - k * point * point;
        return count * squares == sum * sum ? (int) (sum / count) : -1;
    }

    private int libertyBesidesByWalk(int stone, int point) {
        int[] col = colour;
        int lib = 0;
        int s = stone;
        do {
            if ((neighbours[s] & 15) != 0) {
                for (int d = 0; d < 4; d++) {
                    int q = s + offset(d);
                    if (q != point && q != lib && col[q] == Stone.EMPTY) {
                        if (lib != 0) {
                            return -1;
                        }
                        lib = q;
                    }
                }
            }
            s = next[s];
        } while (s != stone);
        return lib;
    }

    /**
     * The chain's (stone, empty neighbour) pairs, an upper bound on its liberties that costs one
     * load: a chain with more than 8 has at least three liberties (each liberty touches at most
     * four of its stones), so playout rules about two-liberty chains can skip it without a walk.
     */
    public int pseudoLiberties(int point) {
        return libs[chain[point]];
    }

    /** Empty points next to {@code point}, 0–4, from the neighbour counts. */
    public int emptyNeighbours(int point) {
        return neighbours[point] & 15;
    }

    /** Points of {@code colour} (a {@link Stone} value) next to {@code point}, 0–4, from the neighbour counts. */
    public int neighbourCount(int point, int colour) {
        return (neighbours[point] >> (4 * colour)) & 15;
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

    /**
     * The diagonal offset {@code d} (0–3): {@code offset(d & 1) + offset(2 + (d >> 1))}, west or
     * east with south or north.
     */
    public int diagonal(int d) {
        return ((d & 1) == 0 ? -1 : 1) + ((d & 2) == 0 ? -stride : stride);
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
     * {@link #isLegal(int, int)} without the simple-ko ban: for local reading that lets one side
     * retake every ko at once, as if it had unlimited ko threats. Kept apart from
     * {@link #isLegal} so the playout path stays as it is.
     */
    public boolean isLegalIgnoringKo(int point, int c) {
        if (colour[point] != Stone.EMPTY) {
            return false;
        }
        if ((neighbours[point] & 15) != 0) {
            return true;
        }
        return keepsLiberty(point - 1, point, c) || keepsLiberty(point + 1, point, c)
                || keepsLiberty(point - stride, point, c) || keepsLiberty(point + stride, point, c);
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
        return !diagonalsFalsifyEye(point, c);
    }

    /**
     * Whether the opponent of {@code c} holds enough diagonals of {@code point} to make a
     * one-point eye there false: two, or one on the edge. (The playout test,
     * {@link #isPlayoutMove}, keeps a branch-free copy of the rule for speed.)
     */
    public boolean diagonalsFalsifyEye(int point, int c) {
        int opp = 3 - c;
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
        return bad + edge >= 2;
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
        return surroundedPlayoutMove(point, c, nb);
    }

    /**
     * {@link #isPlayoutMove} for a point whose four neighbours are all occupied, where random
     * playouts spend most of their rejections (own eyes, the opponent's eyes).
     */
    private boolean surroundedPlayoutMove(int point, int c, int nb) {
        if (point == koPoint && c == koColour) {
            return false;
        }
        int opp = 3 - c;
        if (((nb >>> (4 * opp)) & 15) == 0) {
            // Own stones (or the edge) all around: a true eye unless the opponent holds two
            // diagonals, or one on the edge.
            int[] col = colour;
            int s = point - stride;
            int n = point + stride;
            int d1 = col[s - 1];
            int d2 = col[s + 1];
            int d3 = col[n - 1];
            int d4 = col[n + 1];
            int bad = same(d1, opp) + same(d2, opp) + same(d3, opp) + same(d4, opp)
                    + ((notBorder(d1) & notBorder(d2) & notBorder(d3) & notBorder(d4)) ^ 1);
            if (bad < 2) {
                return false;
            }
        }
        return givesLiberty(point, c);
    }

    /**
     * With all four neighbours occupied: whether one of them gives a stone of {@code c} on
     * {@code point} a liberty, as a friend with a pair elsewhere or an enemy whose pairs are all
     * at this point (pseudo-liberties are at least the chain's stones around the point). No
     * branches: which case applies is close to a coin toss, and a mispredicted branch costs
     * more than the whole computation.
     */
    private boolean givesLiberty(int point, int c) {
        int[] col = colour;
        int[] ch = chain;
        int[] lb = libs;
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        int cw = col[w];
        int ce = col[e];
        int cs = col[s];
        int cn = col[n];
        // Border points share chain 0, no stone does; a border's result is masked below.
        int rw = ch[w];
        int re = ch[e];
        int rs = ch[s];
        int rn = ch[n];
        int we = same(rw, re);
        int ws = same(rw, rs);
        int wn = same(rw, rn);
        int es = same(re, rs);
        int en = same(re, rn);
        int sn = same(rs, rn);
        int gives = (same(lb[rw], 1 + we + ws + wn) ^ same(cw, c)) & notBorder(cw)
                | (same(lb[re], 1 + we + es + en) ^ same(ce, c)) & notBorder(ce)
                | (same(lb[rs], 1 + ws + es + sn) ^ same(cs, c)) & notBorder(cs)
                | (same(lb[rn], 1 + wn + en + sn) ^ same(cn, c)) & notBorder(cn);
        return gives != 0;
    }

    /** 1 for EMPTY, BLACK or WHITE, 0 for BORDER (3, the only value with both low bits set). */
    private static int notBorder(int colour) {
        return ((colour & (colour >> 1)) & 1) ^ 1;
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
        int opp = 3 - c;
        int[] col = colour;
        int[] ch = chain;
        int[] lb = libs;
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        int captured = 0;
        int capturedPoint = 0;
        // put() just touched these four counts, so the loads hit; zero is rare and well predicted,
        // and the colour test rules out the dummy chain 0 (whose count may pass through zero).
        if (lb[ch[w]] == 0 && col[w] == opp) {
            captured += remove(ch[w]);
            capturedPoint = w;
        }
        if (lb[ch[e]] == 0 && col[e] == opp) {
            captured += remove(ch[e]);
            capturedPoint = e;
        }
        if (lb[ch[s]] == 0 && col[s] == opp) {
            captured += remove(ch[s]);
            capturedPoint = s;
        }
        if (lb[ch[n]] == 0 && col[n] == opp) {
            captured += remove(ch[n]);
            capturedPoint = n;
        }
        int r = ch[point];
        if (captured == 0 && lb[r] != 0) {
            // The common case: nothing taken, no suicide, so no ko either.
            koPoint = 0;
            koColour = 0;
            return 0;
        }
        return finishCapture(point, c, r, captured, capturedPoint);
    }

    /** The rare tail of {@link #play}: capture counts, suicide and the ko point. */
    private int finishCapture(int point, int c, int r, int captured, int capturedPoint) {
        int opp = 3 - c;
        if (c == Stone.BLACK) {
            capturedByBlack += captured;
        } else {
            capturedByWhite += captured;
        }
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
        int[] col = colour;
        col[point] = c;
        stoneBalance += 3 - 2 * c;
        hash ^= Zobrist.key(c, point);
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        // A neighbour loses an empty neighbour and gains one of colour c.
        int delta = (1 << (4 * c)) - 1;
        int[] nb = neighbours;
        nb[w] += delta;
        nb[e] += delta;
        nb[s] += delta;
        nb[n] += delta;
        int around = nb[point];
        // Every neighbouring chain loses its pair with this point; empty and frame points hit
        // the dummy chain 0, so no test is needed.
        int[] ch = chain;
        int[] lb = libs;
        lb[ch[w]]--;
        lb[ch[e]]--;
        lb[ch[s]]--;
        lb[ch[n]]--;
        int friends = (around >>> (4 * c)) & 15;
        if (friends < 2) {
            // No friendly neighbour or one, most moves: without branches (a colour test per side
            // would be mispredicted half the time), find that neighbour's chain, or the stone
            // itself when there is none (chain[0] is 0), and append the stone to its cycle.
            int f = w * same(col[w], c) + e * same(col[e], c) + s * same(col[s], c) + n * same(col[n], c);
            int r = ch[f] | (point & -same(friends, 0));
            stones[point] = 0;
            lb[point] = 0;
            ch[point] = r;
            next[point] = next[r];
            next[r] = point;
            stones[r]++;
            lb[r] += around & 15;
            if (libSums != null) {
                sumsAfterPut(point, r);
            }
            return;
        }
        ch[point] = point;
        next[point] = point;
        stones[point] = 1;
        lb[point] = around & 15;
        long joined = 0;
        if (libSums != null) {
            sumsAfterPut(point, point);
            joined = joinedSums(point, c);
        }
        join(w, point, c);
        join(e, point, c);
        join(s, point, c);
        join(n, point, c);
        if (libSums != null) {
            // Set here rather than added up in merge(), which plain boards run too.
            libSums[ch[point]] = joined;
        }
    }

    /** The sums of the chain a stone on {@code point} makes with its friendly neighbours: its own and theirs. */
    private long joinedSums(int point, int c) {
        long[] sums = libSums;
        long total = sums[point];
        int seen1 = 0;
        int seen2 = 0;
        int seen3 = 0;
        for (int d = 0; d < 4; d++) {
            int q = point + offset(d);
            int r = chain[q];
            if (colour[q] == c && r != seen1 && r != seen2 && r != seen3) {
                total += sums[r];
                seen3 = seen2;
                seen2 = seen1;
                seen1 = r;
            }
        }
        return total;
    }

    /**
     * The liberty sums' part of {@link #put}: the neighbour chains lose their pairs with
     * {@code point}, and the stone's own pairs go to chain {@code r}, the friendly chain it
     * extends or itself. Branch-free like put(): which sides are empty is a coin toss.
     */
    private void sumsAfterPut(int point, int r) {
        long[] sums = libSums;
        int[] ch = chain;
        int[] col = colour;
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        long v = libertyKey(point);
        sums[ch[w]] -= v;
        sums[ch[e]] -= v;
        sums[ch[s]] -= v;
        sums[ch[n]] -= v;
        long own = (libertyKey(w) & -(long) same(col[w], Stone.EMPTY))
                + (libertyKey(e) & -(long) same(col[e], Stone.EMPTY))
                + (libertyKey(s) & -(long) same(col[s], Stone.EMPTY))
                + (libertyKey(n) & -(long) same(col[n], Stone.EMPTY));
        // The point's own slot holds whatever a chain once left there; a new chain starts at zero.
        sums[point] = 0;
        sums[r] += own;
    }

    /** 1 if {@code a == b}, else 0, without a branch; valid when {@code a ^ b} is not negative. */
    private static int same(int a, int b) {
        return ((a ^ b) - 1) >>> 31;
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
            // The new stone joining its first chain: no relabelling loop.
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
        stoneBalance -= (3 - 2 * c) * count;
        if (libSums != null) {
            sumsAfterRemoving(r);
        }
        return count;
    }

    /**
     * After {@link #remove} of chain {@code r}: the chains next to its stones gain their pairs
     * with them. A second walk along the cycle (remove() leaves the links), so that remove()
     * itself stays as small and fast as on a plain board.
     */
    private void sumsAfterRemoving(int r) {
        long[] sums = libSums;
        int[] ch = chain;
        int s = r;
        do {
            long v = libertyKey(s);
            // Stones of r are empty now, chain 0 like any empty point.
            sums[ch[s - 1]] += v;
            sums[ch[s + 1]] += v;
            sums[ch[s - stride]] += v;
            sums[ch[s + stride]] += v;
            s = next[s];
        } while (s != r);
    }

    /**
     * Plays a legal move ({@link #isLegal}, so no suicide) so that {@link #undo} can take it back:
     * reading ahead (ladders) walks a line of moves and back on one board instead of copying the
     * board for every move. Before playing it saves what {@link #play} will change: the scalars,
     * the new stone's slots, the friendly chains it joins (their cycles are spliced at their
     * representatives and the point only, so restoring those links restores the cycles, and the
     * labels are then rewritten along them), the enemy chains it captures, and the pseudo-liberty
     * counts of every chain next to the point or to a captured stone. The cost is the size of the
     * chains involved, not of the board.
     *
     * @return the number of stones captured
     */
    public int playUndoable(int point, int c) {
        int opp = 3 - c;
        int w = point - 1;
        int e = point + 1;
        int s = point - stride;
        int n = point + stride;
        int start = undoTop;
        reserveUndo(64);
        int[] log = undoLog;
        int top = undoTop;
        // Pseudo-liberty counts of the neighbour chains (chain 0 included), as (chain, count) pairs.
        int[] ch = chain;
        log[top++] = ch[w];
        log[top++] = libs[ch[w]];
        log[top++] = ch[e];
        log[top++] = libs[ch[e]];
        log[top++] = ch[s];
        log[top++] = libs[ch[s]];
        log[top++] = ch[n];
        log[top++] = libs[ch[n]];
        long[] sums = libSums;
        if (sums != null) {
            // Sums go beside the log, at the index of each logged chain; undo restores them with the counts.
            long[] sl = sumLog;
            sl[start] = sums[ch[w]];
            sl[start + 2] = sums[ch[e]];
            sl[start + 4] = sums[ch[s]];
            sl[start + 6] = sums[ch[n]];
        }
        // Friendly chains joined: representative, its next link and stone count.
        int friends = 0;
        int around = neighbours[point];
        for (int d = ((around >>> (4 * c)) & 15) == 0 ? 4 : 0; d < 4; d++) {
            int q = d == 0 ? w : d == 1 ? e : d == 2 ? s : n;
            int r = ch[q];
            if (colour[q] == c && !loggedChain(log, top, friends, r)) {
                log[top++] = r;
                log[top++] = next[r];
                log[top++] = stones[r];
                friends++;
            }
        }
        undoTop = top;
        int captured = 0;
        int seen1 = 0;
        int seen2 = 0;
        int seen3 = 0;
        for (int d = ((around >>> (4 * opp)) & 15) == 0 ? 4 : 0; d < 4; d++) {
            int q = d == 0 ? w : d == 1 ? e : d == 2 ? s : n;
            int r = ch[q];
            if (colour[q] == opp && r != seen1 && r != seen2 && r != seen3 && libs[r] == adjacentStones(point, r)) {
                // All its pairs are with this point: play() will take it.
                logCapture(r, c);
                captured++;
                seen3 = seen2;
                seen2 = seen1;
                seen1 = r;
            }
        }
        top = undoTop;
        // Eighteen saved values and the entry's length after them.
        reserveUndo(19);
        log = undoLog;
        log[top++] = captured;
        log[top++] = friends;
        log[top++] = point;
        log[top++] = c;
        log[top++] = emptyIndex[point];
        log[top++] = empty[emptyCount - 1];
        log[top++] = next[point];
        log[top++] = stones[point];
        if (sums != null) {
            sumLog[top] = sums[point];
        }
        log[top++] = libs[point];
        log[top++] = libs[0];
        log[top++] = emptyCount;
        log[top++] = stoneBalance;
        log[top++] = (int) (hash >>> 32);
        log[top++] = (int) hash;
        log[top++] = koPoint;
        log[top++] = koColour;
        log[top++] = capturedByBlack;
        log[top++] = capturedByWhite;
        log[top] = top + 1 - start;
        undoTop = top + 1;
        return play(point, c);
    }

    /** Takes back the last {@link #playUndoable} move not yet taken back. */
    public void undo() {
        int[] log = undoLog;
        int end = undoTop;
        int start = end - log[end - 1];
        int h = end - 19;
        int captured = log[h];
        int friends = log[h + 1];
        int point = log[h + 2];
        int c = log[h + 3];
        int opp = 3 - c;
        // Captured chains first: their stones come back onto the board with their old labels.
        int k = start + 8 + 3 * friends;
        long[] keys = Zobrist.keys(opp);
        int oppDelta = (1 << (4 * opp)) - 1;
        for (int i = 0; i < captured; i++) {
            int r = log[k];
            int s = r;
            do {
                colour[s] = opp;
                chain[s] = r;
                neighbours[s - 1] += oppDelta;
                neighbours[s + 1] += oppDelta;
                neighbours[s - stride] += oppDelta;
                neighbours[s + stride] += oppDelta;
                s = next[s];
            } while (s != r);
            int pairs = log[k + 1];
            k += 2;
            for (int j = pairs - 1; j >= 0; j--) {
                libs[log[k + 2 * j]] = log[k + 2 * j + 1];
            }
            if (libSums != null) {
                for (int j = pairs - 1; j >= 0; j--) {
                    libSums[log[k + 2 * j]] = sumLog[k + 2 * j];
                }
            }
            k += 2 * pairs;
        }
        // The joined chains: links and counts back, then labels along the restored cycles.
        next[point] = log[h + 6];
        stones[point] = log[h + 7];
        libs[point] = log[h + 8];
        long[] sums = libSums;
        if (sums != null) {
            sums[point] = sumLog[h + 8];
        }
        int f = start + 8;
        for (int i = 0; i < friends; i++) {
            int r = log[f + 3 * i];
            next[r] = log[f + 3 * i + 1];
            stones[r] = log[f + 3 * i + 2];
        }
        if (friends > 1) {
            for (int i = 0; i < friends; i++) {
                int r = log[f + 3 * i];
                int s = r;
                do {
                    chain[s] = r;
                    s = next[s];
                } while (s != r);
            }
        }
        colour[point] = Stone.EMPTY;
        chain[point] = 0;
        int delta = (1 << (4 * c)) - 1;
        neighbours[point - 1] -= delta;
        neighbours[point + 1] -= delta;
        neighbours[point - stride] -= delta;
        neighbours[point + stride] -= delta;
        for (int j = 3; j >= 0; j--) {
            libs[log[start + 2 * j]] = log[start + 2 * j + 1];
        }
        if (sums != null) {
            for (int j = 3; j >= 0; j--) {
                sums[log[start + 2 * j]] = sumLog[start + 2 * j];
            }
        }
        libs[0] = log[h + 9];
        int count = log[h + 10];
        int idx = log[h + 4];
        int last = log[h + 5];
        emptyCount = count;
        empty[idx] = point;
        emptyIndex[point] = idx;
        empty[count - 1] = last;
        emptyIndex[last] = count - 1;
        stoneBalance = log[h + 11];
        hash = ((long) log[h + 12] << 32) | (log[h + 13] & 0xffffffffL);
        koPoint = log[h + 14];
        koColour = log[h + 15];
        capturedByBlack = log[h + 16];
        capturedByWhite = log[h + 17];
        undoTop = start;
    }

    private static boolean loggedChain(int[] log, int top, int friends, int r) {
        for (int i = 1; i <= friends; i++) {
            if (log[top - 3 * i] == r) {
                return true;
            }
        }
        return false;
    }

    /** Logs chain {@code r}, about to be captured by {@code c}: its label and the counts of chains next to it. */
    private void logCapture(int r, int c) {
        int at = undoTop;
        reserveUndo(2);
        undoTop += 2;
        int pairs = 0;
        int s = r;
        do {
            if (((neighbours[s] >> (4 * c)) & 15) != 0) {
                for (int d = 0; d < 4; d++) {
                    int q = s + offset(d);
                    if (colour[q] == c) {
                        reserveUndo(2);
                        if (libSums != null) {
                            sumLog[undoTop] = libSums[chain[q]];
                        }
                        undoLog[undoTop++] = chain[q];
                        undoLog[undoTop++] = libs[chain[q]];
                        pairs++;
                    }
                }
            }
            s = next[s];
        } while (s != r);
        reserveUndo(2);
        if (libSums != null) {
            sumLog[undoTop] = libSums[r];
        }
        undoLog[undoTop++] = r;
        undoLog[undoTop++] = libs[r];
        pairs++;
        undoLog[at] = r;
        undoLog[at + 1] = pairs;
    }

    /** Stones of chain {@code r} next to {@code point}. */
    private int adjacentStones(int point, int r) {
        return (chain[point - 1] == r ? 1 : 0) + (chain[point + 1] == r ? 1 : 0)
                + (chain[point - stride] == r ? 1 : 0) + (chain[point + stride] == r ? 1 : 0);
    }

    private void reserveUndo(int more) {
        if (undoTop + more > undoLog.length) {
            undoLog = Arrays.copyOf(undoLog, Math.max(2 * undoLog.length, undoTop + more + 256));
            if (libSums != null) {
                sumLog = Arrays.copyOf(sumLog, undoLog.length);
            }
        }
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
