package org.tablero.server.challenge;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Wire;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.GameSetup;
import org.tablero.server.match.MatchEvents;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.RulesErrors;
import org.tablero.server.user.User;
import org.tablero.server.user.UserRepository;

/**
 * Challenges: validated by the game's rules when made, so that accepting one always starts a
 * game; answered once; each answer reported once to the challenger.
 */
public final class ChallengeService {

    /** What a user learns when polling challenges. */
    public record Inbox(List<ChallengeRecord> waitingForMe, List<ChallengeRecord> answersToMine) {
    }

    /** Decides at once for AI users: whether one of its engines plays this game with these options. */
    @FunctionalInterface
    public interface AiOpponents {
        boolean accepts(long aiUserId, GameKind game, Map<String, String> options);
    }

    private final Jdbc jdbc;
    private final UserRepository users;
    private final ChallengeRepository challenges;
    private final MatchRepository matches;
    private final AiOpponents ai;
    private final MatchEvents events;
    private final Clock clock;
    private final RandomGenerator random = new SecureRandom();

    public ChallengeService(Jdbc jdbc, UserRepository users, ChallengeRepository challenges, MatchRepository matches,
            AiOpponents ai, MatchEvents events, Clock clock) {
        this.jdbc = jdbc;
        this.users = users;
        this.challenges = challenges;
        this.matches = matches;
        this.ai = ai;
        this.events = events;
        this.clock = clock;
    }

    /** Records a challenge and returns its id. */
    public long challenge(User challenger, String gameName, String opponentNick, ColourChoice colour,
            Optional<String> initialPosition, Map<String, String> options) {
        GameKind game = GameKind.fromWireName(gameName)
                .orElseThrow(() -> new ServiceException(ErrorCode.UNSUPPORTED, "unknown game " + gameName + "; games are chess and go"));
        User opponent = jdbc.read(c -> users.findByNick(c, opponentNick))
                .filter(u -> !u.disabled())
                .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_USER, "no user " + opponentNick));
        if (opponent.id() == challenger.id()) {
            throw new ServiceException(ErrorCode.UNSUPPORTED, "you cannot challenge yourself");
        }
        start(game, initialPosition, options);
        Side challengerColour = switch (colour) {
            case WHITE -> Side.WHITE;
            case BLACK -> Side.BLACK;
            case RANDOM -> random.nextBoolean() ? Side.WHITE : Side.BLACK;
        };
        var record = new ChallengeRepository.NewChallenge(challenger.id(), opponent.id(), game, colour.wire(),
                challengerColour, initialPosition, Wire.formatOptions(options));
        if (opponent.human()) {
            return jdbc.inTransaction(c -> challenges.insert(c, record, clock.instant()));
        }
        // An AI answers at once; the challenger reads the answer with refreshChallenges as usual.
        boolean accepted = ai.accepts(opponent.id(), game, options);
        long[] ids = jdbc.inTransaction(c -> {
            long id = challenges.insert(c, record, clock.instant());
            ChallengeRecord stored = challenges.findForUpdate(c, id).orElseThrow();
            return new long[] {id, answerLocked(c, stored, accepted).orElse(0L)};
        });
        if (ids[1] != 0) {
            events.changed(ids[1]);
        }
        return ids[0];
    }

    /** Answers a challenge made to {@code user}; returns the new match's id when accepted. */
    public Optional<Long> answer(User user, long challengeId, boolean accepted) {
        Optional<Long> matchId = jdbc.inTransaction(c -> {
            ChallengeRecord ch = challenges.findForUpdate(c, challengeId)
                    .filter(found -> found.challengedId() == user.id())
                    .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_CHALLENGE, "no challenge " + challengeId + " to you"));
            if (ch.status() != ChallengeRecord.Status.PENDING) {
                throw new ServiceException(ErrorCode.NO_SUCH_CHALLENGE, "challenge " + challengeId + " was already answered");
            }
            return answerLocked(c, ch, accepted);
        });
        matchId.ifPresent(events::changed);
        return matchId;
    }

    /** Answers a locked pending challenge; starts the match when accepted. */
    private Optional<Long> answerLocked(Connection c, ChallengeRecord ch, boolean accepted) throws SQLException {
        Instant now = clock.instant();
        if (!accepted) {
            challenges.answer(c, ch.id(), ChallengeRecord.Status.REFUSED, null, now);
            return Optional.empty();
        }
        GameState start = start(ch.game(), ch.initialPosition(), Wire.parseOptions(ch.options()));
        long white = ch.challengerColour() == Side.WHITE ? ch.challengerId() : ch.challengedId();
        long black = ch.challengerColour() == Side.WHITE ? ch.challengedId() : ch.challengerId();
        long matchId = matches.insert(c, new MatchRepository.NewMatch(ch.game(), white, black, ch.initialPosition(),
                ch.options(), start.initialPosition(), start.sideToMove(),
                GameSetup.timeControl(Wire.parseOptions(ch.options()))), now);
        challenges.answer(c, ch.id(), ChallengeRecord.Status.ACCEPTED, matchId, now);
        return Optional.of(matchId);
    }

    /** Challenges waiting for the user, and answers to the user's challenges not yet reported (now marked reported). */
    public Inbox inbox(User user) {
        // Polled every second by every client: plain reads, and a write only for answers to report.
        // Each claim is one atomic conditional update, so no transaction is needed around them.
        return jdbc.read(c -> {
            List<ChallengeRecord> waiting = challenges.pendingFor(c, user.id());
            List<ChallengeRecord> answers = new ArrayList<>();
            for (ChallengeRecord answered : challenges.unreportedAnswers(c, user.id())) {
                if (challenges.claimReport(c, answered.id())) {
                    answers.add(answered);
                }
            }
            return new Inbox(waiting, answers);
        });
    }

    private static GameState start(GameKind game, Optional<String> position, Map<String, String> options) {
        try {
            return GameSetup.start(game, position, options);
        } catch (RulesException e) {
            throw RulesErrors.toServiceException(e);
        }
    }
}
