package org.tablero.engines.go;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.RulesException.Reason;
import org.tablero.engines.game.Side;
import org.tablero.engines.go.score.Ownership;

/**
 * An immutable Go game: rules, start position, moves and the position they lead to. Each move
 * copies the fast board and the history of position hashes (for positional superko), so a state
 * is never changed once built and replaying a stored game stays in microseconds per move.
 */
public final class GoGameState implements GameState {

    private final GoRules rules;
    private final int handicap;
    private final String initialPosition;
    private final GoBoard board;
    private final int toMove;
    private final String[] moves;
    private final byte[] movers;
    private final long[] history;
    private final int passes;
    private final int lastMove;
    private GoScoring scoring;

    private GoGameState(GoRules rules, int handicap, String initialPosition, GoBoard board, int toMove,
            String[] moves, byte[] movers, long[] history, int passes, int lastMove) {
        this.rules = rules;
        this.handicap = handicap;
        this.initialPosition = initialPosition;
        this.board = board;
        this.toMove = toMove;
        this.moves = moves;
        this.movers = movers;
        this.history = history;
        this.passes = passes;
        this.lastMove = lastMove;
    }

    /** A new game from a board (which the state takes over and never changes again). */
    public static GoGameState start(GoRules rules, GoBoard board, int toMove, int handicap) {
        String initial = GoPositionNotation.write(board, toMove);
        return new GoGameState(rules, handicap, initial, board, toMove, new String[0], new byte[0],
                new long[] {board.hash()}, 0, -1);
    }

    @Override
    public GameKind kind() {
        return GameKind.GO;
    }

    @Override
    public String initialPosition() {
        return initialPosition;
    }

    @Override
    public String position() {
        return GoPositionNotation.write(board, toMove);
    }

    @Override
    public List<String> moves() {
        return Collections.unmodifiableList(Arrays.asList(moves));
    }

    /** Who played move {@code index} (0-based): moves alternate on the platform, not always in GTP. */
    public Side mover(int index) {
        return Stone.side(movers[index]);
    }

    @Override
    public int ply() {
        return moves.length;
    }

    @Override
    public Side sideToMove() {
        return Stone.side(toMove);
    }

    /** The colour to move as a {@link Stone} constant. */
    public int toMove() {
        return toMove;
    }

    @Override
    public GoGameState play(String move) throws RulesException {
        return playAs(toMove, move);
    }

    /**
     * Plays a move for any colour (GTP and SGF may have one colour move twice); the opponent of
     * {@code colour} moves next.
     */
    public GoGameState playAs(int colour, String move) throws RulesException {
        int point = Vertex.parse(board.size(), move);
        if (point == -1) {
            throw new RulesException(Reason.BAD_MOVE_SYNTAX, "not a Go move: '" + move + "'");
        }
        if (point == -2) {
            throw new RulesException(Reason.ILLEGAL_MOVE, move + " is off the " + size() + "x" + size() + " board");
        }
        return playAs(colour, point);
    }

    /** Plays a point (or {@link Vertex#PASS}) for any colour. */
    public GoGameState playAs(int colour, int point) throws RulesException {
        GoBoard next = board.copy();
        if (point == Vertex.PASS) {
            next.pass();
            return successor(next, colour, point, passes + 1);
        }
        String vertex = Vertex.format(size(), point);
        if (board.get(point) != Stone.EMPTY) {
            throw illegal(vertex + " is occupied");
        }
        if (board.koPoint(colour) == point) {
            throw illegal(vertex + " retakes a ko immediately");
        }
        if (!board.isLegal(point, colour, rules.suicideAllowed())) {
            throw illegal(vertex + " is suicide");
        }
        next.play(point, colour);
        if (rules.koRule() == KoRule.POSITIONAL_SUPERKO && repeats(next.hash())) {
            throw illegal(vertex + " repeats an earlier position (positional superko)");
        }
        return successor(next, colour, point, 0);
    }

    /** Whether {@code colour} may play {@code point} now, superko included. */
    public boolean isLegal(int colour, int point) {
        try {
            playAs(colour, point);
            return true;
        } catch (RulesException e) {
            return false;
        }
    }

    /** Every legal point for the side to move (superko included), then {@code pass}. */
    @Override
    public List<String> playableMoves() {
        List<String> out = new java.util.ArrayList<>();
        int size = size();
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int point = Vertex.point(size, col, row);
                if (stone(col, row).isEmpty() && isLegal(toMove(), point)) {
                    out.add(Vertex.format(size, point));
                }
            }
        }
        out.add("pass");
        return out;
    }

    private boolean repeats(long hash) {
        for (long h : history) {
            if (h == hash) {
                return true;
            }
        }
        return false;
    }

    private GoGameState successor(GoBoard next, int colour, int point, int newPasses) {
        String[] m = Arrays.copyOf(moves, moves.length + 1);
        m[moves.length] = Vertex.format(size(), point);
        byte[] who = Arrays.copyOf(movers, movers.length + 1);
        who[movers.length] = (byte) colour;
        long[] h = Arrays.copyOf(history, history.length + 1);
        h[history.length] = next.hash();
        return new GoGameState(rules, handicap, initialPosition, next, Stone.opponent(colour), m, who, h, newPasses,
                point);
    }

    private static RulesException illegal(String message) {
        return new RulesException(Reason.ILLEGAL_MOVE, "illegal move: " + message);
    }

    @Override
    public Optional<String> result() {
        return Optional.empty();
    }

    @Override
    public synchronized Optional<Scoring> scoring() {
        if (passes < 2) {
            return Optional.empty();
        }
        if (scoring == null) {
            scoring = new GoScoring(this);
        }
        return Optional.of(scoring);
    }

    /** The same game under other rules (GTP changes komi mid-game); the history is kept. */
    public GoGameState withRules(GoRules newRules) {
        return new GoGameState(newRules, handicap, initialPosition, board, toMove, moves, movers, history, passes,
                lastMove);
    }

    public GoRules rules() {
        return rules;
    }

    public double komi() {
        return rules.komi();
    }

    /** Handicap stones placed at the start (0 or 2–9; 1 means Black simply moved first). */
    public int handicap() {
        return handicap;
    }

    public int size() {
        return board.size();
    }

    /** The stone at a 0-based column and row (row 0 is row 1 at the bottom), if any. */
    public Optional<Side> stone(int col, int row) {
        int c = board.get(board.point(col, row));
        return c == Stone.EMPTY ? Optional.empty() : Optional.of(Stone.side(c));
    }

    /** Stones captured so far by {@code side}. */
    public int captures(Side side) {
        return board.captures(Stone.of(side));
    }

    /** The last move as a vertex or {@code pass}; empty before the first move. */
    public Optional<String> lastMove() {
        return lastMove < 0 ? Optional.empty() : Optional.of(Vertex.format(size(), lastMove));
    }

    /** The point the side to move may not play because of simple ko. */
    public Optional<String> koPoint() {
        int ko = board.koPoint(toMove);
        return ko == 0 ? Optional.empty() : Optional.of(Vertex.format(size(), ko));
    }

    /** Passes in a row at the end of the game so far. */
    public int consecutivePasses() {
        return passes;
    }

    /** A copy of the board, for engines and tools that want the fast representation. */
    public GoBoard board() {
        return board.copy();
    }

    /** The hashes of every position of the game so far, oldest first (for superko in searches). */
    public long[] positionHashes() {
        return history.clone();
    }

    /** The board itself, read-only by contract; package code avoids a copy. */
    GoBoard boardView() {
        return board;
    }

    /**
     * Who owns each point with the given stones dead: {@code [row][col]}, row 0 at the bottom,
     * {@code null} for neutral points. Dead stones are marked by any stone of their chain.
     */
    public Side[][] ownership(java.util.Set<String> dead) {
        boolean[] mask = GoScoring.deadMask(board, dead);
        int[] owner = Ownership.owners(board, mask);
        int size = size();
        Side[][] map = new Side[size][size];
        for (int row = 0; row < size; row++) {
            for (int col = 0; col < size; col++) {
                int o = owner[board.point(col, row)];
                map[row][col] = o == Stone.EMPTY ? null : Stone.side(o);
            }
        }
        return map;
    }

    /** The vertices of the stones of a colour, in board order (bottom row first). */
    public List<String> stones(Side side) {
        int c = Stone.of(side);
        List<String> out = new ArrayList<>();
        for (int row = 0; row < size(); row++) {
            for (int col = 0; col < size(); col++) {
                if (board.get(board.point(col, row)) == c) {
                    out.add(Vertex.format(size(), board.point(col, row)));
                }
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return position();
    }
}
