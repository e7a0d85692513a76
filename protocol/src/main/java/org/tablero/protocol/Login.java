package org.tablero.protocol;

/**
 * {@code login<TAB>version<TAB>nick<TAB>password}. Nick and password are not checked against the
 * register rules here: a wrong login is the server's to answer with {@code loginAnswer WRONG}.
 */
public record Login(String version, String nick, String password) implements Request {
    public static final String COMMAND = "login";

    public Login {
        Wire.field(version, "version");
        Wire.field(nick, "nick");
        Wire.field(password, "password");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, version, nick, password);
    }

    /** Never shows the password, so that a logged request cannot leak it. */
    @Override
    public String toString() {
        return "Login[version=" + version + ", nick=" + nick + ", password=***]";
    }
}
