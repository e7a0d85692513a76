package org.tablero.protocol;

/** {@code refreshChallenges}: asks for challenges waiting for this user and answers to its own. */
public record RefreshChallenges() implements Request {
    public static final String COMMAND = "refreshChallenges";

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return COMMAND;
    }
}
