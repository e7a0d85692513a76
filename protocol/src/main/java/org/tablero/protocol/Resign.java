package org.tablero.protocol;

/** {@code resign<TAB>matchId}: resigns the match. */
public record Resign(long matchId) implements Request {
    public static final String COMMAND = "resign";

    public Resign {
        Wire.id(matchId, "match id");
    }

    @Override
    public String command() {
        return COMMAND;
    }

    @Override
    public String encode() {
        return Wire.line(COMMAND, Long.toString(matchId));
    }
}
