package org.tablero.engines.game;

import java.util.Optional;

/** The games the platform plays, with the names they have on the wire. */
public enum GameKind {
    CHESS("chess"),
    GO("go");

    private final String wireName;

    GameKind(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<GameKind> fromWireName(String name) {
        for (GameKind kind : values()) {
            if (kind.wireName.equals(name)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }
}
