package org.tablero.engines.go.bench;

import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.RandomPlayout;
import org.tablero.engines.go.Stone;

/**
 * Measures uniformly random playouts per second from an empty board on one thread, for
 * {@code bench/go-playouts.sh}: {@code java -cp tablero-engines.jar
 * org.tablero.engines.go.bench.PlayoutBench [seconds] [warmupSeconds] [sizes...]}. Average moves
 * count passes, including the two that end a playout.
 */
public final class PlayoutBench {

    private PlayoutBench() {
    }

    public static void main(String[] args) {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 10;
        double warmup = args.length > 1 ? Double.parseDouble(args[1]) : 3;
        int[] sizes = {9, 19};
        if (args.length > 2) {
            sizes = new int[args.length - 2];
            for (int i = 2; i < args.length; i++) {
                sizes[i - 2] = Integer.parseInt(args[i]);
            }
        }
        System.out.printf("method: uniform random legal moves that do not fill the mover's own one-point true eyes,%n"
                + "        from an empty board with Black to move, until two passes in a row or 3*N*N moves;%n"
                + "        one thread; %.0f s warm-up then %.0f s measured per size; each playout copies the empty%n"
                + "        board and counts the area at the end (B wins = Black ahead by more than 7.5).%n"
                + "        playouts/s is per wall-clock second over the whole run (the figure judged against%n"
                + "        the target); best 0.5 s is the fastest half-second slice; per CPU s divides by this%n"
                + "        thread's CPU time. The last two show what other processes on a shared machine cost.%n%n",
                warmup, seconds);
        System.out.printf("%-6s %10s %12s %12s %12s %10s %9s %15s%n", "board", "playouts", "playouts/s",
                "best 0.5 s", "per CPU s", "avg moves", "B wins", "target/s");
        for (int size : sizes) {
            run(size, warmup, false);
            run(size, seconds, true);
        }
    }

    private static void run(int size, double seconds, boolean report) {
        GoBoard empty = new GoBoard(size);
        GoBoard b = new GoBoard(size);
        RandomPlayout policy = new RandomPlayout(size * 7919L + (report ? 1 : 0));
        int maxMoves = 3 * size * size;
        long playouts = 0;
        long moves = 0;
        long blackWins = 0;
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long deadline = start + (long) (seconds * 1e9);
        long now;
        long sliceStart = start;
        long slicePlayouts = 0;
        double bestSlice = 0;
        do {
            for (int i = 0; i < 64; i++) {
                b.copyFrom(empty);
                moves += policy.run(b, Stone.BLACK, maxMoves);
                if (RandomPlayout.areaDifference(b) > 7) {
                    blackWins++;
                }
                playouts++;
            }
            now = System.nanoTime();
            slicePlayouts += 64;
            if (now - sliceStart >= 500_000_000L) {
                bestSlice = Math.max(bestSlice, slicePlayouts / ((now - sliceStart) / 1e9));
                sliceStart = now;
                slicePlayouts = 0;
            }
        } while (now < deadline);
        double elapsed = (now - start) / 1e9;
        double cpu = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        if (report) {
            int target = size == 9 ? 100_000 : size == 19 ? 20_000 : 0;
            double rate = playouts / elapsed;
            System.out.printf("%-6s %10d %12.0f %12.0f %12.0f %10.1f %8.1f%% %15s%n", size + "x" + size, playouts, rate,
                    bestSlice, playouts / cpu, moves / (double) playouts, 100.0 * blackWins / playouts,
                    target == 0 ? "-" : target + (rate >= target ? " met" : " missed"));
        }
    }
}
