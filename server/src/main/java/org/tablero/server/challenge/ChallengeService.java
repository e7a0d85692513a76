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
import java.util.function.LongPredicate;
import java.util.stream.Collectors;
import java.util.random.RandomGenerator;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.GameState;
import org.tablero.engines.game.RulesException;
import org.tablero.engines.game.Side;
import org.tablero.protocol.ColourChoice;
import org.tablero.protocol.ErrorCode;
import org.tablero.protocol.Wire;
import org.tablero.server.cache.ChangedRows;
import org.tablero.server.cache.UserCache;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.GameSetup;
import org.tablero.server.match.MatchEvents;
import org.tablero.server.match.MatchQueryService;
import org.tablero.server.match.MatchRepository;
import org.tablero.server.match.RulesErrors;
import org.tablero.server.user.User;
import org.tablero.server.user.UserRepository;

/**
 * Challenges: validated by the game's rules when made, so that accepting one always starts a
 * game; answered once; each answer reported once to the challenger.
 *
 * <p>Every client polls its inbox every second, so each user's inbox is kept in memory between
 * polls: dropped when a challenge to or from the user is made or answered on this node, when
 * another node's change shows in the once-a-second {@link #sweep}, and after {@link #MAX_AGE}.
 * Reporting an answer stays a conditional update in the database, which is what makes it happen
 * once whichever node the challenger polls.
 */
public final class ChallengeService {

    /** The longest an inbox is served from memory without a signalled change: a safety net, as for match lists. */
    public static final java.time.Duration MAX_AGE = MatchQueryService.MAX_AGE;

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
    private final UserCache<Inbox> inboxes = new UserCache<>(MAX_AGE.toNanos());
    private final ChangedRows<ChallengeRepository.OpenState> otherNodes = new ChangedRows<>();

    /** Who a challenge concerns once answered, and the match it started. */
    private record Answered(long challengerId, Optional<Long> matchId) {
    }

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
            long id = jdbc.inTransaction(c -> challenges.insert(c, record, clock.instant()));
            inboxes.invalidate(opponent.id());
            return id;
        }
        // An AI answers at once; the challenger reads the answer with refreshChallenges as usual.
        boolean accepted = ai.accepts(opponent.id(), game, options);
        long[] ids = jdbc.inTransaction(c -> {
            long id = challenges.insert(c, record, clock.instant());
            ChallengeRecord stored = challenges.findForUpdate(c, id).orElseThrow();
            return new long[] {id, answerLocked(c, stored, accepted).orElse(0L)};
        });
        inboxes.invalidate(challenger.id());
        if (ids[1] != 0) {
            events.changed(ids[1]);
        }
        return ids[0];
    }

    /** Answers a challenge made to {@code user}; returns the new match's id when accepted. */
    public Optional<Long> answer(User user, long challengeId, boolean accepted) {
        Answered answered = jdbc.inTransaction(c -> {
            ChallengeRecord ch = challenges.findForUpdate(c, challengeId)
                    .filter(found -> found.challengedId() == user.id())
                    .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_CHALLENGE, "no challenge " + challengeId + " to you"));
            if (ch.status() != ChallengeRecord.Status.PENDING) {
                throw new ServiceException(ErrorCode.NO_SUCH_CHALLENGE, "challenge " + challengeId + " was already answered");
            }
            return new Answered(ch.challengerId(), answerLocked(c, ch, accepted));
        });
        inboxes.invalidate(user.id());
        inboxes.invalidate(answered.challengerId());
        answered.matchId().ifPresent(events::changed);
        return answered.matchId();
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
        Inbox seen = inboxes.get(user.id(), () -> load(user));
        if (seen.answersToMine().isEmpty()) {
            return seen;
        }
        // Each claim is one atomic conditional update, so no transaction is needed around them; an
        // answer another connection of the user claimed first is not reported twice.
        List<ChallengeRecord> claimed = jdbc.read(c -> {
            List<ChallengeRecord> answers = new ArrayList<>();
            for (ChallengeRecord answered : seen.answersToMine()) {
                if (challenges.claimReport(c, answered.id())) {
                    answers.add(answered);
                }
            }
            return answers;
        });
        inboxes.invalidate(user.id());
        return new Inbox(seen.waitingForMe(), claimed);
    }

    /** Loads the user's inbox into memory ahead of its polls (at login); reports nothing. */
    public void warmUp(User user) {
        inboxes.get(user.id(), () -> load(user));
    }

    /** The user's inbox if it can be told without waiting: held in memory, with no answer to report (a write). */
    public Optional<Inbox> inboxAtOnce(User user) {
        return inboxes.peek(user.id()).filter(inbox -> inbox.answersToMine().isEmpty());
    }

    private Inbox load(User user) {
        return jdbc.read(c -> new Inbox(challenges.pendingFor(c, user.id()), challenges.unreportedAnswers(c, user.id())));
    }

    /**
     * Reads the open challenges and drops the inboxes of the users of those that changed since the
     * last sweep (changes by other server nodes; inboxes loaded since are kept); forgets the
     * inboxes of users {@code online} no longer accepts.
     */
    public void sweep(LongPredicate online) {
        long started = System.nanoTime();
        var open = jdbc.read(challenges::openStates).stream()
                .collect(Collectors.toMap(ChallengeRepository.OpenState::id, s -> s));
        for (ChallengeRepository.OpenState changed : otherNodes.since(open)) {
            inboxes.invalidateLoadedBefore(changed.challengerId(), started);
            inboxes.invalidateLoadedBefore(changed.challengedId(), started);
        }
        inboxes.retain(online);
    }

    private static GameState start(GameKind game, Optional<String> position, Map<String, String> options) {
        try {
            return GameSetup.start(game, position, options);
        } catch (RulesException e) {
            throw RulesErrors.toServiceException(e);
        }
    }
}
