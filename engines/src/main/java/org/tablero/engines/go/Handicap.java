package org.tablero.engines.go;

import java.util.ArrayList;
import java.util.List;

/**
 * Fixed handicap placement on the standard star points, as the GTP specification and GNU Go 3.8
 * define it: up to 9 stones on odd boards of 9 and more, up to 4 on other boards of 7 and more,
 * none below 7. Points are listed as GNU Go prints them: top row first, left to right.
 */
public final class Handicap {

    private Handicap() {
    }

    /** The most fixed handicap stones a board of this size takes (0 if none). */
    public static int maxFixed(int size) {
        if (size < 7) {
            return 0;
        }
        return size % 2 == 1 && size >= 9 ? 9 : 4;
    }

    /**
     * The points of a fixed handicap of {@code stones} (2–{@link #maxFixed}).
     *
     * @throws IllegalArgumentException if this board cannot take that handicap
     */
    public static List<Integer> fixedPoints(int size, int stones) {
        if (stones < 2 || stones > maxFixed(size)) {
            throw new IllegalArgumentException("invalid handicap " + stones + " on " + size + "x" + size);
        }
        int edge = size >= 13 ? 3 : 2;
        int low = edge;
        int high = size - 1 - edge;
        int mid = size / 2;
        // Which of the nine star points a handicap uses, by the standard rule.
        boolean corners34 = stones >= 3;
        boolean corner4 = stones >= 4;
        boolean centre = stones % 2 == 1 && stones >= 5;
        boolean sides = stones >= 6;
        boolean topBottom = stones >= 8;
        List<int[]> colRow = new ArrayList<>();
        colRow.add(new int[] {low, low});
        colRow.add(new int[] {high, high});
        if (corners34) {
            colRow.add(new int[] {low, high});
        }
        if (corner4) {
            colRow.add(new int[] {high, low});
        }
        if (centre) {
            colRow.add(new int[] {mid, mid});
        }
        if (sides) {
            colRow.add(new int[] {low, mid});
            colRow.add(new int[] {high, mid});
        }
        if (topBottom) {
            colRow.add(new int[] {mid, low});
            colRow.add(new int[] {mid, high});
        }
        colRow.sort((a, b) -> a[1] != b[1] ? Integer.compare(b[1], a[1]) : Integer.compare(a[0], b[0]));
        List<Integer> points = new ArrayList<>();
        for (int[] cr : colRow) {
            points.add(Vertex.point(size, cr[0], cr[1]));
        }
        return points;
    }
}
