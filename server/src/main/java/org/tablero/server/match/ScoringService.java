package org.tablero.server.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.MatchAccess.Locked;
import org.tablero.server.user.User;

/**
 * The Go scoring step after two passes: the server proposes the dead stones, either player may
 * mark a different set (which counts as accepting it), and the game ends when both accept the same
 * proposal. Refusing resumes play.
 */
public final class ScoringService {

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final MatchEvents events;
    private final Clock clock;

    public ScoringService(Jdbc jdbc, MatchRepository matches, MoveRepository moves, MatchEvents events, Clock clock) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.events = events;
        this.clock = clock;
    }

    /** Replaces the proposal with {@code vertices}' chains; returns the result it would give. */
    public String markDead(User user, long matchId, List<String> vertices) {
        String score = jdbc.inTransaction(c -> {
            Locked locked = lockScoring(c, matchId, user);
            GameState.Scoring scoring = GameSetup.replay(locked.match(), moves.movesOf(c, matchId)).scoring()
                    .orElseThrow(() -> new IllegalStateException("match " + matchId + " is scoring without two passes"));
            Set<String> dead = normalise(scoring, vertices);
            String result = scoring.result(dead);
            boolean white = locked.side() == Side.WHITE;
            matches.setScoring(c, matchId, Optional.of(new MatchRecord.Scoring(formatDead(dead), result, white, !white)));
            return result;
        });
        events.changed(matchId);
        return score;
    }

    /** Accepts the standing proposal (the game ends once both have) or refuses it (play resumes). */
    public String answer(User user, long matchId, boolean accepted) {
        String result = jdbc.inTransaction(c -> {
            Locked locked = lockScoring(c, matchId, user);
            MatchRecord.Scoring current = locked.match().scoring().orElseThrow();
            if (!accepted) {
                matches.setScoring(c, matchId, Optional.empty());
                return MatchRecord.IN_PROGRESS;
            }
            boolean white = current.whiteAccepted() || locked.side() == Side.WHITE;
            boolean black = current.blackAccepted() || locked.side() == Side.BLACK;
            if (white && black) {
                matches.end(c, matchId, current.result(), Results.KIND_SCORE, clock.instant());
                return current.result();
            }
            matches.setScoring(c, matchId, Optional.of(new MatchRecord.Scoring(current.dead(), current.result(), white, black)));
            return MatchRecord.IN_PROGRESS;
        });
        events.changed(matchId);
        return result;
    }

    /** Dead stones as stored and shown: space-separated vertices in a stable order, or {@code -}. */
    static String formatDead(Set<String> dead) {
        return dead.isEmpty() ? "-" : String.join(" ", new TreeSet<>(dead));
    }

    private Locked lockScoring(Connection c, long matchId, User user) throws SQLException {
        Locked locked = MatchAccess.lockOwnMatchInProgress(matches, c, matchId, user);
        if (locked.match().scoring().isEmpty()) {
            throw new ServiceException(ErrorCode.NOT_SCORING, "match " + matchId + " is not in its scoring step (it starts after two passes)");
        }
        return locked;
    }

    private static Set<String> normalise(GameState.Scoring scoring, List<String> vertices) {
        try {
            return new TreeSet<>(scoring.normaliseDead(Set.copyOf(vertices)));
        } catch (RulesException e) {
            throw RulesErrors.toServiceException(e);
        }
    }
}
