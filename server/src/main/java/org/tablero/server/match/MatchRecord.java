package org.tablero.server.match;

import java.time.Instant;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;

/** A stored match, as one row of the matches table with the players' nicks. */
public record MatchRecord(
        long id,
        GameKind game,
        Player white,
        Player black,
        Optional<String> setupPosition,
        String options,
        String initialPosition,
        Instant createdAt,
        int ply,
        String position,
        Side toMove,
        Optional<String> lastMove,
        String result,
        Optional<Instant> endedAt,
        Optional<Side> drawOfferBy,
        Optional<Scoring> scoring) {

    public static final String IN_PROGRESS = "*";

    /** One side's user. */
    public record Player(long id, String nick, boolean human) {
    }

    /** The Go scoring step: the dead stones proposed, the result they give and who accepted them. */
    public record Scoring(String dead, String result, boolean whiteAccepted, boolean blackAccepted) {

        public boolean accepted(Side side) {
            return side == Side.WHITE ? whiteAccepted : blackAccepted;
        }
    }

    public boolean inProgress() {
        return result.equals(IN_PROGRESS);
    }

    /** The side {@code userId} plays in this match, if any. */
    public Optional<Side> sideOf(long userId) {
        if (userId == white.id()) {
            return Optional.of(Side.WHITE);
        }
        return userId == black.id() ? Optional.of(Side.BLACK) : Optional.empty();
    }

    public Player player(Side side) {
        return side == Side.WHITE ? white : black;
    }
}
