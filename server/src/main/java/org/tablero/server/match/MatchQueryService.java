package org.tablero.server.match;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.LongPredicate;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tablero.server.cache.ChangedRows;
import org.tablero.server.cache.UserCache;
import org.tablero.server.db.DatabaseException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.MoveRepository.StoredMove;
import org.tablero.server.user.User;

/**
 * What polling clients read: a user's current matches, with or without their moves.
 *
 * <p>{@code refreshMatchesLastMovement} is polled every second by every client, so each user's
 * list of matches is kept in memory between polls ({@link UserCache}): dropped when a change to
 * one of the user's matches is committed on this node ({@link MatchEvents}), when another node's
 * change shows in the once-a-second {@link #sweep}, and after {@link #MAX_AGE} in any case.
 */
public final class MatchQueryService {

    private static final Logger log = LoggerFactory.getLogger(MatchQueryService.class);

    /** Finished matches stay listed this long, so both players see how a game ended. */
    public static final Duration FINISHED_VISIBLE = Duration.ofHours(24);

    /**
     * The longest a user's list is served from memory without a signalled change: a safety net
     * (the events and the sweep are what keep lists current), spread over its second half so that
     * lists loaded together are not loaded again together.
     */
    public static final Duration MAX_AGE = Duration.ofMinutes(5);

    /** A match with all its moves, oldest first. */
    public record MatchWithMoves(MatchRecord match, List<StoredMove> moves) {
    }

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final PlayService play;
    private final Clock clock;
    private final UserCache<List<MatchRecord>> views = new UserCache<>(MAX_AGE.toNanos());
    /** The players of the matches in progress in the cached lists: whose lists a change to a match concerns. */
    private final ConcurrentMap<Long, long[]> playersOf = new ConcurrentHashMap<>();
    private final ChangedRows<MatchRepository.LiveState> otherNodes = new ChangedRows<>();

    public MatchQueryService(Jdbc jdbc, MatchRepository matches, MoveRepository moves, PlayService play, Clock clock) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.play = play;
        this.clock = clock;
    }

    /** The user's matches in progress or finished in the last 24 hours, oldest first. */
    public List<MatchRecord> currentMatches(User user) {
        List<MatchRecord> list = cachedMatches(user);
        return endLateGames(list) ? cachedMatches(user) : list;
    }

    /** Loads the user's list into memory ahead of its polls (at login). */
    public void warmUp(User user) {
        cachedMatches(user);
    }

    /**
     * The user's current matches if they can be told without waiting: held in memory, and no game
     * among them to end on time (ending one is a transaction).
     */
    public Optional<List<MatchRecord>> currentMatchesAtOnce(User user) {
        Instant now = clock.instant();
        Instant visibleSince = now.minus(FINISHED_VISIBLE);
        return views.peek(user.id())
                .filter(list -> list.stream().noneMatch(m -> m.flagFallen(now)))
                .map(list -> visible(list, visibleSince));
    }

    /** The same matches with their moves, read in one transaction so rows and moves agree. */
    public List<MatchWithMoves> currentMatchesWithMoves(User user) {
        List<MatchWithMoves> list = readWithMoves(user);
        return endLateGames(list.stream().map(MatchWithMoves::match).toList()) ? readWithMoves(user) : list;
    }

    /**
     * A change to the match was committed on this node: its players' lists are dropped before the
     * command that made it is answered, so their next polls read it. Runs on the changing thread.
     */
    public void matchChanged(long matchId) {
        long[] players = playersOf.get(matchId);
        if (players == null && views.size() > 0) {
            try {
                // A match no cached list shows yet, such as one just created: ask whose it is.
                players = jdbc.read(c -> matches.players(c, matchId)).orElse(null);
            } catch (DatabaseException e) {
                // The change is committed and must not be reported as failed: forget everything instead.
                log.warn("cannot tell whose match {} changed; dropping every cached list: {}", matchId, e.getMessage());
                views.invalidateAll();
                return;
            }
        }
        if (players != null) {
            views.invalidate(players[0]);
            views.invalidate(players[1]);
        }
    }

    /**
     * Reads every match in progress and drops the lists of the players of those that changed since
     * the last sweep (changes by other server nodes; this node's own were signalled already, so
     * lists loaded since are kept); forgets the lists of users {@code online} no longer accepts.
     */
    public void sweep(LongPredicate online) {
        long started = System.nanoTime();
        Map<Long, MatchRepository.LiveState> live = jdbc.read(matches::liveStates).stream()
                .collect(Collectors.toMap(MatchRepository.LiveState::id, s -> s));
        for (MatchRepository.LiveState changed : otherNodes.since(live)) {
            views.invalidateLoadedBefore(changed.whiteId(), started);
            views.invalidateLoadedBefore(changed.blackId(), started);
        }
        views.retain(online);
        playersOf.keySet().retainAll(live.keySet());
    }

    /** Users whose lists are held in memory. */
    public int cachedUsers() {
        return views.size();
    }

    private List<MatchRecord> cachedMatches(User user) {
        Instant visibleSince = clock.instant().minus(FINISHED_VISIBLE);
        return visible(views.get(user.id(), () -> load(user, visibleSince)), visibleSince);
    }

    private static List<MatchRecord> visible(List<MatchRecord> list, Instant visibleSince) {
        return list.stream().filter(m -> m.endedAt().map(ended -> !ended.isBefore(visibleSince)).orElse(true)).toList();
    }

    private List<MatchRecord> load(User user, Instant visibleSince) {
        List<MatchRecord> list = jdbc.read(c -> matches.listForUser(c, user.id(), visibleSince));
        for (MatchRecord m : list) {
            if (m.inProgress()) {
                playersOf.put(m.id(), new long[] {m.white().id(), m.black().id()});
            }
        }
        return list;
    }

    private List<MatchWithMoves> readWithMoves(User user) {
        return jdbc.inTransaction(c -> {
            List<MatchRecord> list = matches.listForUser(c, user.id(), clock.instant().minus(FINISHED_VISIBLE));
            Map<Long, List<StoredMove>> all = moves.movesOf(c, list.stream().map(MatchRecord::id).toList());
            return list.stream()
                    .map(m -> new MatchWithMoves(m, all.getOrDefault(m.id(), List.of()).stream().limit(m.ply()).toList()))
                    .toList();
        });
    }

    /** Ends the listed games whose player to move has run out of time; true when any ended. */
    private boolean endLateGames(List<MatchRecord> list) {
        Instant now = clock.instant();
        boolean any = false;
        for (MatchRecord m : list) {
            if (m.flagFallen(now)) {
                play.flagIfLate(m.id());
                any = true;
            }
        }
        return any;
    }
}
