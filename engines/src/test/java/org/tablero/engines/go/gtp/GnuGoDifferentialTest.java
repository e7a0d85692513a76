package org.tablero.engines.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.BoardPicture;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.GoPosition;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.GoRules;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.score.AreaScorer;
import org.tablero.engines.go.score.ScoreFormat;

/**
 * Plays seeded random games on our rules and on GNU Go 3.8 (Chinese rules, positional superko)
 * side by side and demands zero disagreements: every legality verdict (occupied points, suicide,
 * ko and superko retakes thrown in on purpose), the stones after every move, and the final area
 * score when the game has been played out to one-point eyes. Fails, never skips, without GNU Go.
 *
 * <p>Why the score comparison is robust: each game goes on until neither side has a legal move
 * other than filling its own one-point eyes, so every empty point is an eye of one colour and no
 * stone can be captured without the owner's help. Then area counting has one answer. GNU Go's
 * {@code final_score} uses its own dead-stone judgement, so the score is compared only when its
 * {@code final_status_list dead} is empty, and the test requires that to be the usual case.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class GnuGoDifferentialTest {

    private int moves;
    private int verdicts;
    private int illegalVerdicts;
    private int stoneChecks;
    private int scores;
    private final java.util.Map<String, Integer> refusals = new java.util.TreeMap<>();

    @Test
    void agreesWithGnuGoOnRandomGames() throws Exception {
        try (GtpClient gnugo = new GtpClient(List.of(gnugoPath(), "--mode", "gtp", "--chinese-rules",
                "--positional-superko", "--level", "0"))) {
            assertEquals("GNU Go", gnugo.sendOk("name"), "the differential test needs GNU Go");
            int games9 = 100;
            int games19 = 20;
            for (int g = 0; g < games9; g++) {
                playGame(gnugo, 9, 1000 + g);
            }
            int scores9 = scores;
            for (int g = 0; g < games19; g++) {
                playGame(gnugo, 19, 2000 + g);
            }
            System.out.printf("GNU Go differential: %d games on 9x9 and %d on 19x19, %d moves, %d legality verdicts"
                    + " (%d illegal), %d stone-list comparisons, %d final scores (%d on 9x9): 0 disagreements%n",
                    games9, games19, moves, verdicts, illegalVerdicts, stoneChecks, scores, scores9);
            System.out.println("GNU Go differential: refusals by reason " + refusals);
            assertTrue(illegalVerdicts > 100, "too few illegal moves were probed: " + illegalVerdicts);
            assertTrue(scores >= (games9 + games19) * 2 / 3, "too few scores compared: " + scores);
            for (String reason : List.of("occupied", "ko", "suicide", "superko")) {
                assertTrue(refusals.getOrDefault(reason, 0) >= 10, "too few '" + reason + "' refusals: " + refusals);
            }
        }
    }

    /**
     * Replays the hand-made cases of {@code go/rules-cases.txt} (captures, snapback, suicide, ko,
     * the triple-ko superko cycle) on GNU Go: same verdict for every move, same stones after.
     */
    @Test
    void agreesWithGnuGoOnTheRulesCases() throws Exception {
        int cases = 0;
        try (GtpClient gnugo = new GtpClient(List.of(gnugoPath(), "--mode", "gtp", "--chinese-rules",
                "--positional-superko", "--level", "0"))) {
            for (String line : rulesCases()) {
                String[] f = line.split("\\|");
                String[] position = f[2].trim().split(" ");
                if (!f[1].trim().equals("psk") || !position[2].equals("-")) {
                    continue; // GNU Go runs positional superko and has no way to be told a ko point
                }
                GoPosition start = GoPositionNotation.read(f[2].trim());
                GoGameState state = GoGameState.start(GoRules.chinese(7.5), start.board(), start.toMove(), 0);
                int size = state.size();
                gnugo.sendOk("boardsize " + size);
                gnugo.sendOk("clear_board");
                for (Side side : Side.values()) {
                    for (String v : state.stones(side)) {
                        gnugo.sendOk("play " + side.wireName() + " " + v);
                    }
                }
                int colour = start.toMove();
                for (String move : f[3].trim().split(" +")) {
                    int p = Vertex.parse(size, move);
                    if (p < 0) {
                        break; // off-board moves are GTP syntax errors, not rule verdicts
                    }
                    boolean ours = state.isLegal(colour, p);
                    GtpClient.Response r = gnugo.send("play " + (colour == Stone.BLACK ? "black " : "white ") + move);
                    assertEquals(ours, r.success(), f[0] + ": verdict on " + move);
                    if (!ours) {
                        break;
                    }
                    state = state.playAs(colour, p);
                    colour = Stone.opponent(colour);
                }
                compareStones(gnugo, state, f[0]);
                cases++;
            }
        }
        System.out.println("GNU Go differential: " + cases + " hand-made rules cases replayed, 0 disagreements");
        assertTrue(cases >= 12, "too few rules cases replayed on GNU Go: " + cases);
    }

    private static List<String> rulesCases() throws IOException {
        try (java.io.InputStream in = GnuGoDifferentialTest.class.getResourceAsStream("/go/rules-cases.txt")) {
            List<String> out = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
            return out;
        }
    }

    private void playGame(GtpClient gnugo, int size, long seed) throws IOException, RulesException {
        Rng rng = new Rng(seed);
        gnugo.sendOk("boardsize " + size);
        gnugo.sendOk("clear_board");
        gnugo.sendOk("komi 7.5");
        GoBoard empty = new GoBoard(size);
        GoGameState state = GoGameState.start(GoRules.chinese(7.5), empty, Stone.BLACK, 0);
        int colour = Stone.BLACK;
        int passes = 0;
        int cap = 4 * size * size;
        String where = "";
        for (int ply = 0; ply < cap && passes < 2; ply++) {
            where = size + "x" + size + " seed " + seed + " ply " + ply;
            if (state.board().koPoint(colour) != 0 && rng.nextDouble() < 0.3) {
                state = probeSuperko(gnugo, state, colour, where);
            }
            int move = chooseAndCheck(gnugo, state, colour, rng, where);
            state = state.playAs(colour, move);
            passes = move == Vertex.PASS ? passes + 1 : 0;
            moves++;
            compareStones(gnugo, state, where);
            colour = Stone.opponent(colour);
        }
        if (passes < 2) {
            return;
        }
        String dead = gnugo.sendOk("final_status_list dead");
        if (!dead.isEmpty()) {
            return;
        }
        String ours = ScoreFormat.result(AreaScorer.score(state.board(), null, 7.5));
        String theirs = gnugo.sendOk("final_score");
        assertEquals(theirs, ours, "final area score at " + where);
        scores++;
    }

    /**
     * After a ko capture both sides pass, which clears the simple ko; retaking now would recreate
     * the position before the capture, so positional superko must refuse it on both sides.
     */
    private GoGameState probeSuperko(GtpClient gnugo, GoGameState state, int colour, String where)
            throws IOException, RulesException {
        int ko = state.board().koPoint(colour);
        String c = colour == Stone.BLACK ? "black" : "white";
        String o = colour == Stone.BLACK ? "white" : "black";
        gnugo.sendOk("play " + c + " pass");
        gnugo.sendOk("play " + o + " pass");
        state = state.playAs(colour, Vertex.PASS).playAs(Stone.opponent(colour), Vertex.PASS);
        boolean ours = state.isLegal(colour, ko);
        GtpClient.Response r = gnugo.send("play " + c + " " + Vertex.format(state.size(), ko));
        verdicts++;
        assertEquals(ours, r.success(), "superko retake of " + Vertex.format(state.size(), ko) + " at " + where);
        if (ours) {
            return state.playAs(colour, ko).playAs(Stone.opponent(colour), Vertex.PASS);
        }
        countRefusal(state, colour, ko);
        illegalVerdicts++;
        return state;
    }

    private void countRefusal(GoGameState state, int colour, int p) {
        try {
            state.playAs(colour, p);
        } catch (RulesException e) {
            String m = e.getMessage();
            String reason = m.contains("superko") ? "superko" : m.contains("ko") ? "ko"
                    : m.contains("suicide") ? "suicide" : m.contains("occupied") ? "occupied" : "other";
            refusals.merge(reason, 1, Integer::sum);
        }
    }

    /** Probes candidate moves until one is played; returns it. Every probe is a compared verdict. */
    private int chooseAndCheck(GtpClient gnugo, GoGameState state, int colour, Rng rng, String where) throws IOException {
        GoBoard board = state.board();
        String c = colour == Stone.BLACK ? "black" : "white";
        for (int tries = 0; tries < 3 * board.emptyCount() + 8; tries++) {
            int p = candidate(board, colour, rng);
            boolean ours = state.isLegal(colour, p);
            if (ours && board.isEye(p, colour)) {
                // Legal, but filling one's own eye would keep the game from ending: compare only.
                assertEquals("1", gnugo.sendOk("is_legal " + c + " " + vertex(board, p)),
                        "is_legal " + c + " " + vertex(board, p) + " at " + where);
                verdicts++;
                continue;
            }
            GtpClient.Response r = gnugo.send("play " + c + " " + vertex(board, p));
            verdicts++;
            if (r.success() != ours) {
                fail("legality of " + c + " " + vertex(board, p) + " at " + where + ": ours " + ours
                        + ", GNU Go " + r + "\n" + BoardPicture.of(board));
            }
            if (ours) {
                return p;
            }
            countRefusal(state, colour, p);
            illegalVerdicts++;
        }
        // No candidate drawn was playable: play any legal non-eye move, or pass if there is none.
        for (int p = 0; p < board.arraySize(); p++) {
            if (board.get(p) == Stone.EMPTY && !board.isEye(p, colour) && state.isLegal(colour, p)) {
                gnugo.sendOk("play " + c + " " + vertex(board, p));
                verdicts++;
                return p;
            }
        }
        gnugo.sendOk("play " + c + " pass");
        return Vertex.PASS;
    }

    /** Mostly a random empty point; sometimes an occupied point or the ko point, to be refused. */
    private static int candidate(GoBoard board, int colour, Rng rng) {
        double r = rng.nextDouble();
        int ko = board.koPoint(colour);
        if (ko != 0 && r < 0.5) {
            return ko;
        }
        if (r < 0.08) {
            for (int i = 0; i < 20; i++) {
                int p = board.point(rng.nextInt(board.size()), rng.nextInt(board.size()));
                if (board.get(p) != Stone.EMPTY) {
                    return p;
                }
            }
        }
        return board.emptyPoint(rng.nextInt(board.emptyCount()));
    }

    private void compareStones(GtpClient gnugo, GoGameState state, String where) throws IOException {
        for (Side side : Side.values()) {
            Set<String> theirs = new TreeSet<>(Arrays.asList(gnugo.sendOk("list_stones " + side.wireName()).split("\\s+")));
            theirs.remove("");
            Set<String> ours = new TreeSet<>(state.stones(side));
            if (!ours.equals(theirs)) {
                fail(side.wireName() + " stones differ at " + where + "\nours:  " + ours + "\ntheirs: " + theirs
                        + "\n" + BoardPicture.of(state.board()));
            }
            stoneChecks++;
        }
    }

    private static String vertex(GoBoard board, int p) {
        return Vertex.format(board.size(), p);
    }

    /** GNU Go from the PATH or Debian's /usr/games; the test fails if neither has it. */
    static String gnugoPath() {
        List<String> dirs = new ArrayList<>(Arrays.asList(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)));
        dirs.add("/usr/games");
        for (String dir : dirs) {
            File f = new File(dir, "gnugo");
            if (f.canExecute()) {
                return f.getPath();
            }
        }
        fail("GNU Go (gnugo) is not installed: the differential test needs it (Debian package gnugo)");
        return null;
    }
}
