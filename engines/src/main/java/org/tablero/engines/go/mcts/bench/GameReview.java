package org.tablero.engines.go.mcts.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tablero.engines.go.gtp.GtpClient;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfNode;
import org.tablero.engines.go.sgf.SgfReader;

/**
 * A game saved by {@link GoMatch} read back with a judge (GNU Go): every few plies, our search's
 * winning chance from the SGF comments, the judge's {@code estimate_score}, and each dragon of
 * some stones that the judge does not call alive. It shows where a game turned and which group decided it, the
 * question every lost 19x19 game raises.
 *
 * <p>Usage: {@code GameReview --judge "CMD..." --sgf FILE [--step 20] [--min-stones 2]}; the judge is a GTP program
 * with GNU Go's {@code loadsgf}, {@code estimate_score}, {@code dragon_stones} and
 * {@code dragon_status}.
 */
public final class GameReview {

    private static final Pattern VALUE = Pattern.compile("value=([0-9.]+)");

    private GameReview() {
    }

    public static void main(String[] args) throws IOException, SgfException {
        Map<String, String> opts = new LinkedHashMap<>(Map.of("--step", "20", "--min-stones", "2"));
        for (int i = 0; i + 1 < args.length; i += 2) {
            opts.put(args[i], args[i + 1]);
        }
        if (!opts.containsKey("--judge") || !opts.containsKey("--sgf")) {
            System.err.println("usage: GameReview --judge CMD --sgf FILE [--step N] [--min-stones N]");
            System.exit(2);
        }
        Path sgf = Path.of(opts.get("--sgf")).toAbsolutePath();
        SgfNode root = SgfReader.read(Files.readString(sgf, StandardCharsets.UTF_8));
        List<SgfNode> line = root.mainLine();
        int plies = line.size() - 1;
        String ours = "Tablero".equals(root.get("PB").orElse("")) ? "B" : "W";
        int step = Integer.parseInt(opts.get("--step"));
        int minStones = Integer.parseInt(opts.get("--min-stones"));
        System.out.printf("%s: ours %s, %d plies, result %s%n", sgf.getFileName(), ours, plies,
                root.get("RE").orElse("?"));
        try (GtpClient judge = new GtpClient(List.of(opts.get("--judge").split(" +")))) {
            for (int ply = step; ply < plies + step; ply += step) {
                int at = Math.min(ply, plies);
                if (!judge.send("loadsgf " + sgf + " " + (at + 1)).success()) {
                    throw new IOException("the judge could not load " + sgf + " at ply " + at);
                }
                System.out.printf("ply %3d  our value %-5s  estimate %-8s  not alive: %s%n", at, ourValue(line, at),
                        firstWord(judge.send("estimate_score").text()), notAlive(judge, minStones));
            }
        }
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
            for (String stone : judge.send("list_stones " + colour).text().split("\\s+")) {
                if (stone.isEmpty() || seen.contains(stone)) {
                    continue;
                }
                List<String> dragon = List.of(judge.send("dragon_stones " + stone).text().split("\\s+"));
                seen.addAll(dragon);
                String status = judge.send("dragon_status " + stone).text();
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
