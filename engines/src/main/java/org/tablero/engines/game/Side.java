package org.tablero.engines.game;

import java.util.Optional;

/** A player's colour. In Go, Black plays the "black" side and moves first without handicap. */
public enum Side {
    WHITE("white"),
    BLACK("black");

    private final String wireName;

    Side(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public Side opponent() {
        return this == WHITE ? BLACK : WHITE;
    }

    public static Optional<Side> fromWireName(String name) {
        for (Side side : values()) {
            if (side.wireName.equals(name)) {
                return Optional.of(side);
            }
        }
        return Optional.empty();
    }
}
