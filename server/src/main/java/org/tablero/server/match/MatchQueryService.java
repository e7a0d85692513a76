package org.tablero.server.match;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.MoveRepository.StoredMove;
import org.tablero.server.user.User;

/** What polling clients read: a user's current matches, with or without their moves. */
public final class MatchQueryService {

    /** Finished matches stay listed this long, so both players see how a game ended. */
    public static final Duration FINISHED_VISIBLE = Duration.ofHours(24);

    /** A match with all its moves, oldest first. */
    public record MatchWithMoves(MatchRecord match, List<StoredMove> moves) {
    }

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MoveRepository moves;
    private final PlayService play;
    private final Clock clock;

    public MatchQueryService(Jdbc jdbc, MatchRepository matches, MoveRepository moves, PlayService play, Clock clock) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.moves = moves;
        this.play = play;
        this.clock = clock;
    }

    /** The user's matches in progress or finished in the last 24 hours, oldest first. */
    public List<MatchRecord> currentMatches(User user) {
        List<MatchRecord> list = currentMatchesRead(user);
        return endLateGames(list) ? currentMatchesRead(user) : list;
    }

    /** The same matches with their moves, read in one transaction so rows and moves agree. */
    public List<MatchWithMoves> currentMatchesWithMoves(User user) {
        List<MatchWithMoves> list = readWithMoves(user);
        return endLateGames(list.stream().map(MatchWithMoves::match).toList()) ? readWithMoves(user) : list;
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

    private List<MatchRecord> currentMatchesRead(User user) {
        return jdbc.read(c -> matches.listForUser(c, user.id(), clock.instant().minus(FINISHED_VISIBLE)));
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
