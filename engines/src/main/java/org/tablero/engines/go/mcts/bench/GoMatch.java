package org.tablero.engines.go.mcts.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.go.GoGameRules;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.gtp.GtpClient;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfNode;
import org.tablero.engines.go.sgf.SgfWriter;

/**
 * Plays our GTP engine against another GTP program (GNU Go for {@code bench/go-strength.sh}),
 * colours alternating, every move checked and the game scored by our rules, then cross-checked
 * with the opponent's {@code final_score}. Prints one line per game and a summary with the win
 * rate's 95% error bar and our playouts per second.
 *
 * <p>Usage: {@code GoMatch --ours "CMD..." --theirs "CMD..." [--size 9] [--games 20] [--komi 7.5]
 * [--max-minutes 14] [--sgf-dir DIR]}; commands are split on spaces. A {@code {game}} in our command
 * starts our engine afresh for each game with the game's number in its place, e.g.
 * {@code --param seed={game}}: GNU Go and a fixed-playout search would otherwise replay games. With {@code --sgf-dir} every
 * game is saved as SGF, each of our moves commented with our search's report (its winning chance,
 * playouts and reason), so that resignations and passes can be checked afterwards.
 *
 * <p>With {@code --max-plies N} a game stops after N plies and the opponent judges the position
 * with {@code estimate_score} (GNU Go's territory estimate, komi included): an opening benchmark
 * that gives a margin instead of a win or a loss, in a fraction of a game's time. The summary
 * then adds our mean margin with its 95% error bar.
 */
public final class GoMatch {

    private final Map<String, String> opts;
    private long ourPlayouts;
    private long ourMs;
    private long ourMoves;
    private long ourMaxMs;
    private int scoreChecks;
    private int scoreAgreements;
    /** Our margins by the referee's estimate in games stopped at {@code --max-plies}. */
    private final List<Double> margins = new ArrayList<>();
    /** Our search report for each ply of the game being played, by ply; null for the opponent's. */
    private final List<String> reports = new ArrayList<>();

    private GoMatch(Map<String, String> opts) {
        this.opts = opts;
    }

    public static void main(String[] args) throws IOException {
        Map<String, String> opts = new LinkedHashMap<>(Map.of("--size", "9", "--games", "20", "--komi", "7.5",
                "--max-minutes", "14"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            opts.put(args[i], args[i + 1]);
        }
        if (!opts.containsKey("--ours") || !opts.containsKey("--theirs")) {
            System.err.println("usage: GoMatch --ours CMD --theirs CMD [--size N] [--games N] [--komi K] [--max-minutes M]"
                    + " [--max-plies N] [--sgf-dir DIR]");
            System.exit(2);
        }
        new GoMatch(opts).run();
    }

    private void run() throws IOException {
        int size = Integer.parseInt(opts.get("--size"));
        int games = Integer.parseInt(opts.get("--games"));
        long deadline = System.currentTimeMillis() + (long) (Double.parseDouble(opts.get("--max-minutes")) * 60_000);
        int wins = 0;
        int played = 0;
        String oursCommand = opts.get("--ours");
        List<String> theirsCommand = List.of(opts.get("--theirs").split(" +"));
        // With {game} in our command, each game gets its own engine started with the game's
        // number substituted (e.g. as the seed): fixed-playout searches otherwise replay.
        boolean perGame = oursCommand.contains("{game}");
        GtpClient ours = perGame ? null : new GtpClient(List.of(oursCommand.split(" +")));
        GtpClient theirs = new GtpClient(theirsCommand);
        try {
            System.out.println("opponent: " + theirs.sendOk("name") + " " + theirs.sendOk("version"));
            for (int g = 0; g < games; g++) {
                if (System.currentTimeMillis() > deadline) {
                    System.out.println("time limit reached: stopping after " + played + " games");
                    break;
                }
                if (perGame) {
                    ours = new GtpClient(List.of(oursCommand.replace("{game}", Integer.toString(g + 1)).split(" +")));
                }
                boolean oursBlack = g % 2 == 0;
                String result;
                try {
                    result = playGame(size, oursBlack ? ours : theirs, oursBlack ? theirs : ours, theirs, g + 1,
                            oursBlack);
                } catch (EngineFailed e) {
                    // A dead or garbled engine must not end a long run: ours forfeits the game,
                    // the opponent's failure voids it; either way that engine starts afresh.
                    boolean oursFailed = e.client != theirs;
                    System.out.println((oursFailed ? "our engine" : "the opponent") + " failed in game " + (g + 1)
                            + ": " + e.getCause().getMessage()
                            + (oursFailed ? " (counted as a loss)" : " (not counted)"));
                    e.client.kill();
                    if (oursFailed && !perGame) {
                        ours = new GtpClient(List.of(oursCommand.split(" +")));
                    } else if (!oursFailed) {
                        theirs = new GtpClient(theirsCommand);
                        if (perGame) {
                            ours.close();
                        }
                        continue;
                    }
                    result = (oursBlack ? "W" : "B") + "+F";
                }
                if (perGame) {
                    ours.close(); // quits the process; closing it again below is harmless
                }
                boolean blackWon = result.startsWith("B+");
                boolean won = blackWon == oursBlack;
                wins += won ? 1 : 0;
                played++;
                System.out.printf(Locale.ROOT, "game %3d  ours=%s  result=%-10s %s   running: %d/%d%n", g + 1,
                        oursBlack ? "B" : "W", result, won ? "win " : "loss", wins, played);
            }
        } finally {
            if (ours != null) {
                ours.close();
            }
            theirs.close();
        }
        summary(wins, played);
    }

    /** An engine's command failed (the process died, or answered with an error) during a game. */
    private static final class EngineFailed extends RuntimeException {
        final transient GtpClient client;

        EngineFailed(GtpClient client, IOException cause) {
            super(cause);
            this.client = client;
        }
    }

    /** {@link GtpClient#sendOk}, a failure tagged with the engine that failed. */
    private static String ask(GtpClient client, String command) {
        try {
            return client.sendOk(command);
        } catch (IOException e) {
            throw new EngineFailed(client, e);
        }
    }

    /** Plays one game; returns the result as {@code B+R}, {@code W+3.5}... by our rules. */
    private String playGame(int size, GtpClient black, GtpClient white, GtpClient referee, int number, boolean oursBlack)
            throws IOException {
        reports.clear();
        String komi = opts.get("--komi");
        for (GtpClient c : List.of(black, white)) {
            ask(c, "boardsize " + size);
            ask(c, "clear_board");
            ask(c, "komi " + komi);
        }
        GoGameState state;
        try {
            state = GoGameRules.INSTANCE.start(null, Map.of("size", Integer.toString(size), "komi", komi));
        } catch (RulesException e) {
            throw new IOException(e);
        }
        int cut = Integer.parseInt(opts.getOrDefault("--max-plies", "0"));
        int maxPlies = cut > 0 ? cut : 3 * size * size;
        GtpClient[] players = {black, white};
        String[] colours = {"b", "w"};
        try {
            for (int ply = 0; ply < maxPlies && state.scoring().isEmpty(); ply++) {
                int i = ply % 2;
                GtpClient mover = players[i];
                long start = System.nanoTime();
                String move = ask(mover, "genmove " + colours[i]);
                long ms = (System.nanoTime() - start) / 1_000_000;
                reports.add(mover != referee ? ourStats(mover, ms) : null);
                if (move.equalsIgnoreCase("resign")) {
                    return save(state, (i == 0 ? "W" : "B") + "+R", number, oursBlack);
                }
                try {
                    state = state.play(move);
                } catch (RulesException e) {
                    System.out.println("illegal move " + move + " by " + colours[i] + ": " + e.getMessage());
                    return save(state, (i == 0 ? "W" : "B") + "+F", number, oursBlack);
                }
                ask(players[1 - i], "play " + colours[i] + " " + move);
            }
        } catch (EngineFailed e) {
            // The game is kept up to where an engine died (RE[Void] when it was the opponent, a
            // forfeit when ours), so that the position can be replayed into it.
            save(state, e.client == referee ? "Void" : (oursBlack ? "W" : "B") + "+F", number, oursBlack);
            throw e;
        }
        if (cut > 0 && state.scoring().isEmpty()) {
            return save(state, estimate(referee, oursBlack), number, oursBlack);
        }
        String ours = state.scoring().map(s -> s.result(s.proposedDead())).orElseGet(() -> "unfinished");
        String theirs = ask(referee, "final_score");
        scoreChecks++;
        if (!ours.equals("unfinished") && ours.charAt(0) == theirs.charAt(0)) {
            scoreAgreements++;
        } else {
            System.out.println("score disagreement: ours " + ours + ", referee " + theirs);
        }
        return save(state, ours.equals("unfinished") ? theirs : ours, number, oursBlack);
    }

    /**
     * The referee's estimate of the stopped game, as {@code B+12.5} or {@code W+3.0}; our margin
     * (positive when we lead) joins {@link #margins}.
     */
    private String estimate(GtpClient referee, boolean oursBlack) {
        String answer = ask(referee, "estimate_score").trim();
        String result = answer.split(" ")[0];
        boolean blackLeads = result.startsWith("B+");
        double margin;
        try {
            margin = blackLeads || result.startsWith("W+") ? Double.parseDouble(result.substring(2)) : 0;
        } catch (NumberFormatException e) {
            throw new EngineFailed(referee, new IOException("unreadable estimate_score: " + answer));
        }
        margins.add(blackLeads == oursBlack ? margin : -margin);
        return result;
    }

    /** Writes the game to the SGF directory, if one was asked for; returns the result. */
    private String save(GoGameState state, String result, int number, boolean oursBlack) throws IOException {
        String dir = opts.get("--sgf-dir");
        if (dir == null) {
            return result;
        }
        SgfNode root = SgfGame.export(state, Map.of("PB", oursBlack ? "Tablero" : "opponent",
                "PW", oursBlack ? "opponent" : "Tablero", "RE", result));
        List<SgfNode> line = root.mainLine();
        for (int ply = 0; ply < reports.size() && ply + 1 < line.size(); ply++) {
            if (reports.get(ply) != null) {
                line.get(ply + 1).set("C", reports.get(ply));
            }
        }
        if (reports.size() > state.ply() && reports.get(state.ply()) != null) {
            // The last report is a resignation's: no move node carries it, so the root does.
            root.set("C", "resigned: " + reports.get(state.ply()));
        }
        Path file = Path.of(dir, String.format(Locale.ROOT, "game-%03d.sgf", number));
        Files.createDirectories(file.getParent());
        Files.writeString(file, SgfWriter.write(root));
        return result;
    }

    /** Adds our last search to the totals; returns its report. */
    private String ourStats(GtpClient ours, long ms) throws IOException {
        String stats;
        try {
            stats = ours.send("tablero_last_search").text();
        } catch (IOException e) {
            throw new EngineFailed(ours, e);
        }
        for (String field : stats.split(" ")) {
            if (field.startsWith("playouts=")) {
                ourPlayouts += Long.parseLong(field.substring(9));
            } else if (field.startsWith("ms=")) {
                ourMs += Long.parseLong(field.substring(3));
            }
        }
        ourMoves++;
        ourMaxMs = Math.max(ourMaxMs, ms);
        return stats;
    }

    private void summary(int wins, int played) {
        double p = played == 0 ? 0 : wins / (double) played;
        double err = played == 0 ? 0 : 1.96 * Math.sqrt(p * (1 - p) / played);
        System.out.println();
        System.out.printf(Locale.ROOT, "games %d  wins %d  losses %d  win rate %.1f%% +- %.1f%% (95%%)%n", played, wins,
                played - wins, 100 * p, 100 * err);
        System.out.printf(Locale.ROOT, "our moves %d  playouts/s %.0f  average think %.0f ms  longest move %d ms%n",
                ourMoves, ourMs == 0 ? 0 : ourPlayouts * 1000.0 / ourMs, ourMoves == 0 ? 0 : ourMs / (double) ourMoves,
                ourMaxMs);
        System.out.printf(Locale.ROOT, "score cross-check with the referee's final_score: %d of %d agree on the winner%n",
                scoreAgreements, scoreChecks);
        if (!margins.isEmpty()) {
            int n = margins.size();
            double mean = margins.stream().mapToDouble(Double::doubleValue).sum() / n;
            double var = n < 2 ? 0 : margins.stream().mapToDouble(m -> (m - mean) * (m - mean)).sum() / (n - 1);
            System.out.printf(Locale.ROOT, "our margin by the referee's estimate_score after %s plies: mean %+.1f +- %.1f (95%%) over %d games%n",
                    opts.get("--max-plies"), mean, 1.96 * Math.sqrt(var / n), n);
        }
    }
}
