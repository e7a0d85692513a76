package org.tablero.server.challenge;

import java.time.Instant;
import java.util.Optional;
import org.tablero.engines.game.GameKind;
import org.tablero.engines.game.Side;

/** A stored challenge with the nicks of both users. */
public record ChallengeRecord(
        long id,
        long challengerId,
        String challengerNick,
        long challengedId,
        String challengedNick,
        GameKind game,
        Side challengerColour,
        Optional<String> initialPosition,
        String options,
        Instant createdAt,
        Status status,
        Optional<Long> matchId) {

    /** Where a challenge stands. */
    public enum Status {
        PENDING("pending"),
        ACCEPTED("accepted"),
        REFUSED("refused");

        private final String dbName;

        Status(String dbName) {
            this.dbName = dbName;
        }

        public String dbName() {
            return dbName;
        }

        static Status fromDbName(String name) {
            for (Status status : values()) {
                if (status.dbName.equals(name)) {
                    return status;
                }
            }
            throw new IllegalArgumentException("unknown challenge status " + name);
        }
    }
}
