package org.tablero.protocol;

import java.util.Objects;
import java.util.Optional;

/**
 * {@code challengeAnswer<TAB>id<TAB>accepted|refused<TAB>colour<TAB>opponent<TAB>pos|-<TAB>matchId|-}:
 * the answer to one of this user's challenges; an accepted challenge has a match, a refused one none.
 */
public record ChallengeAnswer(long challengeId, boolean accepted, String yourColour, String opponent,
                              Optional<String> initialPosition, Optional<Long> matchId) implements ChallengeItem {
    public static final String TYPE = "challengeAnswer";

    public ChallengeAnswer {
        Wire.id(challengeId, "challenge id");
        ChallengeItem.colour(yourColour);
        Wire.field(opponent, "opponent");
        Wire.optionalField(initialPosition, "initial position");
        Objects.requireNonNull(matchId, "matchId");
        matchId.ifPresent(id -> Wire.id(id, "match id"));
        if (accepted != matchId.isPresent()) {
            throw new IllegalArgumentException("an accepted challenge has a match id, a refused one none");
        }
    }

    @Override
    public String encode() {
        return Wire.line(TYPE, Long.toString(challengeId), Wire.accepted(accepted), yourColour, opponent,
                Wire.dash(initialPosition), matchId.map(String::valueOf).orElse(Wire.DASH));
    }
}
