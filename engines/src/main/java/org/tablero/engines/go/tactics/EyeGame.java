package org.tablero.engines.go.tactics;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * The local game on one eye, read out exactly: an area enclosed by a single race chain X (the
 * <i>owner</i>) and the edge, holding empty points and <i>attacker</i> stones, played on its
 * own, with X's liberties outside the area counted as a number {@code kx} that only the
 * attacker fills. The attacker fills eye points or X's outside liberties; the owner plays eye
 * points (capturing attacker stones, making eyes) or passes, which stands for a move elsewhere
 * in the race. Go's rules apply on the small board: captures, suicide, owner stones inside
 * that join X once they touch it, owner stones that do not and can be captured.
 *
 * <p>The value of a position is the number of passes the owner gets before X is captured,
 * attacker minimising, owner maximising; "never" if it exceeds {@link #MAX_VALUE}. With the
 * attacker moving first and no outside liberty it is {@code V}, with the owner first {@code W}:
 * <ul>
 * <li><b>alive</b> when V is never: X cannot be captured even if the attacker has all the time it
 * wants (two eyes, or a seki inside the eye; seed 001 does not tell these apart either);</li>
 * <li><b>unsettled</b> when V is finite and W is never: the owner moving first lives (its
 * moves that do are the owner's vital points), the attacker moving first kills;</li>
 * <li><b>nakade</b> when W = V + 1 and, for one and two outside liberties, V and W grow by one
 * per liberty: the eye then behaves in the race as V + 1 plain liberties whoever moves (a
 * plain count of L gives V = L − 1, W = L), so V + 1 is its <i>eye liberties</i> (for an empty
 * centre eye of n points L(n) = 1, 2, 3, 5, 8, 12, 17 of seed table 4.1; less the stones already
 * inside for the usual shapes; fewer in a corner, whose corner point is no liberty of X). The
 * attacker's moves that keep V are the vital points.</li>
 * <li><b>nakade within a range</b> when the values are all finite and exact but do not follow
 * that rule: the eye is worth at least the least V + 1 − kx and at most the greatest W − kx
 * over kx = 0 to 2 (its <i>spread</i> is the difference), and the race takes a verdict from
 * it only where both ends give the same one. An area of enemy stones in atari whose last
 * liberty is X's too is such an eye: once X's outside liberties are filled, the attacker
 * moving first captures X there, where with one left X captures first (STS-RV_1 108).</li>
 * </ul>
 * Anything else is unknown (null): a value that depends on how an endless line (a ko, a cycle
 * of captures) is ruled, X without a liberty inside the area, or a game too big.
 */
final class EyeGame {

    /** Points of an area at most (the state space grows as 3^n). */
    static final int MAX_POINTS = 8;

    /** States of an area's game at most; a bigger game is given up. */
    private static final int MAX_STATES = 60_000;

    /** Owner passes counted at most: a value above it counts as "X is never captured". */
    static final int MAX_VALUE = 40;

    /** Outside liberties of X the count is checked with (0 to this). */
    private static final int MAX_KX = 2;

    private static final int CAPTURE = -1;
    private static final int UNDECIDED = Integer.MAX_VALUE;

    /** Verdicts of areas already read, by their small-board description. */
    private static final Map<Key, Optional<Result>> CACHE = new ConcurrentHashMap<>();
    private static final int CACHE_LIMIT = 200_000;

    enum Status { NAKADE, UNSETTLED, ALIVE }

    /**
     * An eye's verdict. {@code liberties} is the eye's count (nakade only, else 0), the least
     * of its range, and {@code spread} how many more it may be worth (0 for a fixed count); vital points
     * are board points: the owner's moves that make the eye live (unsettled) and the attacker's
     * best first moves (nakade: those that keep its count, unsettled: those that kill).
     */
    record Verdict(Status status, int liberties, int spread, int[] ownerVital, int[] attackerVital) {
    }

    /** The verdict in area indices, as cached. */
    private record Result(Status status, int liberties, int spread, int ownerVital, int attackerVital) {
    }

    /** A small board: neighbour masks of the area points, those touching X, the attacker and owner stones. */
    private record Key(int n, long adjacency, int touchesX, int attacker, int owner) {
    }

    private final int n;
    private final int full;
    private final int[] adj;
    private final int touchesX;
    /** State indices by {@link #code}, -1 where not reached. */
    private final int[] index;
    private final IntList keys = new IntList();
    /** Edges of state s: edges[first[s] .. first[s + 1]), to a state or {@link #CAPTURE}, played at edgePoint (-1: outside fill). */
    private int[] first;
    private int[] edges;
    private int[] edgePoint;
    /** The owner's pass from each owner state (-1 for attacker states). */
    private int[] pass;
    private boolean[] attackerToMove;
    private int[] predFirst;
    private int[] preds;
    /** Per state, the least owner-pass budget at which the attacker captures X: endless lines the attacker's (low) or the owner's (high). */
    private int[] low;
    private int[] high;
    /** States given a value in the current layer. */
    private int decided;

    private EyeGame(int n, int[] adj, int touchesX) {
        this.n = n;
        this.full = (1 << n) - 1;
        this.adj = adj;
        this.touchesX = touchesX;
        int codes = 2 * (MAX_KX + 1);
        for (int i = 0; i < n; i++) {
            codes *= 3;
        }
        index = new int[codes];
        Arrays.fill(index, -1);
    }

    /**
     * The verdict for {@code area} (points of the board: empty points, stones of the colour
     * opposing {@code chain}'s, and stones of its colour not in its chain), enclosed by the chain on {@code chain} and the edge, or null if
     * unknown (see the class comment).
     */
    static Verdict classify(GoBoard b, int[] area, int chain) {
        int n = area.length;
        if (n == 0 || n > MAX_POINTS) {
            return null;
        }
        int owner = b.get(chain);
        int chainId = b.chainOf(chain);
        int[] adj = new int[n];
        int touches = 0;
        int attacker = 0;
        int inner = 0;
        long packed = 0;
        for (int i = 0; i < n; i++) {
            int p = area[i];
            int c = b.get(p);
            if (c == Stone.BORDER || c == owner && b.chainOf(p) == chainId) {
                return null;
            }
            if (c == owner) {
                inner |= 1 << i; // an owner stone inside, not (yet) joined to X
            } else if (c != Stone.EMPTY) {
                attacker |= 1 << i;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                int cq = b.get(q);
                if (cq == owner && b.chainOf(q) == chainId) {
                    touches |= 1 << i;
                }
                for (int j = 0; j < n; j++) {
                    if (area[j] == q) {
                        adj[i] |= 1 << j;
                    }
                }
            }
            packed |= (long) adj[i] << (8 * i);
        }
        Key key = new Key(n, packed, touches, attacker, inner);
        Optional<Result> r = CACHE.get(key);
        if (r == null) {
            r = Optional.ofNullable(new EyeGame(n, adj, touches).solve(attacker, inner));
            if (CACHE.size() > CACHE_LIMIT) {
                CACHE.clear();
            }
            CACHE.put(key, r);
        }
        return r.map(res -> new Verdict(res.status(), res.liberties(), res.spread(), points(area, res.ownerVital()),
                points(area, res.attackerVital()))).orElse(null);
    }

    private static int[] points(int[] area, int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int k = 0;
        for (int i = 0; i < area.length; i++) {
            if ((mask & 1 << i) != 0) {
                out[k++] = area[i];
            }
        }
        return out;
    }

    /** The verdict from the start position with {@code attacker} and {@code owner} stones inside. */
    private Result solve(int attacker, int owner) {
        if (xLiberties(attacker, owner) == 0) {
            return null; // X's liberties all lie outside: no eye to speak of
        }
        int[] roots = new int[2 * (MAX_KX + 1)];
        for (int kx = 0; kx <= MAX_KX; kx++) {
            roots[2 * kx] = state(key(attacker, owner, kx, true));
            roots[2 * kx + 1] = state(key(attacker, owner, kx, false));
        }
        if (!explore()) {
            return null;
        }
        solveLayers(roots);
        int v = exact(roots[0]);
        if (low[roots[0]] > MAX_VALUE) {
            return new Result(Status.ALIVE, 0, 0, 0, 0);
        }
        if (v < 0) {
            return null; // the value depends on how repetitions are ruled: a ko
        }
        if (low[roots[1]] > MAX_VALUE) {
            return new Result(Status.UNSETTLED, 0, 0, movesTo(roots[1], true), movesTo(roots[0], false));
        }
        int least = Integer.MAX_VALUE;
        int most = 0;
        for (int kx = 0; kx <= MAX_KX; kx++) {
            int vk = exact(roots[2 * kx]);
            int wk = exact(roots[2 * kx + 1]);
            if (vk < 0 || wk < 0) {
                return null;
            }
            least = Math.min(least, vk + 1 - kx);
            most = Math.max(most, wk - kx);
        }
        return new Result(Status.NAKADE, least, most - least, 0, movesTo(roots[0], false));
    }

    /** The value of state {@code s} if both rulings of repetitions agree and it is at most {@link #MAX_VALUE}, else -1. */
    private int exact(int s) {
        return low[s] == high[s] && low[s] <= MAX_VALUE ? low[s] : -1;
    }

    /**
     * From the start state {@code root}: with the owner to move ({@code ownerLives}), the eye
     * moves after which the attacker cannot capture X whatever the ruling; with the attacker
     * to move, the eye moves that keep the start's value (or, if X lives when the owner moves
     * first, that still capture X in both rulings).
     */
    private int movesTo(int root, boolean ownerLives) {
        int moves = 0;
        int target = high[root];
        for (int e = first[root]; e < first[root + 1]; e++) {
            int t = edges[e];
            int p = edgePoint[e];
            if (p < 0) {
                continue; // the attacker's outside fill
            }
            boolean good;
            if (ownerLives) {
                good = t != CAPTURE && low[t] > MAX_VALUE;
            } else {
                good = t == CAPTURE ? target == 0 : high[t] <= target && high[t] <= MAX_VALUE;
            }
            if (good) {
                moves |= 1 << p;
            }
        }
        return moves;
    }

    /** The index of the state with this key, adding it to the exploration queue if new. */
    private int state(int key) {
        int code = code(key);
        int i = index[code];
        if (i >= 0) {
            return i;
        }
        i = keys.size;
        index[code] = i;
        keys.add(key);
        return i;
    }

    /** A dense number for a state key: the points in base 3 (empty, attacker, owner), then kx and the side. */
    private int code(int key) {
        int att = key & 0xff;
        int own = key >>> 8 & 0xff;
        int c = 0;
        for (int p = n - 1; p >= 0; p--) {
            c = 3 * c + ((att >>> p & 1) != 0 ? 1 : (own >>> p & 1) != 0 ? 2 : 0);
        }
        return (c * (MAX_KX + 1) + (key >>> 16 & 0xff)) * 2 + (key >>> 24 & 1);
    }

    /** A growable list of ints, to build the graph without boxing. */
    private static final class IntList {
        int[] items = new int[64];
        int size;

        void add(int x) {
            if (size == items.length) {
                items = Arrays.copyOf(items, 2 * size);
            }
            items[size++] = x;
        }

        int get(int i) {
            return items[i];
        }

        int[] toArray() {
            return Arrays.copyOf(items, size);
        }
    }

    /**
     * Builds the graph of every state reachable from the roots: each state's eye moves (and the
     * attacker's outside fill) as edges, in order, to a state or to {@link #CAPTURE}; an owner
     * state's pass separately. False if the graph grows past {@link #MAX_STATES}.
     */
    private boolean explore() {
        IntList edgeList = new IntList();
        IntList pointList = new IntList();
        IntList firstList = new IntList();
        IntList passList = new IntList();
        for (int s = 0; s < keys.size; s++) {
            if (keys.size > MAX_STATES) {
                return false;
            }
            int key = keys.get(s);
            int att = key & 0xff;
            int own = key >>> 8 & 0xff;
            int kx = key >>> 16 & 0xff;
            boolean attackerMoves = (key & 1 << 24) != 0;
            firstList.add(edgeList.size);
            int empty = full & ~(att | own);
            if (attackerMoves) {
                passList.add(-1);
                if (kx > 0) {
                    edgeList.add(xLiberties(att, own) == 0 && kx == 1 ? CAPTURE : state(key(att, own, kx - 1, false)));
                    pointList.add(-1);
                }
            } else {
                passList.add(state(key(att, own, kx, true)));
            }
            for (int p = 0; p < n; p++) {
                if ((empty & 1 << p) == 0) {
                    continue;
                }
                long next = attackerMoves ? attackerPlays(att, own, p, kx) : ownerPlays(att, own, p, kx);
                if (next == ILLEGAL) {
                    continue;
                }
                edgeList.add(next == X_CAPTURED ? CAPTURE : state(key((int) next, (int) (next >>> 32), kx, !attackerMoves)));
                pointList.add(p);
            }
        }
        int count = keys.size;
        firstList.add(edgeList.size);
        first = firstList.toArray();
        edges = edgeList.toArray();
        edgePoint = pointList.toArray();
        pass = passList.toArray();
        attackerToMove = new boolean[count];
        for (int s = 0; s < count; s++) {
            attackerToMove[s] = (keys.get(s) & 1 << 24) != 0;
        }
        int[] predCount = new int[count + 1];
        for (int e : edges) {
            if (e != CAPTURE) {
                predCount[e + 1]++;
            }
        }
        for (int s = 0; s < count; s++) {
            predCount[s + 1] += predCount[s];
        }
        predFirst = predCount.clone();
        preds = new int[predCount[count]];
        int[] fill = predCount.clone();
        for (int s = 0; s < count; s++) {
            for (int e = first[s]; e < first[s + 1]; e++) {
                if (edges[e] != CAPTURE) {
                    preds[fill[edges[e]]++] = s;
                }
            }
        }
        return true;
    }

    /**
     * The values of all states under both rulings of an endless line. The owner's passes are
     * counted by layers: a state is won by the attacker within budget j if it captures X while
     * the owner passes at most j times; a pass leads to the layer below. Within a layer the
     * game is one of reaching a goal, solved by attractors. A line that goes on for ever
     * without a pass (a cycle of captures, e.g. a ko) counts as the owner's in {@link #high}
     * (the attacker must force the capture in finitely many moves) and as the attacker's in
     * {@link #low} (the owner must force its survival). Under positional superko, the rule of
     * {@link TacticalSearch}, the value lies between the two: a strategy that wins by force in
     * finitely many moves never repeats a position. So where they agree the value holds
     * whatever the ko rule; where they differ the eye is left unknown.
     */
    private void solveLayers(int[] roots) {
        int count = keys.size;
        low = new int[count];
        high = new int[count];
        Arrays.fill(low, UNDECIDED);
        Arrays.fill(high, UNDECIDED);
        int[] counter = new int[count];
        int[] queue = new int[count];
        boolean[] in = new boolean[count];
        for (int j = 0; j <= MAX_VALUE; j++) {
            decided = 0;
            attackerAttractor(j, counter, queue, in);
            ownerAttractor(j, counter, queue, in);
            boolean done = true;
            for (int r : roots) {
                done &= low[r] != UNDECIDED && high[r] != UNDECIDED;
            }
            // A layer that decides nothing new feeds the next one the same passes: nothing
            // will ever be decided again, and what is undecided is never captured.
            if (done || decided == 0 && j > 0) {
                return;
            }
        }
    }

    /** {@link #high} at budget j: states from which the attacker forces the capture in finitely many moves. */
    private void attackerAttractor(int j, int[] counter, int[] queue, boolean[] in) {
        int count = keys.size;
        int head = 0;
        int tail = 0;
        for (int s = 0; s < count; s++) {
            in[s] = false;
            boolean seed = high[s] != UNDECIDED;
            if (!seed && attackerToMove[s]) {
                for (int e = first[s]; e < first[s + 1]; e++) {
                    seed |= edges[e] == CAPTURE;
                }
            } else if (!seed) {
                // The owner's pass must be won at the layer below; then every eye move must be too.
                int p = pass[s];
                boolean passLost = j > 0 && high[p] != UNDECIDED && high[p] <= j - 1;
                counter[s] = passLost ? first[s + 1] - first[s] : Integer.MAX_VALUE;
                seed = counter[s] == 0;
            }
            if (seed) {
                in[s] = true;
                queue[tail++] = s;
            }
        }
        while (head < tail) {
            int t = queue[head++];
            if (high[t] == UNDECIDED) {
                high[t] = j;
                decided++;
            }
            for (int q = predFirst[t]; q < predFirst[t + 1]; q++) {
                int s = preds[q];
                if (in[s]) {
                    continue;
                }
                if (attackerToMove[s] || --counter[s] == 0) {
                    in[s] = true;
                    queue[tail++] = s;
                }
            }
        }
    }

    /**
     * {@link #low} at budget j: the complement of the states from which the owner forces, in
     * finitely many moves, a pass beyond the budget or an attacker without a move.
     */
    private void ownerAttractor(int j, int[] counter, int[] queue, boolean[] in) {
        int count = keys.size;
        int head = 0;
        int tail = 0;
        for (int s = 0; s < count; s++) {
            in[s] = false;
            boolean seed;
            if (low[s] != UNDECIDED) {
                seed = false;
                counter[s] = Integer.MAX_VALUE;
            } else if (attackerToMove[s]) {
                boolean captures = false;
                for (int e = first[s]; e < first[s + 1]; e++) {
                    captures |= edges[e] == CAPTURE;
                }
                counter[s] = captures ? Integer.MAX_VALUE : first[s + 1] - first[s];
                seed = counter[s] == 0;
            } else {
                int p = pass[s];
                seed = j == 0 || low[p] == UNDECIDED || low[p] > j - 1;
            }
            if (seed) {
                in[s] = true;
                queue[tail++] = s;
            }
        }
        while (head < tail) {
            int t = queue[head++];
            for (int q = predFirst[t]; q < predFirst[t + 1]; q++) {
                int s = preds[q];
                if (in[s] || low[s] != UNDECIDED) {
                    continue;
                }
                if (!attackerToMove[s] || --counter[s] == 0) {
                    in[s] = true;
                    queue[tail++] = s;
                }
            }
        }
        for (int s = 0; s < count; s++) {
            if (!in[s] && low[s] == UNDECIDED) {
                low[s] = j;
                decided++;
            }
        }
    }

    private static int key(int att, int own, int kx, boolean attackerMoves) {
        return att | own << 8 | kx << 16 | (attackerMoves ? 1 << 24 : 0);
    }

    private static final long ILLEGAL = -1;
    private static final long X_CAPTURED = -2;

    /** The attacker's stone on {@code p}: the new (att, own) packed, X_CAPTURED or ILLEGAL. */
    private long attackerPlays(int att, int own, int p, int kx) {
        att |= 1 << p;
        if (kx == 0 && xLiberties(att, own) == 0) {
            return X_CAPTURED;
        }
        int xGroup = xGroup(own);
        int inner = own & ~xGroup;
        int empty = full & ~(att | own);
        // Owner stones inside that do not reach X can be captured like any chain.
        for (int q = 0; q < n; q++) {
            if ((inner & 1 << q) != 0) {
                int chain = flood(q, inner);
                inner &= ~chain;
                if ((neighbours(chain) & empty) == 0) {
                    own &= ~chain;
                }
            }
        }
        empty = full & ~(att | own);
        if ((neighbours(flood(p, att)) & empty) == 0) {
            return ILLEGAL;
        }
        return pack(att, own);
    }

    /** The owner's stone on {@code p}: the new (att, own) packed, or ILLEGAL (suicide). */
    private long ownerPlays(int att, int own, int p, int kx) {
        own |= 1 << p;
        int empty = full & ~(att | own);
        int left = att;
        for (int q = 0; q < n; q++) {
            if ((left & 1 << q) != 0) {
                int chain = flood(q, left);
                left &= ~chain;
                if ((neighbours(chain) & empty) == 0) {
                    att &= ~chain;
                }
            }
        }
        empty = full & ~(att | own);
        int chain = flood(p, own);
        if ((chain & touchesX) != 0) {
            if (kx == 0 && xLiberties(att, own) == 0) {
                return ILLEGAL;
            }
        } else if ((neighbours(chain) & empty) == 0) {
            return ILLEGAL;
        }
        return pack(att, own);
    }

    private static long pack(int att, int own) {
        return (att & 0xffffffffL) | (long) own << 32;
    }

    /** X's liberties inside the area: empty points next to X or to owner stones joined to it. */
    private int xLiberties(int att, int own) {
        int group = xGroup(own);
        int empty = full & ~(att | own);
        return Integer.bitCount((touchesX | neighbours(group)) & empty);
    }

    /** The owner stones inside connected to X. */
    private int xGroup(int own) {
        int group = own & touchesX;
        int grown = group;
        do {
            group = grown;
            grown = (group | neighbours(group)) & own;
        } while (grown != group);
        return group;
    }

    /** The chain of the stones {@code set} containing point {@code p}. */
    private int flood(int p, int set) {
        int chain = 1 << p;
        int grown = chain;
        do {
            chain = grown;
            grown = (chain | neighbours(chain)) & set;
        } while (grown != chain);
        return chain;
    }

    private int neighbours(int mask) {
        int out = 0;
        for (int q = 0; q < n; q++) {
            if ((mask & 1 << q) != 0) {
                out |= adj[q];
            }
        }
        return out;
    }
}
