package org.tablero.protocol;

import java.util.Locale;

/** The colour a challenger asks for: {@code white}, {@code black} or {@code random}. */
public enum ColourChoice {
    WHITE, BLACK, RANDOM;

    /** The wire word. */
    public String wire() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads the wire word; the wire is case-sensitive, so {@code White} is refused. */
    public static ColourChoice parse(String field) {
        for (ColourChoice c : values()) {
            if (c.wire().equals(field)) {
                return c;
            }
        }
        throw new IllegalArgumentException("colour must be white, black or random");
    }
}
