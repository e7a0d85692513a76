package org.tablero.engines.go.score;

import java.util.Arrays;
import org.tablero.engines.go.FloodScratch;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Benson's algorithm: the chains of a colour that live whatever the opponent plays, even if their
 * owner always passes. A region (a connected set of points not of that colour) is vital to a chain
 * when every empty point in it is a liberty of the chain; chains with fewer than two vital regions
 * are dropped, then regions touching a dropped chain, until nothing changes.
 *
 * <p>The tactical search asks this of whole boards many times a node (see the walls of a race),
 * so it works on flat arrays: one pass floods the regions and records each region's bordering
 * chains and whether it is vital to each, then the fixpoint runs over those records.
 */
public final class Benson {

    private Benson() {
    }

    /**
     * Whether the chain on {@code stone} borders two regions vital to it (every empty point in
     * them one of its liberties): what {@link #alive} needs of a chain before anything else, read
     * without flooding the board, since a region is given up at its first empty point that is
     * no liberty. A quick test to run before {@link #alive} when most chains asked about fail.
     */
    public static boolean hasTwoVitalRegions(GoBoard board, int stone) {
        int colour = board.get(stone);
        int chain = board.chainOf(stone);
        // Regions are numbered on from the last call's: a mark at or below base is not this call's.
        FloodScratch scratch = SCRATCH.get().fit(board.arraySize());
        int[] regionOf = scratch.seen;
        int[] stack = scratch.stack;
        int base = scratch.stamp;
        int vital = 0;
        int s = stone;
        do {
            for (int d = 0; d < 4; d++) {
                int start = s + board.offset(d);
                int c = board.get(start);
                if (c == colour || c == Stone.BORDER || regionOf[start] > base) {
                    continue;
                }
                int region = ++scratch.stamp;
                boolean isVital = true;
                int top = 0;
                stack[top++] = start;
                regionOf[start] = region;
                // A region met again from another liberty is either complete (then every point
                // was marked and this flood cannot start) or was given up, so it is not vital.
                flood:
                while (top > 0) {
                    int q = stack[--top];
                    if (board.get(q) == Stone.EMPTY && !touchesChain(board, q, colour, chain)) {
                        isVital = false;
                        break;
                    }
                    for (int e = 0; e < 4; e++) {
                        int m = q + board.offset(e);
                        int cm = board.get(m);
                        if (cm == colour || cm == Stone.BORDER) {
                            continue;
                        }
                        if (regionOf[m] <= base) {
                            regionOf[m] = region;
                            stack[top++] = m;
                        } else if (regionOf[m] != region) {
                            isVital = false;
                            break flood;
                        }
                    }
                }
                if (isVital && ++vital == 2) {
                    return true;
                }
            }
            s = board.nextStone(s);
        } while (s != stone);
        return false;
    }

    /** Region marks and stack of {@link #hasTwoVitalRegions}, kept per thread (see {@link FloodScratch}). */
    private static final ThreadLocal<FloodScratch> SCRATCH = ThreadLocal.withInitial(FloodScratch::new);

    private static boolean touchesChain(GoBoard board, int q, int colour, int chain) {
        for (int d = 0; d < 4; d++) {
            int m = q + board.offset(d);
            if (board.get(m) == colour && board.chainOf(m) == chain) {
                return true;
            }
        }
        return false;
    }

    /** Per padded point, true on the stones of {@code colour} that are unconditionally alive. */
    public static boolean[] alive(GoBoard board, int colour) {
        int n = board.arraySize();
        int[] chainIndex = new int[n];
        Arrays.fill(chainIndex, -1);
        int chains = 0;
        for (int p = 0; p < n; p++) {
            if (board.get(p) == colour) {
                int r = board.chainOf(p);
                if (chainIndex[r] < 0) {
                    chainIndex[r] = chains++;
                }
                chainIndex[p] = chainIndex[r];
            }
        }
        boolean[] result = new boolean[n];
        if (chains == 0) {
            return result;
        }
        // Region r borders the chains border[regionStart[r] .. regionStart[r + 1]), and is vital
        // to border[k] when vital[k].
        int[] regionOf = new int[n];
        Arrays.fill(regionOf, -1);
        int[] regionStart = new int[n + 1];
        int[] border = new int[4 * n];
        boolean[] vital = new boolean[4 * n];
        int[] stack = new int[n];
        int[] inRegion = new int[chains];
        int[] atPoint = new int[chains];
        int[] adjacentEmpty = new int[chains];
        int regions = 0;
        int total = 0;
        for (int p = 0; p < n; p++) {
            int c = board.get(p);
            if (c == colour || c == Stone.BORDER || regionOf[p] >= 0) {
                continue;
            }
            int region = regions++;
            regionStart[region] = total;
            int emptyPoints = 0;
            int top = 0;
            stack[top++] = p;
            regionOf[p] = region;
            while (top > 0) {
                int q = stack[--top];
                boolean isEmpty = board.get(q) == Stone.EMPTY;
                if (isEmpty) {
                    emptyPoints++;
                }
                for (int d = 0; d < 4; d++) {
                    int m = q + board.offset(d);
                    int cm = board.get(m);
                    if (cm == colour) {
                        int ci = chainIndex[m];
                        if (inRegion[ci] != region + 1) {
                            inRegion[ci] = region + 1;
                            adjacentEmpty[ci] = 0;
                            border[total++] = ci;
                        }
                        // Counts q once per chain, however many of its stones touch q.
                        if (isEmpty && atPoint[ci] != q + 1) {
                            atPoint[ci] = q + 1;
                            adjacentEmpty[ci]++;
                        }
                    } else if (cm != Stone.BORDER && regionOf[m] < 0) {
                        regionOf[m] = region;
                        stack[top++] = m;
                    }
                }
            }
            for (int k = regionStart[region]; k < total; k++) {
                vital[k] = adjacentEmpty[border[k]] == emptyPoints;
            }
        }
        regionStart[regions] = total;

        boolean[] chainAlive = new boolean[chains];
        Arrays.fill(chainAlive, true);
        boolean[] regionAlive = new boolean[regions];
        Arrays.fill(regionAlive, true);
        int[] vitalCount = new int[chains];
        boolean changed = true;
        while (changed) {
            changed = false;
            Arrays.fill(vitalCount, 0);
            for (int r = 0; r < regions; r++) {
                if (regionAlive[r]) {
                    for (int k = regionStart[r]; k < regionStart[r + 1]; k++) {
                        if (vital[k]) {
                            vitalCount[border[k]]++;
                        }
                    }
                }
            }
            for (int ci = 0; ci < chains; ci++) {
                if (chainAlive[ci] && vitalCount[ci] < 2) {
                    chainAlive[ci] = false;
                    changed = true;
                }
            }
            for (int r = 0; r < regions; r++) {
                if (!regionAlive[r]) {
                    continue;
                }
                for (int k = regionStart[r]; k < regionStart[r + 1]; k++) {
                    if (!chainAlive[border[k]]) {
                        regionAlive[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        for (int p = 0; p < n; p++) {
            if (board.get(p) == colour && chainAlive[chainIndex[p]]) {
                result[p] = true;
            }
        }
        return result;
    }
}
