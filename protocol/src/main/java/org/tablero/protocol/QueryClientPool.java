package org.tablero.protocol;

/** {@code queryClientPool}: asks for the users, humans and AI profiles. */
public record QueryClientPool() implements Request {
    public static final String COMMAND = "queryClientPool";

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return COMMAND;
    }
}
