package org.tablero.engines.chess.uci.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.tablero.engines.chess.uci.client.UciClient;
import org.tablero.engines.spi.EngineException;

/**
 * A command-line engine match, used by {@code bench/chess-strength.sh}:
 * {@code MatchMain --first "CMD" --second "CMD" [--second-option NAME=VALUE]... [--first-option ...]
 * [--games N] [--tc BASE+INC seconds | --nodes N] [--random-plies P] [--max-minutes M]
 * [--concurrency C]}. Prints one line per game and a summary from the first engine's point of view. With C above 1, C games run at once, each
 * between its own pair of engine processes (as cutechess-cli's -concurrency): one per core keeps
 * every engine on a core of its own, since only the side to move thinks.
 */
public final class MatchMain {

    private MatchMain() {
    }

    public static void main(String[] args) throws Exception {
        List<String> firstCmd = null;
        List<String> secondCmd = null;
        Map<String, String> firstOptions = new LinkedHashMap<>();
        Map<String, String> secondOptions = new LinkedHashMap<>();
        int games = 20;
        double base = 10;
        double inc = 0.1;
        double maxMinutes = Double.MAX_VALUE;
        int concurrency = 1;
        long nodes = 0;
        int randomPlies = 0;
        for (int i = 0; i < args.length; i++) {
            String v = i + 1 < args.length ? args[i + 1] : "";
            switch (args[i]) {
                case "--first" -> firstCmd = Arrays.asList(v.split("\\s+"));
                case "--second" -> secondCmd = Arrays.asList(v.split("\\s+"));
                case "--first-option" -> put(firstOptions, v);
                case "--second-option" -> put(secondOptions, v);
                case "--games" -> games = Integer.parseInt(v);
                case "--tc" -> {
                    String[] p = v.split("\\+");
                    base = Double.parseDouble(p[0]);
                    inc = p.length > 1 ? Double.parseDouble(p[1]) : 0;
                }
                case "--max-minutes" -> maxMinutes = Double.parseDouble(v);
                case "--concurrency" -> concurrency = Integer.parseInt(v);
                case "--nodes" -> nodes = Long.parseLong(v);
                case "--random-plies" -> randomPlies = Integer.parseInt(v);
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
            i++;
        }
        if (firstCmd == null || secondCmd == null) {
            throw new IllegalArgumentException("--first and --second are required");
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("--concurrency must be at least 1");
        }
        Match match = new Match(firstCmd, firstOptions, secondCmd, secondOptions, games, (long) (base * 1000),
                (long) (inc * 1000), nodes, randomPlies, maxMinutes);
        System.out.printf("match: %s vs %s, %d games, %s, %d at once%n", String.join(" ", firstCmd),
                String.join(" ", secondCmd), games, nodes > 0 ? nodes + " nodes a move" : base + "+" + inc + " s", concurrency);
        match.run(concurrency);
    }

    private static void put(Map<String, String> options, String nameValue) {
        int eq = nameValue.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("option must be NAME=VALUE: " + nameValue);
        }
        options.put(nameValue.substring(0, eq), nameValue.substring(eq + 1));
    }

    /** The games to play, handed out in order to however many players run them. */
    private static final class Match {
        private final List<String> firstCmd;
        private final Map<String, String> firstOptions;
        private final List<String> secondCmd;
        private final Map<String, String> secondOptions;
        private final int games;
        private final long baseMs;
        private final long incMs;
        private final long nodes;
        private final int randomPlies;
        private final double maxMinutes;
        private final long start = System.nanoTime();
        private final AtomicInteger next = new AtomicInteger();
        private MatchStats stats = new MatchStats(0, 0, 0);
        private int onTime;

        Match(List<String> firstCmd, Map<String, String> firstOptions, List<String> secondCmd,
                Map<String, String> secondOptions, int games, long baseMs, long incMs, long nodes, int randomPlies,
                double maxMinutes) {
            this.firstCmd = firstCmd;
            this.firstOptions = firstOptions;
            this.secondCmd = secondCmd;
            this.secondOptions = secondOptions;
            this.games = games;
            this.baseMs = baseMs;
            this.incMs = incMs;
            this.nodes = nodes;
            this.randomPlies = randomPlies;
            this.maxMinutes = maxMinutes;
        }

        void run(int concurrency) throws Exception {
            ExecutorService pool = Executors.newFixedThreadPool(concurrency);
            List<Future<?>> players = new ArrayList<>();
            for (int i = 0; i < concurrency; i++) {
                players.add(pool.submit(() -> {
                    play();
                    return null;
                }));
            }
            pool.shutdown();
            for (Future<?> p : players) {
                p.get();
            }
            synchronized (this) {
                System.out.println("result: " + stats + (onTime > 0 ? "  (" + onTime + " games lost on time)" : ""));
            }
        }

        /** One player: its own two engine processes, taking games until none are left or time is up. */
        private void play() throws EngineException {
            try (UciClient first = open(firstCmd, firstOptions); UciClient second = open(secondCmd, secondOptions)) {
                MatchRunner runner = new MatchRunner(first, second, baseMs, incMs, nodes, 400, 100);
                for (int g = next.getAndIncrement(); g < games; g = next.getAndIncrement()) {
                    if ((System.nanoTime() - start) / 60e9 >= maxMinutes) {
                        System.out.println("stopping: the time limit of " + maxMinutes + " minutes is reached");
                        return;
                    }
                    // Each opening is played twice, with colours swapped.
                    String opening = Openings.withRandomPlies(Openings.LINES.get((g / 2) % Openings.LINES.size()),
                            randomPlies, g / 2);
                    boolean firstWhite = g % 2 == 0;
                    MatchRunner.GameOutcome o = runner.play(opening, firstWhite);
                    record(g, first.name(), firstWhite, o);
                }
            }
        }

        private synchronized void record(int g, String firstName, boolean firstWhite, MatchRunner.GameOutcome o) {
            stats = stats.add(o.resultForFirst());
            if (o.reason().contains("lost on time")) {
                onTime++;
            }
            System.out.printf("game %3d  %s as %s  %-7s %-4s (%s, %d plies)  [%s]%n", g + 1, firstName,
                    firstWhite ? "white" : "black", o.pgnResult(), o.resultForFirst(), o.reason(), o.plies(), stats);
            System.out.flush();
        }
    }

    private static UciClient open(List<String> cmd, Map<String, String> options) throws EngineException {
        UciClient c = new UciClient(cmd, Duration.ofSeconds(20));
        for (Map.Entry<String, String> o : options.entrySet()) {
            c.setOption(o.getKey(), o.getValue());
        }
        c.isReady(Duration.ofSeconds(20));
        return c;
    }
}
