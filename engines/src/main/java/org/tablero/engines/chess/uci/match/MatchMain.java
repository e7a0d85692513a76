package org.tablero.engines.chess.uci.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tablero.engines.chess.uci.client.UciClient;
import org.tablero.engines.spi.EngineException;

/**
 * A command-line engine match, used by {@code bench/chess-strength.sh}:
 * {@code MatchMain --first "CMD" --second "CMD" [--second-option NAME=VALUE]... [--first-option ...]
 * [--games N] [--tc BASE+INC seconds] [--max-minutes M]}. Prints one line per game and a summary
 * from the first engine's point of view.
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
                default -> throw new IllegalArgumentException("unknown argument " + args[i]);
            }
            i++;
        }
        if (firstCmd == null || secondCmd == null) {
            throw new IllegalArgumentException("--first and --second are required");
        }
        run(firstCmd, firstOptions, secondCmd, secondOptions, games, base, inc, maxMinutes);
    }

    private static void put(Map<String, String> options, String nameValue) {
        int eq = nameValue.indexOf('=');
        if (eq < 0) {
            throw new IllegalArgumentException("option must be NAME=VALUE: " + nameValue);
        }
        options.put(nameValue.substring(0, eq), nameValue.substring(eq + 1));
    }

    private static void run(List<String> firstCmd, Map<String, String> firstOptions, List<String> secondCmd,
            Map<String, String> secondOptions, int games, double base, double inc, double maxMinutes)
            throws EngineException {
        long start = System.nanoTime();
        MatchStats stats = new MatchStats(0, 0, 0);
        List<String> reasons = new ArrayList<>();
        try (UciClient first = open(firstCmd, firstOptions); UciClient second = open(secondCmd, secondOptions)) {
            MatchRunner runner = new MatchRunner(first, second, (long) (base * 1000), (long) (inc * 1000), 400, 100);
            System.out.printf("match: %s vs %s, %d games, %s+%s s%n", first.name(), second.name(), games, base, inc);
            for (int g = 0; g < games; g++) {
                if ((System.nanoTime() - start) / 60e9 >= maxMinutes) {
                    System.out.println("stopping: the time limit of " + maxMinutes + " minutes is reached");
                    break;
                }
                String opening = Openings.LINES.get((g / 2) % Openings.LINES.size());
                boolean firstWhite = g % 2 == 0;
                MatchRunner.GameOutcome o = runner.play(opening, firstWhite);
                stats = stats.add(o.resultForFirst());
                reasons.add(o.reason());
                System.out.printf("game %3d  %s as %s  %-7s %-4s (%s, %d plies)  [%s]%n", g + 1, first.name(),
                        firstWhite ? "white" : "black", o.pgnResult(), o.resultForFirst(), o.reason(), o.plies(), stats);
                System.out.flush();
            }
        }
        System.out.println("result: " + stats);
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
