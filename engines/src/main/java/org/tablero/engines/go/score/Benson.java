package org.tablero.engines.go.score;

import java.util.ArrayList;
import java.util.List;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.Stone;

/**
 * Benson's algorithm: the chains of a colour that live whatever the opponent plays, even if their
 * owner always passes. A region (a connected set of points not of that colour) is vital to a chain
 * when every empty point in it is a liberty of the chain; chains with fewer than two vital regions
 * are dropped, then regions touching a dropped chain, until nothing changes.
 */
public final class Benson {

    private Benson() {
    }

    /** Per padded point, true on the stones of {@code colour} that are unconditionally alive. */
    public static boolean[] alive(GoBoard board, int colour) {
        int n = board.arraySize();
        int[] chainIndex = new int[n];
        java.util.Arrays.fill(chainIndex, -1);
        List<Integer> reps = new ArrayList<>();
        for (int p = 0; p < n; p++) {
            if (board.get(p) == colour) {
                int r = board.chainOf(p);
                if (chainIndex[r] < 0) {
                    chainIndex[r] = reps.size();
                    reps.add(r);
                }
                chainIndex[p] = chainIndex[r];
            }
        }
        int chains = reps.size();
        List<int[]> regionBorders = new ArrayList<>();
        List<boolean[]> regionVital = new ArrayList<>();
        int[] regionOf = new int[n];
        java.util.Arrays.fill(regionOf, -1);
        int[] stack = new int[n];
        int[] adjacentEmpty = new int[chains];
        int[] touched = new int[chains];
        for (int p = 0; p < n; p++) {
            int c = board.get(p);
            if (c == colour || c == Stone.BORDER || regionOf[p] >= 0) {
                continue;
            }
            int region = regionBorders.size();
            int top = 0;
            int emptyPoints = 0;
            java.util.Arrays.fill(adjacentEmpty, 0);
            java.util.Arrays.fill(touched, 0);
            stack[top++] = p;
            regionOf[p] = region;
            int[] seenChain = new int[4];
            while (top > 0) {
                int q = stack[--top];
                boolean isEmpty = board.get(q) == Stone.EMPTY;
                if (isEmpty) {
                    emptyPoints++;
                }
                int seen = 0;
                for (int d = 0; d < 4; d++) {
                    int m = q + board.offset(d);
                    int cm = board.get(m);
                    if (cm == colour) {
                        int ci = chainIndex[m];
                        touched[ci] = 1;
                        boolean dup = false;
                        for (int k = 0; k < seen; k++) {
                            dup |= seenChain[k] == ci;
                        }
                        if (!dup) {
                            seenChain[seen++] = ci;
                            if (isEmpty) {
                                adjacentEmpty[ci]++;
                            }
                        }
                    } else if (cm != Stone.BORDER && regionOf[m] < 0) {
                        regionOf[m] = region;
                        stack[top++] = m;
                    }
                }
            }
            List<Integer> borders = new ArrayList<>();
            for (int ci = 0; ci < chains; ci++) {
                if (touched[ci] != 0) {
                    borders.add(ci);
                }
            }
            int[] b = borders.stream().mapToInt(Integer::intValue).toArray();
            boolean[] vital = new boolean[b.length];
            for (int k = 0; k < b.length; k++) {
                vital[k] = adjacentEmpty[b[k]] == emptyPoints;
            }
            regionBorders.add(b);
            regionVital.add(vital);
        }
        boolean[] chainAlive = new boolean[chains];
        java.util.Arrays.fill(chainAlive, true);
        boolean[] regionAlive = new boolean[regionBorders.size()];
        java.util.Arrays.fill(regionAlive, true);
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] vitalCount = new int[chains];
            for (int r = 0; r < regionAlive.length; r++) {
                if (!regionAlive[r]) {
                    continue;
                }
                int[] b = regionBorders.get(r);
                boolean[] vital = regionVital.get(r);
                for (int k = 0; k < b.length; k++) {
                    if (vital[k]) {
                        vitalCount[b[k]]++;
                    }
                }
            }
            for (int ci = 0; ci < chains; ci++) {
                if (chainAlive[ci] && vitalCount[ci] < 2) {
                    chainAlive[ci] = false;
                    changed = true;
                }
            }
            for (int r = 0; r < regionAlive.length; r++) {
                if (!regionAlive[r]) {
                    continue;
                }
                for (int ci : regionBorders.get(r)) {
                    if (!chainAlive[ci]) {
                        regionAlive[r] = false;
                        changed = true;
                        break;
                    }
                }
            }
        }
        boolean[] result = new boolean[n];
        for (int p = 0; p < n; p++) {
            if (board.get(p) == colour && chainAlive[chainIndex[p]]) {
                result[p] = true;
            }
        }
        return result;
    }
}
