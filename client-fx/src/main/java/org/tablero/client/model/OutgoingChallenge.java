package org.tablero.client.model;

import java.util.Map;
import java.util.Optional;

/** A challenge this user made, with what became of it. */
public record OutgoingChallenge(long id, String opponent, String game, String colour, Map<String, String> options,
                                State state, Optional<Long> matchId) {

    /** Where a challenge stands. */
    public enum State { WAITING, ACCEPTED, REFUSED }

    public OutgoingChallenge {
        options = Map.copyOf(options);
    }

    /** The same challenge, answered. */
    public OutgoingChallenge answered(boolean accepted, String yourColour, Optional<Long> match) {
        return new OutgoingChallenge(id, opponent, game, yourColour, options, accepted ? State.ACCEPTED : State.REFUSED, match);
    }
}
