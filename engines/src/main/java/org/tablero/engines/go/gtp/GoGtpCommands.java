package org.tablero.engines.go.gtp;

import static org.tablero.engines.go.gtp.GtpArgs.colour;
import static org.tablero.engines.go.gtp.GtpArgs.integer;
import static org.tablero.engines.go.gtp.GtpArgs.need;
import static org.tablero.engines.go.gtp.GtpArgs.timeArgs;
import static org.tablero.engines.go.gtp.GtpArgs.vertex;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.go.BoardPicture;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.GoRules;
import org.tablero.engines.go.Handicap;
import org.tablero.engines.go.RandomPlayout;
import org.tablero.engines.go.Rng;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.mcts.GoMctsEngine;
import org.tablero.engines.go.mcts.GoSearchReport;
import org.tablero.engines.go.mcts.OwnershipEstimate;
import org.tablero.engines.go.score.ScoreFormat;
import org.tablero.engines.go.score.Seki;
import org.tablero.engines.go.score.UnconditionalStatus;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.sgf.SgfReader;
import org.tablero.engines.spi.EngineException;
import org.tablero.engines.spi.StopSignal;

/**
 * The Go commands of the GTP front-end, one method each, over an immutable {@link GoGameState}
 * (Chinese rules, positional superko); {@code undo} pops the previous states. {@code genmove}
 * asks the MCTS engine within the GTP clock, and the scoring commands use its ownership estimate.
 */
final class GoGtpCommands {

    private final Deque<GoGameState> undo = new ArrayDeque<>();
    /** The moves on top of {@link #undo} that {@code trymove} made and {@code popgo} may take back. */
    private int tried;
    private final RandomPlayout policy = new RandomPlayout(20261121L);
    private final GoMctsEngine engine;
    private final GtpClock clock = new GtpClock();
    private GoGameState owned;
    private double[] ownership;
    private GoGameState state;
    private int size = 19;
    private double komi = GoRules.CHINESE_KOMI;

    GoGtpCommands(GoMctsEngine engine) {
        this.engine = engine;
        clear();
    }

    /** Adds this class's commands to a dispatch table. */
    void register(Map<String, GtpEngine.Command> commands) {
        commands.put("boardsize", this::boardsize);
        commands.put("clear_board", a -> {
            clear();
            return "";
        });
        commands.put("komi", this::komi);
        commands.put("play", this::play);
        commands.put("genmove", this::genmove);
        commands.put("reg_genmove", this::regGenmove);
        commands.put("restricted_genmove", this::restrictedGenmove);
        commands.put("undo", this::undo);
        commands.put("trymove", this::trymove);
        commands.put("popgo", this::popgo);
        commands.put("fixed_handicap", this::fixedHandicap);
        commands.put("place_free_handicap", this::placeFreeHandicap);
        commands.put("set_free_handicap", this::setFreeHandicap);
        commands.put("list_stones", this::listStones);
        commands.put("showboard", a -> "\n" + BoardPicture.of(state.board()).stripTrailing());
        commands.put("final_score", a -> finalScore());
        commands.put("final_status_list", this::finalStatusList);
        commands.put("unconditional_status", this::unconditionalStatus);
        commands.put("loadsgf", this::loadsgf);
        commands.put("time_settings", a -> {
            timeArgs(a, 3);
            clock.settings(integer(a[0]), integer(a[1]), integer(a[2]));
            return "";
        });
        commands.put("time_left", a -> {
            need(a, 3);
            int c = colour(a[0]);
            timeArgs(java.util.Arrays.copyOfRange(a, 1, a.length), 2);
            clock.left(c, integer(a[1]), integer(a[2]));
            return "";
        });
        commands.put("tablero_last_search", a -> lastSearch());
        commands.put("is_legal", this::isLegal);
    }

    GoGameState state() {
        return state;
    }

    private void clear() {
        state = GoGameState.start(GoRules.chinese(komi), new GoBoard(size), Stone.BLACK, 0);
        forgetHistory();
    }

    private String boardsize(String[] a) throws GtpFailure {
        need(a, 1);
        int n = integer(a[0]);
        if (n < Vertex.MIN_SIZE || n > Vertex.MAX_SIZE) {
            throw new GtpFailure("unacceptable size");
        }
        size = n;
        clear();
        return "";
    }

    private String komi(String[] a) throws GtpFailure {
        need(a, 1);
        try {
            komi = Double.parseDouble(a[0]);
        } catch (NumberFormatException e) {
            throw new GtpFailure("syntax error");
        }
        state = state.withRules(GoRules.chinese(komi));
        return "";
    }

    private String play(String[] a) throws GtpFailure {
        need(a, 2);
        int colour = colour(a[0]);
        int point = vertex(size, a[1]);
        try {
            GoGameState next = state.playAs(colour, point);
            undo.push(state);
            state = next;
        } catch (RulesException e) {
            throw new GtpFailure("illegal move");
        }
        return "";
    }

    /**
     * GNU Go's {@code trymove COLOUR VERTEX}: a move its regression files play to ask a question
     * in the position after it, taken back by {@code popgo}; here a {@code play} that
     * {@code popgo} may undo.
     */
    private String trymove(String[] a) throws GtpFailure {
        play(a);
        tried++;
        return "";
    }

    /** GNU Go's {@code popgo}: takes back the last {@code trymove}, failing as GNU Go does when none is left. */
    private String popgo(String[] a) throws GtpFailure {
        if (tried == 0) {
            throw new GtpFailure("Stack empty.");
        }
        tried--;
        return undo(a);
    }

    private void forgetHistory() {
        undo.clear();
        tried = 0;
    }

    private String isLegal(String[] a) throws GtpFailure {
        need(a, 2);
        return state.isLegal(colour(a[0]), vertex(size, a[1])) ? "1" : "0";
    }

    private String genmove(String[] a) throws GtpFailure {
        need(a, 1);
        int colour = colour(a[0]);
        GoSearchReport report = search(colour);
        clock.used(colour, report.elapsedMs());
        if (report.resign()) {
            return "resign";
        }
        int p = legalMove(colour, report);
        try {
            GoGameState next = state.playAs(colour, p);
            undo.push(state);
            state = next;
        } catch (RulesException e) {
            throw new IllegalStateException("genmove chose an illegal move", e);
        }
        return Vertex.format(size, p);
    }

    /**
     * {@code reg_genmove} (GNU Go's, for regression files and analysis tools): the move genmove
     * would answer, neither played nor charged to the clock, a pass written PASS as GNU Go does.
     */
    private String regGenmove(String[] a) throws GtpFailure {
        need(a, 1);
        int colour = colour(a[0]);
        GoSearchReport report = search(colour);
        return report.resign() ? "resign" : GtpArgs.gnuGoVertex(size, legalMove(colour, report));
    }

    /**
     * {@code restricted_genmove COLOUR VERTEX...} (GNU Go's, which its regression files use): the
     * move reg_genmove would answer, chosen among the listed vertices, PASS if none is legal;
     * not played. Fails as GNU Go does without a vertex or with one it cannot read.
     */
    private String restrictedGenmove(String[] a) throws GtpFailure {
        need(a, 1);
        int colour = colour(a[0]);
        boolean[] allowed = new boolean[state.board().arraySize()];
        for (int i = 1; i < a.length; i++) {
            int p = vertex(size, a[i]);
            if (p == Vertex.PASS) {
                throw new GtpFailure("invalid coordinate");
            }
            allowed[p] = true;
        }
        if (a.length == 1) {
            throw new GtpFailure("no allowed vertex");
        }
        int p = Vertex.parse(size, search(colour, allowed).move());
        return GtpArgs.gnuGoVertex(size, p != Vertex.PASS && allowed[p] && state.isLegal(colour, p) ? p : Vertex.PASS);
    }

    private GoSearchReport search(int colour) throws GtpFailure {
        return search(colour, null);
    }

    private GoSearchReport search(int colour, boolean[] allowed) throws GtpFailure {
        // GTP may ask one colour to move twice; the search then starts from a fresh game.
        GoGameState toSearch = state.toMove() == colour ? state
                : GoGameState.start(state.rules(), state.board(), colour, state.handicap());
        try {
            return allowed == null ? engine.search(toSearch, clock.limits(colour), new StopSignal())
                    : engine.searchAmong(toSearch, clock.limits(colour), new StopSignal(), allowed);
        } catch (EngineException e) {
            throw new GtpFailure("search failed: " + e.getMessage());
        }
    }

    private int legalMove(int colour, GoSearchReport report) {
        int p = Vertex.parse(size, report.move());
        if (p != Vertex.PASS && !state.isLegal(colour, p)) {
            // Only reachable when the search's fresh game lost the superko history.
            p = randomLegalMove(colour);
        }
        return p;
    }

    /**
     * {@code tablero_last_search}: playouts, time and speed of the last genmove, for benchmarks,
     * and its most visited root moves as {@code move:visits:value:raveValue}.
     */
    private String lastSearch() {
        GoSearchReport r = engine.lastReport();
        if (r == null) {
            return "none";
        }
        String top = r.candidates().stream()
                .map(c -> String.format(Locale.ROOT, "%s:%d:%.3f:%.3f", c.move(), c.visits(), c.value(), c.raveValue()))
                .collect(Collectors.joining(","));
        return String.format(Locale.ROOT, "move=%s playouts=%d ms=%d pps=%.0f value=%.3f reused=%s reason=%s top=%s",
                r.move(), r.playouts(), r.elapsedMs(), r.playoutsPerSecond(), r.value(), r.reused(), r.reason(),
                top.isEmpty() ? "-" : top);
    }

    private int randomLegalMove(int colour) {
        GoBoard b = state.board();
        List<Integer> candidates = new ArrayList<>();
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == Stone.EMPTY && !b.isEye(p, colour) && state.isLegal(colour, p)) {
                candidates.add(p);
            }
        }
        return candidates.isEmpty() ? Vertex.PASS : candidates.get(new Rng(state.ply() + 1).nextInt(candidates.size()));
    }

    private String undo(String[] a) throws GtpFailure {
        if (undo.isEmpty()) {
            throw new GtpFailure("cannot undo");
        }
        state = undo.pop().withRules(GoRules.chinese(komi));
        tried = Math.min(tried, undo.size());
        return "";
    }

    private String fixedHandicap(String[] a) throws GtpFailure {
        need(a, 1);
        int n = integer(a[0]);
        if (n < 2 || n > Handicap.maxFixed(size)) {
            throw new GtpFailure("invalid handicap");
        }
        return placeHandicap(Handicap.fixedPoints(size, n));
    }

    private String placeFreeHandicap(String[] a) throws GtpFailure {
        need(a, 1);
        int n = integer(a[0]);
        if (n < 2 || n >= size * size) {
            throw new GtpFailure("invalid handicap");
        }
        int fixed = Math.min(n, Handicap.maxFixed(size));
        List<Integer> points = new ArrayList<>(fixed >= 2 ? Handicap.fixedPoints(size, fixed) : List.of());
        // Beyond the star points, further stones go on random points that keep a liberty.
        GoBoard scratch = new GoBoard(size);
        points.forEach(p -> scratch.setup(p, Stone.BLACK));
        while (points.size() < n) {
            int p = policy.select(scratch, Stone.BLACK);
            if (p == Vertex.PASS) {
                break;
            }
            scratch.play(p, Stone.BLACK);
            points.add(p);
        }
        return placeHandicap(points);
    }

    private String setFreeHandicap(String[] a) throws GtpFailure {
        if (a.length < 2) {
            throw new GtpFailure("invalid handicap");
        }
        List<Integer> points = new ArrayList<>();
        for (String v : a) {
            int p = vertex(size, v);
            if (p == Vertex.PASS || points.contains(p)) {
                throw new GtpFailure("bad vertex list");
            }
            points.add(p);
        }
        placeHandicap(points);
        return "";
    }

    private String placeHandicap(List<Integer> points) throws GtpFailure {
        GoBoard current = state.board();
        if (Chains.stoneCount(current, Stone.BLACK) + Chains.stoneCount(current, Stone.WHITE) > 0 || state.ply() > 0) {
            throw new GtpFailure("board not empty");
        }
        GoBoard board = new GoBoard(size);
        List<String> vertices = new ArrayList<>();
        for (int p : points) {
            board.setup(p, Stone.BLACK);
            vertices.add(Vertex.format(size, p));
        }
        if (Chains.anyWithoutLiberty(board)) {
            throw new GtpFailure("bad vertex list");
        }
        state = GoGameState.start(GoRules.chinese(komi), board, Stone.WHITE, points.size());
        forgetHistory();
        return String.join(" ", vertices);
    }

    private String listStones(String[] a) throws GtpFailure {
        need(a, 1);
        int colour = colour(a[0]);
        List<String> out = new ArrayList<>();
        GoBoard b = state.board();
        for (int p = 0; p < b.arraySize(); p++) {
            if (b.get(p) == colour) {
                out.add(Vertex.format(size, p));
            }
        }
        return String.join(" ", out);
    }

    private String finalScore() throws GtpFailure {
        return ScoreFormat.result(OwnershipEstimate.score(state.board(), ownership(), komi));
    }

    /** The engine's ownership estimate of the current position, computed once per position. */
    private double[] ownership() throws GtpFailure {
        if (owned != state) {
            try {
                ownership = engine.estimateOwnership(state, 1000 + 5L * size * size);
            } catch (EngineException e) {
                throw new GtpFailure("cannot estimate ownership: " + e.getMessage());
            }
            owned = state;
        }
        return ownership;
    }

    /**
     * {@code unconditional_status VERTEX} (GNU Go's): alive, dead, black_territory,
     * white_territory or undecided, as {@link UnconditionalStatus} settles the point.
     */
    private String unconditionalStatus(String[] a) throws GtpFailure {
        need(a, 1);
        int p = vertex(size, a[0]);
        if (p == Vertex.PASS) {
            throw new GtpFailure("invalid coordinate");
        }
        return UnconditionalStatus.of(state.board())[p].gtp();
    }

    private String finalStatusList(String[] a) throws GtpFailure {
        need(a, 1);
        String status = a[0].toLowerCase(Locale.ROOT);
        if (!status.equals("alive") && !status.equals("dead") && !status.equals("seki")) {
            throw new GtpFailure("invalid status");
        }
        GoBoard b = state.board();
        boolean[] dead = OwnershipEstimate.deadStones(b, ownership());
        boolean[] seki = Seki.stones(b);
        List<String> lines = new ArrayList<>();
        boolean[] done = new boolean[b.arraySize()];
        for (int p = 0; p < b.arraySize(); p++) {
            int c = b.get(p);
            if ((c != Stone.BLACK && c != Stone.WHITE) || done[p]) {
                continue;
            }
            int[] chain = Chains.stones(b, p);
            List<String> vs = new ArrayList<>();
            for (int s : chain) {
                done[s] = true;
                vs.add(Vertex.format(size, s));
            }
            String chainStatus = dead[p] ? "dead" : seki[p] ? "seki" : "alive";
            boolean wanted = status.equals(chainStatus);
            if (wanted) {
                lines.add(String.join(" ", vs));
            }
        }
        return String.join("\n", lines);
    }

    private String loadsgf(String[] a) throws GtpFailure {
        need(a, 1);
        int until = a.length > 1 ? integer(a[1]) : Integer.MAX_VALUE;
        try {
            GoGameState loaded = SgfGame.load(SgfReader.readFile(Path.of(a[0])), until);
            state = loaded.withRules(GoRules.chinese(loaded.komi()));
            size = loaded.size();
            komi = loaded.komi();
            forgetHistory();
            return "";
        } catch (IOException e) {
            clear();
            throw new GtpFailure("cannot load file");
        } catch (SgfException e) {
            // No stale position may survive a failed load: a regression file's next question
            // would be answered about the previous game. An empty board makes it fail visibly.
            clear();
            throw new GtpFailure("cannot load file: " + e.getMessage());
        }
    }
}
