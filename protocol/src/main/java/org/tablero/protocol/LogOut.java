package org.tablero.protocol;

/** {@code logOut}: ends the session; the server answers {@code OK logOut} and closes. */
public record LogOut() implements Request {
    public static final String COMMAND = "logOut";

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return COMMAND;
    }
}
