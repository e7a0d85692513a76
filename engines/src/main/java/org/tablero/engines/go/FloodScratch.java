package org.tablero.engines.go;

/**
 * Board-sized marks and a stack for floods that the tactical search runs at most of its nodes,
 * kept per thread by each user (a {@link ThreadLocal} of its own, so that one flood never
 * disturbs another's marks): two fresh board-sized arrays a call cost more than the floods
 * themselves. A call marks with stamps above the {@link #stamp} it found and leaves
 * {@link #stamp} at the highest it used, so marks at or below it are an earlier call's and
 * nothing needs clearing.
 */
public final class FloodScratch {

    public int[] seen = new int[0];
    public int[] stack;
    public int stamp;

    /**
     * This scratch for a board of {@code size} points, its marks cleared before the stamps could
     * wrap (a call may use up to eight stamps a point).
     */
    public FloodScratch fit(int size) {
        if (seen.length != size || stamp > Integer.MAX_VALUE - 8 * size) {
            seen = new int[size];
            stack = new int[size];
            stamp = 0;
        }
        return this;
    }
}
