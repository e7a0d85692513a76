package org.tablero.engines.go.tactics;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Where an owl dragon could run to, after GNU Go's escape values: computed once from the root
 * position of an owl question, so an empty corner inside the enemy's wall is worth nothing
 * while open board and the owner's own sphere are worth something. The owl search then asks,
 * at each node, for the {@linkplain #potential escape potential} of the dragon as it stands.
 *
 * <p>The influence is deliberately crude: every stone of a chain with two or more liberties,
 * except the dragon's own, sends {@code 16 / 2^d} to each empty point it reaches in {@code d}
 * steps over empty points ({@code d <= 4}; stones of either colour block it). A point is worth
 * 0 where the enemy's influence dominates, 1 where neither side's does (open board too), 2 where
 * the owner's does and 4 where it does strongly; the owner's stones outside the dragon are worth
 * 4 with four liberties or more, 2 with two or three.
 *
 * <p>The owl asks it besides {@link OwlEscape}, not instead, and only from {@link #DEPTH} moves
 * below the root: on its own it calls too little open (owl.tst at 300k nodes: 142 against 152,
 * ten more questions left unknown), and asked at the root it refutes attacks that work.
 */
final class EscapeMap {

    /**
     * Escape potential at which a dragon has escaped (GNU Go's owl: 5). Session 67, the map from
     * two moves below the root, 300k nodes on one thread: owl.tst 199 with 4, 198 with 5, 201
     * with 6 (but owl1.tst 68 against 71), 196 with 7.
     */
    static final int ESCAPED = Integer.getInteger("tablero.tactics.escapevalue", 5);
    /** Liberties the dragon needs besides (owl.tst at 300k nodes: 153 with 3 or 4, 152 with 5). */
    static final int LIBERTIES = Integer.getInteger("tablero.tactics.escapemaplibs", 4);
    /**
     * Moves from the root before the test applies: more than two, as GNU Go's owl tests escape
     * only past {@code stackp} 2, so that an attack on a dragon the map calls escaped is still
     * read (owl.tst 222: E6 kills a dragon whose potential is 16) and a defence still names its
     * move. 2 from session 21 (owl.tst at 300k nodes then: 153 with 2, 152 with 3, 151 with 0);
     * 3 since session 67, measured with the selective reading at 300k nodes on one thread:
     * owl.tst 199/261 against 198, ld_owl.tst 134/190 against 131, no test lost there, in
     * owl1.tst (71), STS-RV_1.tst (205) or semeai.tst.
     */
    static final int DEPTH = Integer.getInteger("tablero.tactics.escapedepth", 3);
    private static final int REACH = 4;
    private static final int[] WEIGHT = {16, 8, 4, 2, 1};

    private final byte[] value;
    private final int[] seen;
    private final int[] queue;
    private int stamp;

    private EscapeMap(int n) {
        value = new byte[n];
        seen = new int[n];
        queue = new int[n];
    }

    /** The escape values for the dragon of the stone on {@code dragonPoint} in the position {@code b}. */
    static EscapeMap of(GoBoard b, int dragonPoint) {
        int n = b.arraySize();
        EscapeMap map = new EscapeMap(n);
        int owner = b.get(dragonPoint);
        if (owner != Stone.BLACK && owner != Stone.WHITE) {
            return map;
        }
        Dragon dragon = new Dragon();
        dragon.compute(b, dragonPoint);
        int[] own = new int[n];
        int[] enemy = new int[n];
        for (int p = 0; p < n; p++) {
            int c = b.get(p);
            if ((c == Stone.BLACK || c == Stone.WHITE) && !(c == owner && dragon.contains(b, p))
                    && b.atariLiberty(p) == 0) { // no single liberty: two or more
                map.spread(b, p, c == owner ? own : enemy);
            }
        }
        for (int p = 0; p < n; p++) {
            int c = b.get(p);
            if (c == Stone.EMPTY) {
                map.value[p] = (byte) classify(own[p], enemy[p]);
            } else if (c == owner && !dragon.contains(b, p)) {
                int libs = LibertyRace.libertiesUpTo(b, p, 4);
                map.value[p] = (byte) (libs >= 4 ? 4 : libs >= 2 ? 2 : 0);
            }
        }
        return map;
    }

    private static int classify(int own, int enemy) {
        if (enemy >= 2 * own + 3) {
            return 0;
        }
        if (own >= 2 * enemy + 3) {
            return own >= 8 ? 4 : 2;
        }
        return 1;
    }

    /** Adds the influence of the stone on {@code source} to {@code into}. */
    private void spread(GoBoard b, int source, int[] into) {
        int s = ++stamp;
        int head = 0;
        int tail = 0;
        queue[tail++] = source;
        seen[source] = s;
        for (int d = 1; d <= REACH; d++) {
            int end = tail;
            while (head < end) {
                int p = queue[head++];
                for (int k = 0; k < 4; k++) {
                    int q = p + b.offset(k);
                    if (b.get(q) == Stone.EMPTY && seen[q] != s) {
                        seen[q] = s;
                        into[q] += WEIGHT[d];
                        queue[tail++] = q;
                    }
                }
            }
        }
    }

    /** The escape value of a point (0 for the enemy's stones and the dragon's own). */
    int value(int p) {
        return value[p];
    }

    /**
     * GNU Go's escape potential of the dragon: the sum of the values of the points at distance
     * four from it, along paths that never touch an enemy stone or the edge (the owner's stones
     * may be passed; the first step may also be a diagonal between two empty points).
     */
    int potential(GoBoard b, Dragon dragon) {
        int s = ++stamp;
        int owner = dragon.colour();
        int enemy = Stone.opponent(owner);
        int tail = 0;
        for (int i = 0; i < dragon.count(); i++) {
            int r = dragon.chain(i);
            int p = r;
            do {
                seen[p] = s;
                queue[tail++] = p;
                p = b.nextStone(p);
            } while (p != r);
        }
        int head = 0;
        int sum = 0;
        for (int distance = 0; distance < REACH; distance++) {
            int end = tail;
            while (head < end) {
                int p = queue[head++];
                for (int k = 0; k < 4; k++) {
                    int step = b.offset(k);
                    int q = p + step;
                    if (seen[q] != s && enters(b, q, step, owner, enemy)) {
                        seen[q] = s;
                        queue[tail++] = q;
                    }
                }
                if (distance == 0) {
                    for (int d = 0; d < 4; d++) {
                        int a = b.offset(d & 1);
                        int side = b.offset(2 + (d >> 1));
                        int q = p + b.diagonal(d);
                        if (seen[q] != s && b.get(p + a) == Stone.EMPTY && b.get(p + side) == Stone.EMPTY
                                && diagonalEnters(b, q, a, side, owner, enemy)) {
                            seen[q] = s;
                            queue[tail++] = q;
                        }
                    }
                }
            }
        }
        for (int i = head; i < tail; i++) {
            sum += value[queue[i]];
        }
        return sum;
    }

    /**
     * Whether a path may step onto {@code q} in direction {@code step}: an own stone, or an empty
     * point whose three further neighbours are on the board and no enemy stone.
     */
    private static boolean enters(GoBoard b, int q, int step, int owner, int enemy) {
        int c = b.get(q);
        if (c == owner) {
            return true;
        }
        if (c != Stone.EMPTY) {
            return false;
        }
        for (int k = 0; k < 4; k++) {
            int o = b.offset(k);
            if (o == -step) {
                continue;
            }
            int cq = b.get(q + o);
            if (cq == Stone.BORDER || cq == enemy) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the diagonal first step may reach {@code q}: an own stone, or an empty point whose
     * two far neighbours are on the board and no enemy stone.
     */
    private static boolean diagonalEnters(GoBoard b, int q, int a, int side, int owner, int enemy) {
        int c = b.get(q);
        if (c == owner) {
            return true;
        }
        if (c != Stone.EMPTY) {
            return false;
        }
        int f1 = b.get(q + a);
        int f2 = b.get(q + side);
        return f1 != Stone.BORDER && f1 != enemy && f2 != Stone.BORDER && f2 != enemy;
    }
}
