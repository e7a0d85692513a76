package org.tablero.protocol;

/** {@code challengedByAnswer<TAB>challengeId<TAB>accepted|refused}: answers a challenge. */
public record ChallengedByAnswer(long challengeId, boolean accepted) implements Request {
    public static final String COMMAND = "challengedByAnswer";

    public ChallengedByAnswer {
        Wire.id(challengeId, "challenge id");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(challengeId), Wire.accepted(accepted));
    }
}
