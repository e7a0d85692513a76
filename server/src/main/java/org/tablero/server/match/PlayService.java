package org.tablero.server.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
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
 * Moves and resignations. A move is validated against the whole game rebuilt from the database,
 * stored in the same transaction that locked the match, and acknowledged only once committed.
 */
public final class PlayService {

    /** What {@code sendMovement} answers once the move is committed. */
    public record MoveAck(long matchId, int ply, String move, String positionAfter, String result) {
    }

    /** A move transaction ends either with a stored move or with the mover's flag fallen (also stored). */
    private record Outcome(MoveAck ack, String timeLoss) {
    }

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final MatchEvents events;
    private final Clock clock;

    public PlayService(Jdbc jdbc, MatchRepository matches, MoveRepository moves, MatchEvents events, Clock clock) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.events = events;
        this.clock = clock;
    }

    public MoveAck play(User user, long matchId, String move, Optional<String> claimedPosition) {
        Outcome outcome = jdbc.inTransaction(c -> {
            Locked locked = MatchAccess.lockOwnMatchInProgress(matches, c, matchId, user);
            GameState before = GameSetup.replay(locked.match(), moves.movesOf(c, matchId));
            if (before.sideToMove() != locked.side()) {
                throw new ServiceException(ErrorCode.NOT_YOUR_TURN, "it is " + before.sideToMove().wireName() + "'s turn");
            }
            Instant now = clock.instant();
            if (locked.match().flagFallen(now)) {
                return new Outcome(null, endOnTime(c, locked.match(), before, now));
            }
            GameState after = apply(before, move);
            if (claimedPosition.isPresent() && !after.matchesPosition(claimedPosition.get())) {
                throw new ServiceException(ErrorCode.POSITION_MISMATCH, "the position after " + after.moves().get(after.ply() - 1)
                        + " is " + after.position());
            }
            return new Outcome(store(c, locked, user, after, now), null);
        });
        events.changed(matchId);
        if (outcome.timeLoss() != null) {
            throw new ServiceException(ErrorCode.GAME_OVER, "your time ran out before this move: " + outcome.timeLoss());
        }
        return outcome.ack();
    }

    /**
     * Ends a timed match whose side to move has run out of time, if it has; polling calls this so
     * that a game ends on time even when the player who ran out never moves again.
     */
    public void flagIfLate(long matchId) {
        boolean ended = jdbc.inTransaction(c -> {
            Optional<MatchRecord> match = matches.findForUpdate(c, matchId);
            Instant now = clock.instant();
            if (match.isEmpty() || !match.get().flagFallen(now)) {
                return false;
            }
            endOnTime(c, match.get(), GameSetup.replay(match.get(), moves.movesOf(c, matchId)), now);
            return true;
        });
        if (ended) {
            events.changed(matchId);
        }
    }

    private String endOnTime(Connection c, MatchRecord match, GameState game, Instant now) throws SQLException {
        String result = Results.timeLoss(game, match.toMove());
        matches.end(c, match.id(), result, Results.KIND_TIME, now);
        return result;
    }

    public String resign(User user, long matchId) {
        String result = jdbc.inTransaction(c -> {
            Locked locked = MatchAccess.lockOwnMatchInProgress(matches, c, matchId, user);
            String outcome = Results.resignation(locked.match().game(), locked.side());
            matches.end(c, matchId, outcome, Results.KIND_RESIGNATION, clock.instant());
            return outcome;
        });
        events.changed(matchId);
        return result;
    }

    private static GameState apply(GameState before, String move) {
        try {
            return before.play(move);
        } catch (RulesException e) {
            throw RulesErrors.toServiceException(e);
        }
    }

    private MoveAck store(Connection c, Locked locked, User user, GameState after, Instant now) throws SQLException {
        MatchRecord match = locked.match();
        String played = after.moves().get(after.ply() - 1);
        moves.insert(c, match.id(), after.ply(), played, after.position(), user.id(), now);
        // A pending draw offer lapses when the player it was made to moves instead of answering.
        Optional<Side> drawOffer = match.drawOfferBy().filter(by -> by == locked.side());
        matches.afterMove(c, match.id(), after.ply(), after.position(), after.sideToMove(), played, drawOffer,
                scoringStep(after));
        if (match.clocks().isPresent()) {
            chargeClock(c, match, locked.side(), now);
        }
        String result = MatchRecord.IN_PROGRESS;
        if (after.result().isPresent()) {
            result = after.result().get();
            String kind = after.endReason().flatMap(Results::kindOf).orElse(null);
            matches.end(c, match.id(), result, kind, now);
        }
        return new MoveAck(match.id(), after.ply(), played, after.position(), result);
    }

    /** The mover's clock after its move: time spent taken off, the increment added (each side's first move is free). */
    private void chargeClock(Connection c, MatchRecord match, Side mover, Instant now) throws SQLException {
        MatchRecord.Clocks clocks = match.clocks().orElseThrow();
        long left = match.timeLeft(mover, now).orElseThrow();
        long charged = match.ply() >= 2 ? left + clocks.incrementMs() : left;
        long white = mover == Side.WHITE ? charged : clocks.whiteMs();
        long black = mover == Side.BLACK ? charged : clocks.blackMs();
        matches.setClocks(c, match.id(), white, black, now);
    }

    /** Two passes in Go open the scoring step with the rules' own estimate of the dead stones. */
    private static Optional<MatchRecord.Scoring> scoringStep(GameState after) {
        return after.scoring().map(scoring -> {
            Set<String> dead = new TreeSet<>(scoring.proposedDead());
            return new MatchRecord.Scoring(ScoringService.formatDead(dead), scoring.result(dead), false, false);
        });
    }
}
