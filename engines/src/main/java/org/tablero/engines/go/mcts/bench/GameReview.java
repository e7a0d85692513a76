package org.tablero.engines.go.mcts.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.gtp.GtpClient;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfNode;
import org.tablero.engines.go.sgf.SgfReader;

/**
 * A game saved by {@link GoMatch} read back with a judge (GNU Go): every few plies, our search's
 * winning chance from the SGF comments, the judge's {@code estimate_score}, and each dragon of
 * some stones that the judge does not call alive; it shows where a game turned and which group
 * decided it, the question every lost 19x19 game raises. A last line rates our opening by the
 * judge's move values ({@code --opening PLIES}, 0 turns it off).
 *
 * <p>Usage: {@code GameReview --judge "CMD..." --sgf FILE [--step 20] [--min-stones 2]
 * [--opening 30]}; the judge is a GTP program with GNU Go's {@code loadsgf},
 * {@code estimate_score}, {@code dragon_stones}, {@code dragon_status} and
 * {@code top_moves_black} / {@code top_moves_white}.
 */
public final class GameReview {

    private static final Pattern VALUE = Pattern.compile("value=([0-9.]+)");

    private GameReview() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        Map<String, String> opts = new LinkedHashMap<>(Map.of("--step", "20", "--min-stones", "2", "--opening", "30"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            opts.put(args[i], args[i + 1]);
        }
        if (!opts.containsKey("--judge") || !opts.containsKey("--sgf")) {
            System.err.println("usage: GameReview --judge CMD --sgf FILE [--step N] [--min-stones N] [--opening PLIES]");
            System.exit(2);
        }
        Path sgf = Path.of(opts.get("--sgf")).toAbsolutePath();
        SgfNode root = SgfReader.readFile(sgf);
        List<SgfNode> line = root.mainLine();
        int plies = line.size() - 1;
        String ours = "Tablero".equals(root.get("PB").orElse("")) ? "B" : "W";
        int step = Integer.parseInt(opts.get("--step"));
        int minStones = Integer.parseInt(opts.get("--min-stones"));
        int opening = Integer.parseInt(opts.get("--opening"));
        System.out.printf("%s: ours %s, %d plies, result %s%n", sgf.getFileName(), ours, plies,
                root.get("RE").orElse("?"));
        try (GtpClient judge = new GtpClient(List.of(opts.get("--judge").split(" +")))) {
            for (int ply = step; ply < plies + step; ply += step) {
                int at = Math.min(ply, plies);
                judge.sendOk("loadsgf " + sgf + " " + (at + 1));
                System.out.printf("ply %3d  our value %-5s  estimate %-8s  not alive: %s%n", at, ourValue(line, at),
                        firstWord(judge.sendOk("estimate_score")), notAlive(judge, minStones));
            }
            if (opening > 0) {
                System.out.println(opening(judge, sgf, SgfGame.load(root, Integer.MAX_VALUE), ours, opening));
            }
        }
    }

    /**
     * How the judge rates our moves in the first {@code plies}: how many are among its
     * {@code top_moves}, and the mean gap in points between its best move and ours (where ours is
     * not listed, the gap to the last move listed: a lower bound).
     */
    private static String opening(GtpClient judge, Path sgf, GoGameState game, String ours, int plies)
            throws IOException {
        int colour = ours.equals("B") ? Stone.BLACK : Stone.WHITE;
        int moves = 0;
        int listed = 0;
        double gap = 0;
        for (int i = 0; i < Math.min(plies, game.ply()); i++) {
            String move = game.moves().get(i);
            if (Stone.of(game.mover(i)) != colour || move.equals("pass")) {
                continue;
            }
            judge.sendOk("loadsgf " + sgf + " " + (i + 1));
            String[] top = judge.sendOk("top_moves_" + (colour == Stone.BLACK ? "black" : "white")).split("\\s+");
            if (top.length < 2) {
                continue;
            }
            OpeningProbe.Rating rating = OpeningProbe.Rating.of(top, move);
            if (rating.listed()) {
                listed++;
            }
            gap += rating.gap();
            moves++;
        }
        return String.format(Locale.ROOT, "opening, our moves in the first %d plies: %d of %d among the judge's top moves,"
                + " mean gap to its best %.1f points (a lower bound where ours is not listed)", plies, listed, moves,
                moves == 0 ? 0 : gap / moves);
    }

    /** Our search's winning chance at our last move up to {@code ply}, "-" before our first. */
    static String ourValue(List<SgfNode> line, int ply) {
        for (int i = ply; i >= 1; i--) {
            Matcher m = VALUE.matcher(line.get(i).get("C").orElse(""));
            if (m.find()) {
                return m.group(1);
            }
        }
        return "-";
    }

    /** The dragons of at least {@code minStones} the judge calls dead or critical: colour, size, a stone, the status. */
    private static String notAlive(GtpClient judge, int minStones) throws IOException {
        List<String> found = new ArrayList<>();
        for (String colour : List.of("black", "white")) {
            Set<String> seen = new HashSet<>();
            for (String stone : judge.sendOk("list_stones " + colour).split("\\s+")) {
                if (stone.isEmpty() || seen.contains(stone)) {
                    continue;
                }
                List<String> dragon = List.of(judge.sendOk("dragon_stones " + stone).split("\\s+"));
                seen.addAll(dragon);
                String status = judge.sendOk("dragon_status " + stone);
                if (dragon.size() >= minStones && !status.equals("alive")) {
                    found.add(colour.substring(0, 1).toUpperCase() + " " + dragon.size() + " at " + stone + " " + status);
                }
            }
        }
        return found.isEmpty() ? "-" : String.join("; ", found);
    }

    private static String firstWord(String text) {
        int space = text.indexOf(' ');
        return space < 0 ? text : text.substring(0, space);
    }
}
