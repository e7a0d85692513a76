package org.tablero.protocol;

import java.util.List;

/** One user in the client pool: {@code nick<TAB>y|n<TAB>human|ai<TAB>chess,go} ({@code -} when it plays nothing). */
public record PoolEntry(String nick, boolean online, boolean human, List<String> games) {

    public PoolEntry {
        Wire.field(nick, "nick");
        games = List.copyOf(games);
        for (String g : games) {
            Wire.field(g, "game");
            if (g.indexOf(',') >= 0 || Wire.DASH.equals(g)) {
                throw new IllegalArgumentException("bad game name");
            }
        }
    }

    /** The record line. */
    public String encode() {
        return Wire.line(nick, online ? "y" : "n", human ? "human" : "ai", Wire.list(games, ","));
    }
}
