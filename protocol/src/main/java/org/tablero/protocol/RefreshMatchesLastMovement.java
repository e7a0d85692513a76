package org.tablero.protocol;

/** {@code refreshMatchesLastMovement}: asks for this user's matches with their last move only. */
public record RefreshMatchesLastMovement() implements Request {
    public static final String COMMAND = "refreshMatchesLastMovement";

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return COMMAND;
    }
}
