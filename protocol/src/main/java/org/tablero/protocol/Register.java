package org.tablero.protocol;

/** {@code register<TAB>nick<TAB>password}: creates an account. */
public record Register(String nick, String password) implements Request {
    public static final String COMMAND = "register";

    public Register {
        if (!Wire.isValidNick(nick)) {
            throw new IllegalArgumentException("nick must be 2-20 letters, digits, '_' or '-'");
        }
        if (!Wire.isValidPassword(password) || Wire.hasControlChar(password)) {
            throw new IllegalArgumentException("password must be 6-128 characters without control characters");
        }
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, nick, password);
    }

    /** Never shows the password, so that a logged request cannot leak it. */
    @Override
    public String toString() {
        return "Register[nick=" + nick + ", password=***]";
    }
}
