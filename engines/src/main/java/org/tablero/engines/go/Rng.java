package org.tablero.engines.go;

/**
 * A small, fast, seedable random generator (xorshift64*): playouts draw millions of numbers a
 * second, and {@link java.util.Random}'s atomic seed would cost more than the rest of a move.
 */
public final class Rng {

    /** Package-private so the playout's draw loop can keep it in a local variable. */
    long state;

    public Rng(long seed) {
        state = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
    }

    public long nextLong() {
        long x = state;
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state = x;
        return x * 0x2545F4914F6CDD1DL;
    }

    /** A uniform integer in {@code [0, bound)}, by multiply-shift (bias below 2^-32). */
    public int nextInt(int bound) {
        long x = step(state);
        state = x;
        return below(x, bound);
    }

    /**
     * One step of plain xorshift64, without the output multiply of {@link #nextLong}: its high
     * bits are good enough to pick among at most a few hundred points, and this is on the path
     * of every playout move.
     */
    static long step(long x) {
        x ^= x >>> 12;
        x ^= x << 25;
        return x ^ (x >>> 27);
    }

    /** Maps a state from {@link #step} to {@code [0, bound)} by multiply-shift of its high half. */
    static int below(long x, int bound) {
        return (int) (((x >>> 32) * bound) >>> 32);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
