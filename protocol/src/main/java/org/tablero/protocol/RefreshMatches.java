package org.tablero.protocol;

/** {@code refreshMatches}: asks for this user's matches with every move. */
public record RefreshMatches() implements Request {
    public static final String COMMAND = "refreshMatches";

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return COMMAND;
    }
}
