package org.tablero.client.net;

/** The server answered {@code loginAnswer WRONG}; the message is the server's reason, reworded for people. */
public final class LoginRefusedException extends RuntimeException {

    private final String reason;

    public LoginRefusedException(String reason) {
        super(describe(reason));
        this.reason = reason;
    }

    /** The reason exactly as the server sent it. */
    public String reason() {
        return reason;
    }

    private static String describe(String reason) {
        if (reason.equals("BAD_VERSION")) {
            return "This server speaks another protocol version; update the client.";
        }
        if (reason.startsWith("wrong nick or password")) {
            return "Wrong nick or password.";
        }
        if (reason.startsWith("account disabled")) {
            return "This account is disabled; ask an administrator.";
        }
        return "Login refused: " + reason;
    }
}
