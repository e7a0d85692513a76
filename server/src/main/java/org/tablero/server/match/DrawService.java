package org.tablero.server.match;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;
import org.tablero.server.db.Jdbc;
import org.tablero.server.match.MatchAccess.Locked;
import org.tablero.server.user.User;

/**
 * Draw offers in chess. An offer stands until the opponent answers it or moves instead; offering
 * while the opponent's own offer stands is agreeing to it.
 */
public final class DrawService {

    private final Jdbc jdbc;
    private final MatchRepository matches;
    private final MatchEvents events;
    private final Clock clock;

    public DrawService(Jdbc jdbc, MatchRepository matches, MatchEvents events, Clock clock) {
        this.jdbc = jdbc;
        this.matches = matches;
        this.events = events;
        this.clock = clock;
    }

    /** Offers a draw; returns the result, {@code 1/2-1/2} when it met the opponent's offer. */
    public String offer(User user, long matchId) {
        String result = jdbc.inTransaction(c -> {
            Locked locked = lockChess(c, matchId, user);
            Optional<Side> pending = locked.match().drawOfferBy();
            if (pending.isPresent() && pending.get() != locked.side()) {
                matches.end(c, matchId, Results.DRAW, Results.KIND_DRAW_AGREED, clock.instant());
                return Results.DRAW;
            }
            matches.setDrawOffer(c, matchId, Optional.of(locked.side()));
            return MatchRecord.IN_PROGRESS;
        });
        events.changed(matchId);
        return result;
    }

    /** Answers the opponent's standing offer; returns the result. */
    public String answer(User user, long matchId, boolean accepted) {
        String result = jdbc.inTransaction(c -> {
            Locked locked = lockChess(c, matchId, user);
            boolean offeredToMe = locked.match().drawOfferBy().filter(by -> by != locked.side()).isPresent();
            if (!offeredToMe) {
                throw new ServiceException(ErrorCode.NO_SUCH_OFFER, "your opponent has no draw offer standing in match " + matchId);
            }
            if (!accepted) {
                matches.setDrawOffer(c, matchId, Optional.empty());
                return MatchRecord.IN_PROGRESS;
            }
            matches.end(c, matchId, Results.DRAW, Results.KIND_DRAW_AGREED, clock.instant());
            return Results.DRAW;
        });
        events.changed(matchId);
        return result;
    }

    private Locked lockChess(Connection c, long matchId, User user) throws SQLException {
        Locked locked = MatchAccess.lockOwnMatchInProgress(matches, c, matchId, user);
        if (locked.match().game() != GameKind.CHESS) {
            throw new ServiceException(ErrorCode.UNSUPPORTED, "draw offers are for chess; a Go game ends by passing and scoring");
        }
        return locked;
    }
}
