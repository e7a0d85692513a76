package org.tablero.server.match;

import java.sql.Connection;
import java.sql.SQLException;
import org.tablero.engines.game.Side;
import org.tablero.protocol.ErrorCode;
import org.tablero.server.command.ServiceException;
import org.tablero.server.user.User;

/** The checks every action on a match starts with: it exists, the user plays in it, it goes on. */
final class MatchAccess {

    /** A match locked for the current transaction, with the side the acting user plays. */
    record Locked(MatchRecord match, Side side) {
    }

    private MatchAccess() {
    }

    static Locked lockOwnMatch(MatchRepository matches, Connection c, long matchId, User user) throws SQLException {
        MatchRecord match = matches.findForUpdate(c, matchId)
                .orElseThrow(() -> new ServiceException(ErrorCode.NO_SUCH_MATCH, "no match " + matchId));
        Side side = match.sideOf(user.id())
                .orElseThrow(() -> new ServiceException(ErrorCode.NOT_YOUR_MATCH, "you do not play in match " + matchId));
        return new Locked(match, side);
    }

    static Locked lockOwnMatchInProgress(MatchRepository matches, Connection c, long matchId, User user) throws SQLException {
        Locked locked = lockOwnMatch(matches, c, matchId, user);
        if (!locked.match().inProgress()) {
            throw new ServiceException(ErrorCode.GAME_OVER, "match " + matchId + " is over: " + locked.match().result());
        }
        return locked;
    }
}
