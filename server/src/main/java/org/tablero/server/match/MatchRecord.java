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
        Optional<Scoring> scoring,
        Optional<Clocks> clocks) {

    public static final String IN_PROGRESS = "*";

    /**
     * The clocks of a timed game: each side's time left when the last move was made. Each side's
     * first move is free; from the third ply on, the side to move's clock runs from that move.
     */
    public record Clocks(long incrementMs, long whiteMs, long blackMs, Optional<Instant> lastMoveAt) {

        public long stored(Side side) {
            return side == Side.WHITE ? whiteMs : blackMs;
        }
    }

    /** Time left for {@code side} at {@code now}; empty for an untimed game. */
    public Optional<Long> timeLeft(Side side, Instant now) {
        return clocks.map(c -> {
            boolean running = side == toMove && clockRunning();
            long elapsed = running ? java.time.Duration.between(c.lastMoveAt().orElse(now), now).toMillis() : 0;
            return c.stored(side) - elapsed;
        });
    }

    /** Whether the side to move's clock runs: a timed game in progress, past each side's first move, not scoring. */
    public boolean clockRunning() {
        return clocks.isPresent() && inProgress() && ply >= 2 && scoring.isEmpty();
    }

    /** Whether the side to move has run out of time: the game must end on time. */
    public boolean flagFallen(Instant now) {
        return clockRunning() && timeLeft(toMove, now).orElse(1L) <= 0;
    }

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
