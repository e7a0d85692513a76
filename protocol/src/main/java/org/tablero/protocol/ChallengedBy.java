package org.tablero.protocol;

import java.util.Map;
import java.util.Optional;

/** {@code challengedBy<TAB>id<TAB>challenger<TAB>white|black<TAB>game<TAB>pos|-<TAB>options|-}: a challenge waiting for this user. */
public record ChallengedBy(long challengeId, String challenger, String yourColour, String game,
                           Optional<String> initialPosition, Map<String, String> options) implements ChallengeItem {
    public static final String TYPE = "challengedBy";

    public ChallengedBy {
        Wire.id(challengeId, "challenge id");
        Wire.field(challenger, "challenger");
        ChallengeItem.colour(yourColour);
        Wire.field(game, "game");
        Wire.optionalField(initialPosition, "initial position");
        options = Wire.options(options, "options");
    }

    @Override
    public String encode() {
        return Wire.line(TYPE, Long.toString(challengeId), challenger, yourColour, game,
                Wire.dash(initialPosition), Wire.formatOptions(options));
    }
}
