package org.tablero.engines.go.mcts.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.gtp.GtpClient;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfNode;
import org.tablero.engines.go.sgf.SgfReader;

/**
 * Opening moves of one or more engines rated by a judge (GNU Go's {@code top_moves}) on the same
 * 19x19 positions: every position before plies {@code --from} (1) to {@code --plies} (20) of
 * some openings, for the side to move. The openings are the judge's own games
 * ({@code --selfplay N}: N games, random seeds {@code --first-seed} (1) onwards) or games read
 * from SGF files. The judge rates each position once, so the engines answer identical
 * questions; a whole 19x19 game against GNU Go takes twelve minutes, a position here seconds.
 * GNU Go's values are its own judgement (in its first moves it lists only its fuseki database's
 * choices), so the figures rank openings in GNU Go's eyes: a proxy, the games decide.
 *
 * <p>Usage: {@code OpeningProbe --judge "CMD..." [--from 1] [--plies 20] [--selfplay N]
 * [--first-seed 1] --ours "CMD..." [--ours "CMD..."] [GAME.sgf...]}; the judge needs GNU Go's
 * {@code top_moves_black} / {@code top_moves_white}, {@code set_random_seed} and
 * {@code genmove}, each engine {@code reg_genmove}.
 */
public final class OpeningProbe {

    private static final int SIZE = 19;

    private OpeningProbe() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        String judgeCommand = null;
        int from = 1;
        int plies = 20;
        int selfplay = 0;
        int firstSeed = 1;
        List<String> engines = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--judge" -> judgeCommand = args[++i];
                case "--from" -> from = Integer.parseInt(args[++i]);
                case "--plies" -> plies = Integer.parseInt(args[++i]);
                case "--selfplay" -> selfplay = Integer.parseInt(args[++i]);
                case "--first-seed" -> firstSeed = Integer.parseInt(args[++i]);
                case "--ours" -> engines.add(args[++i]);
                default -> {
                    if (args[i].startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + args[i]);
                    }
                    files.add(Path.of(args[i]));
                }
            }
        }
        if (judgeCommand == null || engines.isEmpty() || (files.isEmpty() && selfplay == 0)) {
            System.err.println("usage: OpeningProbe --judge CMD [--from 1] [--plies 20] [--selfplay N] [--first-seed 1]"
                    + " --ours CMD [--ours CMD...] [GAME.sgf...]");
            System.exit(2);
        }
        List<GtpClient> ours = new ArrayList<>();
        int[] listed = new int[engines.size()];
        double[] gap = new double[engines.size()];
        int positions = 0;
        try (GtpClient judge = start(judgeCommand)) {
            for (String command : engines) {
                ours.add(start(command));
            }
            List<Opening> openings = new ArrayList<>();
            for (int seed = firstSeed; seed < firstSeed + selfplay; seed++) {
                openings.add(new Opening("selfplay " + seed, selfplay(judge, seed, plies)));
            }
            for (Path file : files) {
                openings.add(new Opening(file.getFileName().toString(), read(file)));
            }
            for (Opening opening : openings) {
                for (int i = from - 1; i < Math.min(plies, opening.moves().size()); i++) {
                    if (rate(judge, ours, opening, i, listed, gap)) {
                        positions++;
                    }
                }
            }
        } finally {
            ours.forEach(GtpClient::close);
        }
        for (int e = 0; e < engines.size(); e++) {
            System.out.printf(Locale.ROOT, "#%d %s: %d of %d moves among the judge's top moves,"
                    + " mean gap to its best %.2f points (a lower bound where ours is not listed)%n", e + 1,
                    engines.get(e), listed[e], positions, positions == 0 ? 0 : gap[e] / positions);
        }
    }

    /**
     * The position before ply {@code i + 1} of an opening: the judge's list, each engine's move
     * added to its tally ({@code listed}, {@code gap}) and a row printed. False when the judge
     * lists no move.
     */
    private static boolean rate(GtpClient judge, List<GtpClient> ours, Opening opening, int i, int[] listed,
            double[] gap) throws IOException {
        List<String> before = opening.moves().subList(0, i);
        String colour = colour(i);
        setUp(judge, before);
        String[] top = judge.sendOk("top_moves_" + colour).split("\\s+");
        if (top.length < 2) {
            return false;
        }
        StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%s ply %2d %s  judge %s %s",
                opening.name(), i + 1, colour, top[0], top[1]));
        for (int e = 0; e < ours.size(); e++) {
            setUp(ours.get(e), before);
            String move = ours.get(e).sendOk("reg_genmove " + colour);
            Rating rating = Rating.of(top, move);
            if (rating.listed()) {
                listed[e]++;
            }
            gap[e] += rating.gap();
            row.append(String.format(Locale.ROOT, "  #%d %s %s", e + 1, move,
                    rating.listed() ? String.format(Locale.ROOT, "%.1f", rating.gap()) : "-"));
        }
        System.out.println(row);
        return true;
    }

    private record Opening(String name, List<String> moves) {
    }

    /**
     * How a judge's {@code top_moves} answer rates a move: whether it is listed, and its gap to
     * the best move in points (where it is not listed, the gap to the last move listed: a lower
     * bound).
     */
    record Rating(boolean listed, double gap) {

        static Rating of(String[] top, String move) {
            double value = valueOf(top, move);
            boolean listed = !Double.isNaN(value);
            return new Rating(listed, Double.parseDouble(top[1]) - (listed ? value : lastValue(top)));
        }
    }

    /** The judge's own opening of {@code plies} moves with random seed {@code seed}. */
    private static List<String> selfplay(GtpClient judge, int seed, int plies) throws IOException {
        setUp(judge, List.of());
        judge.sendOk("set_random_seed " + seed);
        List<String> moves = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            moves.add(judge.sendOk("genmove " + colour(i)));
        }
        return moves;
    }

    /** The main line of a game without setup stones, Black first and the colours alternating. */
    private static List<String> read(Path file) throws IOException, SgfException {
        SgfNode root = SgfReader.readFile(file);
        if (root.get("AB").isPresent() || root.get("AW").isPresent()) {
            throw new IllegalArgumentException(file + " has setup stones; the probe replays moves from an empty board");
        }
        GoGameState game = SgfGame.load(root, Integer.MAX_VALUE);
        if (game.size() != SIZE) {
            throw new IllegalArgumentException(file + " is not a 19x19 game");
        }
        for (int i = 0; i < game.ply(); i++) {
            if (!game.mover(i).wireName().equals(colour(i))) {
                throw new IllegalArgumentException(file + ": ply " + (i + 1) + " is not " + colour(i) + "'s;"
                        + " the probe replays alternating moves from Black");
            }
        }
        return game.moves();
    }

    private static void setUp(GtpClient engine, List<String> moves) throws IOException {
        engine.sendOk("boardsize " + SIZE);
        engine.sendOk("clear_board");
        engine.sendOk("komi 7.5");
        for (int i = 0; i < moves.size(); i++) {
            engine.sendOk("play " + colour(i) + " " + moves.get(i));
        }
    }

    private static String colour(int ply) {
        return ply % 2 == 0 ? "black" : "white";
    }

    private static GtpClient start(String command) throws IOException {
        return new GtpClient(List.of(command.trim().split(" +")));
    }

    /** The judge's value of {@code move} in a {@code top_moves} answer (move value move value ...), NaN if not listed. */
    static double valueOf(String[] top, String move) {
        for (int k = 0; k + 1 < top.length; k += 2) {
            if (top[k].equalsIgnoreCase(move)) {
                return Double.parseDouble(top[k + 1]);
            }
        }
        return Double.NaN;
    }

    /** The value of the last move listed in a {@code top_moves} answer. */
    static double lastValue(String[] top) {
        return Double.parseDouble(top[top.length / 2 * 2 - 1]);
    }
}
