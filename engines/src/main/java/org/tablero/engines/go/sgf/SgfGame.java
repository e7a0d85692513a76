package org.tablero.engines.go.sgf;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.Chains;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.GoPosition;
import org.tablero.engines.go.GoPositionNotation;
import org.tablero.engines.go.GoRules;
import org.tablero.engines.go.KoRule;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.score.ScoreFormat;

/**
 * Converts between SGF game records and {@link GoGameState}: loads the main line (setup stones of
 * any node applied where they stand, moves replayed as recorded), and exports a game with its players, date, result and comment.
 */
public final class SgfGame {

    private SgfGame() {
    }

    /** Loads the whole main line of an SGF text. */
    public static GoGameState load(String sgf) throws SgfException {
        return load(SgfReader.read(sgf), Integer.MAX_VALUE);
    }

    /**
     * Loads the main line from {@code root}, stopping before move number {@code untilMove}
     * (1-based, as GTP {@code loadsgf} counts).
     */
    public static GoGameState load(SgfNode root, int untilMove) throws SgfException {
        String gm = root.get("GM").orElse("1").trim();
        if (!gm.equals("1")) {
            throw new SgfException("SGF: not a Go game (GM[" + gm + "])");
        }
        int size = readInt(root.get("SZ").orElse("19"), "SZ");
        if (size < Vertex.MIN_SIZE || size > Vertex.MAX_SIZE) {
            throw new SgfException("SGF: unsupported board size SZ[" + size + "]");
        }
        int handicap = readInt(root.get("HA").orElse("0"), "HA");
        String ruleName = root.get("RU").orElse("chinese").toLowerCase(Locale.ROOT).startsWith("jap") ? "japanese" : "chinese";
        GoRules rules = GoRules.named(ruleName, handicap);
        if (root.has("KM")) {
            try {
                rules = rules.withKomi(Double.parseDouble(root.get("KM").get().trim()));
            } catch (NumberFormatException e) {
                throw new SgfException("SGF: unreadable komi KM[" + root.get("KM").get() + "]");
            }
        }
        GoBoard board = new GoBoard(size);
        // Problem collections (e.g. STS-RV) put the setup in the node after the root: setup
        // nodes before the first move all describe the initial position.
        java.util.Set<SgfNode> setupNodes = new java.util.HashSet<>();
        for (SgfNode node : root.mainLine()) {
            if (node.has("B") || node.has("W") || node.has("AE")) {
                break;
            }
            setupNodes.add(node);
            for (String v : node.getAll("AB")) {
                setup(board, v, Stone.BLACK);
            }
            for (String v : node.getAll("AW")) {
                setup(board, v, Stone.WHITE);
            }
        }
        for (String v : root.has("B") || root.has("W") || root.has("AE") ? root.getAll("AB") : java.util.List.<String>of()) {
            setup(board, v, Stone.BLACK);
        }
        for (String v : root.has("B") || root.has("W") || root.has("AE") ? root.getAll("AW") : java.util.List.<String>of()) {
            setup(board, v, Stone.WHITE);
        }
        if (Chains.anyWithoutLiberty(board)) {
            throw new SgfException("SGF: setup stones leave a chain without liberties");
        }
        int toMove = firstToMove(root, board);
        // A game record is replayed as recorded: it may come from rules without superko (GNU Go
        // replays incident74.sgf through a repetition), so only simple ko is checked on the way
        // and the real rules are put back at the end. Captures still happen.
        GoRules replayRules = new GoRules(rules.name(), KoRule.SIMPLE, rules.suicideAllowed(), rules.scoring(),
                rules.komi());
        GoGameState state = GoGameState.start(replayRules, board, toMove, handicap);
        int moveNumber = 1;
        for (SgfNode node : root.mainLine()) {
            boolean hasMove = node.has("B") || node.has("W");
            if (hasMove && moveNumber >= untilMove) {
                break;
            }
            if (node != root && !setupNodes.contains(node)
                    && (node.has("AB") || node.has("AW") || node.has("AE"))) {
                state = applySetup(state, node, replayRules, handicap);
            }
            for (String key : new String[] {"B", "W"}) {
                if (!node.has(key) || moveNumber >= untilMove) {
                    continue;
                }
                int colour = key.equals("B") ? Stone.BLACK : Stone.WHITE;
                int point = point(size, node.get(key).get(), true);
                state = replay(state, colour, point, moveNumber, key + "[" + node.get(key).get() + "]", replayRules,
                        handicap);
                moveNumber++;
            }
        }
        return state.withRules(rules);
    }

    /**
     * Plays a recorded move. A move that only an immediate ko recapture forbids is played on the
     * board anyway (the record says it happened), starting the state afresh from that board.
     */
    private static GoGameState replay(GoGameState state, int colour, int point, int moveNumber, String text,
            GoRules replayRules, int handicap) throws SgfException {
        try {
            return state.playAs(colour, point);
        } catch (RulesException e) {
            GoBoard next = state.board().copy();
            next.setKo(0, Stone.EMPTY); // 0 is a frame point: no ko anywhere
            if (point != Vertex.PASS && next.isLegal(point, colour, replayRules.suicideAllowed())) {
                next.play(point, colour);
                return GoGameState.start(replayRules, next, Stone.opponent(colour), handicap);
            }
            throw new SgfException("SGF: move " + moveNumber + " " + text + ": " + e.getMessage());
        }
    }

    /**
     * Applies AB, AW and AE of a node after the start (edited positions, problem diagrams): the
     * position is rebuilt from the current stones and play continues from it with the colour
     * that PL names, else the colour of the node's own move, else the side already to move.
     * The moves before it are not kept (the state starts afresh from the edited board).
     */
    private static GoGameState applySetup(GoGameState state, SgfNode node, GoRules replayRules, int handicap)
            throws SgfException {
        GoBoard old = state.board();
        int size = old.size();
        boolean[] cleared = new boolean[old.arraySize()];
        for (String v : node.getAll("AE")) {
            for (int p : points(size, v)) {
                cleared[p] = true;
            }
        }
        GoBoard board = new GoBoard(size);
        for (int p = 0; p < old.arraySize(); p++) {
            int c = old.onBoard(p) ? old.get(p) : Stone.EMPTY;
            if ((c == Stone.BLACK || c == Stone.WHITE) && !cleared[p]) {
                board.setup(p, c);
            }
        }
        // A setup stone may replace a stone already there (SGF allows AB on a white stone).
        for (String key : new String[] {"AB", "AW"}) {
            int colour = key.equals("AB") ? Stone.BLACK : Stone.WHITE;
            for (String v : node.getAll(key)) {
                for (int p : points(size, v)) {
                    if (board.get(p) != Stone.EMPTY && board.get(p) != colour) {
                        board = without(board, p);
                    }
                    if (board.get(p) == Stone.EMPTY) {
                        board.setup(p, colour);
                    }
                }
            }
        }
        if (Chains.anyWithoutLiberty(board)) {
            throw new SgfException("SGF: setup stones leave a chain without liberties");
        }
        int toMove = state.toMove();
        if (node.has("PL")) {
            toMove = player(node);
        } else if (node.has("B")) {
            toMove = Stone.BLACK;
        } else if (node.has("W")) {
            toMove = Stone.WHITE;
        }
        return GoGameState.start(replayRules, board, toMove, handicap);
    }

    /** A copy of {@code board} with the stone on {@code point} removed. */
    private static GoBoard without(GoBoard board, int point) {
        GoBoard out = new GoBoard(board.size());
        for (int p = 0; p < board.arraySize(); p++) {
            if (p != point && board.onBoard(p) && board.get(p) != Stone.EMPTY) {
                out.setup(p, board.get(p));
            }
        }
        return out;
    }

    /** The points of one point-list value: a point or a compressed rectangle {@code aa:cc}. */
    private static List<Integer> points(int size, String value) throws SgfException {
        String[] corners = value.split(":");
        List<Integer> out = new ArrayList<>();
        if (corners.length != 2) {
            out.add(point(size, value, false));
            return out;
        }
        int a = point(size, corners[0], false);
        int b = point(size, corners[1], false);
        int c0 = Math.min(Vertex.column(size, a), Vertex.column(size, b));
        int c1 = Math.max(Vertex.column(size, a), Vertex.column(size, b));
        int r0 = Math.min(Vertex.row(size, a), Vertex.row(size, b));
        int r1 = Math.max(Vertex.row(size, a), Vertex.row(size, b));
        for (int col = c0; col <= c1; col++) {
            for (int row = r0; row <= r1; row++) {
                out.add(Vertex.point(size, col, row));
            }
        }
        return out;
    }

    /** The colour a node's PL names: B or W, or as CGoban 1 wrote it in FF[3] files, 1 or 2. */
    private static int player(SgfNode node) throws SgfException {
        String value = node.get("PL").get().trim();
        int c = value.equals("1") ? Stone.BLACK : value.equals("2") ? Stone.WHITE : Stone.parse(value);
        if (c < 0) {
            throw new SgfException("SGF: unreadable PL[" + value + "]");
        }
        return c;
    }

    private static int firstToMove(SgfNode root, GoBoard board) throws SgfException {
        // The setup nodes before the first move describe one position: the last PL among them
        // names the side to move (arend/constructed3.sgf: PL[1] in the root, PL[2] after it).
        SgfNode named = root.has("PL") ? root : null;
        for (SgfNode node : root.mainLine()) {
            if (node.has("B") || node.has("W") || node.has("AE")) {
                break;
            }
            if (node.has("PL")) {
                named = node;
            }
        }
        if (named != null) {
            return player(named);
        }
        for (SgfNode node : root.mainLine()) {
            if (node.has("B")) {
                return Stone.BLACK;
            }
            if (node.has("W")) {
                return Stone.WHITE;
            }
        }
        boolean onlyBlack = Chains.stoneCount(board, Stone.BLACK) > 0 && Chains.stoneCount(board, Stone.WHITE) == 0;
        return onlyBlack ? Stone.WHITE : Stone.BLACK;
    }

    private static void setup(GoBoard board, String value, int colour) throws SgfException {
        for (int p : points(board.size(), value)) {
            place(board, p, colour);
        }
    }

    private static void place(GoBoard board, int p, int colour) throws SgfException {
        if (board.get(p) != Stone.EMPTY) {
            throw new SgfException("SGF: two setup stones on " + Vertex.format(board.size(), p));
        }
        board.setup(p, colour);
    }

    /** The point of an SGF coordinate such as {@code dd}; {@code ""} or {@code tt} (≤ 19×19) pass. */
    static int point(int size, String value, boolean passAllowed) throws SgfException {
        String v = value.trim();
        if (passAllowed && (v.isEmpty() || (v.equals("tt") && size <= 19))) {
            return Vertex.PASS;
        }
        if (v.length() != 2) {
            throw new SgfException("SGF: bad point '" + value + "'");
        }
        int col = v.charAt(0) - 'a';
        int fromTop = v.charAt(1) - 'a';
        if (col < 0 || col >= size || fromTop < 0 || fromTop >= size) {
            throw new SgfException("SGF: point '" + value + "' is off the " + size + "x" + size + " board");
        }
        return Vertex.point(size, col, size - 1 - fromTop);
    }

    static String coordinate(int size, int point) {
        if (point == Vertex.PASS) {
            return "";
        }
        char col = (char) ('a' + Vertex.column(size, point));
        char row = (char) ('a' + size - 1 - Vertex.row(size, point));
        return "" + col + row;
    }

    /**
     * The SGF tree of a game: FF[4] header, setup stones of the start position, then the moves.
     *
     * @param info extra root properties such as PB, PW, DT, RE, C (written as given); DT
     *     defaults to today
     */
    public static SgfNode export(GoGameState state, Map<String, String> info) {
        int size = state.size();
        SgfNode root = new SgfNode();
        root.set("GM", "1").set("FF", "4").set("CA", "UTF-8").set("AP", "Tablero")
                .set("SZ", Integer.toString(size))
                .set("KM", ScoreFormat.number(state.komi()))
                .set("RU", state.rules().name().equals("japanese") ? "Japanese" : "Chinese");
        if (state.handicap() > 0) {
            root.set("HA", Integer.toString(state.handicap()));
        }
        GoPosition start;
        try {
            start = GoPositionNotation.read(state.initialPosition());
        } catch (RulesException e) {
            throw new IllegalStateException("a game's own start position is unreadable", e);
        }
        GoBoard board = start.board();
        for (int p = 0; p < board.arraySize(); p++) {
            if (board.get(p) == Stone.BLACK) {
                root.add("AB", coordinate(size, p));
            } else if (board.get(p) == Stone.WHITE) {
                root.add("AW", coordinate(size, p));
            }
        }
        boolean hasSetup = root.has("AB") || root.has("AW");
        if (hasSetup || start.toMove() != Stone.BLACK) {
            root.set("PL", start.toMove() == Stone.BLACK ? "B" : "W");
        }
        root.set("DT", LocalDate.now().toString());
        for (Map.Entry<String, String> e : info.entrySet()) {
            root.set(e.getKey(), e.getValue());
        }
        SgfNode last = root;
        List<String> moves = state.moves();
        for (int i = 0; i < moves.size(); i++) {
            SgfNode node = new SgfNode();
            String key = state.mover(i) == Side.BLACK ? "B" : "W";
            node.set(key, coordinate(size, Vertex.parse(size, moves.get(i))));
            last = last.addChild(node);
        }
        return root;
    }

    private static int readInt(String text, String property) throws SgfException {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new SgfException("SGF: unreadable " + property + "[" + text + "]");
        }
    }
}
