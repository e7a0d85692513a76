package org.tablero.engines.go.mcts.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.game.GameState;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.mcts.GoEngines;
import org.tablero.engines.go.mcts.GoMctsEngine;
import org.tablero.engines.spi.SearchLimits;
import org.tablero.engines.spi.StopSignal;

/**
 * Playouts per second of the full MCTS search (tree, RAVE, priors, heavy playouts) on 9×9 and
 * 19×19 with 1 and 2 threads: {@code MctsSpeedBench [seconds per search] [searches] [key=value...]},
 * the pairs profile parameters of the engine (e.g. {@code shapes=100}). Each
 * search starts from a position a few moves into a self-played game, so that the tree and the
 * playout rules have something to work on; a warm-up search is not counted. With one thread the
 * search runs on the calling thread, so its rows also give playouts per second of that thread's CPU
 * time, a figure that other processes on a shared machine disturb much less than the wall clock.
 */
public final class MctsSpeedBench {

    private MctsSpeedBench() {
    }

    public static void main(String[] args) throws Exception {
        double seconds = args.length > 0 ? Double.parseDouble(args[0]) : 2;
        int searches = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        Map<String, String> extra = new HashMap<>();
        for (int i = 2; i < args.length; i++) {
            String[] kv = args[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("profile parameters are key=value, not " + args[i]);
            }
            extra.put(kv[0], kv[1]);
        }
        System.out.printf("%-6s %8s %12s %12s %14s %14s%n", "board", "threads", "playouts", "seconds", "playouts/s",
                "per CPU s");
        for (int size : new int[] {9, 19}) {
            for (int threads : new int[] {1, 2}) {
                run(size, threads, seconds, searches, extra);
            }
        }
    }

    private static void run(int size, int threads, double seconds, int searches, Map<String, String> extra)
            throws Exception {
        Map<String, String> params = new HashMap<>(extra);
        params.putAll(Map.of("threads", Integer.toString(threads), "movetime", "600000", "resign_threshold", "0"));
        GoMctsEngine engine = GoEngines.mcts(params);
        GameState game = GoGameRules.INSTANCE.start(null, Map.of("size", Integer.toString(size)));
        SearchLimits limits = SearchLimits.moveTime(Duration.ofMillis((long) (seconds * 1000)));
        engine.chooseMove(game, limits, new StopSignal());
        long playouts = 0;
        long ms = 0;
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long cpuStart = cpu.getCurrentThreadCpuTime();
        for (int i = 0; i < searches; i++) {
            game = game.play(engine.chooseMove(game, limits, new StopSignal()).orElseThrow());
            playouts += engine.lastReport().playouts();
            ms += engine.lastReport().elapsedMs();
        }
        double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        String perCpu = threads == 1 ? String.format(Locale.ROOT, "%.0f", playouts / cpuSeconds) : "-";
        System.out.printf(Locale.ROOT, "%-6s %8d %12d %12.1f %14.0f %14s%n", size + "x" + size, threads, playouts,
                ms / 1000.0, playouts * 1000.0 / Math.max(1, ms), perCpu);
    }
}
