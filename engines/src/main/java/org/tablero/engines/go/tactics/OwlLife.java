package org.tablero.engines.go.tactics;

import java.util.Arrays;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Benson's unconditional life restricted to one {@link Dragon}: the owl search's static test of
 * life, run at every node, so it only looks at the small areas the dragon encloses.
 *
 * <p>A region is a connected set of points that are not the dragon's stones, found from the
 * dragon's liberties and abandoned as soon as it exceeds {@link #MAX_REGION} points (the open
 * outside, never vital) or meets a point that keeps it from being vital. A region is vital to
 * a dragon chain when every empty point in it is a liberty of that chain and it holds no stone
 * of the dragon's colour outside the dragon (such a stone could be captured and leave empty
 * points that are no liberty). Chains with fewer than two vital regions whose borders are all
 * still alive are dropped until nothing changes, as in {@link org.tablero.engines.go.score.Benson};
 * what remains lives whatever the enemy plays, even if the owner passes. Eyes of any size and
 * shape count, as long as each is wholly made of one chain's liberties and enemy stones; so do
 * eyes shared by several chains of the dragon.
 */
final class OwlLife {

    /** Points of an enclosed region at most; larger ones are treated as the outside. */
    static final int MAX_REGION = 24;
    private static final int MAX_REGIONS = 64;

    private int[] seen;
    private int stamp;
    private int callStart;
    private final int[] stack = new int[MAX_REGION + 8];
    private final int[] points = new int[MAX_REGION];
    private final int[] borderCount = new int[MAX_REGIONS];
    private final int[][] borders = new int[MAX_REGIONS][Dragon.MAX_CHAINS];
    private final long[] vitalTo = new long[MAX_REGIONS];
    private final boolean[] regionAlive = new boolean[MAX_REGIONS];

    private final Dragon dragon = new Dragon();
    private final OwlEscape escape = new OwlEscape();
    private final OwlEyes eyes = new OwlEyes();
    private EscapeMap escapeMap;
    private boolean attackerToMove;
    private boolean openSpace = true;

    /**
     * The owl game's static test for the dragon of the stone on {@code point}: it lives when one
     * of its chains is unconditionally alive (the links to the asked chain cannot be cut in one
     * move, and the search answers a cut at the next node) or when it has at least
     * {@code escapeLibs} liberties and they lead to open space ({@link OwlEscape}), or
     * {@link EscapeMap#LIBERTIES} and an escape potential of {@link EscapeMap#ESCAPED} on the
     * map given to {@link #escapeMap}: then it has escaped the local fight; or when its closed
     * eye areas are worth two eyes ({@link OwlEyes}).
     */
    boolean lives(GoBoard b, int point, int escapeLibs) {
        return lives(b, point, escapeLibs, true);
    }

    /** {@link #lives(GoBoard, int, int)}, with the escape map's test only if {@code mapApplies}. */
    boolean lives(GoBoard b, int point, int escapeLibs, boolean mapApplies) {
        return why(b, point, escapeLibs, mapApplies) != Life.NONE;
    }

    /** The tests of {@link #lives}, in the order they are made. */
    enum Life { OPEN_SPACE, ESCAPE_MAP, ALIVE_CHAIN, EYES, NONE }

    /** The first of {@link #lives}' tests that holds, or {@link Life#NONE}. */
    Life why(GoBoard b, int point, int escapeLibs, boolean mapApplies) {
        dragon.compute(b, point);
        int libs = dragon.liberties(b, escapeLibs);
        if (openSpace && libs >= escapeLibs && escape.reachesOpenSpace(b, dragon, attackerToMove)) {
            return Life.OPEN_SPACE;
        }
        if (mapApplies && escapeMap != null && libs >= EscapeMap.LIBERTIES
                && escapeMap.potential(b, dragon) >= EscapeMap.ESCAPED) {
            return Life.ESCAPE_MAP;
        }
        if (anyAlive(b, dragon)) {
            return Life.ALIVE_CHAIN;
        }
        return OwlEyes.ENABLED && eyes.alive(b, dragon) ? Life.EYES : Life.NONE;
    }

    /**
     * Whether the next tests are made with the attacker to move, which asks more of an escape
     * (see {@link OwlEscape#ONE_EXIT}); false until set.
     */
    void attackerToMove(boolean toMove) {
        attackerToMove = toMove;
    }

    /**
     * Whether the next tests include the open-space test ({@link OwlEscape}); true until set.
     * Without it a dragon escapes only by the escape map, as in GNU Go's owl.
     */
    void openSpace(boolean on) {
        openSpace = on;
    }

    /** Judges escape by the escape values of {@code map} as well from now on. */
    void escapeMap(EscapeMap map) {
        escapeMap = map;
    }

    /** The dragon last computed by {@link #lives}. */
    Dragon dragon() {
        return dragon;
    }

    /** Whether any chain of the dragon is unconditionally alive. */
    boolean anyAlive(GoBoard b, Dragon dragon) {
        return aliveChains(b, dragon) != 0;
    }

    /**
     * The dragon's unconditionally alive chains as a bit set by index (only the first 64 chains
     * are considered; {@link Dragon#MAX_CHAINS} is 64).
     */
    long aliveChains(GoBoard b, Dragon dragon) {
        int n = b.arraySize();
        if (seen == null || seen.length != n) {
            seen = new int[n];
            stamp = 0;
        }
        int chains = Math.min(dragon.count(), 64);
        if (chains == 0) {
            return 0;
        }
        int colour = dragon.colour();
        // Each flood gets its own stamp; stamps from callStart on belong to this call.
        if (stamp > Integer.MAX_VALUE - 4 * n) {
            Arrays.fill(seen, 0);
            stamp = 0;
        }
        callStart = ++stamp;
        int regions = 0;
        for (int i = 0; i < chains && regions < MAX_REGIONS; i++) {
            int r = dragon.chain(i);
            int s = r;
            do {
                for (int d = 0; d < 4 && regions < MAX_REGIONS; d++) {
                    int q = s + b.offset(d);
                    int cq = b.get(q);
                    if (cq == Stone.BORDER || seen[q] >= callStart || (cq == colour && dragon.contains(b, q))) {
                        continue;
                    }
                    if (fill(b, dragon, q, regions, chains)) {
                        regions++;
                    }
                }
                s = b.nextStone(s);
            } while (s != r);
        }
        long alive = chains == 64 ? -1L : (1L << chains) - 1;
        Arrays.fill(regionAlive, 0, regions, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] vital = new int[chains];
            for (int g = 0; g < regions; g++) {
                if (!regionAlive[g]) {
                    continue;
                }
                long v = vitalTo[g];
                while (v != 0) {
                    int i = Long.numberOfTrailingZeros(v);
                    v &= v - 1;
                    vital[i]++;
                }
            }
            for (int i = 0; i < chains; i++) {
                if ((alive & (1L << i)) != 0 && vital[i] < 2) {
                    alive &= ~(1L << i);
                    changed = true;
                }
            }
            for (int g = 0; g < regions; g++) {
                if (!regionAlive[g]) {
                    continue;
                }
                for (int k = 0; k < borderCount[g]; k++) {
                    if ((alive & (1L << borders[g][k])) == 0) {
                        regionAlive[g] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        return alive;
    }

    /**
     * Floods the region of {@code start}; returns whether it is small and vital to some chain,
     * recording it as region {@code g} (other regions are of no use to Benson's count).
     */
    private boolean fill(GoBoard b, Dragon dragon, int start, int g, int chains) {
        int colour = dragon.colour();
        int top = 0;
        int size = 0;
        boolean small = true;
        boolean useless = false;
        int flood = ++stamp;
        stack[top++] = start;
        seen[start] = flood;
        while (top > 0) {
            int p = stack[--top];
            if (size == MAX_REGION) {
                small = false;
                break;
            }
            points[size++] = p;
            int cp = b.get(p);
            if (cp == colour || cp == Stone.EMPTY && !dragon.touches(b, p)) {
                // An own stone outside the dragon, or an empty point that is no liberty of it,
                // makes the region useless to Benson's count: stop flooding at once (in the
                // open this is one or two points instead of MAX_REGION).
                useless = true;
                break;
            }
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                int cq = b.get(q);
                if (cq == Stone.BORDER || seen[q] == flood || (cq == colour && dragon.contains(b, q))) {
                    continue;
                }
                if (seen[q] >= callStart) {
                    // Met a flood abandoned as too big: this region is part of it.
                    small = false;
                    break;
                }
                seen[q] = flood;
                if (top == stack.length) {
                    small = false;
                    break;
                }
                stack[top++] = q;
            }
            if (!small) {
                break;
            }
        }
        if (!small || useless) {
            // Part of a big region may stay unseen and be flooded again from another side: still bounded.
            return false;
        }
        // Which dragon chains border the region, and to which of them every empty point is a liberty.
        long border = 0;
        long vital = -1L;
        for (int k = 0; k < size; k++) {
            int p = points[k];
            long touching = 0;
            for (int d = 0; d < 4; d++) {
                int q = p + b.offset(d);
                if (b.get(q) == colour) {
                    int i = dragon.indexOf(b, q);
                    if (i < 0) {
                        return false; // an own stone outside the dragon, met from an earlier region
                    }
                    touching |= 1L << i;
                }
            }
            border |= touching;
            if (b.get(p) == Stone.EMPTY) {
                vital &= touching;
            }
        }
        vital &= border;
        if (vital == 0) {
            return false;
        }
        vitalTo[g] = vital;
        int c = 0;
        long bs = border;
        while (bs != 0) {
            borders[g][c++] = Long.numberOfTrailingZeros(bs);
            bs &= bs - 1;
        }
        borderCount[g] = c;
        return true;
    }
}
