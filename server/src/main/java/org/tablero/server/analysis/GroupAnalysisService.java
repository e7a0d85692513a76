package org.tablero.server.analysis;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Semaphore;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.go.GoBoard;
import org.tablero.engines.go.GoGameState;
import org.tablero.engines.go.Stone;
import org.tablero.engines.go.Vertex;
import org.tablero.engines.go.sgf.SgfException;
import org.tablero.engines.go.sgf.SgfGame;
import org.tablero.engines.go.tactics.GroupStatus;
import org.tablero.engines.go.tactics.TacticsSolver;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.GameSetup;
import org.tablero.server.match.MatchRecord;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.MoveRepository;
import org.tablero.server.match.MoveRepository.StoredMove;
import org.tablero.server.user.User;

/**
 * Life and death of a Go group for players: in a position of one of their games, or in an SGF
 * problem they upload. The tactical solver proves its answer within a budget or says "unknown".
 * Analysis is refused in a game still being played against another human, where it would help
 * one player against the other; against an AI, and once a game is over, it is a study aid.
 */
public final class GroupAnalysisService {

    /**
     * Per status: its two questions share them, the defence getting what the attack left (so
     * an answer takes at most about 4 s, as when each question had 2 s of its own).
     */
    public static final long NODES = 2_000_000;
    public static final long MILLIS = 4_000;

    /** The answer: the status and, for a critical group, the killing and the saving move. */
    public record Analysis(int ply, String status, Optional<String> attack, Optional<String> defense) {
    }

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final TacticsSolver solver;
    /** Searches are CPU-bound: at most this many run at once, and a request beyond them is refused, not queued. */
    private final Semaphore running;

    public GroupAnalysisService(Jdbc jdbc, MatchRepository matches, MoveRepository moves, TacticsSolver solver, int concurrent) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.solver = solver;
        this.running = new Semaphore(concurrent);
    }

    /** A server's analyser: half the cores at most, the solver's default budget. */
    public static GroupAnalysisService create(Jdbc jdbc, MatchRepository matches, MoveRepository moves) {
        int concurrent = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
        return new GroupAnalysisService(jdbc, matches, moves, new TacticsSolver(NODES, MILLIS), concurrent);
    }

    /** The group on {@code vertex} after {@code ply} moves (default: all) of one of the user's Go matches. */
    public Analysis inMatch(User user, long matchId, String vertex, OptionalInt ply) {
        GameState game = jdbc.read(c -> {
            MatchRecord match = matches.find(c, matchId)
                    .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_MATCH, "no match " + matchId));
            var side = match.sideOf(user.id())
                    .orElseThrow(() -> new ServiceException(ErrorCode.NOT_YOUR_MATCH, "you do not play in match " + matchId));
            if (match.game() != GameKind.GO) {
                throw new ServiceException(ErrorCode.UNSUPPORTED, "group analysis is for Go matches");
            }
            if (match.inProgress() && match.player(side.opponent()).human()) {
                throw new ServiceException(ErrorCode.UNSUPPORTED,
                        "analysis of a game in progress against another player is not offered; ask again when it is over");
            }
            List<StoredMove> all = moves.movesOf(c, matchId);
            int upTo = ply.orElse(all.size());
            if (upTo > all.size()) {
                throw new ServiceException(ErrorCode.MALFORMED, "match " + matchId + " has " + all.size() + " moves");
            }
            return GameSetup.replay(match, all.subList(0, upTo));
        });
        GoGameState go = (GoGameState) game;
        return analyse(go.board(), go.ply(), vertex);
    }

    /** The group on {@code vertex} in the last position of an SGF problem's main line. */
    public Analysis inSgf(String vertex, String sgf) {
        GoGameState go;
        try {
            go = SgfGame.load(sgf);
        } catch (SgfException | RuntimeException e) {
            throw new ServiceException(ErrorCode.MALFORMED, "unreadable SGF: " + e.getMessage());
        }
        return analyse(go.board(), go.ply(), vertex);
    }

    private Analysis analyse(GoBoard board, int ply, String vertex) {
        int point = Vertex.parse(board.size(), vertex);
        if (point < 0 || point == Vertex.PASS) {
            throw new ServiceException(ErrorCode.ILLEGAL_MOVE, vertex + " is not on the " + board.size() + "x" + board.size() + " board");
        }
        if (board.get(point) == Stone.EMPTY) {
            throw new ServiceException(ErrorCode.ILLEGAL_MOVE, "no stone on " + vertex);
        }
        if (!running.tryAcquire()) {
            throw new ServiceException(ErrorCode.RATE_LIMITED, "the analyser is busy; retry in a few seconds");
        }
        try {
            GroupStatus status = solver.status(board.copy(), point);
            return new Analysis(ply, status.kind().name().toLowerCase(java.util.Locale.ROOT),
                    move(board.size(), status.attack()), move(board.size(), status.defense()));
        } finally {
            running.release();
        }
    }

    private static Optional<String> move(int size, int point) {
        if (point < 0) {
            return Optional.empty();
        }
        return Optional.of(point == Vertex.PASS ? "pass" : Vertex.format(size, point));
    }
}
